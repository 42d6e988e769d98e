import Foundation
import Testing
@testable import MotionMachine

/// `await motion.finished`: true when the run completes, false when it is stopped, reset or
/// cancelled first; cancelling the waiting task stops the motion.
@Suite("Awaiting the end of a run")
@MainActor
struct FinishedTests {
    init() { _ = TestDiagnostics.installed }
    func motion(_ box: Box, _ tempo: ManualTempo) -> Motion<Box> {
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 10)], duration: 0.5)
        motion.tempo = tempo
        return motion
    }

    @Test("completion answers true, after the final values are written")
    func completes() async {
        let tempo = ManualTempo(), box = Box()
        let motion = motion(box, tempo).start()
        let waiting = Task { await motion.finished }
        await Task.yield()
        tempo.advance(by: 0.25)
        tempo.advance(by: 0.25)
        #expect(await waiting.value == true)
        #expect(box.x == 10)
        #expect(await motion.finished == true)   // not running: the last run's answer, at once
    }

    @Test("stop and reset answer false; a motion never started answers false at once")
    func stopped() async {
        let tempo = ManualTempo(), box = Box()
        #expect(await motion(box, tempo).finished == false)
        let first = motion(box, tempo).start()
        let waitingForStop = Task { await first.finished }
        await Task.yield()
        tempo.advance(by: 0.1)
        first.stop()
        #expect(await waitingForStop.value == false)
        let second = motion(box, tempo).start()
        let waitingForReset = Task { await second.finished }
        await Task.yield()
        second.reset()
        #expect(await waitingForReset.value == false)
    }

    @Test("cancelling the waiting task stops the motion")
    func cancelled() async {
        let tempo = ManualTempo(), box = Box()
        let motion = motion(box, tempo).start()
        let waiting = Task { await motion.finished }
        await Task.yield()
        waiting.cancel()
        #expect(await waiting.value == false)
        #expect(motion.motionState == .stopped)
    }

    @Test("a group answers too, when its last member is done")
    func group() async {
        let tempo = ManualTempo(), box = Box()
        let group = MotionGroup(motions: [motion(box, tempo)])
        group.tempo = tempo
        group.start()
        let waiting = Task { await group.finished }
        await Task.yield()
        tempo.advance(by: 0.6)
        #expect(await waiting.value == true)
    }
}
