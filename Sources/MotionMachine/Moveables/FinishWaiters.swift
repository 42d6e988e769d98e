import Foundation

/// The tasks awaiting moveables' `finished`, by moveable, resumed together when its run ends.
///
/// Kept beside the moveables rather than in them: a stored array in every motion made each object
/// larger, and beats with an `updated` callback measurably slower, for a feature few motions use. A
/// moveable keeps only a flag saying whether it is awaited, so that a run nobody awaits never
/// touches this table (whose first use allocates).
@MainActor
enum FinishWaiters {
    private static var waiting: [ObjectIdentifier: [CheckedContinuation<Bool, Never>]] = [:]

    /// Adds a task waiting for `moveable`'s run to end.
    static func add(_ continuation: CheckedContinuation<Bool, Never>, for moveable: AnyObject) {
        waiting[ObjectIdentifier(moveable), default: []].append(continuation)
    }

    /// Resumes every task waiting for `moveable` with whether its run completed, and forgets them.
    static func resumeAll(for moveable: AnyObject, returning completed: Bool) {
        guard let continuations = waiting.removeValue(forKey: ObjectIdentifier(moveable)) else { return }
        for continuation in continuations { continuation.resume(returning: completed) }
    }
}
