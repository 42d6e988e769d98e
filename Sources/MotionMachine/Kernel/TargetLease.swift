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
///
/// The table that finds them holds each lease strongly and counts the motions holding it (each
/// ``lease(for:)`` is matched by one ``relinquish()``), so the lease leaves the table exactly when
/// its last motion lets go. Nothing refers to a lease weakly: a weak reference would give every
/// lease a side table (32 more bytes, an allocation) and turn each retain and release of it into the
/// runtime's slow path, and the table would have to prune entries whose leases had ended.
final class TargetLease {
    /// Not checked for exclusivity: only the isolation domain running the motions on the target
    /// touches it, and the uniqueness check needs in-place access on every beat of a motion's own path.
    @exclusivity(unchecked) private var held: AnyObject?
    /// How many motions hold the lease; read and changed only under the table's lock.
    private var holders = 0

    private init(_ target: AnyObject) { held = target }

    /// The target, alive while the lease is.
    var target: AnyObject { held.unsafelyUnwrapped }

    /// Whether the lease is the target's only owner: everyone else let go.
    var isDropped: Bool { isKnownUniquelyReferenced(&held) }

    // MARK: Finding the lease of a target

    /// Every isolation domain's live leases by target identity, behind a lock: only the start and
    /// the end of a run use it.
    private static let table = LockedState([ObjectIdentifier: TargetLease]())

    /// The lease shared by the motions running on `target`, made if there is none. The caller holds
    /// it until it calls ``relinquish()``, exactly once.
    /// - Complexity: amortized O(1).
    static func lease(for target: AnyObject) -> TargetLease {
        // One lookup through the optional subscript's in-place access, which inserts a new lease.
        func hold(_ slot: inout TargetLease?) -> TargetLease {
            // A lease in the table holds its target, so an identity found there is this very object.
            let lease = slot ?? TargetLease(target)
            lease.holders += 1
            slot = lease
            return lease
        }
        return table.withLock { hold(&$0[ObjectIdentifier(target)]) }
    }

    /// Ends one holder's use of the lease (one per ``lease(for:)``). The last holder's call removes the
    /// lease from the table; the caller's own reference keeps it alive meanwhile.
    func relinquish() {
        Self.table.withLock { leases in
            holders -= 1
            if holders == 0 { leases[ObjectIdentifier(target)] = nil }
        }
    }

    /// Whether the table holds a lease of `target` (for tests).
    static func isLeased(_ target: AnyObject) -> Bool { table.withLock { $0[ObjectIdentifier(target)] != nil } }
}
