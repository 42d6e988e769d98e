import Foundation

/// The one strong reference that every running motion on a target shares.
///
/// Running motions must keep their target alive (a beat writes it without retaining it), yet notice
/// when everyone else has let go of it. If each motion held the target itself, two motions on one
/// target would keep each other from ever seeing that. So the motions running on a target share one
/// lease, and the lease holds the target: when the lease is the target's only owner, the user has
/// dropped it, and each motion on it stops at its next check (within
/// the motion's documented bound), after which the lease lets go of the target.
///
/// Leases are found by the target's identity when a run begins (amortized O(1), in an
/// ``IdentityTable``), or, for a tween started straight into its leg, indexed with the others
/// started meanwhile by its tempo's next beat (``lease(indexedLater:)``); beats only ask
/// ``isDropped``. A lease is a handle on a record in a slab
/// (``Record``), so a target's first run allocates nothing of its own for it.
///
/// The table that finds them keeps each lease and counts the motions holding it (each
/// ``lease(for:)`` is matched by one ``relinquish()``). When the last holder lets go, the lease lets
/// go of its target and stays in the table, empty, until the table is pruned (when empty leases
/// are more than half of it, checked as a run takes a lease and as a tempo loses its last
/// subscriber; a pruned lease's record goes back to the slab) or a run on the same identity takes
/// it up again. Leases are records rather than objects because anything referred to weakly gets
/// a side table (32 more bytes, an allocation) and slow retains and releases. Empty leases stay until
/// a prune because in a table of 100,000 leases each removal misses the cache: removing at once would
/// make stopping a motion about twice as slow.
@_spi(Kernel) public struct TargetLease {
    /// What a lease is: 16 bytes in the table's slab of such records (see ``IdentityTable``), a third
    /// of what an object of the same fields takes with the allocator's header and rounding. A handle
    /// is the record's address, which stays put for the record's life.
    @usableFromInline struct Record: IdentityKeyed {
        /// The target. While the lease has holders, the lease's one strong reference to it, taken
        /// and given back by hand (``lease(for:)``, ``relinquish()``); without holders, its address
        /// alone, never read through. Either way the address by which the table finds the lease
        /// (see ``IdentityTable``), so the key takes no word of its own. Changed only under the
        /// table's lock.
        @usableFromInline var target: Unmanaged<AnyObject>
        /// How many motions hold the lease; or, negated, the address of the lease this one forwards
        /// to (see ``forwardee``). Read and changed only under the table's lock.
        var holders: Int

        /// The lease whose holders this one's holder counts among, for a lease merged into it when
        /// indexed (see ``TargetLease/lease(indexedLater:)``): it keeps the target's address, and
        /// that lease its one strong reference.
        var forwardee: UnsafeMutablePointer<Record>? {
            holders < 0 ? UnsafeMutablePointer(bitPattern: -holders) : nil
        }

        /// The address of the target the lease is for.
        @usableFromInline var identityKey: UInt { UInt(bitPattern: target.toOpaque()) }
    }

    /// The lease's record, valid while the table keeps the lease: at least while it has holders.
    @usableFromInline let record: UnsafeMutablePointer<Record>

    /// The lease at `address` (see ``address``).
    @inlinable public init(address: UInt) {
        record = UnsafeMutablePointer(bitPattern: address).unsafelyUnwrapped
    }

    private init(record: UnsafeMutablePointer<Record>) {
        self.record = record
    }

    /// The address of the lease's record, which names the lease while the table keeps it (a word
    /// the engine's run handle keeps for a motion whose run record is given back).
    @inlinable public var address: UInt { UInt(bitPattern: record) }

    /// The target, alive while the lease has holders.
    @inlinable public var target: AnyObject { record.pointee.target.takeUnretainedValue() }

    /// The target, unretained (valid while the lease has holders): nothing is loaded from the object
    /// or counted.
    @inlinable public var targetPointer: TargetPointer { record.pointee.target }

    /// Whether the lease is the target's only owner: everyone else let go (the target's own strong
    /// count, as ``TargetCheck`` asks it).
    @inlinable public var isDropped: Bool { !TargetCheck.isWanted(record.pointee.target) }

    // MARK: Finding the lease of a target

