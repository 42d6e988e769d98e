/// The exact motion of a ``Spring`` released at a displacement from its rest position with an
/// initial velocity, in closed form for every damping regime.
///
/// The mathematics is MotionCore's `SpringRelease` (see it for the three regimes' formulas);
/// this value keeps the ``Spring`` it was made from. Time is not stepped: any t is one evaluation.
public struct SpringSolution: Sendable, Hashable {
    /// The displacement from rest at t = 0.
    public var initialDisplacement: Double { release.initialDisplacement }
    /// The velocity at t = 0.
    public var initialVelocity: Double { release.initialVelocity }
    /// The spring.
    public let spring: Spring
    /// The release as the core evaluates it.
    public let release: SpringRelease

    /// The solution for a spring released at `displacement` from rest with `velocity`. Non-finite
    /// inputs are treated as 0.
    public init(spring: Spring, displacement: Double, velocity: Double) {
        self.spring = spring
        release = SpringRelease(naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio,
                                displacement: displacement, velocity: velocity)
    }

    /// The displacement from rest at time `t` (seconds, t ≥ 0).
    public func displacement(at t: Double) -> Double {
        release.displacement(at: t)
    }

    /// The velocity at time `t`, the exact derivative of ``displacement(at:)``.
    public func velocity(at t: Double) -> Double {
        release.velocity(at: t)
    }

    /// The displacement and velocity at time `t` from one evaluation.
    @inline(__always)
    func state(at t: Double) -> (displacement: Double, velocity: Double) {
        release.state(at: t)
    }

    /// The time after which the displacement stays within `tolerance` × the initial amplitude and the
    /// velocity within `tolerance` × that amplitude × ω₀ (see MotionCore's `SpringRelease`).
    /// - Complexity: O(1): at most 128 + 60 evaluations.
    public func settlingTime(tolerance: Double) -> Double {
        release.settlingTime(tolerance: tolerance)
    }

    /// ``settlingTime(tolerance:)``, or with `countingVelocity` false the time after which only the
    /// displacement stays within `tolerance` × the amplitude (SwiftUI's settling rule).
    func settlingTime(tolerance: Double, countingVelocity: Bool) -> Double {
        release.settlingTime(tolerance: tolerance, countingVelocity: countingVelocity)
    }
}
