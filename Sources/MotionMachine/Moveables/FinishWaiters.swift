import Foundation
@_spi(Kernel) import MotionKernel

/// The tasks awaiting moveables' `finished`, by moveable, resumed together when its run ends.
///
/// Kept beside the moveables rather than in them: a stored array in every motion made each object
/// larger, and beats with an `updated` callback measurably slower, for a feature few motions use. A
/// moveable keeps only a flag saying whether it is awaited, so that a run nobody awaits never
/// touches this table. The table serves every isolation domain, so it sits behind a lock; each
/// waiting task has a ``Waiter``, which the run's end and the task's cancellation race to resume.
enum FinishWaiters {
    /// One task waiting for a run to end: resumed once, by whichever comes first of the run's end
    /// and the task's cancellation (from any thread).
    final class Waiter: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Bool, Never>?
            var cancelled = false
        }

        private let state = LockedState(State())

        /// Parks the task, or resumes it at once with `false` if it was cancelled already.
        func park(_ continuation: CheckedContinuation<Bool, Never>) {
            let cancelled = state.withLock { state in
                if !state.cancelled { state.continuation = continuation }
                return state.cancelled
            }
            if cancelled { continuation.resume(returning: false) }
        }

        /// Resumes the task with `completed`, unless something resumed it before.
        func resume(returning completed: Bool) {
            state.withLock { state in
                defer { state.continuation = nil }
                return state.continuation
            }?.resume(returning: completed)
        }

        /// The task was cancelled: resumes it with `false` now, or as soon as it parks.
        func cancel() {
            state.withLock { state in
                state.cancelled = true
                defer { state.continuation = nil }
                return state.continuation
            }?.resume(returning: false)
        }
    }

    private static let waiting = LockedState([ObjectIdentifier: [Waiter]]())

    /// The moveables with tasks waiting for their run to end.
    static var waitedCount: Int { waiting.withLock { $0.count } }

    /// Adds a task waiting for `moveable`'s run to end.
    static func add(_ waiter: Waiter, for moveable: AnyObject) {
        waiting.withLock { $0[ObjectIdentifier(moveable), default: []].append(waiter) }
    }

    /// Resumes every task waiting for `moveable` with whether its run completed, and forgets them.
    static func resumeAll(for moveable: AnyObject, returning completed: Bool) {
        let waiters = waiting.withLock { $0.removeValue(forKey: ObjectIdentifier(moveable)) } ?? []
        for waiter in waiters { waiter.resume(returning: completed) }
    }
}