    private struct Table {
        /// The leases' records, by their targets' identities.
        let leases = IdentityTable<Record>()
        /// Leases in the table with no holders.
        var empty = 0
        /// Leases taken by starts that did not look their target up (``lease(indexedLater:)``), not
        /// yet in `leases`' index: at most ``unindexedCapacity``, in memory of their own.
        let unindexed = UnsafeMutablePointer<UnsafeMutablePointer<Record>>.allocate(capacity: TargetLease.unindexedCapacity)
        var unindexedCount = 0

        /// Indexes the leases not yet indexed, in one pass whose lookups overlap (see
        /// ``IdentityTable/index(_:found:)``). One whose target has a lease already is merged into
        /// it: an empty lease takes its strong reference and its holder, a held one its holder (its
        /// strong reference let go: the other keeps one), and it forwards to that lease from then
        /// on. Allocates nothing, so a beat may do it.
        mutating func indexUnindexed() {
            guard unindexedCount > 0 else { return }
            var emptied = 0
            leases.index(UnsafeBufferPointer(start: unindexed, count: unindexedCount)) { record, stored in
                if stored.pointee.holders == 0 {
                    stored.pointee.target = record.pointee.target
                    emptied += 1
                } else {
                    // Not the last reference: the stored lease holds one.
                    record.pointee.target.release()
                }
                stored.pointee.holders += 1
                record.pointee.holders = -Int(bitPattern: UInt(bitPattern: stored))
            }
            empty -= emptied
            unindexedCount = 0
        }

        /// Prunes the empty leases when ``TargetLease/prunes(empty:of:)`` says so: their records
        /// go back to the table's slab. Each prune removes at least half the table, so its cost,
        /// spread over the runs that emptied those leases, is O(1) a run.
        mutating func pruneIfMostlyEmpty() {
            indexUnindexed()
            guard TargetLease.prunes(empty: empty, of: leases.count) else { return }
            leases.removeAll(where: { $0.pointee.holders == 0 })
            empty = 0
        }
    }

    /// Whether a table of `count` leases, `empty` of them without holders, prunes its empty ones:
    /// when they are more than 32 and more than half of it.
    public static func prunes(empty: Int, of count: Int) -> Bool {
        empty > 32 && empty * 2 > count
    }

    /// Every isolation domain's leases by target identity, behind a lock: only the start and the end
    /// of a run use it, and the beat after a start that left its lease to be indexed.
    private static let table = LockedState(Table())

    /// How many leases wait to be indexed at most: the next start past them indexes them all.
    public static var unindexedCapacity: Int { 64 }

    /// The lease shared by the motions running on `target`, made if there is none. The caller holds
    /// it until it calls ``relinquish()``, exactly once.
    /// - Complexity: amortized O(1).
    public static func lease(for target: AnyObject) -> TargetLease {
        lease(takingRetained: Unmanaged.passRetained(target))
    }

    /// The lease shared by the motions running on `target`, as ``lease(for:)``, given one strong
    /// reference to the target that the call takes over: a lease without holders keeps it as its
    /// own, and a lease that has one already gives it back. So a run whose target no one else runs
    /// counts the target once, where retaining it for the lease would count it again (each count is
    /// an atomic operation, about 8 ns on the machines measured).
    /// - Complexity: amortized O(1).
    public static func lease(takingRetained target: Unmanaged<AnyObject>) -> TargetLease {
        // One lookup, which inserts a new lease if there is none. A lease with holders holds its
        // target, so an identity found with holders is this very object; an empty lease takes up
        // whatever object has that identity now.
        let (lease, spare): (TargetLease, Unmanaged<AnyObject>?) = table.withLock { table in
            table.indexUnindexed()
            let (record, inserted) = table.leases.record(for: ObjectIdentifier(target.takeUnretainedValue())) {
                Record(target: target, holders: 0)
            }
            var spare: Unmanaged<AnyObject>? = target
            if record.pointee.holders == 0 {
                if !inserted { table.empty -= 1 }
                record.pointee.target = target
                spare = nil
            }
            record.pointee.holders += 1
            table.pruneIfMostlyEmpty()
            return (TargetLease(record: record), spare)
        }
        // After the lock, as ``relinquish()`` does: the lease's count keeps the target alive.
        spare?.release()
        return lease
    }

