/// One key of a ``KeyframeSequence``: the value a segment ends at, how long the segment takes, and
/// how the value travels there. The four kinds are SwiftUI's.
public enum Keyframe: Sendable, Hashable {
    /// Straight to `value` over `duration` seconds, paced by `curve`.
    case linear(Double, duration: Double, curve: UnitCurve)
    /// To `value` over `duration` seconds along a cubic Hermite curve. A velocity left `nil` is
    /// chosen for smoothness: between two cubic keys it is the Catmull-Rom tangent
    /// (next key − previous key) ÷ (time between them); next to another kind of key, that key's own
    /// velocity at the shared moment (see ``KeyframeSequence``).
    case cubic(Double, duration: Double, startVelocity: Double?, endVelocity: Double?)
    /// To `value` pulled by a damped spring (natural frequency ω₀, damping ratio ζ), starting with
    /// `startVelocity` or, when `nil`, the velocity the track has when the key begins. The segment
    /// lasts `duration` seconds, or the spring's settling time when `nil`; a spring cut short hands
    /// its value and velocity to the next key.
    case spring(Double, duration: Double?, naturalFrequency: Double, dampingRatio: Double, startVelocity: Double?)
    /// A jump to `value`, taking no time; the track is at rest after it.
    case move(Double)

    /// The value the key's segment aims for.
    public var value: Double {
        switch self {
        case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _, _), .move(let value): value
        }
    }

    /// Whether the key is ``cubic(_:duration:startVelocity:endVelocity:)``.
    public var isCubic: Bool {
        if case .cubic = self { return true }
        return false
    }

    /// Whether the key is a spring, whose segment may end short of its value.
    var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }

    /// The key with its segment lasting `duration` seconds (a move keeps no duration).
    public func with(duration: Double) -> Keyframe {
        switch self {
        case .linear(let value, _, let curve): .linear(value, duration: duration, curve: curve)
        case .cubic(let value, _, let start, let end): .cubic(value, duration: duration, startVelocity: start, endVelocity: end)
        case .spring(let value, _, let omega, let zeta, let velocity):
            .spring(value, duration: duration, naturalFrequency: omega, dampingRatio: zeta, startVelocity: velocity)
        case .move: self
        }
    }
}
