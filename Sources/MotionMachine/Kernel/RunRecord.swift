import Foundation
@_spi(Kernel) import MotionKernel

/// What only a motion's own beats read, and what only a running motion has: its clock, its run's
/// delay, its lanes, the current leg and its progress through it, and the lease on its target, in memory of
/// its own rather than in the motion object; and the delay the next run takes (``configuredDelay``),
/// which most motions leave at 0 and which equals the run's delay while a leg holds the run.
///
/// Most running motions are tweens, launches and springs of one property whose tempo plays every
/// beat from a leg: an eased record (see ``EasedLeg``) and its clock's tail, or a general leg of one
/// lane (see ``SteadyLeg``), hold these numbers too, exactly, and nothing else reads them while the
/// tempo has the leg. So a motion whose leg holds its whole run gives its record back to the
/// tempo's ``RunRecordPool`` when the tempo takes the leg, and takes one when it takes the leg back
/// (before it reads or changes its run, see `Motion.reclaimSteadyLeg(forBeat:)`), rebuilt from the
/// leg to the bit (the lease waits in the motion's ``RunHandle`` meanwhile). A running tween then
/// costs the object without its 128 bytes of run, and tweens started one after another use the
/// same record in turn. A record whose configured delay differs from its run's (set while running)
/// stays with its motion: the leg keeps only the run's. (An additive lane's box, whose share the leg keeps, waits in the motion
/// meanwhile.)
///
/// Every other motion keeps its record from the first time it needs one until it is freed: a
/// motion playing its own beats (a delay, several properties, lanes with laws of their own)
/// reads it on every beat, and a stopped one keeps what its run resolved.
struct RunRecord {
    /// The record's memory: the clock, then the delay, the lanes, the leg, its progress, the lease
    /// and the configured delay (see ``size``).
    let address: UnsafeMutableRawPointer

    /// Where each part is, and the record's size (128 bytes on 64-bit platforms): laid out here
    /// rather than as a struct's fields, so that the motion reaches each part through a plain
    /// address (the lanes are noncopyable, and a noncopyable struct has no key paths to its fields).
    /// (Computed rather than stored: the optimizer folds each to a constant, where a stored static
    /// would be a lazily made global, checked on every access.)
    static var clockOffset: Int { 0 }
    static var delayOffset: Int { aligned(clockOffset + MemoryLayout<MoveableClock>.stride, to: MemoryLayout<TimeInterval>.alignment) }
    static var lanesOffset: Int { aligned(delayOffset + MemoryLayout<TimeInterval>.stride, to: MemoryLayout<PropertyLanes>.alignment) }
    static var legOffset: Int { aligned(lanesOffset + MemoryLayout<PropertyLanes>.stride, to: MemoryLayout<Double>.alignment) }
    static var fractionOffset: Int { legOffset + MemoryLayout<Double>.stride }
    static var leaseOffset: Int { aligned(fractionOffset + MemoryLayout<Double>.stride, to: MemoryLayout<TargetLease?>.alignment) }
    static var configuredDelayOffset: Int {
        aligned(leaseOffset + MemoryLayout<TargetLease?>.stride, to: MemoryLayout<TimeInterval>.alignment)
    }
    static var size: Int { configuredDelayOffset + MemoryLayout<TimeInterval>.stride }
    /// The alignment the record's memory needs.
    static var alignment: Int {
        max(MemoryLayout<MoveableClock>.alignment, MemoryLayout<TimeInterval>.alignment,
            MemoryLayout<PropertyLanes>.alignment, MemoryLayout<TargetLease?>.alignment,
            MemoryLayout<UnsafeMutableRawPointer>.alignment)
    }

    @inline(__always)
    private static func aligned(_ offset: Int, to alignment: Int) -> Int {
        (offset + alignment - 1) / alignment * alignment
    }

    /// Local time (seconds since start, including the delay) as a function of the tempo's beats.
    @inline(__always)
    var clock: UnsafeMutablePointer<MoveableClock> {
        (address + Self.clockOffset).assumingMemoryBound(to: MoveableClock.self)
    }

