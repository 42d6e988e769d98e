import Foundation

/// The built-in ``ValueAssistant``: it handles every type that conforms to ``MotionComposite``
/// (every scalar, the CoreGraphics-style structs, SIMD vectors, ``MotionColor`` and the other
/// cross-platform value types), by opening the type and using its own component list.
public struct CompositeAssistant: ValueAssistant {
    /// Creates the assistant.
    public init() {}

    /// Whether `type` conforms to ``MotionComposite``.
    public func supports(_ type: Any.Type) -> Bool { type is any MotionComposite.Type }

    /// The compared components of a composite type.
    public func componentNames(for type: Any.Type) -> [String] {
        guard let composite = type as? any MotionComposite.Type else { return [] }
        return Self.assistant(for: composite).componentNames(for: type)
    }

    /// All components of a composite type.
    public func addressableComponentNames(for type: Any.Type) -> [String] {
        guard let composite = type as? any MotionComposite.Type else { return [] }
        return Self.assistant(for: composite).addressableComponentNames(for: type)
    }

    /// Reads a component of a composite value.
    public func componentValue(_ component: String, of value: Any) -> Double? {
        guard let composite = type(of: value) as? any MotionComposite.Type else { return nil }
        return Self.assistant(for: composite).componentValue(component, of: value)
    }

    /// Builds an accessor for a component of a composite-typed property. A `Double` (or `CGFloat`)
    /// property itself gets the key path accessor, whose writes a tween's leg can replace by stores
    /// in place after the first (see the Performance article).
    public func accessor<Root: AnyObject>(for keyPath: PartialKeyPath<Root>, component: String) -> PropertyAccessor<Root>? {
        if component.isEmpty {
            if let scalar = keyPath as? ReferenceWritableKeyPath<Root, Double> { return PropertyAccessor(keyPath: scalar) }
            if let scalar = keyPath as? ReferenceWritableKeyPath<Root, CGFloat> { return PropertyAccessor(keyPath: scalar) }
        }
        guard let composite = type(of: keyPath).valueType as? any MotionComposite.Type else { return nil }
        return Self.assistant(for: composite).accessor(for: keyPath, component: component)
    }

    /// Opens the composite type and wraps its component list in an assistant.
    private static func assistant<C: MotionComposite>(for type: C.Type) -> any ValueAssistant {
        ComponentAssistant(for: type, components: C.motionComponents)
    }
}
