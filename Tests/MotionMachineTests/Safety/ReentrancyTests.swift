import Foundation
import Testing
@testable import MotionMachine

/// Calls made from callbacks and setters while a motion or collection is in the middle of something:
/// states stay right, collections do not get stuck, and nothing fires after the end.
@Suite("Re-entrant calls: state, collections and callbacks")
@MainActor
struct ReentrancyTests {
    init() { _ = TestDiagnostics.installed }
    @Test("Repeating turned off in a later cycle: progress stays within 1 and the motion completes")
    func repeatingOffLater() {
        let tempo = ManualTempo(), box = Box()
        let motion = linearMotion(box, duration: 1, tempo: tempo).repeats(5)
        motion.start()
        tempo.tick(at: 2.5)
        motion.repeating = false
        #expect(motion.totalProgress <= 1)
        tempo.tick(at: 2.6)
        #expect(motion.motionState == .stopped && motion.totalProgress == 1 && box.x == 10)
    }

    @Test("Reversing turned off during the reverse leg: the motion completes")
    func reversingOffOnTheWayBack() {
        let tempo = ManualTempo(), box = Box()
        var completed = false
        let motion = linearMotion(box, duration: 1, tempo: tempo).reverses().completed { _ in completed = true }
        motion.start()
        tempo.tick(at: 1.5)
        motion.reversing = false
        tempo.tick(at: 1.6)
        #expect(completed && motion.motionState == .stopped && box.x == 10)
    }

