import Foundation
import MotionCore

/// The compact steady leg of the commonest motion: one property eased by a built-in curve, plain or
/// additive (an additive lane's share of its sum sits beside the record, see ``Share``).
///
/// A ``SteadyLeg`` covers every law and any number of lanes, and is 136 bytes of enums and
/// optionals. Most running motions are tweens of one property with a built-in easing; for them the
/// tempo keeps this record instead, 48 bytes in the beat list's eased slots, with the easing named by
/// a byte (``EasingKind``) and evaluated inline. The property's accessor, which a leg that stores in
/// place never calls after its first write, is not kept: that write takes it from the motion, which
/// holds it (``TempoSubscriber/laneAccess()``). A leg whose first write finds its lane not stored in
/// place (a computed or observed property, a value motion's box) tells its motion, whose later legs
/// come with the accessor, and takes the accessor into the cold part of its slot (``Access``) on
/// its next write. The cold parts of legs that store in place are never written: they cost the list
/// address space, not memory. So a beat makes at most one indirect call per motion, the write, and
/// none once the leg stores a `Double` in place (plus, for a motion with an `updated` callback, the
/// report that follows the write).
/// The arithmetic is the motion's own, step for step, so values are identical to the bit either
/// way; any beat the record cannot handle exactly goes to the motion, as with a steady leg.
@_spi(Kernel) public struct EasedLeg {
    /// How the tempo reports a beat the leg played to a motion with an `updated` callback: the
    /// motion, unretained, and the run the leg was offered in, so a beat whose write restarted the
    /// motion reports nothing (as the motion's own beat would not).
    ///
    /// Plain words, nothing reference counted: copying a report, which a beat does before the write
    /// (a setter may withdraw the leg), costs no atomic operation on a cold cache line. The motion
    /// outlives the call: the tempo holds it until the beat in progress ends.
    public struct Report {
        public unowned(unsafe) let reporter: any LegReporting
        public let token: RunToken
        /// Where the reporter keeps what the report reads next (a motion's `MotionExtras`), or 0: an
        /// address the beat asks the cache for ahead of the report, never read through.
        public var readsNext: UInt = 0

        /// The fields as given.
        @inlinable public init(reporter: any LegReporting, token: RunToken, readsNext: UInt = 0) {
            self.reporter = reporter
            self.token = token
            self.readsNext = readsNext
        }

        /// Where in a report the reporter's address is, and ``readsNext`` (constants, checked by a
        /// test).
        @inlinable public static var reporterOffset: Int { 0 }
        @inlinable public static var readsNextOffset: Int { 24 }
    }

    /// An additive lane's share of its property's ``AdditiveSum``, which the tempo keeps beside an
    /// additive eased leg (the record itself stays as it is, and clean): the lane's weighting and
    /// start, and its current offset, which each beat replaces. The motion takes the offset back
    /// when it takes the leg back.
    public struct Share {
        /// Valid while the motion runs: the motion holds the sum while its lanes refer to it.
        public let totals: UnsafeMutablePointer<AdditiveSum.Totals>
        public let weight: Double
        public let start: Double
        public var offset: Double

        /// The fields as given.
        @inlinable public init(totals: UnsafeMutablePointer<AdditiveSum.Totals>, weight: Double, start: Double, offset: Double) {
            self.totals = totals
            self.weight = weight
            self.start = start
            self.offset = offset
        }

        /// Where in a share its sum's address is: first (a constant, where `MemoryLayout.offset(of:)`
        /// is worked out at run time; a test checks the two agree).
        @inlinable public static var totalsOffset: Int { 0 }
    }

    /// The accessor of the lane of a leg that writes through it (``hasAccess``), which the tempo
    /// keeps apart from the record, as the cold part of the entry's eased slot (see
    /// ``TempoEntries``). A struct around the closure: a closure kept as a generic buffer's element
    /// is stored through a reabstraction thunk, which each call went through.
    public struct Access {
        public let body: PropertyAccessBody

        /// The fields as given.
        @inlinable public init(body: @escaping PropertyAccessBody) {
            self.body = body
        }
    }

    /// Where a leg that does not store in place finds its accessor: the cold part of the entry's
    /// eased slot (``Access``), or, for a leg that has none there, the entry's motion. Addresses
    /// formed only when a write calls the accessor (as ``LegClock/TailSlot`` does for a tail), so a
    /// run's loop keeps no pointer of its own into the slots.
    public struct LaneWriter {
        public let accesses: UnsafeMutablePointer<Access>
        public let entries: UnsafeMutablePointer<TempoEntries.Entry>
        public let index: Int

        /// The fields as given.
        @inlinable public init(accesses: UnsafeMutablePointer<Access>, entries: UnsafeMutablePointer<TempoEntries.Entry>, index: Int) {
            self.accesses = accesses
            self.entries = entries
            self.index = index
        }

