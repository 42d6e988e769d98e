import Foundation

/// An ordered collection of ``ValueAssistant``s that acts as one: each request goes to the first
/// assistant that supports the type. Assistants you add are consulted before the built-in
/// ``CompositeAssistant``, so they can also override how a built-in type decomposes.
///
/// ``standard`` is the process-wide group every motion and path resolution uses by default; adding an
/// assistant to it makes a type animatable everywhere. The group is thread-safe.
public final class ValueAssistantGroup: ValueAssistant, @unchecked Sendable {
    private let lock = NSLock()
    private var custom: [any ValueAssistant]
    private let builtIn = CompositeAssistant()

    /// The shared group used by default for paths, ``PropertyStates`` and `finalState:`.
    public static let standard = ValueAssistantGroup()

    /// Creates a group holding `assistants` (consulted in order) followed by the built-in assistant.
    public init(assistants: [any ValueAssistant] = []) {
        custom = assistants
    }

    /// The assistants added to this group, in the order they are consulted.
    public var assistants: [any ValueAssistant] {
        lock.lock()
        defer { lock.unlock() }
        return custom
    }

    /// Adds an assistant, consulted after those added before it and before the built-in one.
    @discardableResult
    public func add(_ assistant: any ValueAssistant) -> Self {
        lock.lock()
        custom.append(assistant)
        lock.unlock()
        return self
    }

    private func assistant(for type: Any.Type) -> (any ValueAssistant)? {
        if let found = assistants.first(where: { $0.supports(type) }) { return found }
        return builtIn.supports(type) ? builtIn : nil
    }

    /// Whether any assistant in the group supports `type`.
    public func supports(_ type: Any.Type) -> Bool { assistant(for: type) != nil }

    /// The compared components of `type`, from the first assistant that supports it.
    public func componentNames(for type: Any.Type) -> [String] {
        assistant(for: type)?.componentNames(for: type) ?? []
    }

    /// All components of `type`, from the first assistant that supports it.
    public func addressableComponentNames(for type: Any.Type) -> [String] {
        assistant(for: type)?.addressableComponentNames(for: type) ?? []
    }

    /// A component of `value`, from the first assistant that supports its type.
    public func componentValue(_ component: String, of value: Any) -> Double? {
        assistant(for: type(of: value))?.componentValue(component, of: value)
    }

    /// An accessor from the first assistant that supports the property's type.
    public func accessor<Root: AnyObject>(for keyPath: PartialKeyPath<Root>, component: String) -> PropertyAccessor<Root>? {
        assistant(for: type(of: keyPath).valueType)?.accessor(for: keyPath, component: component)
    }
}
