import Foundation
import Testing
@testable import MotionMachine

/// A member controlled directly while its collection is paused, then the collection goes on: it
/// must not wait for a report that was dropped. Found by the randomized stress run (seed 100, case
/// 2907; `RandomizedTests` replays it whole).
@Suite("Members controlled while their collection is paused")
@MainActor
struct MemberOnPausedCollectionTests {
    init() { _ = TestDiagnostics.installed }

    @Test("a member reset while its sequence is paused, then sought from stopped and reset by its target's setter, still ends the sequence")
    func resetDuringSeekWhilePaused() {
        let target = Reentrant(), tempo = ManualTempo()
        let motion = Motion(target: target, properties: [PropertyData(keyPath: \Reentrant.x, start: 0, end: 100)], duration: 1)
        let sequence = MotionSequence(steps: [motion])
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.2)
        sequence.pause()
        motion.reset()               // stopped: the sequence hears that it finished
        var resets = 0
        target.onSet = { _ in
            guard resets == 0 else { return }
            resets += 1
            motion.reset()           // during the seek, before it gives the motion a state
        }
        motion.seek(to: 5)           // from stopped: the member rejoins the cycle
        target.onSet = nil
        #expect(resets == 1 && motion.motionState == .stopped)
        sequence.resume()
        tempo.tick(at: 0.3)
        tempo.tick(at: 0.4)
        #expect(sequence.motionState == .stopped, "the sequence moves on past its stopped member")
    }
}
