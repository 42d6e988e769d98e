import Foundation
@_spi(Kernel) import MotionKernel

/// A moveable that keeps its own ``MoveableClock`` (``Motion`` and the collections): what playing
/// relative frame time and awaiting the end of a run need, written once for both.
protocol ClockedMoveable: Moveable {
    var tempo: Tempo? { get }
    /// The beat `seconds` after the last one, anchoring the clock first if needed
    /// (``MoveableClock/beat(advancingBy:)``). A method rather than the clock itself: a protocol that
    /// can write the stored clock makes every access to it, on every beat, a checked one.
    func beat(advancingBy seconds: TimeInterval) -> TimeInterval
    /// Whether a beat would move it now: moving or delayed, and not held at a reversal.
    var takesBeats: Bool { get }
    /// Whether its last run completed (rather than being stopped or reset).
    var runCompleted: Bool { get }
    /// Whether a task awaits the end of the run: checked when a run ends, so that nearly every run,
    /// which nobody awaits, does not touch ``FinishWaiters`` (its first use allocates).
    var awaitedToFinish: Bool { get set }
}

extension ClockedMoveable {
    /// Plays `seconds` more of beat time on a moveable without a tempo (see ``Motion/advance(by:)``).
    func advanceClock(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            return MotionDiagnostics.logger.report(.warning, "\(Self.self).advance(by: \(seconds)) ignored: not a finite, non-negative span")
        }
        guard tempo == nil else {
            return MotionDiagnostics.logger.report(.warning, "\(Self.self).advance(by:) ignored: its tempo drives it; set tempo = nil to drive it yourself")
        }
        guard takesBeats else { return }
        update(withTimeInterval: beat(advancingBy: seconds))
    }

    /// Waits for the end of the run (see ``Motion/finished``), in the caller's isolation domain,
    /// which is the moveable's. A cancelled wait returns `false` at once, and the moveable stops
    /// when the task resumes (cancellation arrives on any thread, where the moveable must not be
    /// touched).
    nonisolated(nonsending) func awaitFinish() async -> Bool {
        if motionState == .stopped { return runCompleted }
        let waiter = FinishWaiters.Waiter()
        awaitedToFinish = true
        FinishWaiters.add(waiter, for: self)
        let completed = await withTaskCancellationHandler {
            await withCheckedContinuation { waiter.park($0) }
        } onCancel: {
            waiter.cancel()
        }
        if Task.isCancelled && motionState != .stopped { stop() }
        return completed
    }
}
