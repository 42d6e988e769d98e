import Foundation
@_spi(Kernel) import MotionKernel

/// The per-run, per-property numbers a motion writes on each beat: one lane inline, or more in a
/// manually managed buffer.
///
/// The lanes are filled when movement begins (start values resolved, deltas computed) and then only
/// read, so a beat does no allocation, no dictionary or string work, and no exclusivity bookkeeping: a
/// target setter that re-enters the motion cannot trip an access conflict. The type is not generic,
/// so the per-beat loop needs no generic metadata even when the motion's code is not specialized.
/// Noncopyable, like its buffers: the memory goes with the lanes' one owner.
struct PropertyLanes: ~Copyable, Sendable {
    /// The lanes of a motion of two or more properties as a ``LaneList`` (a steady leg keeps a copy of a
    /// single lane instead; see ``withSpan(_:)`` for lanes of any count).
    var span: LaneList {
        assert(one == nil, "a single inline lane has no span of its own")
        return LaneList(base: rare?.lanes.base, count: rare?.lanes.count ?? 0, additive: additiveShares)
    }

    /// Calls `body` with the lanes as a ``LaneList``: the buffer's, or, for a single inline lane, a copy
    /// on the stack, which a target setter that refills the lanes during `body` cannot change.
    @inline(__always)
    func withSpan<Result>(_ body: (LaneList) -> Result) -> Result {
        guard var copy = one else { return body(span) }
        return withUnsafeMutablePointer(to: &copy) { body(LaneList(base: $0, count: 1, additive: additiveShares)) }
    }

    /// The only lane of a motion of one property, inline, in the lanes' own bytes: no allocation
    /// (40 bytes, 48 taken) for it. `nil` when the lanes are in the rare box's buffer (a motion of
    /// two or more properties, see ``RareLanes``) or there are none. Once the lanes have needed the
    /// buffer, they stay in it.
    ///
    /// Lanes are written in loops that call target setters, which may restart the motion and refill
    /// its lanes: the buffer's memory is never freed before the lanes end, so such a loop reads
    /// allocated memory, and a single inline lane is copied before it is written.
    ///
    /// Unchecked for sendability as the buffer is: only the isolation domain that runs the motion
    /// touches the lanes.
    nonisolated(unsafe) private(set) var one: Lane?
    /// The lanes of two or more properties, and the timed lanes and additive shares, made when
    /// any of them first holds something (see ``RareLanes``). Kept apart so that the common lanes
    /// stay small.
    private(set) var rare: RareLanes?

    /// The lane at `index` (below ``count``), copied.
    @inline(__always)
    func stored(at index: Int) -> Lane {
        one ?? rare.unsafelyUnwrapped.lanes[index]
    }

    /// The box, made if there is none yet.
    private mutating func rareLanes() -> RareLanes {
        if let rare { return rare }
        let made = RareLanes()
        rare = made
        return made
    }

    /// The box with timed lanes and additive shares, made if there is none yet: it takes over
    /// the lanes of the smaller box, if there is one.
    private mutating func laneExtras() -> RareLanes.WithExtras {
        if let extras = rare?.extras { return extras }
        let made = RareLanes.WithExtras(takingLanesOf: rare)
        rare = made
        return made
    }
    /// Whether the lanes are one, inline (for tests).
    var hasInlineLane: Bool { one != nil }
    /// Whether the box of several lanes has been made (for tests).
    var hasRareLanes: Bool { rare != nil }
    /// Whether the box of timed lanes and additive shares has been made (for tests).
    var hasLaneExtras: Bool { rare?.extras != nil }
    /// The additive shares, when the lanes have any: `nil` for plain lanes.
    private var additiveShares: UnsafeMutablePointer<AdditiveLane>? {
        guard let extras = rare?.extras, extras.additive.count > 0 else { return nil }
        return extras.additive.base
    }
    /// The number of additive shares: 0, or one per lane.
    var additiveCount: Int { rare?.extras?.additive.count ?? 0 }
    /// Whether writes set offsets in additive sums instead of storing values.
    var isAdditive: Bool { additiveCount > 0 }

    /// The number of properties.
    var count: Int { one == nil ? rare?.lanes.count ?? 0 : 1 }

    /// Makes writes additive with `weight`, lane `i` contributing to `sums[i]` from an offset of 0,
    /// or plain with `nil`. The caller keeps the sums alive while the lanes refer to them.
    mutating func setAdditive(weight: Double?, sums: [AdditiveSum] = []) {
        // Emptied, not freed: a write loop still running may hold the memory (see `one`).
        rare?.extras?.additive.removeAll(keepingCapacityFor: 0)
        guard let weight, sums.count == count, !sums.isEmpty else { return }
        let extras = laneExtras()
        extras.additive.reserve(count)
        for sum in sums {
            sum.totals.pointee.contributors += 1
            extras.additive.append(AdditiveLane(offset: 0, folded: 0, weight: weight, totals: sum.totals))
        }
    }

