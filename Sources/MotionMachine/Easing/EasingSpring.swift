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
        let velocity = Sanitize.finite(initialVelocity, fallback: 0, what: "EasingSpring initial velocity")
        // Released at −1 from the end value: progress = 1 + displacement.
        let solution = SpringSolution(spring: spring, displacement: -1, velocity: velocity)
        let settling = max(solution.settlingTime(tolerance: Spring.restingDisplacement), 1e-9)
        return { t, b, c, d in
            let p = EasingMath.fraction(t, d)
            if p <= 0 { return b }
            if p >= 1 { return b + c }
            return b + c * (1 + solution.displacement(at: p * settling))
        }
    }
}
