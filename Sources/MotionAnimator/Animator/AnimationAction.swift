import Foundation
import MotionInterchange
import MotionMachine

/// Which keys ``MotionAnimator/action(for:forKey:style:)`` gives an action for: UIAnimationToolbox's
/// `UIAnimationActionStyle`.
public enum AnimationActionStyle: Sendable, Hashable {
    /// Only the keys the layer animates by itself (the 22 built-in names): the action a built-in
    /// write would get, to reuse for something else.
    case preset
    /// Any key: a preset action where there is one, else one inferred from the block's timing, for
    /// a property the layer does not know (a plain stored property of a subclass).
    case inferred
}

/// The animation a write would get right now, inside an animation block: the block's traits, the
/// timing shifts around the code and the additivity of the key. ``add(to:keyPath:from:)`` turns a
/// change of any typed key path into that animation, joining the block's completion.
///
/// ```swift
/// final class Dial: MotionLayer {
///     var angle = 0.0 {
///         didSet { MotionAnimator.action(for: self, forKey: AnimatableKeyPath(rawValue: "angle"))?
///             .add(to: self, keyPath: \.angle, from: oldValue) }
///     }
/// }
/// ```
public struct AnimationAction {
    /// The key the action is for.
    public let key: AnimatableKeyPath
    /// The style it was asked for with.
    public let style: AnimationActionStyle
    /// The block's delay, duration, curve and repetition.
    public let traits: AnimationTraits
    /// The timing shifts around the code running now, outermost first.
    public let shifts: [AnimationTiming]
    /// Whether the animation will be additive where its value type allows: the block's animator
    /// is additive, and the layer's ``MotionLayer/additivePolicy(forKey:)`` allows it for ``key``.
    public let isAdditive: Bool
    let scope: ImplicitScope

    /// Animates `keyPath` of `target` from `from` to the value it holds when the block ends, as the
    /// block's other writes animate: with its traits and the shifts around this call, and its
    /// completion waiting for it.
    /// The property holds the presentation value while the animation runs (see
    /// `animate(with:between:target:keyPath:completion:)`). Writes of one property coalesce: the
    /// first change's `from` is kept.
    public func add<Target: AnyObject, Value: AnimatorValue>(to target: Target,
                                                            keyPath: ReferenceWritableKeyPath<Target, Value>,
                                                            from: Value) {
        scope.targetDidChange(target, keyPath, from: from, eligible: isAdditive)
    }
}

extension MotionAnimator {
    /// The action a write to `key` of `layer` gets now, or `nil` when it would not animate: outside
    /// an animation block, in an instant block, with actions disabled (a transaction or the layer's
    /// ``MotionLayer/disabledActions``), or, for ``AnimationActionStyle/preset``, when `key` is not
    /// one of the 22 built-in names. UIAnimationToolbox's `UIAnimationAction(layer:event:style:)`.
    public static func action(for layer: MotionLayer, forKey key: AnimatableKeyPath,
                              style: AnimationActionStyle = .inferred) -> AnimationAction? {
        guard let scope = ImplicitScope.current, scope.animates, layer.animatesWrite(to: key, event: key) else { return nil }
        let isBuiltIn = LayerSlot(key) != nil
        if style == .preset && !isBuiltIn { return nil }
        // A key the layer does not know animates as a number would: additive unless overridden.
        let policy = layer.additivePolicy(forKey: key, unknownKey: .componentwise)
        return AnimationAction(key: key, style: style, traits: scope.traits, shifts: scope.shifts,
                               isAdditive: scope.additive && policy != .never, scope: scope)
    }
}