    /// Ends the lanes' part in their sums: each current offset moves into its sum's base, so the
    /// property keeps its value, and is remembered for ``takeOutAdditive(from:)``.
    func endAdditive() {
        guard let shares = additiveShares else { return }
        for index in 0..<additiveCount {
            let share = shares + index
            let totals = share.pointee.totals
            totals.pointee.base += share.pointee.offset
            totals.pointee.offsets -= share.pointee.offset
            totals.pointee.contributors -= 1
            share.pointee.folded += share.pointee.offset
            share.pointee.offset = 0
        }
    }

    /// Takes the offsets that ``endAdditive()`` kept back out of the properties (a reset): from the
    /// sum's base while other motions still run on the property, else from the value it holds.
    func takeOutAdditive(from target: TargetPointer) {
        guard let shares = additiveShares else { return }
        withSpan { span in
            guard let base = span.base else { return }
            for index in 0..<min(additiveCount, span.count) {
                let share = shares + index
                let folded = share.pointee.folded
                guard folded != 0 else { continue }
                share.pointee.folded = 0
                let totals = share.pointee.totals
                if totals.pointee.contributors > 0 {
                    totals.pointee.base -= folded
                    base[index].write(target, totals.pointee.base + totals.pointee.offsets)
                } else {
                    let current = target.withObject { base[index].access($0, .read) }
                    base[index].write(target, current - folded)
                }
            }
        }
    }

    /// Resolves start values (reading omitted ones from `target`) and sanitizes non-finite numbers.
    /// With an `offset`, every property ends `offset` (times its share, when `offsetShares` has one)
    /// away from where it starts (physics); otherwise
    /// at its own end value, or at its start when it has none. `towardEnd` adds a velocity towards
    /// each end (see ``SpringLaw/towardEnd``). `timed` gives a lane a law of its own from its index,
    /// resolved start and end value (see ``MoveableLaw/timedLanes``); such a lane ends where that law
    /// rests.
    /// - Returns: the lanes' own laws, by lane (`nil` for a lane without one), or empty when no lane
    ///   has one: the motion keeps them (see ``Motion/timedLanes``).
    @inline(__always) @discardableResult
    mutating func fill<Target: AnyObject>(from properties: MotionProperties, target: Target, offset: Double? = nil,
                                          offsetShares: [Double] = [], velocities: [Double] = [],
                                          towardEnd: (absolute: Double, normalized: Double) = (0, 0),
                                          timed: TimedLaneMaker? = nil) -> [TimedLane?] {
        properties.withBuffer {
            fill(from: $0, target: target as AnyObject, offset: offset, offsetShares: offsetShares,
                 velocities: velocities, towardEnd: towardEnd, timed: timed)
        }
    }

    /// ``fill(from:target:offset:offsetShares:velocities:towardEnd:timed:)`` on the properties'
    /// non-generic form: this code is compiled once, for every target type, instead of running
    /// unspecialized.
    private mutating func fill(from properties: ElementList<PropertyData<AnyObject>>, target: AnyObject, offset: Double?,
                               offsetShares: [Double], velocities: [Double],
                               towardEnd: (absolute: Double, normalized: Double),
                               timed: TimedLaneMaker?) -> [TimedLane?] {
        _ = MotionDiagnostics.reportsNonFiniteWrites
        var timedLanes: [TimedLane?] = []
        // One property, and lanes that never needed the buffer: the lane inline.
        if properties.count == 1, (rare?.lanes.capacity ?? 0) == 0 {
            let (lane, timedLane) = Self.lane(properties, 0, target: target, offset: offset, offsetShares: offsetShares,
                                           velocities: velocities, towardEnd: towardEnd, timed: timed)
            one = lane
            if let timedLane { timedLanes.append(timedLane) }
            return timedLanes
        }
        one = nil
        rareLanes().lanes.removeAll(keepingCapacityFor: properties.count)
        for index in 0..<properties.count {
            let (lane, timedLane) = Self.lane(properties, index, target: target, offset: offset, offsetShares: offsetShares,
                                           velocities: velocities, towardEnd: towardEnd, timed: timed)
            if let timedLane {
                while timedLanes.count < index { timedLanes.append(nil) }
                timedLanes.append(timedLane)
            }
            rare.unsafelyUnwrapped.lanes.append(lane)
        }
        return timedLanes
    }

