import Foundation
import Testing
@testable import MotionMachine

/// Collections under calls from callbacks and setters. The expected behaviour is the timeline
/// model's: a callback or setter may change
/// anything, nothing more fires for a run that was stopped or reset, and a member belongs to its
/// collection until it is removed, whoever starts it.
@Suite("Collections never lose a member")
@MainActor
struct CollectionIntegrityTests {
    init() { _ = TestDiagnostics.installed }
    /// A linear motion of `box.y` from 0 to 1 over `duration` seconds.
    func yTween(_ box: Box, _ duration: Double) -> Motion<Box> {
        Motion(target: box, properties: [PropertyData(keyPath: \Box.y, start: 0, end: 1)], duration: duration)
    }

    @Test("a sequence restarted from a member's started callback plays the new run")
    func restartFromMemberStarted() {
        let tempo = ManualTempo(), box = Box()
        let a = tween(box, 0, 1, 0.1), b = tween(box, 1, 2, 0.1)
        let sequence = MotionSequence(steps: [a, b])
        sequence.tempo = tempo
        var restarted = false
        var completed = 0
        sequence.completed { _ in completed += 1 }
        b.started { _ in
            guard !restarted else { return }
            restarted = true
            sequence.remove(a)
            sequence.stop()
            sequence.start()
        }
        sequence.start()
        tempo.advance(by: 0.15)
        #expect(sequence.motionState == .moving)
        tempo.advance(by: 0.05)
        // The new run is b alone, started at 0.15: half way at 0.2.
        #expect(close(box.x, 1.5, 1e-9))
        tempo.advance(by: 0.1)
        #expect(sequence.motionState == .stopped && completed == 1 && box.x == 2)
        #expect(sequence.steps.count == 1 && tempo.subscriberCount == 0)
    }

    @Test("a sequence stopped or reset in stepCompleted fires nothing more for that run",
          arguments: [false, true])
    func stopInStepCompleted(useReset: Bool) {
        let tempo = ManualTempo(), box = Box()
        let step = tween(box, 0, 100, 0.1)
        let sequence = MotionSequence(steps: [step])
        sequence.tempo = tempo
        var log: [String] = []
        sequence.stepCompleted { s in
            log.append("stepCompleted")
            if useReset { s.reset() } else { s.stop() }
        }
        sequence.stopped { _ in log.append("stopped") }
        sequence.updated { _ in log.append("updated") }
        sequence.completed { _ in log.append("completed") }
        sequence.start()
        tempo.advance(by: 0.2)
        #expect(log == (useReset ? ["stepCompleted"] : ["stepCompleted", "stopped"]))
        #expect(sequence.motionState == .stopped && tempo.subscriberCount == 0)
        #expect(box.x == (useReset ? 0 : 100))
    }

