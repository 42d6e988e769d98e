import Foundation

/// State shared by every isolation domain that runs moveables (the tables moveables consult when a
/// run starts or ends), behind a lock.
///
/// Moveables are not `Sendable`: each lives in one isolation domain (the main actor, a game loop's
/// actor or thread). A few tables are global, though (target leases, additive sums by property,
/// tasks awaiting a run's end), so their every use takes this lock. Beats never do.
package final class LockedState<State>: @unchecked Sendable {
    private let lock = NSLock()
    /// Not checked for exclusivity at run time: the lock already serializes every access, and a body
    /// that reached the state again would deadlock on the lock before it could overlap.
    @exclusivity(unchecked) private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the state, holding the lock. `body` must not call back into code that takes
    /// the same lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
