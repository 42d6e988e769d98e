import Foundation

// Writing the lanes' values into the target on the motion's own path: each beat's eased or spring
// values, and the exact start and end values at a leg's
// boundaries. A single inline lane is written from a copy (see `withSpan(_:)`).

extension PropertyLanes {
    /// Writes a spring's forward leg (see ``LaneList/writeSpring(even:odd:decayRate:to:)``).
    @inline(__always)
    @inlinable public func writeSpring(even: Double, odd: Double, decayRate: Double, to target: TargetPointer) {
        withSpan { $0.writeSpring(even: even, odd: odd, decayRate: decayRate, to: target) }
    }

    /// Writes start + Δ·eased on a forward leg, end − Δ·eased on a reverse leg.
    @inline(__always)
    @inlinable public func write(eased: Double, reverse: Bool, to target: TargetPointer) {
        guard additiveCount == 0 else { return withSpan { $0.write(eased: eased, reverse: reverse, to: target) } }
        // Plain lanes: store each value, with no additive check per lane.
        if one != nil {
            // A copy: a target setter that refills the lanes cannot change it. Through `stored(at:)`,
            // not `if let lane = one`: that binding compiles to a copy through the optional's value
            // witness, whose metadata the runtime makes, allocating, the first time it is needed,
            // which can be in a beat (`allocation-check`, a reversing tween crossing its boundaries).
            let lane = stored(at: 0)
            return lane.write(target, lane.value(eased: eased, reverse: reverse))
        }
        guard let lanes = rare, let base = lanes.lanes.base else { return }
        let count = lanes.lanes.count
        var index = 0
        while index < count {
            base[index].write(target, base[index].value(eased: eased, reverse: reverse))
            index += 1
        }
    }

    /// Writes every start value exactly.
    @inlinable public func writeStart(to target: TargetPointer) {
        withSpan { span in
            guard let base = span.base else { return }
            for index in 0..<span.count { span.put(index, base[index].start, to: target) }
        }
    }

    /// Writes every end value exactly.
    @inlinable public func writeEnd(to target: TargetPointer) {
        withSpan { span in
            guard let base = span.base else { return }
            for index in 0..<span.count { span.put(index, base[index].end, to: target) }
        }
    }
}
