import Foundation

/// Spring timing as an easing curve, so any motion (and any traits-driven animation) can move with
/// a spring's feel while keeping its own duration.
///
/// The motion's duration is mapped onto the spring's settling time: progress p corresponds to
/// t = p × settling time of a spring released one unit from its target (with the given initial
/// velocity, in units of the whole change per second, positive towards the end value). The curve is
/// exactly 0 at the start and exactly 1 at the end; in between it may overshoot, as the spring does.
/// MotionCore's `SpringCurve` evaluates it.
public enum EasingSpring {
    /// An easing that follows `spring` from rest (or from `initialVelocity`) to its end.
    public static func spring(_ spring: Spring = .smooth, initialVelocity: Double = 0) -> EasingUpdateClosure {
        easing(curve(spring, initialVelocity: initialVelocity))
    }

    /// The spring's curve, its velocity checked.
    static func curve(_ spring: Spring, initialVelocity: Double) -> SpringCurve {
        let velocity = Sanitize.finite(initialVelocity, fallback: 0, what: "EasingSpring initial velocity")
        return SpringCurve(spring, velocity: velocity)
    }

    static func easing(_ curve: SpringCurve) -> EasingUpdateClosure {
        { t, b, c, d in b + c * curve.value(atFraction: EasingShape.fraction(t, d)) }
    }
}

extension SpringCurve {
    /// The curve of `spring` released with `velocity` (units of the whole change per second).
    public init(_ spring: Spring, velocity: Double) {
        self.init(naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio, velocity: velocity)
    }
}

extension EasingCurve {
    /// Spring timing (see ``EasingSpring``) with its slope: the spring's velocity, scaled by the
    /// settling time the duration is mapped onto.
    public static func spring(_ spring: Spring = .smooth, initialVelocity: Double = 0) -> EasingCurve {
        let curve = EasingSpring.curve(spring, initialVelocity: initialVelocity)
        return EasingCurve(update: EasingSpring.easing(curve)) { p in curve.slope(atFraction: p) }
    }
}
