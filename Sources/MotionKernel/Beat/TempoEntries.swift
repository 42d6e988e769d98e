import Foundation
import MotionCore

/// A tempo's beat list, in structure-of-arrays form: one byte per entry says how a beat treats it,
/// and each kind of record sits in its own array, so a beat streams only the bytes it uses.
///
/// | array | per entry | read by a beat |
/// | --- | --- | --- |
/// | `modes` | 1 byte | always |
/// | `eased` | 48 bytes (``EasedLeg``), slots used by eased entries only | for an entry moved by an eased leg |
/// | `eased`, cold parts | 16 bytes (``EasedLeg/Access``) beside each record, written only for a leg that writes through the accessor | for such a leg |
/// | `tails` | 32 bytes (``LegClock/Tail``), slots used by entries whose legs' clocks are not plain | for a leg that ``EasedLeg/hasTail`` or ``SteadyLeg/hasTail`` |
/// | `lastBeats` | 8 bytes | for an entry moved by an eased leg (the only number it writes) |
/// | `reports` | 32 bytes (``EasedLeg/Report``), slots used by reporting entries only | for an eased leg whose motion has an `updated` callback |
/// | `shares` | 32 bytes (``EasedLeg/Share``), slots used by additive eased entries only | for an eased leg that moves an additive lane |
/// | `steady` | 136 bytes (``SteadyLeg``), slots used by steady entries only | for an entry moved by a general leg |
/// | `hints` | 56 bytes (``CollectionHint``), slots used by collection entries only | for a collection, and the one before it |
/// | `entries` | 16 bytes (the object) | for an entry the beat calls |
///
/// The leg arrays are ``SlotBuffer``s: a slot is written only while its entry holds that kind of
/// leg, so a list of eased tweens never touches the general legs' memory, nor the tails' while their
/// clocks are plain. The reports, shares, general legs and hints are made only when an entry first
/// needs them (see ``SlotKinds``), and an eased slot's cold part is written only for a leg whose
/// lane is known not to be stored in place: a list of tweens of stored properties never writes
/// those, and they cost it address space, not memory. The mode says which slot holds a leg, retired
/// entries included until their legs are released.
///
/// Entries hold their objects strongly. A retired entry stops receiving beats at once; the tempo
/// drops its reference then, or right after the beat in progress, so an object that leaves during its
/// own beat is never freed mid-call.
@_spi(Kernel) public struct TempoEntries: ~Copyable, Sendable {
    /// How a beat treats an entry, and which leg slot it holds.
    public enum Mode: UInt8 {
        /// Gone, holding no leg: skipped until compaction.
        case retired
        /// Gone, still holding its eased leg (released after the beat in progress).
        case retiredEased
        /// Gone, still holding its general steady leg (released after the beat in progress).
        case retiredSteady
        /// Gone, still holding its eased leg and its report (released after the beat in progress).
        case retiredReporting
        /// Gone, still holding its eased leg and its additive share (released after the beat in
        /// progress).
        case retiredAdditive
        /// Called: the object handles its own beats.
        case call
        /// Moved by the entry's ``SteadyLeg``, or called when the leg hands the beat back.
        case steady
        /// Moved by the entry's ``EasedLeg``, or called when the leg hands the beat back.
        case eased
        /// Moved by the entry's ``EasedLeg``, then reported to its motion (an `updated` callback)
        /// through the entry's ``EasedLeg/Report``.
        case reporting
        /// Moved by the entry's ``EasedLeg`` through its additive ``EasedLeg/Share``, or called when
        /// the leg hands the beat back.
        case additive
        /// Called: a collection (`MoveableCollection`), whose entry keeps a ``CollectionHint`` so
        /// that the beat asks for its first lines while the collection before it beats.
        case collection