    @Test("stop() from a repeating sequence's cycleRepeated: no next cycle, no callback after stopped")
    func stopInCycleRepeated() {
        let tempo = ManualTempo(), box = Box()
        let step = tween(box, 0, 10, 1)
        let sequence = MotionSequence(steps: [step]).repeats(3)
        sequence.tempo = tempo
        var events: [String] = []
        sequence.cycleRepeated { events.append("repeated"); $0.stop() }
            .stopped { _ in events.append("stopped") }
            .updated { _ in events.append("updated") }
        sequence.start()
        tempo.tick(at: 1.5)
        tempo.tick(at: 2.5)
        #expect(events == ["repeated", "stopped"])
        #expect(step.motionState == .stopped && sequence.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("reset() on a member of a running group: the group is told and completes")
    func resetMember() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let first = tween(a, 0, 10, 1)
        let group = MotionGroup(motions: [first, tween(b, 0, 10, 2)])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.5)
        first.reset()
        tempo.tick(at: 2.5)
        #expect(group.motionState == .stopped && a.x == 0 && b.x == 10 && tempo.subscriberCount == 0)
    }

    @Test("seek(to:) re-entered from the target's setter subscribes once; stop() lets everything go")
    func seekFromSetter() {
        let tempo = ManualTempo(), target = Reentrant()
        let motion = Motion(target: target, properties: [PropertyData(keyPath: \Reentrant.x, start: 0, end: 10)],
                            duration: 1)
        motion.tempo = tempo
        target.onSet = { [unowned motion] _ in motion.seek(to: 0.25) }
        motion.seek(to: 0.5)
        #expect(tempo.subscriberCount == 1)
        motion.stop()
        #expect(tempo.subscriberCount == 0)
    }

    @Test("seek(toProgress:) on a stopped motion fires updated once, so a stop from it is final")
    func seekProgressOnce() {
        let tempo = ManualTempo(), box = Box()
        let motion = linearMotion(box, duration: 1, tempo: tempo)
        var updates = 0
        motion.updated { _ in updates += 1 }
        motion.seek(toProgress: 0.5)
        #expect(updates == 1 && box.x == 5 && motion.motionState == .paused)
        motion.stop()
        motion.updated { $0.stop() }
        motion.seek(toProgress: 0.25)
        #expect(motion.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("seek(toProgress:) stays quiet while resolving its starts, whatever the collection's quietness does meanwhile")
    func seekProgressQuietThroughParentSeek() {
        let tempo = ManualTempo(), target = Reentrant()
        let motion = Motion(target: target, properties: [PropertyData(keyPath: \Reentrant.x, end: 10)], duration: 1)
        motion.tempo = tempo
        var updates = 0
        motion.updated { _ in updates += 1 }
        // The first write is the quiet seek that resolves the start value. A collection's seek that
        // a setter starts there holds its members' callbacks back and, when it ends, lets them go
        // again (what `MoveableCollection.quietnessChanged` does to every member).
        var writes = 0
        target.onSet = { [unowned motion] _ in
            writes += 1
            guard writes == 1 else { return }
            motion.isSilent = true
            motion.isSilent = false
        }
        motion.seek(toProgress: 0.5)
        #expect(writes == 2 && target.x == 5)
        #expect(updates == 1)
    }

    @Test("Restarting from the final updated callback: the old run's completed does not fire")
    func restartFromFinalUpdate() {
        let tempo = ManualTempo(), box = Box()
        var events: [String] = []
        var restarted = false
        let motion = linearMotion(box, duration: 1, tempo: tempo)
        motion.started { _ in events.append("started") }
            .completed { _ in events.append("completed") }
            .updated { motion in
                if motion.motionState == .stopped && !restarted { restarted = true; motion.start() }
            }
        motion.start()
        tempo.tick(at: 1.5)
        #expect(events == ["started", "started"])
        #expect(motion.motionState == .moving)
    }

    @Test("stop() from a setter during a boundary write: reversed does not fire after stopped")
    func stopDuringBoundaryWrite() {
        let tempo = ManualTempo(), target = Reentrant()
        var events: [String] = []
        let motion = Motion(target: target, properties: [PropertyData(keyPath: \Reentrant.x, start: 0, end: 10)],
                            duration: 1).reverses()
        motion.tempo = tempo
        motion.stopped { _ in events.append("stopped") }.reversed { _ in events.append("reversed") }
        target.onSet = { [unowned motion] value in if value == 10 { motion.stop() } }
        motion.start()
        tempo.tick(at: 0.5)
        tempo.tick(at: 1.5)
        #expect(events == ["stopped"])
    }

    @Test("add() refuses a moveable that its stopped callback started again")
    func addRestartedMoveable() {
        let tempo = ManualTempo(), box = Box()
        let motion = linearMotion(box, duration: 1, tempo: tempo)
        motion.stopped { $0.start() }
        motion.start()
        let group = MotionGroup()
        group.add(motion)
        #expect(group.motions.isEmpty && motion.motionState == .moving)
    }

    @Test("A step added to a running sequence is played and its finish counts: the sequence completes")
    func stepAddedWhileRunning() {
        let tempo = ManualTempo(), box = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 10, 1)])
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0.5)
        sequence.add(tween(box, 10, 20, 1))
        tempo.tick(at: 1.5)
        #expect(box.x == 15)
        tempo.tick(at: 2.5)
        #expect(sequence.motionState == .stopped && box.x == 20 && tempo.subscriberCount == 0)
    }

    @Test("Replacing a callback whose captured object stops the motion as it goes: the stop reads the callbacks safely")
    func callbackReplacedWhileItsCaptureStops() {
        final class StopsWhenFreed {
            let stop: () -> Void
            init(_ stop: @escaping () -> Void) { self.stop = stop }
            deinit { stop() }
        }
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, 0, 10, 1)
        motion.tempo = tempo
        var stops = 0, updates = 0
        motion.stopped { _ in stops += 1 }
        do {
            let capture = StopsWhenFreed { [unowned motion] in motion.stop() }
            motion.updated { _ in withExtendedLifetime(capture) {} }
        }
        motion.start()
        tempo.advance(by: 0.25)
        // Releases the first closure while the callbacks are being replaced; its object stops the
        // motion, which reads the callbacks to call `stopped` (a run-time exclusivity check trapped here).
        motion.updated { _ in updates += 1 }
        #expect(motion.motionState == .stopped && stops == 1 && box.x == 10 * 0.25 / 1)   // linear: 0 + (10 − 0) · 0.25 s / 1 s
        motion.start()
        tempo.advance(by: 0.25)
        #expect(updates == 1 && stops == 1)
    }

    @Test("A step whose target is freed before the sequence reaches it: the sequence carries on and completes")
    func stepWithFreedTarget() {
        let tempo = ManualTempo(), box = Box()
        var gone: Box? = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 10, 1), tween(gone!, 0, 10, 1), tween(box, 10, 20, 1)])
        sequence.tempo = tempo
        sequence.start()
        gone = nil
        tempo.tick(at: 1.5)
        #expect(box.x == 15)
        tempo.tick(at: 2.5)
        #expect(sequence.motionState == .stopped && box.x == 20 && tempo.subscriberCount == 0)
    }
}