        /// The entry's motion.
        @inlinable public var motion: any TempoSubscriber { entries[index].driven.unsafelyUnwrapped }
    }

    /// The clock's anchor beat and the leg's duration: with the ``LegClock/Tail`` the tempo keeps
    /// beside the record when ``hasTail``, the leg's ``LegClock``; alone, a plain clock's (see
    /// ``LegClock/isPlain``), which most legs have.
    public let anchorBeat: TimeInterval
    public let duration: TimeInterval
    /// Where the leg's value starts and where it ends: (start, end) on a forward leg, (end, start) on
    /// a reverse leg. A beat moves by far end − origin, which is the lane's Δ on a forward leg and
    /// exactly −Δ on a reverse one, so the value is the lane's `start + Δ·eased` or
    /// `end − Δ·eased` to the bit; and both ends are kept exactly, for the motion rebuilding its lane
    /// from the leg (see the engine's `RunRecord`).
    public let origin: Double
    public let farEnd: Double
    /// Valid while the motion runs: the motion holds the target strongly until it withdraws this.
    public let target: TargetPointer
    /// Where in a record its target's address is (a constant, checked by a test, as
    /// ``Share/totalsOffset`` is).
    @inlinable public static var targetOffset: Int { 32 }
    public let kind: EasingKind
    /// Whether the leg's clock is not plain: its other numbers are in the tempo's tail slot for the
    /// entry, which the beat then reads.
    public let hasTail: Bool
    /// Whether the leg is a reverse leg (its origin is the lane's end), for the motion rebuilding
    /// its lane; no beat reads it.
    public let reverse: Bool
    /// Whether the lane's accessor is in the cold part of the entry's eased slot: set by the list
    /// when it takes a leg offered with it, or by the leg when it takes it from its motion.
    public var hasAccess = false
    /// Where in the target the value is stored directly, learned on the leg's first write. The leg
    /// keeps no target check time of its
    /// own: the tempo decides for all its eased legs at once when a beat checks (``TargetSweep``).
    @usableFromInline var inPlace = InPlaceStore()

    /// A leg for `lane`, eased by `kind`, from the motion's clock and timeline numbers; the tempo
    /// keeps the clock's ``LegClock/tail`` beside the record if ``hasTail``, and the lane's accessor
    /// if the lane is known not to be stored in place (the record does not: see ``TempoEntries``).
    @inlinable public init(clock: LegClock, reverse: Bool, target: TargetPointer, lane: Lane, kind: EasingKind) {
        self.init(clock: clock, reverse: reverse, target: target, span: LaneSpan(start: lane.start, end: lane.end), kind: kind)
    }

    /// The leg of a lane spanning `span` (see ``init(clock:reverse:target:lane:kind:)``).
    @inlinable public init(clock: LegClock, reverse: Bool, target: TargetPointer, span: LaneSpan, kind: EasingKind) {
        self.anchorBeat = clock.anchorBeat
        self.duration = clock.duration
        self.hasTail = !clock.isPlain
        (origin, farEnd) = reverse ? (span.end, span.start) : (span.start, span.end)
        self.reverse = reverse
        self.target = target
        self.kind = kind
    }

    /// The leg as origin + span·eased.
    @inline(__always)
    @inlinable public var leg: LegSpan { LegSpan(origin: origin, span: farEnd - origin) }

    /// Writes the value for a beat and returns `true`, or returns `false` (changing nothing) when the
    /// beat needs the motion: a dropped target, a beat outside the leg, or a value that is not finite
    /// (whose replacement the motion writes and reports). A beat earlier than the last is ignored.
    /// - Parameter lastBeat: the latest beat the leg handled, kept by the tempo apart from the record
    ///   (see ``TempoEntries``): the only number a beat changes, so the record itself stays clean
    ///   in the cache and is never written back to memory.
    /// - Parameter checksTarget: whether this beat checks that the target is still wanted (see
    ///   ``TargetSweep``); `false` is returned if it is not.
    /// - Parameter kind: the record's own ``kind``, which the caller has read: a run of records of
    ///   one kind passes it as a constant, so the easing is evaluated without a dispatch.
    /// - Parameter tail: where the entry's tail is (the tempo's tail slots and the entry's index),
    ///   read only if the leg ``hasTail``.
    /// - Parameter writer: where a write that does not store in place finds the lane's accessor.
    @inline(__always)
    @inlinable public mutating func beat(_ timestamp: TimeInterval, kind: EasingKind, lastBeat: inout TimeInterval, checksTarget: Bool,
                       tail: LegClock.TailSlot, writer: LaneWriter) -> Bool {
        assert(kind == self.kind, "a leg is eased by its own kind")
        if timestamp < lastBeat { return true }
        // ``value(at:kind:checksTarget:)`` spelled out: going through the optional it returns costs
        // this loop, the commonest, 4 more instructions per motion (callgrind, `beat-count`).
        if checksTarget, !TargetCheck.isWanted(target) { return false }
        guard let fraction = tail.fraction(at: timestamp, anchorBeat: anchorBeat, duration: duration, hasTail: hasTail) else {
            return false
        }
        let value = leg.value(eased: kind.value(atFraction: fraction, duration: duration))
        guard value.isFinite else { return false }
        // Recorded before writing: a target setter may withdraw this leg, after which the beat must
        // not touch it.
        lastBeat = timestamp
        store(value, writer: writer)
        return true
    }

