import Foundation
import Testing
@testable import MotionMachine

/// Collections beaten or restarted from inside their own calls: from a `started` or `cycleRepeated`
/// callback before the cycle's plan is made, and from a member's setter during a reset. Both found
/// by the randomized stress run once it built keyframe motions too (seed 8080).
@Suite("Collections restarted from inside their own calls")
@MainActor
struct CollectionRestartTests {
    init() { _ = TestDiagnostics.installed }

    func tween(_ box: Box) -> Motion<Box> {
        Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
    }

    @Test("a staggered group stopped part-way, shrunk, restarted and beaten from its started callback starts only its members")
    func beatenFromStarted() {
        let boxes = (0..<3).map { _ in Box() }, tempo = ManualTempo()
        let members = boxes.map(tween)
        let group = MotionGroup(motions: members, stagger: 1)
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)       // the first member started; the others wait their turn
        group.stop()
        _ = group.remove(members[1]).remove(members[2])
        var beaten = false
        group.started { collection in
            guard !beaten else { return }
            beaten = true
            collection.update(withTimeInterval: tempo.currentTime + 5)
        }
        group.start()
        tempo.tick(at: 10)
        #expect(beaten)
        #expect(members[1].motionState == .stopped && members[2].motionState == .stopped)
        #expect(group.motionState == .stopped && boxes[0].x == 1)
    }

    @Test("a staggered group beaten from its cycleRepeated callback plays the new cycle's plan")
    func beatenFromCycleRepeated() {
        let boxes = (0..<3).map { _ in Box() }, tempo = ManualTempo()
        let group = MotionGroup(motions: boxes.map(tween), stagger: 0.5).repeats(1)
        group.tempo = tempo
        var repeats = 0
        group.cycleRepeated { collection in
            repeats += 1
            collection.update(withTimeInterval: tempo.currentTime + 0.25)
        }
        group.start()
        for step in 0...40 { tempo.tick(at: Double(step) * 0.25) }
        #expect(repeats == 1 && group.motionState == .stopped)
        #expect(boxes.allSatisfy { $0.x == 1 })
    }

    @Test("a synced group restarted with fewer members from a member's reversed callback, while it releases its members, turns only the new run's")
    func restartedWhileTurning() {
        let boxes = (0..<4).map { _ in Box() }, tempo = ManualTempo()
        let members = boxes.map(tween)
        for member in members { _ = member.reverses() }
        // Synced: each member waits at its reversal until every member reached its own, and the
        // group then releases them one by one, each firing its `reversed`.
        let group = MotionGroup(motions: members).reverses(syncsChildMotions: true)
        group.tempo = tempo
        var restarted = false
        members[0].reversed { _ in
            guard !restarted else { return }
            restarted = true
            group.stop()
            _ = group.remove(members[3])
            group.start()
        }
        group.start()
        tempo.tick(at: 0)
        tempo.tick(at: 1.5)       // every member reached its reversal: the group releases them
        #expect(restarted)
        #expect(group.motionState == .moving && group.motions.count == 3)
        // The new run plays its three members out and back, and ends.
        for step in 2...10 { tempo.tick(at: Double(step)) }
        #expect(group.motionState == .stopped)
        #expect(boxes[0..<3].allSatisfy { $0.x == 0 })
    }
}

/// A target whose setter runs a closure (a collection's start, here).
final class ObservedBox {
    var onWrite: (() -> Void)?
    var x = 0.0 { didSet { onWrite?() } }
}

extension CollectionRestartTests {
    @Test("a sequence restarted by a member's setter while its reset runs keeps the new run: the reset stops there")
    func restartedDuringReset() {
        let first = ObservedBox(), second = ObservedBox(), tempo = ManualTempo()
        let steps = [first, second].map { box in
            Motion(target: box, properties: [PropertyData(keyPath: \ObservedBox.x, start: 0, end: 1)], duration: 0.5)
        }
        let sequence = MotionSequence(steps: steps)
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0)
        tempo.tick(at: 2)
        #expect(sequence.motionState == .stopped)
        // The reset resets the last step first; its write starts the sequence again.
        second.onWrite = { [weak sequence] in
            second.onWrite = nil
            sequence?.start()
        }
        sequence.reset()
        #expect(sequence.motionState == .moving && steps[0].motionState == .moving, "the new run plays its first step")
        tempo.tick(at: 3)
        tempo.tick(at: 5)
        #expect(sequence.motionState == .stopped && first.x == 1 && second.x == 1, "and completes")
    }
}
