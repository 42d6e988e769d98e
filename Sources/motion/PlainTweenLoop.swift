import MotionMachine

/// The hand-written baseline from DESIGN.md: per tween a start time, duration, start value, change,
/// easing closure and writer closure; each beat computes progress, eases and writes.
struct PlainTweenLoop {
    struct Tween {
        let startTime: Double
        let duration: Double
        let startValue: Double
        let change: Double
        let easing: EasingUpdateClosure
        let writer: (BenchTarget, Double) -> Void
        let target: BenchTarget
    }

    private(set) var tweens: [Tween] = []

    init(targets: [BenchTarget], startTime: Double, duration: Double, from: Double, to: Double,
         easing: @escaping EasingUpdateClosure) {
        tweens.reserveCapacity(targets.count)
        for target in targets {
            tweens.append(Tween(startTime: startTime, duration: duration, startValue: from, change: to - from,
                                easing: easing, writer: { $0.x = $1 }, target: target))
        }
    }

    @inline(never)
    func beat(at time: Double) {
        for tween in tweens {
            let elapsed = Self.elapsed(at: time, from: tween.startTime, duration: tween.duration)
            tween.writer(tween.target, tween.easing(elapsed, tween.startValue, tween.change, tween.duration))
        }
    }

    /// The limit the engine is measured against (`direct_ns_per_motion_beat`): the same records, with
    /// the quadratic in-out easing written out and a direct store instead of the two closure calls.
    @inline(never)
    func directBeat(at time: Double) {
        for tween in tweens {
            let elapsed = Self.elapsed(at: time, from: tween.startTime, duration: tween.duration)
            tween.target.x = tween.startValue + tween.change * Self.quadraticInOut(elapsed, duration: tween.duration)
        }
    }

    /// Seconds into a tween of `duration` that started at `startTime`, clamped to the tween.
    @inline(__always)
    static func elapsed(at time: Double, from startTime: Double, duration: Double) -> Double {
        min(max(time - startTime, 0), duration)
    }

    /// Quadratic in-out written out: 2p² for the first half, 1 − 2(1 − p)² for the second.
    @inline(__always)
    static func quadraticInOut(_ elapsed: Double, duration: Double) -> Double {
        let p = duration > 0 ? elapsed / duration : 1
        return p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p)
    }
}