        /// Whether the entry receives beats.
        @inlinable public var isLive: Bool { rawValue >= Mode.call.rawValue }
        /// Whether the entry's eased slot holds a leg.
        @inlinable @inline(__always) public var holdsEased: Bool { self == .eased || self == .retiredEased || holdsReport || holdsShare }
        /// Whether the entry's report slot holds a report.
        @inlinable @inline(__always) public var holdsReport: Bool { self == .reporting || self == .retiredReporting }
        /// Whether the entry's share slot holds an additive share.
        @inlinable @inline(__always) public var holdsShare: Bool { self == .additive || self == .retiredAdditive }
        /// Whether the entry's steady slot holds a leg.
        @inlinable @inline(__always) public var holdsSteady: Bool { self == .steady || self == .retiredSteady }
        /// Whether the entry's hint slot holds a collection's hint (a retired collection's is
        /// garbage: hints are plain addresses, which need no deinitializing).
        @inlinable @inline(__always) public var holdsHint: Bool { self == .collection }
    }

    /// The kinds of slot a leg takes besides an eased record and a clock's tail, each kind in a
    /// buffer the list makes when an entry first needs it (see ``SlotBuffer``), between beats: a beat
    /// reads the buffers' addresses once, when it begins. (Eased records and tails are made with
    /// the list: most lists hold eased legs, and a leg has a tail as soon as its motion had a delay,
    /// which ends during a beat.)
    public struct SlotKinds: OptionSet, Sendable {
        public let rawValue: UInt8

        /// The kinds of the bits given.
        @inlinable public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// A general steady leg (``SteadyLeg``).
        @inlinable public static var steady: SlotKinds { SlotKinds(rawValue: 1 << 0) }
        /// A reporting eased leg's report (``EasedLeg/Report``).
        @inlinable public static var report: SlotKinds { SlotKinds(rawValue: 1 << 1) }
        /// An additive eased leg's share (``EasedLeg/Share``).
        @inlinable public static var share: SlotKinds { SlotKinds(rawValue: 1 << 2) }
    }

    /// What a beat reads only for the entries it calls: the subscriber, which keeps its entry's
    /// index (see ``TempoSubscriber/entryMoved(to:)``).
    public struct Entry {
        public var driven: (any TempoSubscriber)?

        /// The fields as given.
        @inlinable public init(driven: (any TempoSubscriber)?) {
            self.driven = driven
        }
    }

    // Internal rather than private for the beat beside this file (TempoEntries+Beat.swift); nothing
    // outside the kernel touches them.
    public var modes = ManualBuffer<Mode>()
    /// Each eased leg's record, and apart from it (the cold part) the accessor of its lane for a
    /// leg whose lane is not stored in place (``EasedLeg/hasAccess``): a leg that stores its value
    /// in place (most do, from their first write) never writes it, nor does the beat stream it.
    public var eased = SplitSlotBuffer<EasedLeg, EasedLeg.Access>()
    /// Plain numbers, like ``hints``: a slot needs no deinitializing. A slot holds a tail while its
    /// entry's mode holds a leg that has one (``EasedLeg/hasTail``, ``SteadyLeg/hasTail``).
    public var tails = SlotBuffer<LegClock.Tail>()
    public var lastBeats = ManualBuffer<TimeInterval>()
    public var steady = SlotBuffer<SteadyLeg>()
    public var reports = SlotBuffer<EasedLeg.Report>()
    public var shares = SlotBuffer<EasedLeg.Share>()
    /// Plain addresses: a slot needs no deinitializing, and one left by a retired entry is garbage
    /// nobody reads.
    public var hints = SlotBuffer<CollectionHint>()
    /// The slot buffers' capacity, shared.
    @usableFromInline var slotCapacity = 0
    public var entries = ManualBuffer<Entry>()

    @inlinable public init() {}

    /// The number of entries, retired ones included until compaction.
    @inlinable public var count: Int { entries.count }

    /// Whether the entry at `index` is the live one of `subscriber` (no copy of the entry). A retired
    /// entry keeps its object until it is released; its mode tells it apart.
    @inlinable public func isLive(at index: Int, _ subscriber: AnyObject) -> Bool {
        guard index >= 0, index < entries.count, modes[index].isLive,
              let driven = (entries.base.unsafelyUnwrapped + index).pointee.driven else { return false }
        return ObjectIdentifier(driven) == ObjectIdentifier(subscriber)
    }

