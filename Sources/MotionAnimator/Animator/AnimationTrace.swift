import Foundation
import MotionInterchange

/// A readable description of an animation an animator added, for ``MotionAnimator/addTracer(_:)``.
public struct AnimationTrace: Sendable, CustomStringConvertible {
    /// The animated key path (`"position"`, `"position.x"`, or a Swift key path's description).
    public let keyPath: String
    /// The value the animation starts from, as given (before an additive rewrite): a `CGPoint` for
    /// `position`, and so on. `trace.fromValue as? CGPoint` reads it typed.
    public let fromValue: any AnimatorValue
    /// The destination, which the model now holds.
    public let toValue: any AnimatorValue
    /// ``fromValue`` as text.
    public var from: String { "\(fromValue)" }
    /// ``toValue`` as text.
    public var to: String { "\(toValue)" }
    /// The traits it runs with.
    public let traits: AnimationTraits
    /// Whether it is additive (runs from − to towards zero on top of the model).
    public let isAdditive: Bool
    /// The time-scale factor it was created with.
    public let timeScale: Double
    /// The timing shifts around it, outermost first.
    public let shifts: [AnimationTiming]
    /// The values the animation itself runs between, as Core Animation's `fromValue` and `toValue`
    /// would read: for an additive animation from − to (or from·to⁻¹) and zero (or the identity),
    /// otherwise ``fromValue`` and ``toValue``.
    public let animatedFromValue: any AnimatorValue
    /// See ``animatedFromValue``.
    public let animatedToValue: any AnimatorValue
    /// ``animatedFromValue`` as text.
    public var animatedFrom: String { "\(animatedFromValue)" }
    /// ``animatedToValue`` as text.
    public var animatedTo: String { "\(animatedToValue)" }
    /// One play in seconds, before the time scale and repeats: the traits' duration, or a spring's
    /// settling time.
    public let duration: Double
    /// A spring's initial velocity in distances per second (an absolute velocity divided by the
    /// displacement); 0 for other curves.
    public let initialVelocity: Double

    /// One line: key path, values, timing and additivity.
    public var description: String {
        let curve = traits.timingCurve.map(Self.describe) ?? "none"
        let scale = timeScale == 1 ? "" : ", time scale \(timeScale)"
        let shifted = shifts.isEmpty ? "" : ", \(shifts.count) timing shift\(shifts.count == 1 ? "" : "s")"
        return "\(keyPath) from \(from) to \(to), \(isAdditive ? "additive" : "absolute"), delay \(traits.delay) s, duration \(traits.duration) s, curve \(curve)\(scale)\(shifted)"
    }

    private static func describe(_ curve: TimingCurve) -> String {
        switch curve {
        case .bezier(let b): "cubic-bezier(\(b.x1), \(b.y1), \(b.x2), \(b.y2))"
        case .spring(let s): "spring(mass \(s.mass), tension \(s.tension), friction \(s.friction), velocity \(s.initialVelocity))"
        case .springGenerator(let g): "spring(duration \(g.duration), damping ratio \(g.dampingRatio), velocity \(g.initialVelocity))"
        case .penner(let easing): "\(easing)"
        }
    }
}
