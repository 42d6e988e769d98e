import Foundation

/// Spring timing as an easing curve, so any motion (and any traits-driven animation) can move with
/// a spring's feel while keeping its own duration.
///
/// The motion's duration is mapped onto the spring's settling time: progress p corresponds to
/// t = p × settling time of a spring released one unit from its target (with the given initial
/// velocity, in units of the whole change per second, positive towards the end value). The curve is
/// exactly 0 at the start and exactly 1 at the end; in between it may overshoot, as the spring does.
public enum EasingSpring {
    /// An easing that follows `spring` from rest (or from `initialVelocity`) to its end.
    public static func spring(_ spring: Spring = .smooth, initialVelocity: Double = 0) -> EasingUpdateClosure {
        easing(release(spring, initialVelocity: initialVelocity))
    }

    /// The spring released one unit short of its end (progress = 1 + displacement), and the time it
    /// takes to settle, onto which the motion's duration is mapped.
    static func release(_ spring: Spring, initialVelocity: Double) -> (solution: SpringSolution, settling: Double) {
        let velocity = Sanitize.finite(initialVelocity, fallback: 0, what: "EasingSpring initial velocity")
        let solution = SpringSolution(spring: spring, displacement: -1, velocity: velocity)
        return (solution, max(solution.settlingTime(tolerance: Spring.restingDisplacement), 1e-9))
    }

    static func easing(_ release: (solution: SpringSolution, settling: Double)) -> EasingUpdateClosure {
        let (solution, settling) = release
        return { t, b, c, d in
            let p = EasingShape.fraction(t, d)
            if p <= 0 { return b }
            if p >= 1 { return b + c }
            return b + c * (1 + solution.displacement(at: p * settling))
        }
    }
}

extension EasingCurve {
    /// Spring timing (see ``EasingSpring``) with its slope: the spring's velocity, scaled by the
    /// settling time the duration is mapped onto.
    public static func spring(_ spring: Spring = .smooth, initialVelocity: Double = 0) -> EasingCurve {
        let release = EasingSpring.release(spring, initialVelocity: initialVelocity)
        return EasingCurve(update: EasingSpring.easing(release)) { p in
            release.settling * release.solution.velocity(at: p * release.settling)
        }
    }
}
