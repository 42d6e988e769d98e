import Foundation

/// What only a motion's own beats read: its clock, its run's delay and its lanes, in memory of its
/// own rather than in the motion object.
///
/// Most running motions are tweens whose tempo plays every beat from an eased record (see
/// ``EasedLeg``): the record and its clock's tail hold these numbers too, exactly, and nothing
/// else reads them while the tempo has the leg. So a motion that hands its tempo an eased leg of
/// one plain lane gives its record back to the tempo's ``RunRecordPool``, and takes one when it
/// takes the leg back (before it reads or changes its run, see
/// `Motion.reclaimSteadyLeg(forBeat:)`), rebuilt from the leg to the bit. A running tween then
/// costs the object without its 96 bytes of run, and tweens started one after another use the
/// same record in turn.
///
/// Every other motion keeps its record from the first time it needs one until it is freed: a
/// motion playing its own beats (a delay, a law, timed or additive lanes, several properties)
/// reads it on every beat.
struct RunRecord {
    /// The record's memory: the clock, then the delay, then the lanes (see ``size``).
    let address: UnsafeMutableRawPointer

    /// Where each part is, and the record's size (96 bytes on 64-bit platforms): laid out here
    /// rather than as a struct's fields, so that the motion reaches each part through a plain
    /// address (the lanes are noncopyable, and a noncopyable struct has no key paths to its fields).
    static let clockOffset = 0
    static let delayOffset = aligned(clockOffset + MemoryLayout<MoveableClock>.stride, to: MemoryLayout<TimeInterval>.alignment)
    static let lanesOffset = aligned(delayOffset + MemoryLayout<TimeInterval>.stride, to: MemoryLayout<PropertyLanes>.alignment)
    static let size = lanesOffset + MemoryLayout<PropertyLanes>.stride
    /// The alignment the record's memory needs.
    static let alignment = max(MemoryLayout<MoveableClock>.alignment, MemoryLayout<TimeInterval>.alignment,
                               MemoryLayout<PropertyLanes>.alignment, MemoryLayout<UnsafeMutableRawPointer>.alignment)

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

    /// What a motion rebuilds its record from when its tempo's leg holds the whole run (see
    /// ``TempoEntries/runSource(at:)``): the leg's anchor beat, the rest of its clock (the plain
    /// one's when it has no tail), its one lane and the last beat the tempo played.
    struct Source {
        let anchorBeat: TimeInterval
        let tail: LegClock.Tail
        let lane: PropertyLanes.Lane
        let lastBeat: TimeInterval
        /// The additive offset the leg's share reached, for an additive lane.
        let offset: Double?

        /// The clock the leg was made from, standing at its last beat.
        var clock: MoveableClock {
            var clock = MoveableClock(anchorBeat: anchorBeat, anchorLocalTime: tail.anchorLocalTime, speed: tail.speed)
            clock.lastBeat = lastBeat
            clock.localTime = clock.localTime(at: lastBeat)
            return clock
        }
    }

    /// Initializes the record's memory with a clock, a delay and lanes.
    func initialize(clock: MoveableClock = MoveableClock(), delay: TimeInterval = 0,
                    lanes: consuming PropertyLanes = PropertyLanes()) {
        (address + Self.clockOffset).initializeMemory(as: MoveableClock.self, to: clock)
        (address + Self.delayOffset).initializeMemory(as: TimeInterval.self, to: delay)
        (address + Self.lanesOffset).bindMemory(to: PropertyLanes.self, capacity: 1).initialize(to: lanes)
    }

    /// Deinitializes the record (the clock and the delay are plain numbers; the lanes hold
    /// accessors and may hold a box).
    func deinitialize() {
        lanes.deinitialize(count: 1)
    }
}

/// The records a tempo lends to its motions (see ``RunRecord``): given back, a record's memory waits
/// in a free list, linked through its first word, and is lent again first.
///
/// The list keeps as many records as its motions ever gave back at once, and frees them with the
/// tempo: lending never allocates while a record is free, so a beat that takes legs back (their
/// ends, a callback reading progress) takes records from the list, which the same beat's offers
/// fill again. Not thread-safe: a tempo and its motions live in one isolation domain.
struct RunRecordPool: ~Copyable {
    /// The record given back last; each free record's first word is the one given back before it.
    private var first: UnsafeMutableRawPointer?
    /// The number of free records.
    private(set) var count = 0

    /// How many free records the list keeps from motions being freed (see
    /// `Motion.giveBackRunRecord()`); past that, their memory goes back to the system.
    static var keptFromFreedMotions: Int { 256 }

    init() {}

    deinit {
        var next = first
        while let record = next {
            next = record.load(as: UnsafeMutableRawPointer?.self)
            free(record)
        }
    }

    /// A record initialized with `clock`, `delay` and `lanes`: a free one, or new memory when none
    /// is free.
    mutating func lend(clock: MoveableClock = MoveableClock(), delay: TimeInterval = 0,
                       lanes: consuming PropertyLanes = PropertyLanes()) -> RunRecord {
        guard let free = first else { return Self.allocate(clock: clock, delay: delay, lanes: lanes) }
        first = free.load(as: UnsafeMutableRawPointer?.self)
        count -= 1
        let record = RunRecord(address: free)
        record.initialize(clock: clock, delay: delay, lanes: lanes)
        return record
    }

    /// Takes back a record ``lend(clock:delay:lanes:)`` or ``allocate(clock:delay:lanes:)`` made:
    /// deinitializes it and keeps its memory for the next.
    mutating func takeBack(_ record: RunRecord) {
        record.deinitialize()
        record.address.storeBytes(of: first, as: UnsafeMutableRawPointer?.self)
        first = record.address
        count += 1
    }

    /// Memory of its own for a record, initialized, for a motion without a tempo.
    static func allocate(clock: MoveableClock = MoveableClock(), delay: TimeInterval = 0,
                         lanes: consuming PropertyLanes = PropertyLanes()) -> RunRecord {
        precondition(RunRecord.alignment <= 16, "malloc serves alignments up to 16 bytes")
        guard let memory = malloc(RunRecord.size) else { fatalError("RunRecordPool: out of memory for a run record") }
        let record = RunRecord(address: memory)
        record.initialize(clock: clock, delay: delay, lanes: lanes)
        return record
    }

    /// Deinitializes and frees a record, for a motion that goes without a tempo to give it to.
    static func deallocate(_ record: RunRecord) {
        record.deinitialize()
        free(record.address)
    }
}
