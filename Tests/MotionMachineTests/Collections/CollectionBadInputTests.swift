import Foundation
import Testing
@testable import MotionMachine

/// Collections given things they cannot do: each has a documented outcome, never a crash or a hang.
@Suite("Collections: bad input")
@MainActor
struct CollectionBadInputTests {
    init() { _ = TestDiagnostics.installed }
    let recorder = DiagnosticsRecorder.shared

    @Test("a moveable already in a collection is refused by a second one, with a diagnostic")
    func twoCollections() {
        let motion = tween(Box(), 0, 1, 1)
        let first = MotionGroup(motions: [motion])
        let second = MotionSequence().add(motion)
        #expect(first.motions.count == 1 && second.steps.isEmpty && recorder.contains("already belongs to a collection"))
        first.remove(motion)
        second.add(motion)
        #expect(first.motions.isEmpty && second.steps.count == 1)
    }

    @Test("the same moveable twice, a collection in itself, and a cycle through nesting are refused")
    func selfAndCycles() {
        let motion = tween(Box(), 0, 1, 1)
        let group = MotionGroup(motions: [motion, motion])
        #expect(group.motions.count == 1 && recorder.contains("already a member"))
        group.add(group)
        #expect(group.motions.count == 1 && recorder.contains("cannot contain itself"))
        let inner = MotionSequence()
        group.add(inner)
        inner.add(group)
        #expect(inner.steps.isEmpty)
    }

    @Test("empty collections complete at once when started, once, even when told to repeat forever")
    func empty() {
        for collection in [MotionGroup(options: [.repeats]) as MoveableCollection, MotionSequence(options: [.reverses])] {
            var completions = 0
            collection.tempo = ManualTempo()
            collection.completed { _ in completions += 1 }.start()
            #expect(collection.motionState == .stopped && completions == 1 && collection.totalProgress == 1)
        }
        #expect(recorder.contains("repeats forever with an empty cycle"))
    }

    @Test("removing a member while running stops it; the collection carries on without it")
    func removeWhileRunning() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        var stopped = 0
        let long = tween(a, 0, 10, 2).stopped { _ in stopped += 1 }
        let group = MotionGroup(motions: [long, tween(b, 0, 10, 1)])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.5)
        group.remove(long)
        #expect(stopped == 1 && long.motionState == .stopped && a.x == 2.5 && group.motions.count == 1)
        tempo.tick(at: 1.0)
        #expect(b.x == 10 && group.motionState == .stopped)
        // Removing the step in progress moves a sequence on to the next step at once.
        let c = Box()
        let first = tween(c, 0, 10, 1), second = tween(c, 100, 110, 1)
        let sequence = MotionSequence(steps: [first, second])
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 1.5)
        sequence.remove(first)
        tempo.tick(at: 2.0)
        #expect(sequence.currentStep() === second && close(c.x, 105))
    }

    @Test("callbacks that change the collection mid-beat take effect safely")
    func mutatingCallbacks() {
        let tempo = ManualTempo(), a = Box(), b = Box(), c = Box()
        let group = MotionGroup()
        let late = tween(c, 0, 10, 1)
        let first = tween(a, 0, 10, 1).completed { _ in group.add(late) }   // joins from the next cycle
        let second = tween(b, 0, 10, 2)
        second.updated { motion in if b.x >= 5 { group.remove(motion) } }
        group.add(first).add(second).repeats(1)
        group.tempo = tempo
        group.start()
        for t in stride(from: 0.1, through: 4.0, by: 0.1) { tempo.tick(at: t) }
        #expect(group.motionState == .stopped && group.motions.count == 2 && c.x == 10)
        // A sequence stopped from a step's callback stops where it is.
        let d = Box()
        let sequence = MotionSequence()
        sequence.add(tween(d, 0, 10, 1).completed { _ in sequence.stop() }).add(tween(d, 10, 20, 1))
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 6)
        #expect(sequence.motionState == .stopped && d.x == 10)
    }

    @Test("a member driven by its own calls while in a collection does not confuse the collection")
    func memberControlledDirectly() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let m1 = tween(a, 0, 10, 1), m2 = tween(b, 0, 10, 1)
        let group = MotionGroup(motions: [m1, m2])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.5)
        m1.stop()              // counts as finished for the group
        m2.pause()
        tempo.tick(at: 1.5)
        #expect(group.motionState == .moving && b.x == 5)
        m2.resume()
        tempo.tick(at: 2.1)
        #expect(b.x == 10 && group.motionState == .stopped)
    }

    @Test("a member outlives its collection: it runs on its own and can join another collection")
    func memberOutlivesCollection() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, 0, 10, 1)
        do {
            let group = MotionGroup(motions: [motion])
            #expect(motion.parentCollection === group)
        }
        #expect(motion.parentCollection == nil)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        motion.stop()
        #expect(box.x == 5)
        let sequence = MotionSequence().add(motion)
        #expect(sequence.steps.count == 1)
    }

    @Test("a moveable written outside MotionMachine is driven by the collection's beats")
    func foreignMoveable() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let sequence = MotionSequence(steps: [HandMadeMoveable(a), tween(b, 0, 10, 1)])
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0.5)
        #expect(a.x == 5 && b.x == 0)
        // It reports nothing, so its end is noticed on the beat that sees it stopped.
        tempo.tick(at: 1.25)
        #expect(a.x == 10 && b.x == 0 && sequence.currentStepIndex == 1)
        tempo.tick(at: 1.75)
        #expect(close(b.x, 5))
        tempo.tick(at: 2.25)
        #expect(b.x == 10 && sequence.motionState == .stopped)
    }
}
