import Foundation

/// One named scalar component of a value type, with the functions that read and write it.
///
/// Component names are dotted paths inside the value (`"origin.x"` for `CGRect`); a scalar's single
/// component has the empty name. `comparedInStates` marks the components that ``PropertyStates``
/// compares to decide what changed: the independent ones (a color's red, green, blue and alpha). Derived
/// components such as a color's hue stay addressable by path but are not compared.
public struct ValueComponent<Value>: Sendable {
    /// The component's name within the value, e.g. `"size.width"`.
    public let name: String
    /// Reads the component.
    public let get: @Sendable (Value) -> Double
    /// Writes the component.
    public let set: @Sendable (inout Value, Double) -> Void
    /// Whether ``PropertyStates`` compares this component between start and end states.
    public let comparedInStates: Bool

    /// Creates a component from its name and accessors.
    public init(_ name: String, comparedInStates: Bool = true,
                get: @escaping @Sendable (Value) -> Double,
                set: @escaping @Sendable (inout Value, Double) -> Void) {
        self.name = name
        self.get = get
        self.set = set
        self.comparedInStates = comparedInStates
    }

    /// Creates a component that reads and writes a scalar stored property of the value:
    /// `ValueComponent("radius", \.radius)`.
    public init<Scalar: MotionScalar>(_ name: String, _ keyPath: WritableKeyPath<Value, Scalar> & Sendable,
                                      comparedInStates: Bool = true) {
        self.init(name, comparedInStates: comparedInStates,
                  get: { $0[keyPath: keyPath].motionValue },
                  set: { $0[keyPath: keyPath] = Scalar(motionValue: $1) })
    }
}
