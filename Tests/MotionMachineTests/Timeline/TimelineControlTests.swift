import Foundation
import Testing
@testable import MotionMachine

/// seek(to:), seek(toProgress:) and speed on every kind of moveable. Expected values: the timeline
/// contract evaluated by hand for linear tweens, the decay law for physics (values from
/// PhysicsMotionTests' Python evaluation), the scipy spring samples, and Penner's curves for the
/// four circles.
@Suite("Timeline control: seek and speed")
@MainActor
struct TimelineControlTests {
    init() { _ = TestDiagnostics.installed }
    /// x 0 → 10 in 1 s after a 0.5 s delay, reversing, one repeat: 4.5 s of local time.
    func cyclingMotion(_ box: Box, tempo: ManualTempo, log: EventLog) -> Motion<Box> {
        let motion = tween(box, 0, 10, 1).afterDelay(0.5).reverses().repeats(1)
            .started { _ in log.record("started") }.reversed { _ in log.record("reversed") }
            .cycleRepeated { _ in log.record("repeated") }.completed { _ in log.record("completed") }
            .updated { _ in log.record("updated") }
        motion.tempo = tempo
        return motion
    }

    @Test("Motion.seek puts values, direction, progress and state where playing would, firing only updated")
    func motionSeek() {
        let tempo = ManualTempo(), box = Box(), log = EventLog()
        let motion = cyclingMotion(box, tempo: tempo, log: log)
        motion.seek(to: 2.0)   // movement 1.5: the reverse leg, half way
        #expect(box.x == 5 && motion.motionDirection == .reverse && motion.motionState == .paused)
        #expect(motion.motionProgress == 0.5 && motion.cycleProgress == 0.75 && motion.totalProgress == 0.375)
        #expect(log.events == ["updated"])
        motion.seek(to: 3.25)  // movement 2.75: second cycle, forward, three quarters
        #expect(box.x == 7.5 && motion.motionDirection == .forward && motion.cyclesCompletedCount == 1)
        motion.seek(toProgress: 0.375)
        #expect(box.x == 5 && motion.motionDirection == .reverse && motion.cyclesCompletedCount == 0)
        motion.resume()        // a stopped motion seeked becomes paused there; resume plays on
        tempo.tick(at: 0.25)
        #expect(box.x == 2.5 && motion.motionState == .moving)
        motion.seek(to: 10)    // past the end: complete, at the start values (reversing), no `completed`
        #expect(box.x == 0 && motion.motionState == .stopped && motion.totalProgress == 1)
        #expect(!log.events.contains("completed") && !log.events.contains("reversed") && !log.events.contains("started"))
    }

    @Test("a running motion continues from where it was seeked; a paused one stays paused")
    func motionSeekWhileRunning() {
        let tempo = ManualTempo(), box = Box(), log = EventLog()
        let motion = cyclingMotion(box, tempo: tempo, log: log).start()
        tempo.tick(at: 0.7)
        motion.seek(to: 1.0)
        tempo.tick(at: 0.9)    // 0.2 s later: local 1.2, movement 0.7
        #expect(close(box.x, 7) && motion.motionState == .moving)
        motion.seek(to: 0.2)   // back into the delay: start values, delayed
        #expect(box.x == 0 && motion.motionState == .delayed)
        motion.pause()
        motion.seek(to: 1.5)
        #expect(box.x == 10 && motion.motionState == .paused)
        tempo.tick(at: 3)
        #expect(box.x == 10)
    }

