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
}
