import Foundation
@_spi(Kernel) import MotionKernel

// Awaiting the end of a collection's run.

extension MoveableCollection {
    /// Waits until the current run ends, and tells whether it ran to its end: `true` when it
    /// completed, `false` when it was stopped or reset first. A collection that is not running
    /// answers at once, with whether its last run completed. Cancelling the waiting task stops the
    /// collection, and the wait returns `false` (see ``Motion/finished``).
    nonisolated(nonsending) public var finished: Bool {
        get async { await awaitFinish() }
    }

    /// Resumes the tasks awaiting the run's end; called where the state becomes stopped.
    func runEnded() {
        guard awaitedToFinish else { return }
        awaitedToFinish = false
        FinishWaiters.resumeAll(for: self, returning: isComplete)
    }
}

extension MoveableCollection: ClockedMoveable {
    var takesBeats: Bool { (state == .moving || state == .delayed) && !isHeld }
    var runCompleted: Bool { isComplete }
    func beat(advancingBy seconds: TimeInterval) -> TimeInterval { clock.beat(advancingBy: seconds) }
}
