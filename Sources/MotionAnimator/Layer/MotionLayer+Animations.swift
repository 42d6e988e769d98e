import Foundation
import MotionMachine

extension MotionLayer {
    /// The animations of `key` on the layer, in the order they apply, typed: running ones and those
    /// kept after their end (`isRemovedOnCompletion: false`). Stacked additive animations give
    /// several. An animation of another value type under the same name (a sub-path's number where
    /// `Value` is a point) is left out.
    ///
    /// ```swift
    /// let moves = card.animations(forKey: .position, as: CGPoint.self)
    /// ```
    /// - Complexity: O(*a*) for *a* animations on the layer.
    public func animations<Value: AnimatorValue>(forKey key: AnimatableKeyPath,
                                                 as type: Value.Type = Value.self) -> [LayerAnimation<Value>] {
        animations.filter { $0.keyPath == key.rawValue }.compactMap(LayerAnimation<Value>.init)
    }

    /// Removes the animations of `key`: running ones end and their completions report `false`;
    /// kept ones leave. Core Animation's `removeAnimation(forKey:)`.
    /// - Complexity: O(*a*) for *a* animations on the layer.
    public func removeAnimations(forKey key: AnimatableKeyPath) {
        for record in animations where record.keyPath == key.rawValue { record.terminate(ranToEnd: false) }
    }

    /// Removes every animation on the layer, whichever animator made it: running ones end and their
    /// completions report `false`; kept ones leave. The layer then shows its model.
    /// - Complexity: O(*a*) for *a* animations on the layer.
    public func removeAllAnimations() {
        for record in animations { record.terminate(ranToEnd: false) }
    }
}

extension PresentingLayer {
    /// The animations of the property at `keyPath` (built-in or ``Animatable``), typed, as
    /// ``MotionLayer/animations(forKey:as:)`` gives them: `card.animations(for: \.position)`.
    /// - Complexity: O(*a*) for *a* animations on the layer.
    public func animations<Value: AnimatorValue>(for keyPath: ReferenceWritableKeyPath<Self, Value>) -> [LayerAnimation<Value>] {
        if let name = MotionAnimator.builtInName(keyPath) { return animations(forKey: name) }
        guard let name = customPropertyNames[keyPath] else { return [] }
        return animations(forKey: AnimatableKeyPath(rawValue: name))
    }
}
