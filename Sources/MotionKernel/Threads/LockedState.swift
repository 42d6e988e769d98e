#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// State shared by every isolation domain that runs moveables (the tables moveables consult when a
/// run starts or ends), behind a lock.
///
/// Moveables are not `Sendable`: each lives in one isolation domain (the main actor, a game loop's
/// actor or thread). A few tables are global, though (target leases, additive sums by property,
/// tasks awaiting a run's end), so their every use takes this lock. Beats never do.
///
/// On Linux the lock is a `pthread_mutex_t` in memory of its own, so that it never moves; elsewhere
/// it is `NSLock`, which on Apple platforms is a thin wrapper of the same mutex. Every run takes the
/// lease table's lock twice (when it starts and when it ends), and Foundation's `NSLock` on Linux
/// adds about 20 instructions a time around its mutex (see the Performance article).
@_spi(Kernel) public final class LockedState<State>: @unchecked Sendable {
    #if canImport(Glibc) || canImport(Musl)
    @usableFromInline let lock: UnsafeMutablePointer<pthread_mutex_t>
    #else
    @usableFromInline let lock = NSLock()
    #endif
    /// Not checked for exclusivity at run time: the lock already serializes every access, and a body
    /// that reached the state again would deadlock on the lock before it could overlap.
    @exclusivity(unchecked) @usableFromInline var state: State

    /// A lock around `state`.
    public init(_ state: State) {
        self.state = state
        #if canImport(Glibc) || canImport(Musl)
        lock = HeapMemory.allocate(pthread_mutex_t.self, capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_destroy(lock)
        lock.deinitialize(count: 1)
        HeapMemory.deallocate(lock, capacity: 1)
        #endif
    }

    /// Runs `body` with the state, holding the lock. `body` must not call back into code that takes
    /// the same lock.
    @inlinable public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #else
        lock.lock()
        defer { lock.unlock() }
        #endif
        return try body(&state)
    }
}