    /// A new lease on `target`, given one strong reference that the lease keeps, that is indexed
    /// later rather than looked up now: by the next beat of the tempo that started it (the engine asks for
    /// that beat), by any other use of the table, or by the start that finds
    /// ``unindexedCapacity`` leases waiting. Its holders and its target are as for ``lease(takingRetained:)``;
    /// a target that turns out to have a lease already has two strong references until then. The
    /// tempo's beat indexes before it checks any target.
    ///
    /// A lookup in a table of a million leases misses the caches (its lines are several megabytes
    /// away), and the lock's release waits for it; indexed together, the lookups' misses overlap.
    /// - Complexity: amortized O(1).
    public static func lease(indexedLater target: Unmanaged<AnyObject>) -> TargetLease {
        table.withLock { table in
            if table.unindexedCount == unindexedCapacity { table.indexUnindexed() }
            let record = table.leases.allocateUnindexed { Record(target: target, holders: 1) }
            table.unindexed[table.unindexedCount] = record
            table.unindexedCount += 1
            return TargetLease(record: record)
        }
    }

    /// Indexes the leases that wait to be (see ``lease(indexedLater:)``). Allocates nothing.
    public static func indexWaitingLeases() {
        table.withLock { $0.indexUnindexed() }
    }

    /// Asks for the record's line ahead of ``relinquish()``: a stop does other work first (leaving
    /// the beat list, ending the run), during which the line arrives. The records lie apart from the
    /// motions, in the slab, so without the request a stop waits for one more line from memory.
    @inlinable @inline(__always)
    public func prefetch() {
        Prefetch.line(UnsafeRawPointer(record))
    }

    /// Ends one holder's use of the lease (one per ``lease(for:)``). The last holder's call lets go of
    /// the target, after the table's lock is released (its `deinit` may start a motion).
    public func relinquish() {
        let released: Unmanaged<AnyObject>? = Self.table.withLock { table in
            table.indexUnindexed()
            var record = record
            // A merged lease is given back now (it was never in the index); its holder is the other's.
            if let forwardee = record.pointee.forwardee {
                table.leases.deallocateUnindexed(record)
                record = forwardee
            }
            record.pointee.holders -= 1
            guard record.pointee.holders == 0 else { return nil }
            table.empty += 1
            // The address stays, as the key: only the reference is given back.
            return record.pointee.target
        }
        released?.release()
    }

    /// Prunes the table's empty leases if they are most of it (see ``Table``): called when a tempo
    /// loses its last subscriber, a moment of rest, so that stopping everything gives the records
    /// back without a stop paying for a prune.
    /// - Complexity: O(1) unless it prunes; a prune is O(n) in the table's size and removes at least
    ///   half of it.
    public static func pruneIfMostlyEmpty() {
        table.withLock { $0.pruneIfMostlyEmpty() }
    }

    /// Whether the table holds a lease of `target` with holders (for tests).
    public static func isLeased(_ target: AnyObject) -> Bool {
        table.withLock { table in
            table.indexUnindexed()
            return (table.leases.record(for: ObjectIdentifier(target))?.pointee.holders ?? 0) > 0
        }
    }

    /// The address of the lease whose holders this one's holder counts among: its own, or, once
    /// leases waiting to be indexed are (which this does first), that of the lease it was merged
    /// into. Two motions on one target share one (for tests).
    public var sharedAddress: UInt {
        Self.table.withLock { table in
            table.indexUnindexed()
            return UInt(bitPattern: record.pointee.forwardee ?? record)
        }
    }

    /// The number of leases waiting to be indexed (for tests).
    public static var waitingCount: Int { table.withLock { $0.unindexedCount } }

    /// The number of leases in the table, empty ones included (for tests).
    public static var tableCount: Int {
        table.withLock { table in
            table.indexUnindexed()
            return table.leases.count
        }
    }

    /// Leases with holders, lease records in the slab (empty leases not pruned yet included), and
    /// the slab's blocks.
    public static var census: (held: Int, records: Int, blocks: Int) {
        table.withLock { table in
            table.indexUnindexed()
            return (table.leases.count - table.empty, table.leases.count, table.leases.blockCount)
        }
    }
}
