import Foundation

/// The tasks awaiting a moveable's `finished`, resumed together when its run ends.
struct FinishWaiters {
    private var continuations: [CheckedContinuation<Bool, Never>] = []

    /// Whether no task is waiting.
    var isEmpty: Bool { continuations.isEmpty }

    /// Adds a waiting task.
    mutating func add(_ continuation: CheckedContinuation<Bool, Never>) {
        continuations.append(continuation)
    }

    /// Resumes every waiting task with whether the run completed, and forgets them.
    mutating func resumeAll(returning completed: Bool) {
        let waiting = continuations
        continuations = []
        for continuation in waiting { continuation.resume(returning: completed) }
    }
}
