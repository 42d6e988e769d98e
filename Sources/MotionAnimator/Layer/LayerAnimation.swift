import Foundation
import MotionInterchange
import MotionMachine

/// One animation on a layer, as ``MotionLayer/animations(forKey:as:)`` shows it: what Core
/// Animation's `animation(forKey:)` would give, typed.
public struct LayerAnimation<Value: AnimatorValue>: Sendable {
    /// The animated key path (`"position"`, `"position.x"`, or an ``Animatable`` property's name).
    public let keyPath: String
    /// The value the animation itself starts from: for an additive animation the delta from − to
    /// (or from·to⁻¹ for a transform), otherwise the from value.
    public let fromValue: Value
    /// The value the animation itself runs to: zero (or the identity) for an additive animation,
    /// otherwise the destination.
    public let toValue: Value
    /// Whether the animation adds to the model rather than replacing it.
    public let isAdditive: Bool
    /// One play in seconds, before the time scale and repeats: the traits' duration, or a spring's
    /// settling time.
    public let duration: Double
    /// The traits it was made with: delay, curve and repetition.
    public let traits: AnimationTraits
    /// The animator's time scale when it was made.
    public let timeScale: Double
    /// The timing shifts around it, outermost first.
    public let shifts: [AnimationTiming]
    /// What it shows outside its active time.
    public let fillMode: AnimationTiming.FillMode
    /// Whether it leaves the layer when it ends.
    public let isRemovedOnCompletion: Bool
    /// When it was added and when it ends, in the layer's local time (see ``MotionLayer/speed``).
    public let beginTime: Double
    /// See ``beginTime``; infinite when it repeats forever.
    public let endTime: Double
    /// Whether it is still running: `false` for one kept on the layer after its end.
    public let isRunning: Bool

    init?(_ record: AnimationRecord) {
        guard let values = record.values, let from = values.from as? Value, let to = values.to as? Value,
              let settings = record.settings else { return nil }
        keyPath = record.keyPath
        fromValue = from
        toValue = to
        isAdditive = record.isAdditive
        duration = record.chain.duration
        traits = settings.traits
        timeScale = settings.timeScale
        shifts = settings.shifts
        fillMode = settings.fillMode
        isRemovedOnCompletion = settings.isRemovedOnCompletion
        beginTime = record.chain.start
        endTime = record.chain.end
        isRunning = record.isLive
    }
}
