import Foundation

/// A value type that lists its own animatable scalar components.
///
/// Conform a custom type to make it animatable everywhere (typed key paths, string paths,
/// ``PropertyStates``, `finalState:`) with no registration: the standard ``ValueAssistantGroup``
/// recognizes every conforming type. Every scalar type (``MotionScalar``) is a composite of one
/// component.
#if compiler(>=6.2)
// Component accessors are `@Sendable` closures that name `Self`, so the metatype must be sendable.
public protocol MotionComposite: SendableMetatype {
    /// The type's components, in a stable order.
    static var motionComponents: [ValueComponent<Self>] { get }
}
#else
public protocol MotionComposite {
    /// The type's components, in a stable order.
    static var motionComponents: [ValueComponent<Self>] { get }
}
#endif