    @Test("a repeating sequence stopped in stepCompleted does not start its next cycle")
    func stopInStepCompletedRepeating() {
        let tempo = ManualTempo(), box = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 100, 0.1)]).repeats(3)
        sequence.tempo = tempo
        var log: [String] = []
        sequence.stepCompleted { s in log.append("stepCompleted"); s.stop() }
        sequence.cycleRepeated { _ in log.append("cycleRepeated") }
        sequence.updated { _ in log.append("updated") }
        sequence.start()
        tempo.advance(by: 0.15)
        #expect(log == ["stepCompleted"] && sequence.motionState == .stopped)
    }

    @Test("a member reset by its target's setter during the collection's seek stays reset")
    func resetBySetterDuringSeek() {
        let tempo = ManualTempo(), box = WatchedBox()
        let a = Motion(target: box, properties: [PropertyData(keyPath: \WatchedBox.x, start: 0, end: 100)], duration: 1)
        let group = MotionGroup(motions: [a])
        group.tempo = tempo
        var log: [String] = []
        a.updated { _ in log.append("a updated") }
        a.completed { _ in log.append("a completed") }
        group.start()
        box.onX = { box.onX = nil; log.append("setter: a.reset()"); a.reset() }
        group.seek(to: 0.5)
        #expect(a.motionState == .stopped && box.x == 0)
        tempo.advance(by: 10)
        #expect(log == ["setter: a.reset()"])
        #expect(a.motionState == .stopped && box.x == 0)
        // The reset member counted as finished: the group completed.
        #expect(group.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("a finished member started directly while its group runs finishes with the group, and is freed")
    func memberRestartedWhileGroupRuns() {
        let tempo = ManualTempo()
        weak var weakShort: Motion<Box>?
        weak var weakBox: Box?
        do {
            let box = Box()
            weakBox = box
            let short = tween(box, 0, 1, 0.5)
            let long = yTween(box, 1)
            weakShort = short
            let group = MotionGroup(motions: [short, long])
            group.tempo = tempo
            var completed = false
            group.completed { _ in completed = true }
            group.start()
            tempo.advance(by: 0.75)
            short.start()
            #expect(short.motionState == .moving)
            tempo.advance(by: 0.25)
            // The group waits for its restarted member: at 1 long has ended, short is half way.
            #expect(group.motionState == .moving && !completed && close(box.x, 0.5, 1e-9))
            tempo.advance(by: 0.25)
            #expect(completed && group.motionState == .stopped)
            #expect(short.motionState == .stopped && box.x == 1 && box.y == 1)
            tempo.advance(by: 10)
            #expect(tempo.subscriberCount == 0)
        }
        #expect(weakShort == nil && weakBox == nil)
    }

    @Test("a member sought directly while its group runs is kept, then stopped by the group's stop")
    func memberSoughtWhileGroupRunsIsReachable() {
        let tempo = ManualTempo(), box = Box()
        let short = tween(box, 0, 1, 0.5)
        let endless = yTween(box, 1).repeats()
        let group = MotionGroup(motions: [short, endless])
        group.tempo = tempo
        group.start()
        tempo.advance(by: 0.75)
        short.seek(to: 0.1)
        // Sought from stopped: paused there, as a lone motion would be.
        #expect(short.motionState == .paused)
        short.resume()
        tempo.advance(by: 0.1)
        #expect(short.motionState == .moving)
        group.stop()
        #expect(short.motionState == .stopped && endless.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("a member that joined mid-run and is started directly is not left running when the group completes")
    func addedMemberStartedDirectly() {
        let tempo = ManualTempo()
        weak var weakLate: Motion<Box>?
        do {
            let box = Box()
            let first = tween(box, 0, 1, 1)
            let group = MotionGroup(motions: [first])
            group.tempo = tempo
            group.start()
            tempo.advance(by: 0.25)
            let late = yTween(box, 2)
            weakLate = late
            group.add(late)
            late.start()
            tempo.advance(by: 1)
            // The group has completed; its joining member, started out of turn, stopped with it.
            #expect(group.motionState == .stopped && late.motionState == .stopped)
            tempo.advance(by: 10)
            #expect(tempo.subscriberCount == 0)
            group.remove(late)
        }
        #expect(weakLate == nil)
    }

    @Test("a contiguous sequence whose reversing is turned off mid-run releases its held step")
    func reversingTurnedOffMidRun() {
        let tempo = ManualTempo()
        weak var weakStep: Motion<Box>?
        do {
            let box = Box()
            let a = tween(box, 0, 1, 1)
            let b = yTween(box, 1)
            weakStep = a
            let sequence = MotionSequence(steps: [a, b]).reverses(.contiguous)
            sequence.tempo = tempo
            sequence.start()
            tempo.advance(by: 1.5)
            #expect(a.motionState == .paused)
            sequence.reversing = false
            tempo.advance(by: 1000)
            #expect(sequence.motionState == .stopped)
            #expect(a.motionState == .stopped && b.motionState == .stopped && tempo.subscriberCount == 0)
        }
        #expect(weakStep == nil)
    }

    @Test("a member removed from a synced-reversing group plays on its own",
          arguments: [false, true])
    func removedMemberStopsHolding(sequence useSequence: Bool) {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, 0, 100, 1)
        let collection: MoveableCollection = useSequence
            ? MotionSequence(steps: [motion]).reverses(.contiguous)
            : MotionGroup(motions: [motion]).reverses(syncsChildMotions: true)
        collection.remove(motion)
        var completed = false
        motion.completed { _ in completed = true }
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 10)
        #expect(motion.motionState == .stopped && completed && box.x == 0)
    }

    @Test("a member removed while held at its reversal plays its way back alone")
    func removedWhileHeld() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let (early, group) = syncedPair(a, b, tempo: tempo)
        group.start()
        tempo.advance(by: 1.5)
        #expect(early.motionState == .paused)
        group.remove(early)
        // Removed while running: stopped where it is (the collections article).
        #expect(early.motionState == .stopped && a.x == 10)
        early.tempo = tempo
        var completed = false
        early.completed { _ in completed = true }
        early.start()
        tempo.advance(by: 2.5)
        #expect(completed && a.x == 0)
    }

    @Test("a collection paused in its own started callback plays once resumed", arguments: [false, true])
    func pausedInStarted(empty: Bool) {
        let tempo = ManualTempo(), box = Box()
        let member = tween(box, 0, 1, 1)
        let group = MotionGroup(motions: empty ? [] : [member])
        group.tempo = tempo
        var log: [String] = []
        var once = true
        group.started { g in log.append("started"); if once { once = false; g.pause() } }
        group.completed { _ in log.append("completed") }
        group.start()
        #expect(group.motionState == .paused && member.motionState == .stopped)
        tempo.advance(by: 5)
        #expect(group.motionState == .paused && box.x == 0)
        group.resume()
        tempo.advance(by: 0.5)
        if !empty { #expect(member.motionState == .moving && close(box.x, 0.5, 1e-9)) }
        tempo.advance(by: 1000)
        #expect(group.motionState == .stopped && log == ["started", "completed"])
        #expect(box.x == (empty ? 0 : 1) && tempo.subscriberCount == 0)
    }

    @Test("a speed set by a callback in the middle of a beat takes effect from that beat's time, with no jump back")
    func speedChangedMidBeat() {
        let tempo = ManualTempo(), box = Box()
        let a = tween(box, 0, 1, 0.5)
        let b = yTween(box, 2)
        let group = MotionGroup(motions: [a, b])
        group.tempo = tempo
        a.completed { _ in group.speed = 2 }
        group.start()
        // One beat across a's end at 0.5: the group moves to local 1 at tempo 1, then runs twice as
        // fast: local 1.5 at tempo 1.25, where b (2 s) is three quarters done.
        tempo.advance(by: 1)
        #expect(close(box.y, 0.5, 1e-9))
        tempo.advance(by: 0.25)
        #expect(close(box.y, 0.75, 1e-9))
    }

    @Test("a collection paused in its own cycleRepeated callback plays the next cycle once resumed")
    func pausedInCycleRepeated() {
        let tempo = ManualTempo(), box = Box()
        let group = MotionGroup(motions: [tween(box, 0, 1, 1)]).repeats(1)
        group.tempo = tempo
        var log: [String] = []
        group.cycleRepeated { g in log.append("cycleRepeated"); g.pause() }
        group.completed { _ in log.append("completed") }
        group.start()
        tempo.advance(by: 1.5)
        #expect(group.motionState == .paused && log == ["cycleRepeated"])
        group.resume()
        tempo.advance(by: 0.5)
        // The second cycle starts where the first ended (local 1): half way after 0.5 s of play.
        #expect(close(box.x, 0.5, 1e-9))
        tempo.advance(by: 0.5)
        #expect(group.motionState == .stopped && log == ["cycleRepeated", "completed"] && tempo.subscriberCount == 0)
    }

    @Test("a group paused in its own reversed callback finishes its cycle once resumed")
    func pausedInReversed() {
        let tempo = ManualTempo(), box = Box()
        let member = tween(box, 0, 1, 1)
        let group = MotionGroup(motions: [member]).reverses()
        member.reversing = false   // plays forward only: the group turns when it has finished
        group.tempo = tempo
        var log: [String] = []
        group.reversed { g in log.append("reversed"); g.pause() }
        group.completed { _ in log.append("completed") }
        group.start()
        tempo.advance(by: 1.5)
        #expect(group.motionState == .paused && log == ["reversed"])
        group.resume()
        tempo.advance(by: 0.1)
        #expect(group.motionState == .stopped && log == ["reversed", "completed"] && tempo.subscriberCount == 0)
    }
}
