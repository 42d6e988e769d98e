import Foundation

/// The records a tempo lends to its motions (see ``RunRecord``): given back, a record's memory waits
/// in a free list, linked through its first word, and is lent again first.
///
/// The memory comes from ``RunRecordStore``, shared by every tempo, in batches: a list that runs
/// dry takes one record, then twice as many each time it runs dry again, up to
/// ``RunRecordStore/batch`` (a collection's tempo of a few members takes a few), and one that holds
/// more than ``keptFree`` gives a batch back. So lending and taking back are a few instructions,
/// and a record may go back to another tempo than the one that lent it (a motion moved between
/// tempos).
/// Not thread-safe: a tempo and its motions live in one isolation domain.
@_spi(Kernel) public struct RunRecordPool: ~Copyable {
    /// The record given back last; each free record's first word is the one given back before it.
    @usableFromInline var first: UnsafeMutableRawPointer?
    /// The number of free records.
    public var count: Int { freeCount }
    /// ``count``, kept.
    @usableFromInline var freeCount = 0
    /// How many records the list takes when it next runs dry.
    @usableFromInline var nextBatch = 1

    /// How many free records a list keeps before it gives a batch back to the store.
    @inlinable public static var keptFree: Int { 2 * RunRecordStore.batch }

    @inlinable public init() {}

    deinit {
        guard let first else { return }
        RunRecordStore.giveBack(first: first, last: RunRecordStore.detach(count, from: first).last, count: count)
    }

    /// A new record (a clock at rest, no delay, no lanes): a free one, or new memory when none is
    /// free.
    @inlinable public mutating func lend() -> RunRecord {
        let record = memory()
        record.initialize()
        return record
    }

    /// Memory for a record, not initialized: a free record's, or one of a batch the store hands
    /// over when none is free.
    @inlinable public mutating func memory() -> RunRecord {
        keepOneFree()
        let free = first.unsafelyUnwrapped
        first = free.load(as: UnsafeMutableRawPointer?.self)
        freeCount -= 1
        return RunRecord(address: free)
    }

    /// Makes sure a record is free to lend, taking a batch from the store if none is. A motion
    /// started straight into its leg lends no record, so it calls this as it starts, outside any
    /// beat: the beats that take legs back then lend the list's records, as after a start that
    /// lent one and gave it back, and never ask the store for memory it has to allocate.
    @inline(__always)
    @inlinable public mutating func keepOneFree() {
        guard first == nil else { return }
        (first, freeCount) = (RunRecordStore.take(nextBatch), nextBatch)
        nextBatch = min(2 * nextBatch, RunRecordStore.batch)
    }

    /// Takes back a record (initialized): deinitializes it and keeps its memory for the next; past
    /// ``keptFree`` free records, a batch goes back to the store.
    @inlinable public mutating func takeBack(_ record: RunRecord) {
        record.deinitialize()
        record.address.storeBytes(of: first, as: UnsafeMutableRawPointer?.self)
        first = record.address
        freeCount += 1
        if freeCount > Self.keptFree { giveBatchBack() }
    }

    /// Gives the store the most recently freed ``RunRecordStore/batch`` records.
    @inlinable mutating func giveBatchBack() {
        let batch = first.unsafelyUnwrapped
        let (last, rest) = RunRecordStore.detach(RunRecordStore.batch, from: batch)
        first = rest
        freeCount -= RunRecordStore.batch
        RunRecordStore.giveBack(first: batch, last: last, count: RunRecordStore.batch)
    }

    /// A new record of its own (a clock at rest, no delay, no lanes), for a motion without a tempo:
    /// one record from the store.
    @inlinable public static func allocate() -> RunRecord {
        let record = RunRecord(address: RunRecordStore.take(1))
        record.initialize()
        return record
    }

    /// Deinitializes a record and gives it back to the store, for a motion that goes without a
    /// tempo to give it to.
    @inlinable public static func deallocate(_ record: RunRecord) {
        record.deinitialize()
        RunRecordStore.giveBack(first: record.address, last: record.address, count: 1)
    }
}
