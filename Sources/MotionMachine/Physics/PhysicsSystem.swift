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

    /// A decay law. Friction outside the allowed range (NaN, negative, 1 or more, or too close to 0)
    /// is clamped to it, with a diagnostic.
    public init(friction: Double) {
        let finite = Sanitize.finite(friction, fallback: 0.5, what: "PhysicsSystem friction")
        let clamped = min(max(finite, PhysicsSystem.minimumFriction), PhysicsSystem.maximumFriction)
        if clamped != finite {
            MotionDiagnostics.logger.warning("PhysicsSystem friction \(finite) is outside \(PhysicsSystem.minimumFriction)…\(PhysicsSystem.maximumFriction); using \(clamped)")
        }
        self.friction = clamped
    }

    private var logRetained: Double { log(1 - friction) }

    /// v₀ · ((1 − f)^t − 1) / ln(1 − f).
    public func displacement(after time: TimeInterval, initialVelocity: Double) -> Double {
        initialVelocity * (pow(1 - friction, max(time, 0)) - 1) / logRetained
    }

    /// v₀ · (1 − f)^t.
    public func velocity(after time: TimeInterval, initialVelocity: Double) -> Double {
        initialVelocity * pow(1 - friction, max(time, 0))
    }

    /// ln(restingSpeedFraction) / ln(1 − f), the same for every velocity.
    public func restTime(initialVelocity: Double) -> TimeInterval {
        log(PhysicsSystem.restingSpeedFraction) / logRetained
    }
}
