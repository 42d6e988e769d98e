import Foundation
import MotionMachine

/// Declares an animatable property on a ``MotionLayer`` subclass in one line:
///
/// ```swift
/// final class Gauge: MotionLayer {
///     @Animatable var level = 0.0
/// }
/// ```
///
/// The property then behaves like the built-in ones: a write inside an animation block animates
/// it (additively when its type's ``AnimatorValue/additivity`` allows and the animator is additive),
/// ``MotionAnimator`` animates it explicitly through its key path, and
/// ``PresentingLayer/presentation(of:)`` reads what shows now. Non-finite writes are refused with a
/// diagnostic. The wrapper works only inside `MotionLayer` subclasses.
@propertyWrapper
public struct Animatable<Value: AnimatorValue> {
    var stored: Value

    /// Creates the property with its initial model value.
    public init(wrappedValue: Value) { stored = wrappedValue }

    /// Reads and writes the model value through the layer, so writes inside animation blocks animate.
    public static subscript<Layer: MotionLayer>(
        _enclosingInstance layer: Layer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Layer, Animatable<Value>>
    ) -> Value {
        get { layer[keyPath: storageKeyPath].stored }
        set {
            guard newValue.isFiniteValue else {
                MotionDiagnostics.logger.report(.warning, "\(Layer.self) \(wrappedKeyPath) = \(newValue) refused: the value is not finite")
                return
            }
            let before = layer[keyPath: storageKeyPath].stored
            let name = layer.customPropertyNames[wrappedKeyPath] ?? Self.name(of: storageKeyPath)
            if layer.customPropertyNames[wrappedKeyPath] == nil {
                layer.customPropertyNames[wrappedKeyPath] = name
                layer.customAdditivity[name] = Value.additivity
            }
            let key = AnimatableKeyPath(rawValue: name)
            guard let scope = ImplicitScope.current, layer.animatesWrite(to: key, event: key) else {
                layer[keyPath: storageKeyPath].stored = newValue
                return
            }
            let presentationBefore = scope.wantsPresentation ? layer.presentation(of: wrappedKeyPath) : nil
            layer[keyPath: storageKeyPath].stored = newValue
            scope.customPropertyDidChange(layer, wrappedKeyPath, before: before, presentationBefore: presentationBefore)
        }
    }

    /// The property's name, from its storage's key path (`\Gauge._level` names `level`).
    static func name<Layer>(of storage: ReferenceWritableKeyPath<Layer, Animatable<Value>>) -> String {
        let path = "\(storage)"
        guard let dot = path.lastIndex(of: ".") else { return path }
        let name = path[path.index(after: dot)...]
        return String(name.hasPrefix("_") ? name.dropFirst() : name)
    }

    /// Unavailable: `@Animatable` properties live in `MotionLayer` subclasses.
    @available(*, unavailable, message: "@Animatable declares properties of MotionLayer subclasses")
    public var wrappedValue: Value {
        get { fatalError("@Animatable is only available in MotionLayer subclasses") }
        set { fatalError("@Animatable is only available in MotionLayer subclasses") }
    }
}
