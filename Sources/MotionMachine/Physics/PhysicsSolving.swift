import Foundation

/// A law of motion for a value launched with an initial velocity, as closed-form functions of time.
///
/// ``PhysicsMotion`` asks its solver when a launch comes to rest and how far it has travelled at any
/// moment, and plays that as its timeline; nothing is integrated step by step, so results do not
/// depend on the beat rate. Implement it to give a ``PhysicsMotion`` a different law.
public protocol PhysicsSolving: Sendable {
    /// The distance travelled `time` seconds after a launch at `initialVelocity` (0 at time 0).
    func displacement(after time: TimeInterval, initialVelocity: Double) -> Double
    /// The velocity `time` seconds after a launch at `initialVelocity`.
    func velocity(after time: TimeInterval, initialVelocity: Double) -> Double
    /// How long a launch at `initialVelocity` moves before it counts as at rest.
    func restTime(initialVelocity: Double) -> TimeInterval
    /// The launch as an easing over its rest time: the travelled fraction of the total distance at
    /// each moment, 0 at the start and exactly 1 at rest. The default divides
    /// ``displacement(after:initialVelocity:)`` by the total; a solver can supply a cheaper exact form.
    func normalizedCurve(initialVelocity: Double, restTime: TimeInterval, distance: Double) -> EasingUpdateClosure
}

extension PhysicsSolving {
    /// displacement(t) / distance, pinned to exactly 0 and 1 at the ends.
    public func normalizedCurve(initialVelocity: Double, restTime: TimeInterval, distance: Double) -> EasingUpdateClosure {
        { t, b, c, d in
            let p = EasingShape.fraction(t, d)
            if p <= 0 { return b }
            if p >= 1 { return b + c }
            return b + c * displacement(after: p * restTime, initialVelocity: initialVelocity) / distance
        }
    }
}
