import Foundation

// SwiftUI's `Spring` surface: the same names and meanings, evaluated with the closed form of
// `SpringSolution` rather than stepped, so any time is one evaluation and the answer does not
// depend on how the time was split into steps.

extension Spring {
    /// A spring that comes to rest in `settlingDuration` seconds: after that time a release from a
    /// unit displacement stays within `epsilon` of rest (the velocity is not counted, as in SwiftUI).
    /// The mass is 1; the stiffness is chosen so the settling time matches, which for a fixed damping
    /// ratio scales with the period.
    ///
    /// A duration that is not positive and finite becomes 0.5 s, a damping ratio outside
    /// ``minimumDampingRatio`` … 100 is clamped, and an `epsilon` outside (0, 1) becomes 0.001, each
    /// with a diagnostic.
    /// - Parameters:
    ///   - settlingDuration: seconds until the spring stays within `epsilon` of rest.
    ///   - dampingRatio: ζ (1 is critical damping, below 1 bounces).
    ///   - epsilon: the share of the initial displacement that counts as at rest.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let duration = Spring.positive(settlingDuration, fallback: 0.5, what: "Spring settling duration")
        var zeta = Sanitize.finite(dampingRatio, fallback: 1, what: "Spring damping ratio")
        if zeta < Spring.minimumDampingRatio || zeta > 100 {
            let clamped = min(max(zeta, Spring.minimumDampingRatio), 100)
            MotionDiagnostics.logger.report(.warning, "Spring damping ratio \(zeta) is outside \(Spring.minimumDampingRatio)…100; using \(clamped)")
            zeta = clamped
        }
        var tolerance = epsilon
        if !(tolerance > 0 && tolerance < 1) {
            MotionDiagnostics.logger.report(.warning, "Spring epsilon \(epsilon) must lie strictly between 0 and 1; using 0.001")
            tolerance = 0.001
        }
        // With unit mass and unit stiffness (ω₀ = 1) the spring settles in `unit` seconds; settling
        // time is proportional to 1/ω₀, so ω₀ = unit / duration.
        let unitSpring = Spring(mass: 1, stiffness: 1, damping: 2 * zeta)
        let unit = SpringSolution(spring: unitSpring, displacement: 1, velocity: 0)
            .settlingTime(tolerance: tolerance, countingVelocity: false)
        let omega = unit / duration
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// SwiftUI's `Animation.spring`: response 0.5 s, damping ratio 0.825.
    public static let spring = Spring(response: 0.5, dampingRatio: 0.825)
    /// SwiftUI's `Animation.interactiveSpring`: response 0.15 s, damping ratio 0.86, for springs
    /// that follow a finger.
    public static let interactiveSpring = Spring(response: 0.15, dampingRatio: 0.86)
    /// SwiftUI's `Animation.default` (since iOS 17): response 0.55 s, critically damped.
    public static let `default` = Spring(response: 0.55, dampingRatio: 1)

    /// The value at `time` of a spring that starts at zero with `initialVelocity` and moves towards
    /// `target`, component by component.
    /// - Parameters:
    ///   - target: where the spring comes to rest.
    ///   - initialVelocity: the velocity at time 0, in units per second.
    ///   - time: seconds since the start (negative times count as 0).
    public func value<V: MotionComposite>(target: V, initialVelocity: V, time: Double) -> V {
        var result = target
        for component in V.motionComponents {
            let to = component.get(target)
            let state = solution(displacement: -to, velocity: component.get(initialVelocity)).state(at: Spring.time(time))
            component.set(&result, to + state.displacement)
        }
        return result
    }

    /// The velocity at `time` of the spring ``value(target:initialVelocity:time:)`` describes, in
    /// units per second: the exact derivative of that value.
    public func velocity<V: MotionComposite>(target: V, initialVelocity: V, time: Double) -> V {
        var result = target
        for component in V.motionComponents {
            let state = solution(displacement: -component.get(target), velocity: component.get(initialVelocity))
                .state(at: Spring.time(time))
            component.set(&result, state.velocity)
        }
        return result
    }

    /// Advances a spring-driven `value` and its `velocity` by `deltaTime` seconds towards `target`.
    ///
    /// Each call solves the motion from the current value and velocity in closed form, so calling
    /// it twice with 1/120 s lands where one call with 1/60 s does (within rounding), whatever the
    /// frame rate. A `deltaTime` that is negative or not finite changes nothing; non-finite values
    /// or velocities count as at rest at the target.
    /// - Parameters:
    ///   - value: the current value, updated in place.
    ///   - velocity: the current velocity in units per second, updated in place.
    ///   - target: where the spring comes to rest.
    ///   - deltaTime: seconds to advance.
    public func update<V: MotionComposite>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        guard deltaTime.isFinite, deltaTime > 0 else { return }
        for component in V.motionComponents {
            let to = component.get(target)
            guard to.isFinite else { continue }
            let state = solution(displacement: component.get(value) - to, velocity: component.get(velocity))
                .state(at: deltaTime)
            component.set(&value, to + state.displacement)
            component.set(&velocity, state.velocity)
        }
    }

    private func solution(displacement: Double, velocity: Double) -> SpringSolution {
        SpringSolution(spring: self, displacement: displacement, velocity: velocity)
    }

    /// A time to evaluate at: saturated to the finite range (NaN as 0), and never before 0.
    private static func time(_ time: Double) -> Double {
        max(SanitizingRule.saturated(time, nanFallback: 0), 0)
    }
}