    /// The progress of the entry's leg, read in place (the record is not copied).
    @inline(__always)
    @inlinable public func steadyProgress(at index: Int) -> SteadyLeg.Progress? {
        switch modes[index] {
        case .eased, .reporting: SteadyLeg.Progress(lastBeat: lastBeats[index], offset: nil)
        case .additive: SteadyLeg.Progress(lastBeat: lastBeats[index], offset: shares[index].pointee.offset)
        case .steady: steady[index].pointee.progress
        default: nil
        }
    }

    /// Whether the entry's leg (eased, or a general steady leg's single lane) stores its value in
    /// place, without calling the accessor (for tests).
    @inlinable public func storesInPlace(at index: Int) -> Bool {
        modes[index].holdsEased ? eased[index].pointee.storesInPlace
            : modes[index] == .steady && steady[index].pointee.storesInPlace
    }

    /// How many entries are in `mode` (for tests and diagnostics).
    /// - Complexity: O(n).
    @inlinable public func count(in mode: Mode) -> Int {
        (0..<modes.count).reduce(0) { $0 + (modes[$1] == mode ? 1 : 0) }
    }

    /// Appends a live entry that is called on each beat; a collection's entry keeps a hint (see
    /// ``CollectionHint``).
    @inlinable public mutating func append(_ entry: consuming Entry, isCollection: Bool = false) {
        if entries.count == slotCapacity { growSlots(to: max(4, slotCapacity * 2)) }
        if isCollection {
            hints.make(capacity: slotCapacity)
            hints.initialize(entries.count, to: CollectionHint())
        }
        entries.append(entry)
        modes.append(isCollection ? .collection : .call)
        lastBeats.append(0)
    }

    /// Where this list's beat first reads: the bases of its modes, eased records and last beats,
    /// and the target of its first eased record (0 for what is not there), with the number of
    /// entries.
    @inlinable public var heads: (modes: UInt, eased: UInt, lastBeats: UInt, firstTarget: UInt, count: Int) {
        guard let modes = modes.base, let eased = eased.base, let lastBeats = lastBeats.base else { return (0, 0, 0, 0, 0) }
        let first = entries.count > 0 && modes[0].holdsEased ? UInt(bitPattern: eased[0].target.toOpaque()) : 0
        return (UInt(bitPattern: modes), UInt(bitPattern: eased), UInt(bitPattern: lastBeats), first, entries.count)
    }

    /// Makes room for `capacity` entries in one block.
    @inlinable public mutating func reserve(_ capacity: Int) {
        entries.reserve(capacity)
        modes.reserve(capacity)
        lastBeats.reserve(capacity)
        growSlots(to: capacity)
    }

    /// Whether the list has made the slots of every kind in `kinds`.
    @inlinable public func hasSlots(_ kinds: SlotKinds) -> Bool {
        (!kinds.contains(.steady) || steady.isMade) && (!kinds.contains(.report) || reports.isMade)
            && (!kinds.contains(.share) || shares.isMade)
    }

    /// Makes the slots of the kinds in `kinds` the list has not made yet. Not during a beat, which
    /// reads the buffers' addresses once, when it begins.
    @inlinable public mutating func makeSlots(_ kinds: SlotKinds) {
        if kinds.contains(.steady) { steady.make(capacity: slotCapacity) }
        if kinds.contains(.report) { reports.make(capacity: slotCapacity) }
        if kinds.contains(.share) { shares.make(capacity: slotCapacity) }
    }

