import Foundation

/// Decomposes values of some types into named scalar components and builds accessors for them.
///
/// Motions only ever move scalars; a value assistant is what lets a path reach inside a struct
/// (`"frame.origin.x"`, `"backgroundColor.blue"`) and lets ``PropertyStates`` split a whole value into
/// one ``PropertyData`` per changed component. MotionMachine's built-in assistant covers every
/// ``MotionComposite`` type; write your own to support a type you cannot conform, and add it to a
/// ``ValueAssistantGroup``.
public protocol ValueAssistant: Sendable {
    /// Whether this assistant handles values of `type`.
    func supports(_ type: Any.Type) -> Bool
    /// The components of `type` that ``PropertyStates`` compares (`[""]` for a scalar).
    func componentNames(for type: Any.Type) -> [String]
    /// Every component of `type` a path may address, including derived ones.
    func addressableComponentNames(for type: Any.Type) -> [String]
    /// The value of one component of `value`, or `nil` if the component or type is unknown.
    func componentValue(_ component: String, of value: Any) -> Double?
    /// An accessor for one component of the property at `keyPath`, or `nil` if the assistant does
    /// not handle the property's type, the component is unknown, or the property is read-only.
    func accessor<Root: AnyObject>(for keyPath: PartialKeyPath<Root>, component: String) -> PropertyAccessor<Root>?
}