    /// The delay of the run in progress, in local time.
    @inline(__always)
    var delay: UnsafeMutablePointer<TimeInterval> {
        (address + Self.delayOffset).assumingMemoryBound(to: TimeInterval.self)
    }

    /// The per-run numbers of each property (resolved starts, ends, accessors).
    @inline(__always)
    var lanes: UnsafeMutablePointer<PropertyLanes> {
        (address + Self.lanesOffset).assumingMemoryBound(to: PropertyLanes.self)
    }

    /// The index of the current leg since movement began (a `Double`, so endless runs cannot
    /// overflow; see ``MotionTimeline``).
    @inline(__always)
    var leg: UnsafeMutablePointer<Double> {
        (address + Self.legOffset).assumingMemoryBound(to: Double.self)
    }

    /// Progress within the current leg of the timeline, 0…1 (see ``MotionTimeline``).
    @inline(__always)
    var legFraction: UnsafeMutablePointer<Double> {
        (address + Self.fractionOffset).assumingMemoryBound(to: Double.self)
    }

    /// The lease on the target while the motion runs (see ``TargetLease``).
    @inline(__always)
    var lease: UnsafeMutablePointer<TargetLease?> {
        (address + Self.leaseOffset).assumingMemoryBound(to: TargetLease?.self)
    }

    /// The delay the motion's next run takes (``Motion/delay``): the run's own ``delay`` is this
    /// delay as it was when the run began.
    @inline(__always)
    var configuredDelay: UnsafeMutablePointer<TimeInterval> {
        (address + Self.configuredDelayOffset).assumingMemoryBound(to: TimeInterval.self)
    }

    /// Initializes the record's memory with a clock, a delay, lanes, a leg and its progress, a lease
    /// and the configured delay.
    func initialize(clock: MoveableClock = MoveableClock(), delay: TimeInterval = 0,
                    lanes: consuming PropertyLanes = PropertyLanes(), leg: Double = 0, legFraction: Double = 0,
                    lease: TargetLease? = nil, configuredDelay: TimeInterval = 0) {
        (address + Self.clockOffset).initializeMemory(as: MoveableClock.self, to: clock)
        (address + Self.delayOffset).initializeMemory(as: TimeInterval.self, to: delay)
        (address + Self.lanesOffset).bindMemory(to: PropertyLanes.self, capacity: 1).initialize(to: lanes)
        (address + Self.legOffset).initializeMemory(as: Double.self, to: leg)
        (address + Self.fractionOffset).initializeMemory(as: Double.self, to: legFraction)
        (address + Self.leaseOffset).initializeMemory(as: TargetLease?.self, to: lease)
        (address + Self.configuredDelayOffset).initializeMemory(as: TimeInterval.self, to: configuredDelay)
    }

    /// Deinitializes the record (the clock, the delays, the leg, its progress and the lease are plain
    /// words; the lanes hold accessors and may hold a box).
    func deinitialize() {
        lanes.deinitialize(count: 1)
    }
}

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
struct RunRecordPool: ~Copyable {
    /// The record given back last; each free record's first word is the one given back before it.
    private var first: UnsafeMutableRawPointer?
    /// The number of free records.
    private(set) var count = 0
    /// How many records the list takes when it next runs dry.
    private var nextBatch = 1

    /// How many free records a list keeps before it gives a batch back to the store.
    static var keptFree: Int { 2 * RunRecordStore.batch }

    init() {}

    deinit {
        guard let first else { return }
        RunRecordStore.giveBack(first: first, last: RunRecordStore.detach(count, from: first).last, count: count)
    }

    /// A new record (a clock at rest, no delay, no lanes): a free one, or new memory when none is
    /// free.
    mutating func lend() -> RunRecord {
        let record = memory()
        record.initialize()
        return record
    }