@Suite("Re-entrant calls: collections and their members")
@MainActor
struct MembershipReentrancyTests {
    init() { _ = TestDiagnostics.installed }
    @Test("A member whose setter stops it as it reaches its reversal is not held, turned or reported again")
    func stoppedByItsOwnHoldWrite() {
        // Found by `motion stress --seed 3`: the hold's end-value write ran a setter that stopped the
        // motion, and the hold went on (held while stopped), so the group's turn fired `reversed` on a
        // stopped motion.
        let tempo = ManualTempo(), a = Reentrant(), b = Box()
        let early = Motion(target: a, properties: [PropertyData(keyPath: \Reentrant.x, start: 0.0, end: 10.0)], duration: 1)
        let group = MotionGroup(motions: [early, tween(b, 0, 20, 2)]).reverses(syncsChildMotions: true)
        group.tempo = tempo
        a.onSet = { value in if value == 10 { early.stop() } }
        var events: [String] = []
        early.stopped { _ in events.append("stopped") }.reversed { _ in events.append("reversed") }
        group.start()
        tempo.tick(at: 1.5)    // the early member reaches 10 at 1.0: its hold writes 10, the setter stops it
        #expect(events == ["stopped"] && !early.isHeld && early.motionState == .stopped && a.x == 10)
        tempo.tick(at: 2.5)    // the group turns at 2.0 without the stopped member
        tempo.tick(at: 4.5)
        #expect(events == ["stopped"] && a.x == 10)
        #expect(group.motionState == .stopped && b.x == 0)
    }

    @Test("A member stopped while it waits at its reversal is not moved when the group turns")
    func stoppedWhileHeld() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let (early, group) = syncedPair(a, b, tempo: tempo)
        var reversed = false
        early.reversed { _ in reversed = true }
        group.start()
        tempo.tick(at: 1.5)
        early.stop()
        tempo.tick(at: 2.5)
        #expect(!reversed && a.x == 10 && early.motionState == .stopped)
        tempo.tick(at: 4.5)
        #expect(group.motionState == .stopped && b.x == 0)
    }

    @Test("Removing a step of a running contiguous sequence: the sequence still completes")
    func removeContiguousStep() {
        let tempo = ManualTempo(), box = Box()
        let first = tween(box, 0, 10, 1), second = tween(box, 10, 30, 1)
        let sequence = MotionSequence(steps: [first, second]).reverses(.contiguous)
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 1.5)
        sequence.remove(second)
        tempo.tick(at: 5)
        #expect(sequence.motionState == .stopped && box.x == 0 && tempo.subscriberCount == 0)
    }

    @Test("A contiguous sequence with a step that cannot hold (an empty group) completes")
    func contiguousWithEmptyStep() {
        let tempo = ManualTempo(), box = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 10, 1), MotionGroup()]).reverses(.contiguous)
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 5)
        #expect(sequence.motionState == .stopped && box.x == 0 && tempo.subscriberCount == 0)
    }

    @Test("A member of a stopped group cannot be started, seeked or resumed directly")
    func memberOfStoppedGroup() {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo(), box = Box()
        let member = tween(box, 0, 10, 1)
        let group = MotionGroup(motions: [member])
        group.tempo = tempo
        member.start()
        member.seek(to: 0.5)
        member.resume()
        #expect(member.motionState == .stopped && box.x == 0)
        #expect(recorder.contains("start ignored: the moveable belongs to a MotionGroup that is not running"))
        group.start()
        tempo.tick(at: 0.5)
        #expect(box.x == 5)
        group.stop()
        #expect(member.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("After cleanupResources, seeking an endless sequence returns and its member follows")
    func cleanupThenSeek() {
        let tempo = ManualTempo(), box = Box()
        let member = tween(box, 0, 10, 1).repeats()
        let sequence = MotionSequence(steps: [member])
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0.5)
        sequence.cleanupResources()
        member.tempo = nil
        sequence.seek(to: 5.25)
        #expect(box.x == 2.5)
    }
}

@Suite("Re-entrant calls: additive registry")
@MainActor
struct AdditiveRegistryTests {
    init() { _ = TestDiagnostics.installed }
    @Test("A retargeted additive spring leaves no registry entries behind once it stops")
    func retargetedAdditiveSpring() throws {
        let tempo = ManualTempo(), box = Box()
        let baseline = AdditiveRegistry.shared.propertyCount
        let spring = SpringMotion(target: box, properties: [try PropertyData<Box>("x", 10)],
                                  spring: Spring(duration: 0.5, bounce: 0.2), options: [.additive])
        spring.tempo = tempo
        spring.start()
        tempo.advance(by: 0.1)
        spring.retarget(propertyAt: 0, to: 20)
        tempo.advance(by: 0.1)
        spring.retarget(propertyAt: 0, to: 5)
        tempo.advance(by: 0.1)
        #expect(AdditiveRegistry.shared.propertyCount == baseline + 1)
        spring.stop()
        #expect(AdditiveRegistry.shared.propertyCount == baseline)
        // A later additive motion on x starts from x's current value, not from a stale end.
        let later = Motion(target: box, properties: [try PropertyData<Box>("x", 100)], duration: 1, options: [.additive])
        later.tempo = tempo
        let before = box.x
        later.start()
        tempo.advance(by: 0.5)
        #expect(abs(box.x - (before + 0.5 * (100 - before))) < 1e-9)
    }
}
