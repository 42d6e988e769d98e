import Foundation

/// A record of an ``IdentityTable``: it knows the identity it is stored under.
@_spi(Kernel) public protocol IdentityKeyed {
    /// The address of the object whose identity the record is stored under (never 0).
    var identityKey: UInt { get }
}

/// Records by the identity of an object, for the kernel's global tables (``TargetLease``'s, which
/// every start of a run consults): the records in a slab of their own, where each stays put, and an
/// open-addressing hash table of their slot numbers.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes each key with SipHash (about 100 instructions)
/// and hashes every key again whenever it grows: about 430 instructions per start of a run in all.
/// Here a key is an object's address, whose bits are spread well enough once multiplied by the
/// golden ratio (Fibonacci hashing: the high bits of the product pick the slot), and collisions
/// probe the next slots. Growing moves slot numbers, never records. Nothing is removed on its own,
/// so no slot needs a tombstone: the owner drops records in bulk with ``removeAll(where:)``, which
/// rebuilds the table.
///
/// A slot keeps one byte and a record's number in the slab (see ``SlotSlab/number(of:)``): the
/// byte is 0 where the slot is free, else seven more bits of the key's product (a tag). The key
/// itself is the record's (``IdentityKeyed``), read only where the tag matches, which a different
/// key's does once in 128 probes, and a lookup reads that record next anyway. So a slot takes five
/// bytes, where a record's address would take nine and a key stored beside it seventeen (the table
/// is between three eighths and three quarters full).
@_spi(Kernel) public final class IdentityTable<Record: IdentityKeyed> {
    // Not checked for exclusivity at run time: the table's owner serializes every use (the lease
    // table's lock), and no access spans a call that could reach the table again. Checked, each
    // access inlined into the engine would cost a call into the runtime.
    /// Each slot's tag (0 where the slot is free) and record's number (meaningless where free).
    @exclusivity(unchecked) @usableFromInline var tags: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) @usableFromInline var numbers: UnsafeMutablePointer<UInt32>?
    @exclusivity(unchecked) @usableFromInline var slots = 0
    /// log₂ of the slot count, for the hash's shift.
    @exclusivity(unchecked) @usableFromInline var bits = 0
    /// The records.
    @exclusivity(unchecked) @usableFromInline var records = SlotSlab<Record>()

    /// Creates an empty one, which takes no memory until first used.
    @inlinable public init() {}

    /// The number of records.
    @inlinable public var count: Int { records.liveCount }

    /// The number of 16 KiB blocks the records take.
    @inlinable public var blockCount: Int { records.blockCount }

    deinit {
        guard let tags, let numbers else { return }
        for index in 0..<slots where tags[index] != 0 {
            let record = records.slot(numbered: numbers[index])
            record.deinitialize(count: 1)
            records.deallocate(record)
        }
        HeapMemory.deallocate(numbers, capacity: slots)
        HeapMemory.deallocate(tags, capacity: slots)
    }

    /// The record stored for `key`'s identity, in place, if any.
    /// - Complexity: O(1) on average.
    @inlinable public func record(for key: ObjectIdentifier) -> UnsafeMutablePointer<Record>? {
        guard let tags else { return nil }
        let index = slot(of: UInt(bitPattern: key)).index
        return tags[index] == 0 ? nil : records.slot(numbered: numbers.unsafelyUnwrapped[index])
    }

    /// The record stored for `key`'s identity, or a new one from `make` (whose
    /// ``IdentityKeyed/identityKey`` must be `key`'s address), stored now; in place, where it stays
    /// until ``removeAll(where:removed:)`` removes it.
    /// - Returns: the record, and whether it was made.
    /// - Complexity: O(1) amortized.
    @inlinable public func record(for key: ObjectIdentifier, orInsert make: () -> Record)
        -> (record: UnsafeMutablePointer<Record>, inserted: Bool) {
        makeRoomForOneMore()
        let key = UInt(bitPattern: key)
        let (index, tag) = slot(of: key)
        let tags = tags.unsafelyUnwrapped, numbers = numbers.unsafelyUnwrapped
        if tags[index] != 0 { return (records.slot(numbered: numbers[index]), false) }
        let record = records.allocate()
        record.initialize(to: make())
        assert(record.pointee.identityKey == key, "an identity table's record is stored under its own key")
        tags[index] = tag
        numbers[index] = records.number(of: record)
        return (record, true)
    }

    /// A new record from `make`, in the slab but not yet in the index: the owner indexes it later
    /// with ``index(_:found:)``, or gives it back with ``deallocateUnindexed(_:)``. The index keeps
    /// room for every record of the slab, indexed or not, so indexing never grows it.
    /// - Complexity: O(1) amortized.
    @inlinable public func allocateUnindexed(_ make: () -> Record) -> UnsafeMutablePointer<Record> {
        makeRoomForOneMore()
        let record = records.allocate()
        record.initialize(to: make())
        return record
    }

    /// Indexes `records`, made by ``allocateUnindexed(_:)``, in order: each under its key where the
    /// key has no record yet; otherwise `found` is told the record and the one stored for its key
    /// (an earlier one of `records` included), and the record stays out of the index. The lines
    /// each lookup reads are asked for a few records ahead, so that the lookups' misses overlap.
    /// Allocates nothing (see ``allocateUnindexed(_:)``).
    /// - Complexity: O(`records.count`) on average.
    @inlinable public func index(_ records: UnsafeBufferPointer<UnsafeMutablePointer<Record>>,
                                 found: (UnsafeMutablePointer<Record>, UnsafeMutablePointer<Record>) -> Void) {
        let ahead = 8
        for position in 0..<Swift.min(ahead, records.count) { prefetchSlot(of: records[position].pointee.identityKey) }
        for position in records.indices {
            if position + ahead < records.count { prefetchSlot(of: records[position + ahead].pointee.identityKey) }
            let record = records[position], key = record.pointee.identityKey
            let (index, tag) = slot(of: key)
            let tags = tags.unsafelyUnwrapped, numbers = numbers.unsafelyUnwrapped
            if tags[index] != 0 {
                found(record, self.records.slot(numbered: numbers[index]))
            } else {
                tags[index] = tag
                numbers[index] = self.records.number(of: record)
            }
        }
    }

    /// Deinitializes a record that is not in the index and gives its memory back.
    @inlinable public func deallocateUnindexed(_ record: UnsafeMutablePointer<Record>) {
        record.deinitialize(count: 1)
        records.deallocate(record)
    }

    /// Grows the index, if it must, to room for one record more than the slab holds: at most three
    /// quarters full, so probes stay short.
    @inlinable @inline(__always)
    func makeRoomForOneMore() {
        if (count + 1) * 4 > slots * 3 { rebuild(slots: Swift.max(16, slots * 2), keeping: { _ in true }) }
    }

    /// Asks for the lines a lookup of `key` reads first.
    @inlinable @inline(__always)
    func prefetchSlot(of key: UInt) {
        let index = home(ofProduct: key &* Self.multiplier)
        Prefetch.line(UnsafeRawPointer(tags.unsafelyUnwrapped + index))
        Prefetch.line(UnsafeRawPointer(numbers.unsafelyUnwrapped + index))
    }

    /// The slot a key whose product with ``multiplier`` is `product` is looked for first: the
    /// product's high bits.
    @inlinable @inline(__always)
    func home(ofProduct product: UInt) -> Int {
        Int(truncatingIfNeeded: product >> UInt(UInt.bitWidth - bits))
    }

    /// Drops every record for which `shouldRemove` is true, handing each to `removed` before it is
    /// deinitialized and its memory given back.
    /// - Complexity: O(slots).
    @inlinable public func removeAll(where shouldRemove: (UnsafeMutablePointer<Record>) -> Bool,
                                     removed: (UnsafeMutablePointer<Record>) -> Void = { _ in }) {
        guard let tags, let numbers else { return }
        var kept = 0
        for index in 0..<slots where tags[index] != 0 && !shouldRemove(records.slot(numbered: numbers[index])) {
            kept += 1
        }
        var fresh = 16
        while kept * 8 > fresh * 3 { fresh *= 2 }
        rebuild(slots: fresh, keeping: { !shouldRemove($0) }, removed: removed)
    }

    /// 2ⁿ divided by the golden ratio, odd, for n the word's width.
    @inlinable static var multiplier: UInt {
        UInt.bitWidth == 64 ? UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64) : UInt(truncatingIfNeeded: 0x9E37_79B9 as UInt64)
    }

    /// Where `key` is, or the free slot where it would go, and its tag: the eight bits of the
    /// product below those that pick the slot, with the lowest set so that no tag is 0. The table
    /// has slots.
    @inline(__always)
    @inlinable func slot(of key: UInt) -> (index: Int, tag: UInt8) {
        let tags = tags.unsafelyUnwrapped, numbers = numbers.unsafelyUnwrapped, mask = slots - 1
        let product = key &* Self.multiplier
        // A masking shift: no table has so many slots that fewer than eight bits lie below its
        // slot bits, but the shift must not trap if one did.
        let tag = UInt8(truncatingIfNeeded: product &>> (UInt.bitWidth - bits - 8)) | 1
        var index = home(ofProduct: product)
        // The number's line is asked for with the tag's: a lookup that finds its tag reads it next,
        // and an insertion writes it, so its miss overlaps the tag's instead of following it (a
        // store that misses holds up the lock's release until it lands).
        Prefetch.line(UnsafeRawPointer(numbers + index))
        while tags[index] != 0 {
            if tags[index] == tag, records.slot(numbered: numbers[index]).pointee.identityKey == key { break }
            index = (index + 1) & mask
        }
        return (index, tag)
    }

    /// Moves the kept records' numbers into `slots` (a power of two) fresh slots; the other records
    /// are handed to `removed`, then deinitialized and given back.
    @inlinable func rebuild(slots newSlots: Int, keeping keep: (UnsafeMutablePointer<Record>) -> Bool,
                            removed: (UnsafeMutablePointer<Record>) -> Void = { _ in }) {
        let oldTags = tags, oldNumbers = numbers, oldSlots = slots
        tags = HeapMemory.allocate(UInt8.self, capacity: newSlots)
        tags.unsafelyUnwrapped.initialize(repeating: 0, count: newSlots)
        numbers = HeapMemory.allocate(UInt32.self, capacity: newSlots)
        slots = newSlots
        bits = newSlots.trailingZeroBitCount
        guard let oldTags, let oldNumbers else { return }
        // The slots are read in order, their records in no order: each record is asked for a few
        // slots ahead of its turn, so that its line arrives while the ones before it are placed.
        let ahead = 16
        for index in 0..<oldSlots {
            if index + ahead < oldSlots, oldTags[index + ahead] != 0 {
                Prefetch.line(UnsafeRawPointer(records.slot(numbered: oldNumbers[index + ahead])))
            }
            guard oldTags[index] != 0 else { continue }
            let number = oldNumbers[index], record = records.slot(numbered: number)
            guard keep(record) else {
                removed(record)
                record.deinitialize(count: 1)
                records.deallocate(record)
                continue
            }
            let (slot, tag) = slot(of: record.pointee.identityKey)
            tags.unsafelyUnwrapped[slot] = tag
            numbers.unsafelyUnwrapped[slot] = number
        }
        HeapMemory.deallocate(oldNumbers, capacity: oldSlots)
        HeapMemory.deallocate(oldTags, capacity: oldSlots)
    }
}
