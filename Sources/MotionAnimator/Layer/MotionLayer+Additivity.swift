import Foundation
import MotionMachine

extension MotionLayer {
    /// How animations of `key` combine with the model on this layer when the animator is additive:
    /// the toolbox's `additivePolicy(forKey:)`, per layer.
    ///
    /// By default a key follows its value type's ``AnimatorValue/additivity``, except that
    /// ``AnimatableKeyPath/opacity`` and ``AnimatableKeyPath/anchorPoint`` are never additive (as
    /// UIKit animates them). An entry in ``additivityOverrides`` wins: `false` gives
    /// ``AnimatorAdditivity/never``, `true` the value type's additivity (colours stay absolute). An
    /// ``Animatable`` property answers under its name once it has been written; a name the layer does
    /// not know is ``AnimatorAdditivity/never``.
    /// - Parameter key: a built-in name or an ``Animatable`` property's name.
    /// - Returns: ``AnimatorAdditivity/never`` when animations of `key` replace the value.
    public func additivePolicy(forKey key: AnimatableKeyPath) -> AnimatorAdditivity {
        additivePolicy(forKey: key, unknownKey: nil)
    }

    /// ``additivePolicy(forKey:)``, with a key the layer does not know taken to be of a value type
    /// whose additivity is `unknownKey` (overrides still apply); `nil` makes such a key never
    /// additive.
    func additivePolicy(forKey key: AnimatableKeyPath, unknownKey: AnimatorAdditivity?) -> AnimatorAdditivity {
        let typeAdditivity: AnimatorAdditivity
        var event = key
        if let slot = LayerSlot(key) {
            typeAdditivity = slot.additivity
            event = slot.event
        } else if let custom = customAdditivity[key.rawValue] ?? unknownKey {
            typeAdditivity = custom
        } else {
            return .never
        }
        if let chosen = additivityOverrides[key] ?? additivityOverrides[event] {
            return chosen ? typeAdditivity : .never
        }
        return key == .opacity || key == .anchorPoint ? .never : typeAdditivity
    }
}
