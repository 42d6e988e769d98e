import Testing
@testable import MotionMachine

/// Collections' delay: waited once, on the collection's own clock, before the first cycle; values
/// below are linear tweens evaluated by hand.
@Suite("Collections: delay")
@MainActor
struct CollectionDelayTests {
    init() { _ = TestDiagnostics.installed }
    @Test("A group waits its delay, delayed and silent, then plays its members from that moment")
    func groupDelay() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        a.x = -1
        let group = MotionGroup(motions: [tween(a, 0, 10, 1), tween(b, 0, 20, 2)]).afterDelay(0.5)
        group.tempo = tempo
        var events: [String] = []
        group.started { _ in events.append("started") }.completed { _ in events.append("completed") }
        group.start()
        tempo.tick(at: 0.25)
        #expect(group.motionState == .delayed && a.x == -1 && events.isEmpty && group.totalProgress == 0)
        tempo.tick(at: 1.0)
        #expect(group.motionState == .moving && a.x == 5 && b.x == 5 && events == ["started"])
        tempo.tick(at: 2.5)
        #expect(group.motionState == .stopped && b.x == 20 && events == ["started", "completed"])
    }

    @Test("Speed scales a collection's delay, as it does a motion's")
    func delayAtSpeed() {
        let tempo = ManualTempo(), box = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 10, 1)]).afterDelay(1)
        sequence.speed = 2
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0.45)
        #expect(sequence.motionState == .delayed)
        tempo.tick(at: 0.75)   // local 1.5: half a second into the step
        #expect(box.x == 5)
    }

    @Test("Seeking into and past a collection's delay")
    func seekDelay() {
        let tempo = ManualTempo(), box = Box()
        let group = MotionGroup(motions: [tween(box, 0, 10, 1)]).afterDelay(1)
        group.tempo = tempo
        group.seek(to: 0.5)
        #expect(group.motionState == .paused && box.x == 0)
        group.seek(to: 1.25)
        #expect(box.x == 2.5)
        group.seek(toProgress: 0.5)
        #expect(box.x == 5)
    }

    @Test("A nested collection's delay counts in its parent's schedule")
    func nestedDelay() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let inner = MotionSequence(steps: [tween(a, 0, 10, 1)]).afterDelay(1)
        let outer = MotionSequence(steps: [inner, tween(b, 0, 10, 1)])
        outer.tempo = tempo
        outer.start()
        tempo.tick(at: 1.5)
        #expect(a.x == 5 && b.x == 0)
        tempo.tick(at: 2.5)
        #expect(a.x == 10 && b.x == 5)
        #expect(outer.totalProgress == 2.5 / 3)
    }

    @Test("A bad delay becomes 0 with a diagnostic")
    func badDelay() {
        let group = MotionGroup().afterDelay(-.infinity)
        #expect(group.delay == 0)
        #expect(DiagnosticsRecorder.shared.contains("MotionGroup delay -inf"))
    }

    @Test("A group stopped from its own started callback starts no member")
    func stopFromStarted() {
        let tempo = ManualTempo(), box = Box()
        let member = tween(box, 0, 10, 1)
        let group = MotionGroup(motions: [member])
        group.tempo = tempo
        group.started { $0.stop() }
        group.start()
        tempo.tick(at: 0.5)
        #expect(group.motionState == .stopped && member.motionState == .stopped && box.x == 0)
        #expect(tempo.subscriberCount == 0)
    }
}
