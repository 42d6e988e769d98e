import MotionMachine

/// The hand-written baseline for value motions: per value a start time, duration, start value,
/// change, easing closure and the update closure a user hands to a value motion, which captures the
/// object it writes (`{ target.x = $0 }`). Each beat computes progress, eases and calls the closure.
///
/// The closure call is the value motion's output, so the direct form keeps it: what a value motion
/// cannot do without is calling your closure, as a tween cannot do without storing into its target.
struct PlainValueLoop {
    struct Value {
        let startTime: Double
        let duration: Double
        let startValue: Double
        let change: Double
        let easing: EasingUpdateClosure
        let update: (Double) -> Void
    }

    private(set) var values: [Value] = []

    init(targets: [BenchTarget], startTime: Double, duration: Double, from: Double, to: Double,
         easing: @escaping EasingUpdateClosure) {
        values.reserveCapacity(targets.count)
        for target in targets {
            values.append(Value(startTime: startTime, duration: duration, startValue: from, change: to - from,
                                easing: easing, update: { target.x = $0 }))
        }
    }

    @inline(never)
    func beat(at time: Double) {
        for value in values {
            let elapsed = PlainTweenLoop.elapsed(at: time, from: value.startTime, duration: value.duration)
            value.update(value.easing(elapsed, value.startValue, value.change, value.duration))
        }
    }

    /// The direct form (`direct_ns_per_motion_beat` in `--mode value`): the quadratic in-out easing
    /// written out, and one call of each value's update closure.
    @inline(never)
    func directBeat(at time: Double) {
        for value in values {
            let elapsed = PlainTweenLoop.elapsed(at: time, from: value.startTime, duration: value.duration)
            value.update(value.startValue + value.change * PlainTweenLoop.quadraticInOut(elapsed, duration: value.duration))
        }
    }
}
