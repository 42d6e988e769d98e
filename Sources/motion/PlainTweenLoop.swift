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
            let elapsed = min(max(time - tween.startTime, 0), tween.duration)
            tween.writer(tween.target, tween.easing(elapsed, tween.startValue, tween.change, tween.duration))
        }
    }
}
