import Foundation

/// Friction decay: velocity falls geometrically, v(t) = v₀ · (1 − friction)^t, and the position is its
/// integral, x(t) = v₀ · ((1 − friction)^t − 1) / ln(1 − friction).
///
/// `friction` is the fraction of velocity lost per second: 0.8 keeps 20% of the speed after one second.
/// A launch is at rest once its speed falls below ``restingSpeedFraction`` of the launch speed, which
/// scales with the motion: the rest time, ln(0.001) / ln(1 − friction), does not depend on the
/// velocity, and slow and fast launches settle alike.
public struct PhysicsSystem: PhysicsSolving, Hashable {
    /// The fraction of the launch speed below which the motion is at rest.
    public static let restingSpeedFraction = 0.001
    /// The smallest friction: less would take practically forever to come to rest.
    public static let minimumFriction = 0.001
    /// The largest friction: 1 would stop the value dead at launch.
    public static let maximumFriction = 0.999

    /// The fraction of velocity lost per second, within ``minimumFriction`` … ``maximumFriction``.
    public let friction: Double
    /// ln(1 − friction), computed once: (1 − f)^t is evaluated as e^(t · ln(1 − f)).
    private let logRetained: Double

    /// A decay law. Friction outside the allowed range (NaN, negative, 1 or more, or too close to 0)
    /// is clamped to it, with a diagnostic.
    public init(friction: Double) {
        let finite = Sanitize.finite(friction, fallback: 0.5, what: "PhysicsSystem friction")
        let clamped = min(max(finite, PhysicsSystem.minimumFriction), PhysicsSystem.maximumFriction)
        if clamped != finite {
            MotionDiagnostics.logger.report(.warning, "PhysicsSystem friction \(finite) is outside \(PhysicsSystem.minimumFriction)…\(PhysicsSystem.maximumFriction); using \(clamped)")
        }
        self.friction = clamped
        logRetained = log(1 - clamped)
    }

    /// v₀ · ((1 − f)^t − 1) / ln(1 − f).
    public func displacement(after time: TimeInterval, initialVelocity: Double) -> Double {
        initialVelocity * (exp(max(time, 0) * logRetained) - 1) / logRetained
    }

    /// v₀ · (1 − f)^t.
    public func velocity(after time: TimeInterval, initialVelocity: Double) -> Double {
        initialVelocity * exp(max(time, 0) * logRetained)
    }

    /// (1 − (1 − f)^t) / (1 − restingSpeedFraction): the travelled fraction, exact because the rest time
    /// is when (1 − f)^t reaches the resting fraction. The leg's duration is the rest time, so the
    /// elapsed time maps straight onto the law with no division per beat.
    public func normalizedCurve(initialVelocity: Double, restTime: TimeInterval, distance: Double) -> EasingUpdateClosure {
        Self.travelledCurve(decayBasis)
    }

    /// The travelled fraction of a decay with `basis` as an easing, pinned to the start and end
    /// values at the leg's ends: a launch's forward easing (see ``normalizedCurve(initialVelocity:restTime:distance:)``).
    static func travelledCurve(_ basis: DecayBasis) -> EasingUpdateClosure {
        { t, b, c, d in
            if t <= 0 { return b }
            if t >= d { return b + c }
            return b + c * basis.progress(at: t)
        }
    }

    /// The travelled fraction as numbers (see ``normalizedCurve(initialVelocity:restTime:distance:)``).
    var decayBasis: DecayBasis {
        DecayBasis(rate: logRetained, scale: 1 / (1 - PhysicsSystem.restingSpeedFraction))
    }

    /// ln(restingSpeedFraction) / ln(1 − f), the same for every velocity.
    public func restTime(initialVelocity: Double) -> TimeInterval {
        log(PhysicsSystem.restingSpeedFraction) / logRetained
    }
}
