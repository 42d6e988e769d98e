import Foundation
import MotionInterchange
import MotionMachine

/// How an animation's progress follows its basic time: a Bézier or easing over the duration, or a
/// spring in seconds over its settling time.
///
/// Indirect: a curve is one word in its record, pointing at a payload that copies of the curve
/// share, so an animator can give every record made with the same Bézier the same memory (see
/// ``CurveTable``). A draw then reads a small record and a curve that stays in cache, where an
/// 81-byte payload in each record made drawing memory-bound.
indirect enum ProgressCurve: Sendable {
    /// A Bézier, kept in the core's solved form so a draw does not rebuild its coefficients.
    case bezier(CubicBezierEasing)
    /// A spring released one unit short of its end with a velocity in units of the whole change per
    /// second: progress = 1 + displacement.
    case spring(SpringCurve)
    case easing(EasingCurve)

    /// The progress at basic time `time` of an animation lasting `duration`.
    @inline(__always)
    func progress(atBasicTime time: Double, duration: Double) -> Double {
        switch self {
        case .bezier(let curve): return curve.value(atFraction: duration > 0 ? time / duration : 1)
        case .spring(let curve): return time >= duration ? 1 : curve.progress(atTime: time)
        case .easing(let curve): return curve.value(at: duration > 0 ? time / duration : 1)
        }
    }

    /// The curve and duration `traits` give an animation whose values change by `displacement`
    /// (the dominant component; `nil` when the type's velocity is not normalized), or `nil` when the
    /// animation is instant (no curve, or a zero duration for a curve that is not a spring).
    ///
    /// A spring's absolute initial velocity is divided by the displacement when |displacement| > 1e-5
    /// (else 0); a generator's velocity is already normalized and is kept. A spring lasts its settling
    /// time, the moment its displacement and velocity stay within 0.001 of the distance.
    static func make(_ traits: AnimationTraits, displacement: Double?) -> (curve: ProgressCurve, duration: Double)? {
        switch traits.timingCurve {
        case nil: return nil
        case .bezier(let curve)?:
            return traits.duration > 0 ? (.bezier(CubicBezier(curve).solver), traits.duration) : nil
        case .penner(let easing)?:
            return traits.duration > 0 ? (.easing(EasingCurve(easing)), traits.duration) : nil
        case .spring(let curve)?:
            var velocity = 0.0
            if let displacement, abs(displacement) > 1e-5 { velocity = curve.initialVelocity / displacement }
            return spring(Spring(curve), velocity: velocity)
        case .springGenerator(let generator)?:
            return spring(Spring(generator.springTimingCurve()), velocity: generator.initialVelocity)
        }
    }

    private static func spring(_ spring: Spring, velocity: Double) -> (curve: ProgressCurve, duration: Double) {
        let curve = SpringCurve(spring, velocity: velocity)
        return (.spring(curve), curve.settlingDuration)
    }
}
