import Foundation

/// The per-run, per-property numbers a motion writes on each beat, kept in one manually managed
/// buffer.
///
/// The buffer is filled when movement begins (start values resolved, deltas computed) and then only
/// read, so a beat does no allocation, no dictionary or string work, and no exclusivity bookkeeping: a
/// target setter that re-enters the motion cannot trip an access conflict. The type is not generic,
/// so the per-beat loop needs no generic metadata even when the motion's code is not specialized.
/// The owner calls ``deallocate()`` once, when it is done with the lanes.
struct PropertyLanes: Sendable {
    struct Lane {
        var start: Double
        var end: Double
        /// The initial velocity of a spring's forward leg (0 otherwise).
        var velocity: Double
        let access: PropertyAccessBody

        /// end − start, computed rather than stored so a lane (and a steady leg holding one) stays
        /// small; `fill` makes the end equal the start when the span is not finite.
        @inline(__always)
        var delta: Double { end - start }

        /// Writes `value`, or, when it is not finite (a law or a span that overflows), a finite
        /// replacement: the end value for NaN, the largest finite value of the same sign for ±∞.
        /// Every write path (the motion's own, steady legs, additive) goes through here, so no target
        /// ever receives a non-finite number.
        @inline(__always)
        func write(_ target: Unmanaged<AnyObject>, _ value: Double) {
            let finite = value.isFinite ? value : replacement(for: value)
            target._withUnsafeGuaranteedRef { _ = access($0, .write(finite)) }
        }

        @inline(never)
        private func replacement(for value: Double) -> Double {
            let replacement = value.isNaN ? (end.isFinite ? end : 0)
                : value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude
            MotionDiagnostics.noteNonFiniteWrite(value, replacedBy: replacement)
            return replacement
        }

        /// start + Δ·eased on a forward leg, end − Δ·eased on a reverse leg.
        @inline(__always)
        func value(eased: Double, reverse: Bool) -> Double {
            reverse ? end - delta * eased : start + delta * eased
        }

        /// A spring's forward leg: end + x₀·even + (v₀ + a·x₀)·odd, with x₀ = start − end.
        @inline(__always)
        func springValue(even: Double, odd: Double, decayRate: Double) -> Double {
            end - delta * even + (velocity - decayRate * delta) * odd
        }
    }

    /// The lanes without ownership or additive bookkeeping: what a steady leg keeps (two words), valid
    /// while the motion that owns the lanes runs. Steady legs are never additive or bounded.
    struct Span {
        let base: UnsafeMutablePointer<Lane>?
        let count: Int

        /// Writes start + Δ·eased on a forward leg, end − Δ·eased on a reverse leg.
        @inline(__always)
        func write(eased: Double, reverse: Bool, to target: Unmanaged<AnyObject>) {
            guard let base else { return }
            for index in 0..<count { base[index].write(target, base[index].value(eased: eased, reverse: reverse)) }
        }

        /// Writes a spring's forward leg.
        @inline(__always)
        func writeSpring(even: Double, odd: Double, decayRate: Double, to target: Unmanaged<AnyObject>) {
            guard let base else { return }
            for index in 0..<count {
                base[index].write(target, base[index].springValue(even: even, odd: odd, decayRate: decayRate))
            }
        }
    }

    /// The lanes as a ``Span``.
    var span: Span { Span(base: lanes.base, count: lanes.count) }

    // Lanes are written in loops that call target setters, which may restart the motion and refill
    // its lanes: memory is never freed before `deallocate()`, so such a loop reads allocated memory.
    private var lanes = ManualBuffer<Lane>(keepsRetiredMemory: true)
    /// Physics launches that bounce between bounds, by lane (`nil` for the others). Kept apart from
    /// the lanes so that the common lanes stay small; empty unless some lane bounces.
    private var launches = ManualBuffer<BoundedLaunch?>(keepsRetiredMemory: true)
    /// Whether some lane bounces between bounds (such lanes are played by time, not by easing).
    var hasBoundedLanes: Bool { launches.count > 0 }
    /// For an additive motion, the value each lane last moved to on its own; empty otherwise.
    private var additiveLast = ManualBuffer<Double>(keepsRetiredMemory: true)
    /// The share of each own change an additive motion adds to the property.
    private var additiveWeight = 1.0
    /// Whether writes add weighted changes to the current values instead of storing values.
    var isAdditive: Bool { additiveLast.count > 0 }

    /// The number of properties.
    var count: Int { lanes.count }

    /// Frees the lanes; the owner calls it once, when it is done.
    mutating func deallocate() {
        lanes.deallocate()
        launches.deallocate()
        additiveLast.deallocate()
    }

    /// Makes writes additive with `weight` (each lane's own value starts at its start), or plain
    /// with `nil`.
    mutating func setAdditive(weight: Double?) {
        // Emptied, not freed: a write loop still running may hold the memory (see `lanes`).
        additiveLast.removeAll(keepingCapacityFor: weight == nil ? 0 : lanes.count)
        guard let weight else { return }
        additiveWeight = weight
        for index in 0..<lanes.count { additiveLast.append(lanes[index].start) }
    }

