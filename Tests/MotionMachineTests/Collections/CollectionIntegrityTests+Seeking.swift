import Foundation
import Testing
@testable import MotionMachine

// Members sought, cleaned up or reset from callbacks while their collection runs.

extension CollectionIntegrityTests {
    @Test("a member sought to or past its end while its group runs tells the group", arguments: [1.0, 5.0])
    func memberSoughtPastEnd(to time: Double) {
        let tempo = ManualTempo(), box = Box()
        let a = tween(box, 0, 1, 1)
        let b = yTween(box, 1)
        let group = MotionGroup(motions: [a, b])
        group.tempo = tempo
        var completed = false
        group.completed { _ in completed = true }
        group.start()
        tempo.advance(by: 0.5)
        a.seek(to: time)
        #expect(a.motionState == .stopped && box.x == 1)
        tempo.advance(by: 0.25)
        #expect(!completed)
        tempo.advance(by: 0.25)
        #expect(completed && group.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("a step sought past its end moves its sequence on to the next step")
    func stepSoughtPastEnd() {
        let tempo = ManualTempo(), box = Box()
        let a = tween(box, 0, 1, 1)
        let b = yTween(box, 1)
        let sequence = MotionSequence(steps: [a, b])
        sequence.tempo = tempo
        sequence.start()
        tempo.advance(by: 0.5)
        a.seek(to: 2)
        #expect(box.x == 1 && a.motionState == .stopped)
        // The sequence hears it at once and, on its next beat, plays b from the moment of the seek.
        tempo.advance(by: 0.5)
        #expect(close(box.y, 0.5, 1e-9))
        tempo.advance(by: 0.5)
        #expect(sequence.motionState == .stopped && tempo.subscriberCount == 0)
    }

    // MARK: What the widened stress run found

    @Test("cleanupResources() on a running member counts as its finish: the group completes on time")
    func memberCleanedUp() {
        let tempo = ManualTempo(), box = Box()
        let a = tween(box, 0, 1, 2)
        let b = yTween(box, 1)
        let group = MotionGroup(motions: [a, b])
        group.tempo = tempo
        var completed = false
        group.completed { _ in completed = true }
        group.start()
        tempo.advance(by: 0.5)
        a.cleanupResources()
        tempo.advance(by: 0.5)
        #expect(completed && group.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("a stopped motion added to a stopped group by a setter during its own seek ends stopped")
    func addedDuringOwnSeek() {
        let tempo = ManualTempo(), box = WatchedBox()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \WatchedBox.x, start: 0, end: 100)], duration: 1)
        motion.tempo = tempo
        let group = MotionGroup()
        group.tempo = tempo
        box.onX = { box.onX = nil; group.add(motion) }
        motion.seek(to: 0.5)
        #expect(group.motions.count == 1 && motion.motionState == .stopped && box.x == 50)
        tempo.advance(by: 10)
        #expect(motion.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("a nested collection sought to its end reports its finish now, not at its planned end")
    func nestedSoughtToEnd() {
        let tempo = ManualTempo(), box = Box()
        let inner = MotionSequence(steps: [tween(box, 0, 1, 10)])
        let long = yTween(box, 2)
        let group = MotionGroup(motions: [inner, long]).repeats(1)
        group.tempo = tempo
        group.start()
        tempo.advance(by: 0.5)
        inner.seek(to: 10)
        #expect(inner.motionState == .stopped && box.x == 1)
        // The first cycle ends with long at 2 s; the second starts there: long is half way at 3 s.
        tempo.advance(by: 2.5)
        #expect(close(box.y, 0.5, 1e-9) && long.motionState == .moving && group.cyclesCompletedCount == 1)
    }

    @Test("a collection stopped while a member's stopped callback resets it still tells its parent")
    func stopWithResetInMemberCallback() {
        let tempo = ManualTempo(), box = Box()
        let step = tween(box, 0, 1, 5)
        let inner = MotionSequence(steps: [step])
        let other = yTween(box, 1)
        let group = MotionGroup(motions: [inner, other])
        group.tempo = tempo
        step.stopped { _ in inner.reset() }
        var completed = false
        group.completed { _ in completed = true }
        group.start()
        tempo.advance(by: 0.5)
        inner.stop()
        tempo.advance(by: 0.5)
        #expect(completed && group.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("cleanupResources() drops a sequence's stepCompleted with its other callbacks")
    func cleanupDropsStepCompleted() {
        let tempo = ManualTempo(), box = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 1, 0.1)])
        var steps = 0
        sequence.stepCompleted { _ in steps += 1 }
        sequence.cleanupResources()
        sequence.tempo = tempo
        sequence.start()
        tempo.advance(by: 1)
        #expect(steps == 0 && box.x == 1)
    }
}
