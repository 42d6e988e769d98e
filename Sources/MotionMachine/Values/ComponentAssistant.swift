import Foundation
@_spi(Kernel) import MotionKernel

/// A ``ValueAssistant`` for one value type, described by a list of ``ValueComponent``s.
///
/// Use it to animate a type you cannot conform to ``MotionComposite``:
/// ```swift
/// ValueAssistantGroup.standard.add(ComponentAssistant(for: Thickness.self, components: [
///     ValueComponent("points", get: { $0.points }, set: { $0.points = $1 })]))
/// ```
public struct ComponentAssistant<Value>: ValueAssistant {
    /// The components of `Value`.
    public let components: [ValueComponent<Value>]

    /// Creates an assistant for `Value` with the given components.
    public init(for type: Value.Type = Value.self, components: [ValueComponent<Value>]) {
        self.components = components
    }

    /// Whether `type` is exactly `Value`.
    public func supports(_ type: Any.Type) -> Bool { type == Value.self }

    /// The names of the components compared by ``PropertyStates``.
    public func componentNames(for type: Any.Type) -> [String] {
        supports(type) ? components.filter(\.comparedInStates).map(\.name) : []
    }

    /// The names of all components.
    public func addressableComponentNames(for type: Any.Type) -> [String] {
        supports(type) ? components.map(\.name) : []
    }

    /// Reads a component of a `Value`.
    public func componentValue(_ component: String, of value: Any) -> Double? {
        guard let typed = value as? Value, let found = components.first(where: { $0.name == component }) else {
            return nil
        }
        return found.get(typed)
    }

    /// Builds an accessor that reads and writes one component through a reference-writable key path.
    public func accessor<Root: AnyObject>(for keyPath: PartialKeyPath<Root>, component: String) -> PropertyAccessor<Root>? {
        guard let writable = keyPath as? ReferenceWritableKeyPath<Root, Value>,
              let found = components.first(where: { $0.name == component }) else { return nil }
        // Writes modify the value in place at the location learned on the first write (a run-time
        // key path allocates in the Swift runtime on every access), and a component stored as plain
        // bits answers its address, so that a single-property motion's beats store it directly.
        let location = StoredLocation(writable)
        return PropertyAccessor(body: found.accessorBody { object, write, body in location.access(object, write: write, body) })
    }
}