    @inlinable mutating func growSlots(to capacity: Int) {
        guard capacity > slotCapacity else { return }
        let count = entries.count, old = slotCapacity
        let modes = modes.base
        // Which records' cold parts hold accessors is read from the records.
        eased.grow(from: old, to: capacity, count: count, isInitialized: { modes.unsafelyUnwrapped[$0].holdsEased },
                   hasCold: { $0.pointee.hasAccess })
        steady.grow(from: old, to: capacity, count: count) { modes.unsafelyUnwrapped[$0].holdsSteady }
        reports.grow(from: old, to: capacity, count: count) { modes.unsafelyUnwrapped[$0].holdsReport }
        shares.grow(from: old, to: capacity, count: count) { modes.unsafelyUnwrapped[$0].holdsShare }
        hints.grow(from: old, to: capacity, count: count) { modes.unsafelyUnwrapped[$0].holdsHint }
        // Last: which slots hold tails is read from the legs, already moved. Tails are made with
        // the list (see ``SlotKinds``).
        if tails.isMade {
            tails.grow(from: old, to: capacity, count: count) {
                Self.holdsTail(modes.unsafelyUnwrapped[$0], at: $0, eased: eased, steady: steady)
            }
        } else {
            tails.make(capacity: capacity)
        }
        slotCapacity = capacity
    }

    /// Empties the entry's leg slot, whichever it holds.
    @inlinable func dropLeg(at index: Int) {
        let mode = modes[index]
        if mode.holdsEased {
            if eased[index].pointee.hasAccess { eased.deinitializeCold(index) }
            eased.deinitialize(index)
        }
        if mode.holdsReport { reports.deinitialize(index) }
        if mode.holdsShare { shares.deinitialize(index) }
        if mode.holdsSteady { steady.deinitialize(index) }
    }

    /// Whether the entry at `index`, in `mode`, holds a tail in its tail slot: its leg has one.
    @inline(__always)
    @inlinable static func holdsTail(_ mode: Mode, at index: Int, eased: borrowing SplitSlotBuffer<EasedLeg, EasedLeg.Access>,
                                  steady: borrowing SlotBuffer<SteadyLeg>) -> Bool {
        mode.holdsEased ? eased[index].pointee.hasTail : mode.holdsSteady && steady[index].pointee.hasTail
    }

    /// Sets or withdraws the steady leg of a live entry, in place of any other leg.
    /// - Parameter tail: the rest of the leg's clock, kept if the leg ``SteadyLeg/hasTail``.
    @inline(__always)
    @inlinable public func setSteady(_ leg: SteadyLeg?, tail: LegClock.Tail? = nil, at index: Int) {
        assert(leg?.hasTail != true || tail != nil, "a leg whose clock is not plain comes with its tail")
        assert(leg == nil || hasSlots(Self.slotsOfSteadyLeg), "the list has the leg's slots")
        // A tail is plain numbers, written over whatever the slot held.
        if let leg, leg.hasTail, let tail { tails.initialize(index, to: tail) }
        // Replacing a record the beat may be writing through is safe: a leg touches nothing of itself
        // after its write (see ``EasedLeg/beat(_:kind:lastBeat:checksTarget:)``); the mode says which record is current.
        if let leg, modes[index] == .steady {
            steady[index].pointee = leg
            return
        }
        dropLeg(at: index)
        if let leg { steady.initialize(index, to: leg) }
        modes[index] = leg == nil ? .call : .steady
    }

    /// Sets the eased leg of a live entry, offered at the beat `offeredAt`, in place of any other leg;
    /// with a `report`, each beat the leg plays is reported to the entry's motion; with a `share`,
    /// the leg moves an additive lane (a leg has one or the other, never both).
    /// - Parameter tail: the rest of the leg's clock, kept if the leg ``EasedLeg/hasTail``.
    /// - Parameter access: the accessor of the leg's lane, kept as the cold part of the entry's eased
    ///   slot, for a lane known not to be stored in place; `nil` for any other.
    @inline(__always)
    @inlinable public func setEased(_ leg: consuming EasedLeg, access: EasedLeg.Access?, tail: LegClock.Tail,
                  report: EasedLeg.Report? = nil, share: EasedLeg.Share? = nil, offeredAt beat: TimeInterval,
                  at index: Int) {
        assert(report == nil || share == nil, "an additive eased leg reports nothing")
        assert(hasSlots(Self.slots(ofEasedLegWithReport: report != nil, share: share != nil)), "the list has the leg's slots")
        if leg.hasTail { tails.initialize(index, to: tail) }
        leg.hasAccess = access != nil
        let mode = modes[index]
        if mode == .eased, report == nil, share == nil {
            // Replacing an accessor the beat may be calling is safe too: the motion's property holds
            // the closure as well.
            let hadAccess = eased[index].pointee.hasAccess
            eased[index].pointee = leg
            switch (hadAccess, access) {
            case (true, let access?): eased.cold(index).pointee = access
            case (true, nil): eased.deinitializeCold(index)
            case (false, let access?): eased.initializeCold(index, to: access)
            case (false, nil): break
            }
        } else {
            // Replacing a report the beat may be calling is safe: the beat holds its own copy.
            dropLeg(at: index)
            eased.initialize(index, to: leg)
            if let access { eased.initializeCold(index, to: access) }
            if let report { reports.initialize(index, to: report) }
            if let share { shares.initialize(index, to: share) }
            modes[index] = report != nil ? .reporting : share != nil ? .additive : .eased
        }
        lastBeats[index] = beat
    }

