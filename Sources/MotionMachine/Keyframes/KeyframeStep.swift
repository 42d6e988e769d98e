import Foundation

/// One key of a ``KeyframeTrack``: the value its segment ends at and how the value travels there.
/// The SwiftUI-named keys (``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe``,
/// ``MoveKeyframe``) each make one.
public enum KeyframeStep<Value: MotionComposite> {
    /// Straight to the value over `duration` seconds, paced by `curve`.
    case linear(Value, duration: TimeInterval, curve: UnitCurve)
    /// To the value along a cubic curve; velocities left `nil` keep the motion smooth (Catmull-Rom
    /// between cubic keys).
    case cubic(Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)
    /// To the value pulled by `spring`, for `duration` seconds or, when `nil`, its settling time,
    /// starting with `startVelocity` or the velocity the track has when the key begins.
    case spring(Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
    /// A jump to the value.
    case move(Value)

    /// The key for one component, read by `get`.
    func keyframe(_ get: (Value) -> Double) -> Keyframe {
        switch self {
        case .linear(let value, let duration, let curve):
            .linear(get(value), duration: duration, curve: curve)
        case .cubic(let value, let duration, let start, let end):
            .cubic(get(value), duration: duration, startVelocity: start.map(get), endVelocity: end.map(get))
        case .spring(let value, let duration, let spring, let velocity):
            .spring(get(value), duration: duration, naturalFrequency: spring.naturalFrequency,
                    dampingRatio: spring.dampingRatio, startVelocity: velocity.map(get))
        case .move(let value):
            .move(get(value))
        }
    }
}

extension KeyframeStep: Sendable where Value: Sendable {}

/// Something a ``KeyframeTrack`` is built from: one of the four keys.
public protocol KeyframeTrackContent<Value> {
    /// The value the track moves.
    associatedtype Value: MotionComposite
    /// The key.
    var step: KeyframeStep<Value> { get }
}

/// A key that moves straight to its value, paced by a curve (linear by default). SwiftUI's
/// `LinearKeyframe`.
public struct LinearKeyframe<Value: MotionComposite>: KeyframeTrackContent {
    /// The key.
    public let step: KeyframeStep<Value>

    /// A key reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        step = .linear(to, duration: duration, curve: timingCurve)
    }
}

/// A key that moves along a cubic curve, smooth through its neighbours: between cubic keys the
/// velocity at a key is the Catmull-Rom tangent, next to other keys their velocity. SwiftUI's
/// `CubicKeyframe`.
public struct CubicKeyframe<Value: MotionComposite>: KeyframeTrackContent {
    /// The key.
    public let step: KeyframeStep<Value>

    /// A key reaching `to` after `duration` seconds, with optional velocities (value units per
    /// second) at its start and end.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        step = .cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }
}

/// A key pulled to its value by a spring, carrying the track's velocity into it. SwiftUI's
/// `SpringKeyframe`.
public struct SpringKeyframe<Value: MotionComposite>: KeyframeTrackContent {
    /// The key.
    public let step: KeyframeStep<Value>

    /// A key pulled to `to` by `spring` for `duration` seconds (the spring's settling time when
    /// `nil`), starting with `startVelocity` or, when `nil`, the velocity the track has.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        step = .spring(to, duration: duration, spring: spring, startVelocity: startVelocity)
    }
}

/// A key that jumps to its value at once. SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: MotionComposite>: KeyframeTrackContent {
    /// The key.
    public let step: KeyframeStep<Value>

    /// A jump to `to`.
    public init(_ to: Value) {
        step = .move(to)
    }
}
