import Foundation

/// What a tempo needs to move a motion by itself while the motion is simply moving within one leg
/// and has nothing to report per beat.
///
/// A motion hands its tempo a steady leg at the end of a beat when no boundary is near and no
/// `updated` callback is set; the tempo then computes the following beats from this compact record,
/// stored contiguously in its beat list, without calling the motion. Any beat the record cannot
/// handle exactly (one that reaches the leg's end, a non-finite easing value, or a dropped target,
/// see ``TargetCheck``) goes to the motion, and every control call on the motion withdraws the record
/// first. The arithmetic is the motion's own, so values are identical either way.
@_spi(Kernel) public struct SteadyLeg {
    /// The clock's anchor beat and the leg's duration, and, beside the record when ``hasTail``, the
    /// rest of its ``LegClock`` (as an eased leg keeps them).
    public let anchorBeat: TimeInterval
    public let duration: TimeInterval
    /// Whether the target is still wanted, checked every ``TargetCheck/interval``.
    @usableFromInline var targetCheck: TargetCheck
    /// The latest beat handled here; the motion reads it back when it needs its own state.
    public var lastBeat: TimeInterval
    /// Valid while the motion runs: the motion holds the target strongly until it withdraws this.
    public let target: TargetPointer
    /// The leg's law, evaluated as the motion's own beats evaluate it.
    public let evaluator: LegEvaluator
    /// Whether the leg is a reverse leg.
    public let reverse: Bool
    /// Whether the clock is not plain: its other four numbers are in the tempo's tail slot for the
    /// entry (see ``LegClock/isPlain``).
    public let hasTail: Bool
    /// Where the single lane's target keeps its value, learned on the leg's first write.
    @usableFromInline var inPlace = InPlaceStore()
    /// What a beat writes.
    public let writes: Writes
    /// The additive share of a single lane, if the motion is additive: kept here, with its offset, so
    /// a beat touches its sum's totals but not the motion's buffer. The motion reads the offset back
    /// when it syncs (the engine's `PropertyLanes.adoptSingleOffset(_:)`).
    public var share: Share?

    /// The lanes a beat writes. One of the two, not both: the record is read on every beat, so its
    /// size is memory traffic.
    public enum Writes {
        /// A copy of the only lane of a single-property motion, kept here in the tempo's contiguous
        /// list so a beat does not fetch it from the motion's own buffer.
        case single(Lane)
        /// The motion's lanes, and their additive shares if any.
        case lanes(LaneList)
    }

    /// What the motion reads back when it takes its beats over again.
    public struct Progress {
        /// The latest beat the leg handled.
        public let lastBeat: TimeInterval
        /// The additive offset of a single additive lane at that beat.
        public let offset: Double?

        /// Progress as given.
        @inlinable public init(lastBeat: TimeInterval, offset: Double?) {
            self.lastBeat = lastBeat
            self.offset = offset
        }
    }

    /// The leg's progress.
    @inlinable public var progress: Progress { Progress(lastBeat: lastBeat, offset: share?.offset) }

    /// A single lane's additive share, as a steady leg carries it.
    public struct Share {
        /// The sum the lane's offset is in.
        public let totals: UnsafeMutablePointer<AdditiveSum.Totals>
        /// The lane's weighting.
        public let weight: Double
        /// weight × (own value − start) at ``SteadyLeg/lastBeat``, included in the totals.
        public var offset: Double

        /// A share as given.
        @inlinable public init(totals: UnsafeMutablePointer<AdditiveSum.Totals>, weight: Double, offset: Double) {
            self.totals = totals
            self.weight = weight
            self.offset = offset
        }
    }

    /// A leg of a clock, from `lastBeat`, writing `writes` (with a single lane's additive `share`).
    @inlinable public init(clock: LegClock, reverse: Bool, lastBeat: TimeInterval, target: TargetPointer,
                           evaluator: LegEvaluator, writes: Writes, share: Share?) {
        self.anchorBeat = clock.anchorBeat
        self.duration = clock.duration
        self.hasTail = !clock.isPlain
        self.reverse = reverse
        self.targetCheck = TargetCheck(after: lastBeat)
        self.target = target
        self.evaluator = evaluator
        self.writes = writes
        self.share = share
        self.lastBeat = lastBeat
    }

    /// Writes the values for a beat and returns `true`, or returns `false` (changing nothing) when
    /// the beat needs the motion. A beat earlier than the last one is ignored, as the motion would.
    /// - Parameter tail: where the entry's tail is, read only if the leg ``hasTail``.
    @inlinable @inline(__always)
    public mutating func beat(_ timestamp: TimeInterval, tail: LegClock.TailSlot) -> Bool {
        if timestamp < lastBeat { return true }
        guard targetCheck.passes(at: timestamp, target: target),
              let fraction = tail.fraction(at: timestamp, anchorBeat: anchorBeat, duration: duration, hasTail: hasTail) else {
            return false
        }
        switch evaluator.sample(atFraction: fraction, duration: duration) {
        case .spring(let even, let odd, let decayRate):
            // Recorded before writing: a target setter may withdraw this leg, after which the beat
            // must not touch it.
            lastBeat = timestamp
            switch writes {
            case .single(let lane): put(lane.springValue(even: even, odd: odd, decayRate: decayRate), lane: lane)
            case .lanes(let lanes): lanes.writeSpring(even: even, odd: odd, decayRate: decayRate, to: target)
            }
        case .eased(let eased):
            guard eased.isFinite else { return false }
            lastBeat = timestamp
            switch writes {
            case .single(let lane): put(lane.value(eased: eased, reverse: reverse), lane: lane)
            case .lanes(let lanes): lanes.write(eased: eased, reverse: reverse, to: target)
            }
        }
        return true
    }

    /// Moves the only lane to `value`: stores it, or, with an additive share, sets the share's offset
    /// (before writing: the target's setter may withdraw this leg) and stores base plus offsets.
    @inlinable @inline(__always)
    mutating func put(_ value: Double, lane: Lane) {
        // A non-finite value takes the plain write's replacement and leaves the sum as it was.
        guard value.isFinite else { return lane.write(target, value) }
        guard var share else { return store(value, lane: lane) }
        let offset = share.weight * (value - lane.start)
        let total = share.totals.pointee.replaceOffset(share.offset, with: offset)
        share.offset = offset
        self.share = share
        store(total, lane: lane)
    }

    /// Stores `value` in place when the lane's target keeps it there and it is finite; otherwise
    /// writes it through the lane (which replaces a non-finite value).
    @inlinable @inline(__always)
    mutating func store(_ value: Double, lane: Lane) {
        guard value.isFinite else { return lane.write(target, value) }
        if !inPlace.storeInPlace(value, into: target) { writeThroughAccessor(value, access: lane.access) }
    }

    /// Writes through the lane's accessor (see ``InPlaceStore/storeThroughAccessor(_:into:access:)``).
    @inline(never) @usableFromInline
    mutating func writeThroughAccessor(_ value: Double, access: PropertyAccessBody) {
        inPlace.storeThroughAccessor(value, into: target, access: access)
    }

    /// Whether the single lane's beats store the value in place (for tests).
    public var storesInPlace: Bool { inPlace.isInPlace }
}
