import Foundation
import Testing
@testable import MotionMachine

/// MotionGroup against hand-evaluated timeline formulas: linear members, so a member at local time t
/// of a leg of duration d is at start + Δ·t/d (forward) or end − Δ·t/d (reverse).
@Suite("MotionGroup")
@MainActor
struct MotionGroupTests {
    init() { _ = TestDiagnostics.installed }
    @Test("members start together; the group completes exactly when the last member does")
    func parallel() {
        let tempo = ManualTempo(), a = Box(), b = Box(), log = EventLog()
        let m1 = tween(a, 0, 10, 1.0).completed { _ in log.record("m1 completed") }
        let m2 = tween(b, 0, 12, 1.2).completed { _ in log.record("m2 completed") }
        let group = MotionGroup(motions: [m1, m2])
            .started { _ in log.record("started") }
            .completed { g in log.record("completed", g.totalProgress) }
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.5)
        #expect(a.x == 5 && b.x == 5 && group.motionState == .moving)
        #expect(close(group.motionProgress, 0.5 / 1.2))
        tempo.tick(at: 1.1)
        #expect(a.x == 10 && close(b.x, 11) && m1.motionState == .stopped && group.motionState == .moving)
        tempo.tick(at: 1.3)
        #expect(b.x == 12 && group.motionState == .stopped)
        #expect(log.events == ["started", "m1 completed", "m2 completed", "completed@1.0"])
    }

    @Test("syncsChildMotions: the early member waits at its exact end, then all reverse together")
    func syncedReversal() {
        let tempo = ManualTempo(), a = Box(), b = Box(), log = EventLog()
        let m1 = tween(a, 0, 10, 1.0).reversed { _ in log.record("m1 reversed") }
        let m2 = tween(b, 0, 12, 1.2).reversed { _ in log.record("m2 reversed") }
        let group = MotionGroup(motions: [m1, m2]).reverses(syncsChildMotions: true)
            .reversed { g in log.record("group reversed") }
        group.tempo = tempo
        group.start()
        tempo.tick(at: 1.1)
        #expect(a.x == 10 && close(b.x, 11) && m1.motionDirection == .forward && m1.motionProgress == 1)
        #expect(log.events.isEmpty && group.motionDirection == .forward)
        tempo.tick(at: 1.3)   // both turned at 1.2
        #expect(close(a.x, 9) && close(b.x, 11) && group.motionDirection == .reverse)
        #expect(log.events == ["m1 reversed", "m2 reversed", "group reversed"])
        tempo.tick(at: 2.3)   // m1 home at 2.2; m2 has 0.1 s to go
        #expect(a.x == 0 && close(b.x, 1) && m1.motionState == .stopped)
        tempo.tick(at: 2.5)
        #expect(b.x == 0 && group.motionState == .stopped)
    }

    @Test("without syncing, each member reverses on its own; the group turns when the last one does")
    func unsyncedReversal() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let group = MotionGroup(motions: [tween(a, 0, 10, 1.0), tween(b, 0, 12, 1.2)], options: [.reverses])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 1.1)
        #expect(close(a.x, 9) && close(b.x, 11) && group.motionDirection == .forward)
        tempo.tick(at: 1.5)
        #expect(close(a.x, 5) && close(b.x, 9) && group.motionDirection == .reverse)
        tempo.tick(at: 2.1)
        #expect(a.x == 0 && close(b.x, 3))
        tempo.tick(at: 2.4)
        #expect(b.x == 0 && group.motionState == .stopped)
    }

    @Test("the seed's nested groups: a reversing group of a subgroup and a motion")
    func nested() {
        let tempo = ManualTempo(), s1 = Box(), s2 = Box(), s3 = Box()
        let subgroup = MotionGroup().add(tween(s1, 0, 200, 1.0)).add(tween(s2, 0, 60, 1.2))
        let group2 = MotionGroup(options: [.reverses]).add(subgroup).add(tween(s3, 50, 150, 2.0))
        group2.tempo = tempo
        group2.start()
        // The subgroup's members reverse on their own (1.0 and 1.2 s legs); the motion turns at 2.0.
        tempo.tick(at: 1.5)
        #expect(close(s1.x, 100) && close(s2.x, 45) && close(s3.x, 125))
        tempo.tick(at: 2.5)
        #expect(s1.x == 0 && close(s2.x, 0) && close(s3.x, 125) && subgroup.motionState == .stopped)
        #expect(group2.motionDirection == .reverse)
        tempo.tick(at: 4.0)
        #expect(s3.x == 50 && group2.motionState == .stopped)
    }

    @Test("repeating groups restart their members from the start values resolved on the first cycle")
    func repeating() {
        let tempo = ManualTempo(), a = Box(), log = EventLog()
        a.x = 3
        let motion = Motion(target: a, properties: [PropertyData(keyPath: \Box.x, end: 13.0)], duration: 1.0)
        let group = MotionGroup(motions: [motion]).repeats(2)
            .cycleRepeated { g in log.record("repeat", Double(g.cyclesCompletedCount)) }
            .completed { _ in log.record("completed") }
        group.tempo = tempo
        group.start()
        tempo.tick(at: 1.25)
        #expect(close(a.x, 5.5) && group.cyclesCompletedCount == 1)
        tempo.tick(at: 2.5)
        #expect(close(a.x, 8) && close(group.totalProgress, 2.5 / 3))
        tempo.tick(at: 3.5)
        #expect(a.x == 13 && log.events == ["repeat@1.0", "repeat@2.0", "completed"])
    }

    @Test("stagger from the first, last and centre member", arguments: [StaggerOrigin.first, .last, .center])
    func stagger(origin: StaggerOrigin) {
        let tempo = ManualTempo(), boxes = (0..<4).map { _ in Box() }
        let group = MotionGroup(motions: boxes.map { tween($0, 0, 10, 1.0) }, stagger: 0.2, from: origin)
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.7)
        let offsets: [Double] = switch origin {
        case .first: [0, 0.2, 0.4, 0.6]
        case .last: [0.6, 0.4, 0.2, 0]
        case .center: [0.3, 0.1, 0.1, 0.3]
        }
        for (box, offset) in zip(boxes, offsets) { #expect(close(box.x, 10 * (0.7 - offset)), "\(origin) \(offset)") }
        let end = 1 + offsets.max()!
        tempo.tick(at: end - 0.01)
        #expect(group.motionState == .moving)
        tempo.tick(at: end)
        #expect(boxes.allSatisfy { $0.x == 10 } && group.motionState == .stopped)
    }

    @Test("pause and resume reach every member; nothing jumps")
    func pauseResume() {
        let tempo = ManualTempo(), a = Box(), b = Box(), log = EventLog()
        let m1 = tween(a, 0, 10, 1.0).paused { _ in log.record("m1 paused") }.resumed { _ in log.record("m1 resumed") }
        let group = MotionGroup(motions: [m1, tween(b, 0, 20, 2.0)])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.5)
        group.pause()
        #expect(m1.motionState == .paused && group.motionState == .paused)
        tempo.tick(at: 5.0)
        #expect(a.x == 5 && b.x == 5)
        group.resume()
        tempo.tick(at: 5.25)
        #expect(close(a.x, 7.5) && close(b.x, 7.5) && log.events == ["m1 paused", "m1 resumed"])
    }

    @Test("children are driven by the group's beats, not their own tempos")
    func drivenByGroup() {
        let own = ManualTempo(), groupTempo = ManualTempo(), a = Box()
        let motion = tween(a, 0, 10, 1.0)
        motion.tempo = own
        let group = MotionGroup(motions: [motion])
        group.tempo = groupTempo
        group.start()
        own.tick(at: 0.5)
        #expect(a.x == 0)
        groupTempo.tick(at: 0.5)
        #expect(a.x == 5)
    }

    @Test("a running member given another tempo keeps the group's clock, in one place, and takes no place of the other tempo's subscribers")
    func memberTempoRefusedWhileRunning() {
        let groupTempo = ManualTempo(), other = ManualTempo(), a = Box(), b = Box()
        let member = tween(a, 0, 10, 1.0)
        let group = MotionGroup(motions: [member])
        group.tempo = groupTempo
        group.start()
        groupTempo.tick(at: 0)
        let bystander = tween(b, 0, 10, 1.0)
        bystander.tempo = other
        bystander.start()
        other.tick(at: 0)
        let clock = member.tempo
        let places = clock?.subscriberCount
        member.tempo = other                      // refused, with a diagnostic
        #expect(member.tempo === clock && clock?.subscriberCount == places)
        #expect(other.subscriberCount == 1)       // the bystander's place is untouched
        other.tick(at: 0.5)
        #expect(b.x == 5 && a.x == 0)
        groupTempo.tick(at: 0.25)
        #expect(a.x == 2.5)
    }

    @Test("a group inside a group inside a group, reversing in sync, all the way down")
    func deepNesting() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let inner = MotionGroup(motions: [tween(a, 0, 10, 1.0)])
        let middle = MotionGroup(motions: [inner])
        let outer = MotionGroup(motions: [middle, tween(b, 0, 30, 3.0)]).reverses(syncsChildMotions: true)
        outer.tempo = tempo
        outer.start()
        tempo.tick(at: 2.0)
        #expect(a.x == 10 && close(b.x, 20))   // the nested motion waits at its end for the 3 s one
        tempo.tick(at: 3.5)
        #expect(close(a.x, 5) && close(b.x, 25))
        tempo.tick(at: 6.0)
        #expect(a.x == 0 && b.x == 0 && outer.motionState == .stopped)
    }
}