    /// ``beat(_:kind:lastBeat:checksTarget:tail:writer:)`` for an additive lane: the leg's value sets the lane's
    /// offset in its property's sum, and the property gets the sum (base plus every running
    /// offset), as the motion's own path computes them. A sum that is not finite goes to the motion,
    /// before anything changes.
    /// - Parameter share: the lane's share of the sum, kept by the tempo beside the record.
    @inline(__always)
    @inlinable public mutating func beat(_ timestamp: TimeInterval, kind: EasingKind, lastBeat: inout TimeInterval, checksTarget: Bool,
                       tail: LegClock.TailSlot, writer: LaneWriter,
                       share: UnsafeMutablePointer<Share>) -> Bool {
        assert(kind == self.kind, "a leg is eased by its own kind")
        if timestamp < lastBeat { return true }
        guard let value = value(at: timestamp, kind: kind, checksTarget: checksTarget, tail: tail) else { return false }
        let offset = share.pointee.weight * (value - share.pointee.start)
        let totals = share.pointee.totals
        // The motion's own `replaceOffset`, committed only if the sum is finite.
        let replaced = totals.pointee.replacingOffset(share.pointee.offset, with: offset)
        guard replaced.value.isFinite else { return false }
        totals.pointee.offsets = replaced.offsets
        share.pointee.offset = offset
        lastBeat = timestamp
        store(replaced.value, writer: writer)
        return true
    }

    /// The leg's value at a beat, or `nil` when the beat needs the motion.
    @inline(__always)
    @inlinable func value(at timestamp: TimeInterval, kind: EasingKind, checksTarget: Bool, tail: LegClock.TailSlot) -> Double? {
        if checksTarget, !TargetCheck.isWanted(target) { return nil }
        guard let fraction = tail.fraction(at: timestamp, anchorBeat: anchorBeat, duration: duration, hasTail: hasTail) else {
            return nil
        }
        let value = leg.value(eased: kind.value(atFraction: fraction, duration: duration))
        return value.isFinite ? value : nil
    }

    /// Stores a finite value: in place, or through the lane's accessor.
    @inline(__always)
    @inlinable mutating func store(_ value: Double, writer: LaneWriter) {
        if !inPlace.storeInPlace(value, into: target) { writeThroughAccessor(value, writer: writer) }
    }

    /// Writes through the lane's accessor in the entry's slot, borrowed for the call as the record is
    /// (neither is retained), or, for a leg without one there, through its motion's
    /// (``writeWithoutAccess(_:writer:)``).
    ///
    /// The setter a write runs may withdraw the leg, and its slot with it: the closure stays alive
    /// all the same, held by the motion's property (and the motion by the tempo until the beat ends).
    @inline(never) @usableFromInline
    mutating func writeThroughAccessor(_ value: Double, writer: LaneWriter) {
        guard hasAccess else { return writeWithoutAccess(value, writer: writer) }
        write(value, through: &writer.accesses[writer.index])
    }

    /// The write of a leg without the accessor in its slot: its first, through the accessor its
    /// motion holds, which tells where the value lives (and the motion, if it is not in place, so
    /// that its later legs come with their accessors); or, for a leg that learned so, through the
    /// accessor it takes from the motion into the slot now. Apart from the writes that have it, which
    /// then save and restore fewer registers.
    @inline(never) @usableFromInline
    mutating func writeWithoutAccess(_ value: Double, writer: LaneWriter) {
        let motion = writer.motion
        guard inPlace.isThroughAccessor else {
            if inPlace.storeThroughAccessor(value, into: target, access: motion.laneAccess()) { motion.laneIsNotInPlace() }
            return
        }
        (writer.accesses + writer.index).initialize(to: Access(body: motion.laneAccess()))
        hasAccess = true
        write(value, through: &writer.accesses[writer.index])
    }

    /// The write itself, the accessor passed `inout`: so the call borrows it rather than copying it
    /// out of its slot (a retain and a release of its context every time).
    @inline(__always)
    @inlinable mutating func write(_ value: Double, through access: inout Access) {
        inPlace.storeThroughAccessor(value, into: target, access: access.body)
    }

    /// Whether the leg learned, on its first write, that its lane is not stored in place.
    @inlinable public var writesThroughAccessor: Bool { inPlace.isThroughAccessor }

    /// Whether beats store the value in place (for tests).
    @inlinable public var storesInPlace: Bool { inPlace.isInPlace }
}