    /// Moves lane `index` to `value`: stores it, or, for an additive motion, adds the weighted change
    /// since the lane's last value to what the property holds now.
    @inline(__always)
    private func put(_ base: UnsafeMutablePointer<Lane>, _ index: Int, _ value: Double, _ target: Unmanaged<AnyObject>) {
        guard additiveLast.count > index, let last = additiveLast.base else { return base[index].write(target, value) }
        let change = additiveWeight * (value - last[index])
        last[index] = value
        guard change != 0 else { return }
        let current = target._withUnsafeGuaranteedRef { base[index].access($0, .read) }
        base[index].write(target, current + change)
    }

    /// Resolves start values (reading omitted ones from `target`) and sanitizes non-finite numbers.
    /// With an `offset`, every property ends `offset` away from where it starts (physics); otherwise
    /// at its own end value, or at its start when it has none.
    mutating func fill<Target: AnyObject>(from properties: [PropertyData<Target>], target: Target, offset: Double? = nil,
                                          velocities: [Double] = [],
                                          bounce: ((_ start: Double, _ bounds: ClosedRange<Double>) -> BoundedLaunch)? = nil) {
        lanes.removeAll(keepingCapacityFor: properties.count)
        launches.removeAll(keepingCapacityFor: 0)
        for (index, property) in properties.enumerated() {
            var start = property.start ?? property.accessor.read(target)
            let requested = offset.map { start + $0 } ?? property.end ?? start
            let end = requested.isFinite ? requested : start
            if !start.isFinite {
                MotionDiagnostics.logger.warning("'\(property.path)' reads \(start) from the target; starting from the end value \(end)")
                start = end.isFinite ? end : 0
            }
            var delta = end - start
            if !delta.isFinite {
                MotionDiagnostics.logger.warning("'\(property.path)' range \(start)…\(end) overflows; the property holds its start value")
                delta = 0
            }
            let velocity = index < velocities.count && velocities[index].isFinite ? velocities[index] : 0
            if let bounce, let bound = property.end, bound.isFinite {
                let launch = bounce(start, min(start, bound)...max(start, bound))
                while launches.count < index { launches.append(nil) }
                launches.append(launch)
                lanes.append(Lane(start: start, end: launch.restValue, velocity: 0,
                                  access: property.accessor.body))
                continue
            }
            lanes.append(Lane(start: start, end: delta == 0 ? start : end, velocity: velocity,
                              access: property.accessor.body))
        }
    }

    /// The only lane, when there is exactly one.
    var single: Lane? { lanes.count == 1 ? lanes[0] : nil }

    /// Lane `index`'s resolved start and end, and its initial velocity.
    func lane(at index: Int) -> (start: Double, end: Double, velocity: Double) {
        (lanes[index].start, lanes[index].end, lanes[index].velocity)
    }

    /// Lane `index`'s bounded launch, if it bounces.
    func launch(at index: Int) -> BoundedLaunch? {
        index < launches.count ? launches[index] : nil
    }

    /// The longest time any lane takes to settle on `spring` (forward leg, from its start with its
    /// velocity), and, when `reversing`, on the way back from rest; relative to each lane's own span.
    func settlingTime(on spring: Spring, reversing: Bool) -> Double {
        var longest = 0.0
        for index in 0..<lanes.count {
            let lane = lanes[index]
            longest = max(longest, SpringSolution(spring: spring, displacement: -lane.delta, velocity: lane.velocity)
                .settlingTime(tolerance: Spring.restingDisplacement))
            if reversing {
                longest = max(longest, SpringSolution(spring: spring, displacement: lane.delta, velocity: 0)
                    .settlingTime(tolerance: Spring.restingDisplacement))
            }
        }
        return longest
    }

    /// Writes a spring's forward leg: end + x₀·even + (v₀ + a·x₀)·odd, with x₀ = start − end.
    @inline(__always)
    func writeSpring(even: Double, odd: Double, decayRate: Double, to target: Unmanaged<AnyObject>) {
        guard let base = lanes.base else { return }
        let count = lanes.count
        var index = 0
        while index < count {
            put(base, index, base[index].springValue(even: even, odd: odd, decayRate: decayRate), target)
            index += 1
        }
    }

    /// Writes start + Δ·eased on a forward leg, end − Δ·eased on a reverse leg.
    @inline(__always)
    func write(eased: Double, reverse: Bool, to target: Unmanaged<AnyObject>) {
        guard let base = lanes.base else { return }
        let count = lanes.count
        var index = 0
        while index < count {
            put(base, index, base[index].value(eased: eased, reverse: reverse), target)
            index += 1
        }
    }

    /// Like ``write(eased:reverse:to:)``, with bounded launches played at `time` into a leg of
    /// `duration`, and rewound on a reverse leg so they land exactly on their start.
    func write(eased: Double, reverse: Bool, time: Double, duration: Double, to target: Unmanaged<AnyObject>) {
        guard let base = lanes.base else { return }
        for index in 0..<lanes.count {
            let launch = index < launches.count ? launches[index] : nil
            let value = launch.map { $0.value(at: reverse ? duration - time : time) }
                ?? base[index].value(eased: eased, reverse: reverse)
            put(base, index, value, target)
        }
    }

    /// Writes every start value exactly.
    func writeStart(to target: Unmanaged<AnyObject>) {
        guard let base = lanes.base else { return }
        for index in 0..<lanes.count { put(base, index, base[index].start, target) }
    }

    /// Writes every end value exactly.
    func writeEnd(to target: Unmanaged<AnyObject>) {
        guard let base = lanes.base else { return }
        for index in 0..<lanes.count { put(base, index, base[index].end, target) }
    }
}
