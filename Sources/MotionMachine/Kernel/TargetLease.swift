import Foundation

/// The one strong reference that every running motion on a target shares.
///
/// Running motions must keep their target alive (a beat writes it without retaining it), yet notice
/// when everyone else has let go of it. If each motion held the target itself, two motions on one
/// target would keep each other from ever seeing that. So the motions running on a target share one
/// lease, and the lease holds the target: when the lease is the target's only owner, the user has
/// dropped it, and each motion on it stops at its next check (within
/// ``Motion``'s documented bound), after which the lease, and the target, go.
///
/// Leases are found by the target's identity when a run begins (amortized O(1)); beats only ask
/// ``isDropped``.
final class TargetLease {
    /// Not checked for exclusivity: only the isolation domain running the motions on the target
    /// touches it, and the uniqueness check needs in-place access on every beat of a motion's own path.
    @exclusivity(unchecked) private var held: AnyObject?

    private init(_ target: AnyObject) { held = target }

    /// The target, alive while the lease is.
    var target: AnyObject { held.unsafelyUnwrapped }

    /// Whether the lease is the target's only owner: everyone else let go.
    var isDropped: Bool { isKnownUniquelyReferenced(&held) }

    // MARK: Finding the lease of a target

    private final class Entry {
        weak var lease: TargetLease?
        init(_ lease: TargetLease) { self.lease = lease }
    }

    private struct Table {
        var leases: [ObjectIdentifier: Entry] = [:]
        /// Leases ended since the last pruning, counted by their `deinit`: the table is pruned when
        /// they could be half of it, so a table of live leases is never scanned (a scan reads every
        /// entry's weak reference, a cache miss each: about 0.2 µs per started motion when it ran
        /// at every doubling).
        var ended = 0
    }

    /// Every isolation domain's leases, behind a lock: only the start of a run uses it.
    private static let table = LockedState(Table())

    /// The lease shared by the motions running on `target`, made if there is none.
    /// - Complexity: amortized O(1).
    static func lease(for target: AnyObject) -> TargetLease {
        let key = ObjectIdentifier(target)
        return table.withLock { table in
            // A live lease holds its target, so an identity with a live lease is this very object.
            if let lease = table.leases[key]?.lease { return lease }
            let lease = TargetLease(target)
            table.leases[key] = Entry(lease)
            if table.ended > 32, table.ended * 2 > table.leases.count {
                table.leases = table.leases.filter { $0.value.lease != nil }
                table.ended = 0
            }
            return lease
        }
    }

    /// The number of entries in the table, ended leases not yet pruned included (for tests).
    static var tableCount: Int { table.withLock { $0.leases.count } }

    deinit {
        Self.table.withLock { $0.ended += 1 }
    }
}
