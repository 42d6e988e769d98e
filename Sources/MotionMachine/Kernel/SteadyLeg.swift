import Foundation
@_spi(Kernel) import MotionKernel

/// What a tempo needs to move a motion by itself while the motion is simply moving within one leg
/// and has nothing to report per beat.
///
/// A motion hands its tempo a steady leg at the end of a beat when no boundary is near and no
/// `updated` callback is set; the tempo then computes the following beats from this compact record,
/// stored contiguously in its beat list, without calling the motion. Any beat the record cannot
/// handle exactly (one that reaches the leg's end, a non-finite easing value, or a dropped target,
/// see ``TargetCheck``) goes to the motion, and every control call on the motion withdraws the record
/// first. The arithmetic is the motion's own, so values are identical either way.
struct SteadyLeg {
    /// The clock's anchor beat and the leg's duration, and, beside the record when ``hasTail``, the
    /// rest of its ``LegClock`` (as an ``EasedLeg`` keeps them).
    let anchorBeat: TimeInterval
    let duration: TimeInterval
    /// Whether the target is still wanted, checked every ``TargetCheck/interval``.
    private var targetCheck: TargetCheck
    /// The latest beat handled here; the motion reads it back when it needs its own state.
    private(set) var lastBeat: TimeInterval
    /// Valid while the motion runs: the motion holds the target strongly until it withdraws this.
    let target: TargetPointer
    /// The leg's law, evaluated as the motion's own beats evaluate it.
    let evaluator: LegEvaluator
    /// Whether the leg is a reverse leg.
    let reverse: Bool
    /// Whether the clock is not plain: its other four numbers are in the tempo's tail slot for the
    /// entry (see ``LegClock/isPlain``).
    let hasTail: Bool
    /// Where the single lane's target keeps its value, learned on the leg's first write.
    private var inPlace = InPlaceStore()
    /// What a beat writes.
    let writes: Writes
    /// The additive share of a single lane, if the motion is additive: kept here, with its offset, so
    /// a beat touches its sum's totals but not the motion's buffer. The motion reads the offset back
    /// when it syncs (see ``PropertyLanes/adoptSingleOffset(_:)``).
    private(set) var share: Share?

    /// The lanes a beat writes. One of the two, not both: the record is read on every beat, so its
    /// size is memory traffic.
    enum Writes {
        /// A copy of the only lane of a single-property motion, kept here in the tempo's contiguous
        /// list so a beat does not fetch it from the motion's own buffer.
        case single(PropertyLanes.Lane)
        /// The motion's lanes, and their additive shares if any.
        case lanes(PropertyLanes.Span)
    }

    /// What the motion reads back when it takes its beats over again.
    struct Progress {
        /// The latest beat the leg handled.
        let lastBeat: TimeInterval
        /// The additive offset of a single additive lane at that beat.
        let offset: Double?
    }

    /// The leg's progress.
    var progress: Progress { Progress(lastBeat: lastBeat, offset: share?.offset) }

    /// A single lane's additive share, as a steady leg carries it.
    struct Share {
        let totals: UnsafeMutablePointer<AdditiveSum.Totals>
        let weight: Double
        /// weight × (own value − start) at ``SteadyLeg/lastBeat``, included in the totals.
        var offset: Double
    }

    init(clock: LegClock, reverse: Bool, lastBeat: TimeInterval, target: TargetPointer, evaluator: LegEvaluator,
         lanes: borrowing PropertyLanes) {
        self.anchorBeat = clock.anchorBeat
        self.duration = clock.duration
        self.hasTail = !clock.isPlain
        self.reverse = reverse
        self.targetCheck = TargetCheck(after: lastBeat)
        self.target = target
        self.evaluator = evaluator
        if let single = lanes.single {
            self.writes = .single(single)
            self.share = lanes.singleShare
        } else {
            self.writes = .lanes(lanes.span)
            self.share = nil
        }
        self.lastBeat = lastBeat
    }

    /// Writes the values for a beat and returns `true`, or returns `false` (changing nothing) when
    /// the beat needs the motion. A beat earlier than the last one is ignored, as the motion would.
    /// - Parameter tail: where the entry's tail is, read only if the leg ``hasTail``.
    @inline(__always)
    mutating func beat(_ timestamp: TimeInterval, tail: LegClock.TailSlot) -> Bool {
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
    @inline(__always)
    private mutating func put(_ value: Double, lane: PropertyLanes.Lane) {
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
    @inline(__always)
    private mutating func store(_ value: Double, lane: PropertyLanes.Lane) {
        guard value.isFinite else { return lane.write(target, value) }
        if !inPlace.storeInPlace(value, into: target) { writeThroughAccessor(value, access: lane.access) }
    }

    /// Writes through the lane's accessor (see ``InPlaceStore/storeThroughAccessor(_:into:access:)``).
    @inline(never)
    private mutating func writeThroughAccessor(_ value: Double, access: PropertyAccessBody) {
        inPlace.storeThroughAccessor(value, into: target, access: access)
    }

    /// Whether the single lane's beats store the value in place (for tests).
    var storesInPlace: Bool { inPlace.isInPlace }
}