    /// Memory for a record, not initialized: a free record's, or one of a batch the store hands
    /// over when none is free.
    mutating func memory() -> RunRecord {
        keepOneFree()
        let free = first.unsafelyUnwrapped
        first = free.load(as: UnsafeMutableRawPointer?.self)
        count -= 1
        return RunRecord(address: free)
    }

    /// Makes sure a record is free to lend, taking a batch from the store if none is. A motion
    /// started straight into its leg lends no record, so it calls this as it starts, outside any
    /// beat: the beats that take legs back then lend the list's records, as after a start that
    /// lent one and gave it back, and never ask the store for memory it has to allocate.
    @inline(__always)
    mutating func keepOneFree() {
        guard first == nil else { return }
        (first, count) = (RunRecordStore.take(nextBatch), nextBatch)
        nextBatch = min(2 * nextBatch, RunRecordStore.batch)
    }

    /// Takes back a record (initialized): deinitializes it and keeps its memory for the next; past
    /// ``keptFree`` free records, a batch goes back to the store.
    mutating func takeBack(_ record: RunRecord) {
        record.deinitialize()
        record.address.storeBytes(of: first, as: UnsafeMutableRawPointer?.self)
        first = record.address
        count += 1
        if count > Self.keptFree { giveBatchBack() }
    }

    /// Gives the store the most recently freed ``RunRecordStore/batch`` records.
    private mutating func giveBatchBack() {
        let batch = first.unsafelyUnwrapped
        let (last, rest) = RunRecordStore.detach(RunRecordStore.batch, from: batch)
        first = rest
        count -= RunRecordStore.batch
        RunRecordStore.giveBack(first: batch, last: last, count: RunRecordStore.batch)
    }

    /// A new record of its own (a clock at rest, no delay, no lanes), for a motion without a tempo:
    /// one record from the store.
    static func allocate() -> RunRecord {
        let record = RunRecord(address: RunRecordStore.take(1))
        record.initialize()
        return record
    }

    /// Deinitializes a record and gives it back to the store, for a motion that goes without a
    /// tempo to give it to.
    static func deallocate(_ record: RunRecord) {
        record.deinitialize()
        RunRecordStore.giveBack(first: record.address, last: record.address, count: 1)
    }
}

/// The memory of every run record (see ``RunRecord``), shared by every tempo behind a lock: records
/// are cut from blocks of ``recordsPerBlock``, and free ones wait in one list, linked through their
/// first word, for the next tempo that runs dry.
///
/// A block is never returned to the system: the store keeps as many records as were ever lent at
/// once, for the next ones. Records come from the store a batch at a time and go back the same way
/// (see ``RunRecordPool``), so its lock is taken about once every ``batch`` records, never on a
/// beat that finds records free in its tempo's list.
enum RunRecordStore {
    /// How many records a tempo's list takes or gives back at once.
    static var batch: Int { 32 }
    /// How many records a block holds (14 KB of 112-byte records).
    static var recordsPerBlock: Int { 128 }

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
    static func take(_ count: Int) -> UnsafeMutableRawPointer {
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
    static func giveBack(first: UnsafeMutableRawPointer, last: UnsafeMutableRawPointer, count: Int) {
        store.withLock { store in
            last.storeBytes(of: store.free, as: UnsafeMutableRawPointer?.self)
            store.free = first
            store.freeCount += count
        }
    }

    /// Ends the list from `first` after its `count` records (it has at least that many): returns
    /// the last of them, whose link is now `nil`, and the records that followed it.
    /// - Complexity: O(`count`).
    static func detach(_ count: Int, from first: UnsafeMutableRawPointer)
        -> (last: UnsafeMutableRawPointer, rest: UnsafeMutableRawPointer?) {
        var last = first
        for _ in 1..<count { last = last.load(as: UnsafeMutableRawPointer?.self).unsafelyUnwrapped }
        let rest = last.load(as: UnsafeMutableRawPointer?.self)
        last.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        return (last, rest)
    }

    /// The store's free records and blocks (for the census and tests).
    static var census: (free: Int, blocks: Int) {
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