    /// The kinds of slot a general steady leg takes.
    @inlinable public static var slotsOfSteadyLeg: SlotKinds { .steady }

    /// The kinds of slot an eased leg takes besides its record and tail, with a report or a share.
    @inlinable public static func slots(ofEasedLegWithReport report: Bool, share: Bool) -> SlotKinds {
        report ? .report : share ? .share : []
    }

    /// Stops beats to the entry at once. Its reference and its legs stay until ``release(at:)``: an
    /// object that leaves during its own beat (a target setter that stops its motion, say) is not
    /// freed mid-call, and the leg being played is not destroyed under it.
    @inlinable public func retire(at index: Int) {
        let mode = modes[index]
        modes[index] = mode.holdsReport ? .retiredReporting : mode.holdsShare ? .retiredAdditive
            : mode.holdsEased ? .retiredEased : mode.holdsSteady ? .retiredSteady : .retired
    }

    /// Drops the reference and the legs of a retired entry.
    @inlinable public func release(at index: Int) {
        (entries.base.unsafelyUnwrapped + index).pointee.driven = nil
        dropLeg(at: index)
        modes[index] = .retired
    }

    /// Removes retired entries, keeping order, and tells each subscriber whose entry moves its new
    /// index (see ``TempoSubscriber/entryMoved(to:)``).
    /// - Complexity: O(n).
    @inlinable public mutating func compact() {
        guard let marks = modes.base else { return }
        // Legs move first, reading the marks in `modes`, which is compacted last. A kept leg moves
        // into a slot that is empty: its entry was retired, or its leg moved down already.
        var kept = 0
        for index in 0..<entries.count {
            guard marks[index].isLive else {
                dropLeg(at: index)
                continue
            }
            if kept != index {
                // Before the legs move: whether the entry holds a tail is read from its leg.
                if Self.holdsTail(marks[index], at: index, eased: eased, steady: steady) { tails.move(from: index, to: kept) }
                if marks[index].holdsEased {
                    if eased[index].pointee.hasAccess { eased.moveCold(from: index, to: kept) }
                    eased.move(from: index, to: kept)
                }
                if marks[index].holdsSteady { steady.move(from: index, to: kept) }
                if marks[index].holdsReport { reports.move(from: index, to: kept) }
                if marks[index].holdsShare { shares.move(from: index, to: kept) }
                if marks[index].holdsHint { hints.move(from: index, to: kept) }
            }
            kept += 1
        }
        // The entries and their last beats are removed in index order, reading the same marks.
        var index = 0
        func nextIsRetired() -> Bool {
            defer { index += 1 }
            return !marks[index].isLive
        }
        entries.removeAll(where: { _ in nextIsRetired() }, moved: { entry, index in entry.driven.unsafelyUnwrapped.entryMoved(to: index) })
        index = 0
        lastBeats.removeAll(where: { _ in nextIsRetired() }, moved: { _, _ in })
        modes.removeAll(where: { !$0.isLive }, moved: { _, _ in })
    }

    deinit {
        for index in 0..<modes.count { dropLeg(at: index) }
    }
}
