import Foundation

/// The memory of every run record (see ``RunRecord``), shared by every tempo behind a lock: records
/// are cut from blocks of ``recordsPerBlock``, and free ones wait in one list, linked through their
/// first word, for the next tempo that runs dry.
///
/// A block is never returned to the system: the store keeps as many records as were ever lent at
/// once, for the next ones. Records come from the store a batch at a time and go back the same way
/// (see ``RunRecordPool``), so its lock is taken about once every ``batch`` records, never on a
/// beat that finds records free in its tempo's list.
@_spi(Kernel) public enum RunRecordStore {
    /// How many records a tempo's list takes or gives back at once.
    @inlinable public static var batch: Int { 32 }
    /// How many records a block holds (14 KB of 112-byte records).
    @inlinable public static var recordsPerBlock: Int { 128 }

    private struct Store {
        /// The free records, linked through their first words.
        var free: UnsafeMutableRawPointer?
        var freeCount = 0
        /// Blocks made (for the census).
        var blocks = 0
    }

    private static let store = LockedState(Store())

    /// `count` free records (1…``batch``) as a list whose last link is `nil`, cutting a new block
    /// if the store has too few.
    /// - Complexity: O(`count`), and O(``recordsPerBlock``) when it cuts a block.
    @usableFromInline static func take(_ count: Int) -> UnsafeMutableRawPointer {
        precondition(count >= 1 && count <= recordsPerBlock, "a batch of records fits in a block")
        return store.withLock { store in
            if store.freeCount < count { addBlock(to: &store) }
            let first = store.free.unsafelyUnwrapped
            store.free = detach(count, from: first).rest
            store.freeCount -= count
            return first
        }
    }

    /// Takes back `count` free records linked from `first` to `last` (whose link is overwritten).
    @usableFromInline static func giveBack(first: UnsafeMutableRawPointer, last: UnsafeMutableRawPointer, count: Int) {
        store.withLock { store in
            last.storeBytes(of: store.free, as: UnsafeMutableRawPointer?.self)
            store.free = first
            store.freeCount += count
        }
    }

    /// Ends the list from `first` after its `count` records (it has at least that many): returns
    /// the last of them, whose link is now `nil`, and the records that followed it.
    /// - Complexity: O(`count`).
    @usableFromInline static func detach(_ count: Int, from first: UnsafeMutableRawPointer)
        -> (last: UnsafeMutableRawPointer, rest: UnsafeMutableRawPointer?) {
        var last = first
        for _ in 1..<count { last = last.load(as: UnsafeMutableRawPointer?.self).unsafelyUnwrapped }
        let rest = last.load(as: UnsafeMutableRawPointer?.self)
        last.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        return (last, rest)
    }

    /// The store's free records and blocks (for the census and tests).
    public static var census: (free: Int, blocks: Int) {
        store.withLock { ($0.freeCount, $0.blocks) }
    }

    /// Cuts a new block into free records.
    private static func addBlock(to store: inout Store) {
        precondition(RunRecord.alignment <= 16, "HeapMemory serves alignments up to 16 bytes")
        let stride = RunRecord.size
        let block = UnsafeMutableRawPointer(HeapMemory.allocate(UInt8.self, capacity: stride * recordsPerBlock))
        for index in (0..<recordsPerBlock).reversed() {
            let record = block + index * stride
            record.storeBytes(of: store.free, as: UnsafeMutableRawPointer?.self)
            store.free = record
        }
        store.freeCount += recordsPerBlock
        store.blocks += 1
    }
}
