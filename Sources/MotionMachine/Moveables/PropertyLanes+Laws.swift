import Foundation
@_spi(Kernel) import MotionKernel

// What the engine's laws put into a motion's lanes and take from them: the lanes filled from the
// motion's properties (starts read from the target, numbers made finite and reported, each lane's
// own law made), the lanes' own laws played by time, and how long a spring takes to settle on them.

extension PropertyLanes {
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
        refill(count: properties.count) { index in
            let (lane, timedLane) = Self.lane(properties, index, target: target, offset: offset, offsetShares: offsetShares,
                                           velocities: velocities, towardEnd: towardEnd, timed: timed)
            if let timedLane {
                while timedLanes.count < index { timedLanes.append(nil) }
                timedLanes.append(timedLane)
            }
            return lane
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
        // Through an element list, with a plain index, on the properties' non-generic form (see
        // ``PropertyData/erased(_:)``), where each access is a plain load: generic over the target
        // and unspecialized, `enumerated()`, `indices` and the array's own subscript and methods would
        // look up generic metadata and call generic witnesses at every beginning of a run (thousands
        // of instructions a motion). The list lends the caller's copy (see
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

    /// Like ``write(eased:reverse:to:)``, with the lanes' own laws (`timedLane` gives each lane's,
    /// see ``TimedLane``) played at `time` into a leg of `duration`, and rewound on a reverse leg so
    /// they land exactly on their start.
    ///
    /// Each lane's law is asked for as the lane is written, not read from a copy of the list taken
    /// first (a count more and less on every beat): a target setter that refills the lanes replaces
    /// the list whole, and the next lane's law comes from the new one.
    @inline(__always)
    func write(eased: Double, reverse: Bool, time: Double, duration: Double, timedLane: (Int) -> TimedLane?,
               to target: TargetPointer) {
        withSpan { span in
            guard let base = span.base else { return }
            for index in 0..<span.count {
                let value = timedLane(index).map { $0.value(at: reverse ? duration - time : time) }
                    ?? base[index].value(eased: eased, reverse: reverse)
                span.put(index, value, to: target)
            }
        }
    }

    /// The longest time any lane takes to settle on `spring` (forward leg, from its start with its
    /// velocity), and, when `reversing`, on the way back from rest; relative to each lane's own span.
    func settlingTime(on spring: Spring, reversing: Bool) -> Double {
        var longest = 0.0
        for index in 0..<count {
            let lane = stored(at: index)
            longest = max(longest, SpringSolution(spring: spring, displacement: -lane.delta, velocity: lane.velocity)
                .settlingTime(tolerance: Spring.restingDisplacement))
            if reversing {
                longest = max(longest, SpringSolution(spring: spring, displacement: lane.delta, velocity: 0)
                    .settlingTime(tolerance: Spring.restingDisplacement))
            }
        }
        return longest
    }
}