    @Test("Motion.speed scales time from the last beat, on the steady path too, and 0 freezes")
    func motionSpeed() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, 0, 10, 1)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.1)
        tempo.tick(at: 0.25)   // the tempo may be moving it by a steady leg now
        #expect(close(box.x, 2.5))
        motion.speed = 2
        tempo.tick(at: 0.5)
        #expect(close(box.x, 7.5))
        motion.speed = 0
        tempo.tick(at: 2)
        #expect(close(box.x, 7.5) && motion.motionState == .moving)
        motion.speed = 0.5
        tempo.tick(at: 2.5)
        #expect(close(box.x, 10) && motion.motionState == .stopped)
    }

    @Test("PhysicsMotion: seek and speed follow the decay law")
    func physics() throws {
        let tempo = ManualTempo(), square = Square()
        let motion = PhysicsMotion(target: square, properties: [try PropertyData("frame.origin.y")],
                                   velocity: 600.0, friction: 0.8)
        motion.tempo = tempo
        motion.seek(to: 0.5)
        #expect(close(square.frame.origin.y, 256.07930267928606, 1e-9))
        motion.seek(to: 0.25)
        #expect(close(square.frame.origin.y, 173.4939325578271, 1e-9))
        motion.resume()
        motion.speed = 3       // 0.25 beat seconds = 0.75 local seconds: local 1.0
        tempo.tick(at: 0.25)
        #expect(close(square.frame.origin.y, 348.24076858861366, 1e-9))
        motion.seek(toProgress: 1)
        #expect(close(square.frame.origin.y, 422.4281597750313, 1e-9) && motion.motionState == .stopped)
    }

    @Test("SpringMotion: seek and speed follow the spring (scipy samples)")
    func spring() {
        let tempo = ManualTempo(), box = Box()
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)],
                                  spring: .bouncy, initialVelocity: [50])
        motion.tempo = tempo
        for sample in stride(from: 0, to: springMotionSamples.count, by: 3).reversed() {
            motion.seek(to: springMotionSamples[sample])
            #expect(abs(box.x - springMotionSamples[sample + 1]) < 1e-8)
            #expect(motion.motionState == .paused && motion.velocity(ofPropertyAt: 0) == 0)
        }
        motion.seek(to: 0.05)
        motion.resume()
        motion.speed = 0.5     // 0.4 beat seconds later: local 0.25
        tempo.tick(at: 0.4)
        #expect(abs(box.x - 98.89200830676745) < 1e-8)
        #expect(abs(motion.velocity(ofPropertyAt: 0) - 144.9201564996581) < 1e-7)
    }

    @Test("MotionGroup: seek replays silently to the moment; speed scales every member")
    func group() {
        let tempo = ManualTempo(), a = Box(), b = Box(), log = EventLog()
        let m1 = tween(a, 0, 10, 1.0).reversed { _ in log.record("m1 reversed") }.updated { _ in log.record("m1 updated") }
        let m2 = tween(b, 0, 12, 1.2).completed { _ in log.record("m2 completed") }
        let group = MotionGroup(motions: [m1, m2]).reverses(syncsChildMotions: true)
            .reversed { _ in log.record("reversed") }.updated { _ in log.record("updated") }
        group.tempo = tempo
        group.seek(to: 1.1)
        #expect(a.x == 10 && close(b.x, 11) && m1.isHeld && group.motionState == .paused)
        group.seek(to: 1.3)
        #expect(close(a.x, 9) && close(b.x, 11) && group.motionDirection == .reverse)
        group.seek(to: 0.6)    // backwards
        #expect(close(a.x, 6) && close(b.x, 6) && group.motionDirection == .forward && !m1.isHeld)
        #expect(log.events == ["updated", "updated", "updated"])
        group.resume()
        group.speed = 2
        tempo.tick(at: 0.25)   // local 0.6 + 0.5 = 1.1
        #expect(a.x == 10 && close(b.x, 11))
        group.seek(toProgress: 1)
        #expect(a.x == 0 && b.x == 0 && group.motionState == .stopped && !log.events.contains("m2 completed"))
    }

    @Test("MotionSequence: seeking the four circles lands on the same values as playing, in both modes")
    func sequence() throws {
        for mode in [CollectionReversingMode.sequential, .contiguous] {
            let tempo = ManualTempo()
            let (sequence, constraints, circles) = try fourCircles(mode, tempo: tempo)
            let times = mode == .sequential ? [5.013, 0.613, 3.3, 2.0] : [2.913, 0.613, 1.75, 0.05]
            for t in times {
                sequence.seek(to: t)
                for k in 0..<4 {
                    MotionSequenceTests().expectCircle(constraints[k], circles[k], at: t, circleSchedule(mode, circle: k, at: t),
                                                       "\(mode) seek \(t), circle \(k)")
                }
            }
            sequence.speed = 4
            sequence.resume()
            tempo.tick(at: 1.2)    // 4.8 more local seconds: past the end in both modes
            #expect(sequence.motionState == .stopped && constraints.allSatisfy { $0.constant == 0 })
        }
    }

    @Test("bad seek and speed input is sanitized or ignored, with a diagnostic")
    func badInput() {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, 0, 10, 1)
        motion.tempo = tempo
        motion.seek(to: .nan)
        #expect(motion.motionState == .stopped && recorder.contains("seek(to: nan)"))
        motion.seek(to: -3)
        #expect(box.x == 0 && motion.motionState == .paused)
        motion.speed = -2
        #expect(motion.speed == 0 && recorder.contains("Motion speed -2.0"))
        motion.speed = .nan
        #expect(motion.speed == 1)
        let group = MotionGroup(motions: [tween(Box(), 0, 1, 1)])
        group.speed = -.infinity
        #expect(group.speed == 0)
        group.seek(toProgress: .nan)
        #expect(group.motionState == .stopped && recorder.contains("seek(toProgress: nan)"))
    }
}