    /// The lane of property `index`: its start resolved (read from the target when omitted) and
    /// sanitized, its end and velocity as ``fill(from:target:offset:offsetShares:velocities:towardEnd:timed:)``
    /// says, and its own law when `timed` gives it one.
    private static func lane(_ properties: ElementList<PropertyData<AnyObject>>, _ index: Int, target: AnyObject,
                             offset: Double?, offsetShares: [Double], velocities: [Double],
                             towardEnd: (absolute: Double, normalized: Double),
                             timed: TimedLaneMaker?)
        -> (Lane, TimedLane?) {
        // Through a buffer, with a plain index, on the properties' non-generic form (see
        // ``PropertyData/erased(_:)``), where each access is a plain load: generic over the target
        // and unspecialized, `enumerated()`, `indices`, the array's subscript and
        // `withUnsafeBufferPointer` would look up generic metadata and call generic witnesses at
        // every beginning of a run (thousands of instructions a motion). The buffer is the caller's copy (see
        // ``MotionProperties/withBuffer(_:)``), so a target getter that changes the motion's
        // properties cannot free it.
        // Fields, not a copy of the property: copying one would look up the metadata of its
        // name and accessor types to release the copy.
        let access = properties[index].accessor.body, bound = properties[index].end
        let start = properties[index].start ?? access(target, .read)
        let share = index < offsetShares.count ? offsetShares[index] : 1
        let requested = offset.map { start + $0 * share } ?? bound ?? start
        let span = Self.span(from: start, to: requested, of: properties[index].path)
        let delta = span.end - span.start
        var velocity = index < velocities.count && velocities[index].isFinite ? velocities[index] : 0
        if delta != 0 { velocity += towardEnd.absolute * (delta > 0 ? 1 : -1) + towardEnd.normalized * delta }
        if let timed, let timedLane = timed(index, span.start, bound) {
            let rest = timedLane.restValue
            return (Lane(start: span.start, end: rest.isFinite ? rest : span.start, velocity: 0, access: access), timedLane)
        }
        return (Lane(start: span.start, end: span.end, velocity: velocity, access: access), nil)
    }

    /// A lane's span from `start` (given, or read from the target) to the `requested` end, made
    /// finite: an end that is not finite is the start; a start that is not finite (read from the
    /// target) is the end, or 0; a span whose length overflows holds the start. Each replacement of a
    /// given or read number is reported, naming the property by `path`.
    static func span(from start: Double, to requested: Double, of path: @autoclosure () -> String) -> LaneSpan {
        var start = start
        let end = requested.isFinite ? requested : start
        if !start.isFinite {
            MotionDiagnostics.logger.report(.warning, "'\(path())' reads \(start) from the target; starting from the end value \(end)")
            start = end.isFinite ? end : 0
        }
        guard (end - start).isFinite else {
            MotionDiagnostics.logger.report(.warning, "'\(path())' range \(start)…\(end) overflows; the property holds its start value")
            return LaneSpan(start: start, end: start)
        }
        return LaneSpan(start: start, end: end - start == 0 ? start : end)
    }

    /// Lanes of one property, `lane`, inline, with the box `box` (see ``takeBox()``).
    init(single lane: Lane, box: RareLanes? = nil) {
        _ = MotionDiagnostics.reportsNonFiniteWrites
        one = lane
        rare = box
    }

    /// No lanes yet.
    init() {}

    /// Takes the box out of the lanes, leaving them with their inline lane alone: the box of a
    /// single additive lane waits in the motion while its run record is given back (see
    /// ``RunRecord``).
    mutating func takeBox() -> RareLanes? {
        defer { rare = nil }
        return rare
    }

    /// The only lane's additive share, for a steady leg to carry, when there is exactly one lane and
    /// it is additive.
    var singleShare: SteadyLeg.Share? {
        guard count == 1, additiveCount == 1, let share = additiveShares else { return nil }
        return SteadyLeg.Share(totals: share.pointee.totals, weight: share.pointee.weight, offset: share.pointee.offset)
    }

    /// The only lane's additive share, for an eased leg: with the lane's start, from which its offset
    /// is measured.
    var singleEasedShare: EasedLeg.Share? {
        // `stored(at:)` rather than `single`, as in ``write(eased:reverse:to:)``.
        guard let share = singleShare, count == 1 else { return nil }
        let lane = stored(at: 0)
        return EasedLeg.Share(totals: share.totals, weight: share.weight, start: lane.start, offset: share.offset)
    }

    /// Takes back the offset that a steady leg carrying the only lane's share has reached.
    func adoptSingleOffset(_ offset: Double) {
        guard additiveCount == 1, let own = additiveShares else { return }
        own.pointee.offset = offset
    }
}
