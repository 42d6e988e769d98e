import Foundation
@_spi(Kernel) import MotionKernel

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
    /// Where the component's `Double` bits lie inside the value, when ``set`` is exactly a store of
    /// those bits there: a motion then learns the component's address in its target on its first
    /// write and stores there itself (see ``PropertyAccessRequest/writeInPlace(_:)``). `nil` when the
    /// write is anything else.
    let storageOffset: Int?

    /// Creates a component from its name and accessors.
    public init(_ name: String, comparedInStates: Bool = true,
                get: @escaping @Sendable (Value) -> Double,
                set: @escaping @Sendable (inout Value, Double) -> Void) {
        self.init(name, comparedInStates: comparedInStates, storageOffset: nil, get: get, set: set)
    }

    /// A component whose `set` stores the `Double` bits at `storageOffset` inside the value (or
    /// `nil`, when it does something else).
    init(_ name: String, comparedInStates: Bool = true, storageOffset: Int?,
         get: @escaping @Sendable (Value) -> Double, set: @escaping @Sendable (inout Value, Double) -> Void) {
        self.name = name
        self.get = get
        self.set = set
        self.comparedInStates = comparedInStates
        self.storageOffset = storageOffset
    }

    /// Creates a component that reads and writes a scalar stored property of the value:
    /// `ValueComponent("radius", \.radius)`.
    public init<Scalar: MotionScalar>(_ name: String, _ keyPath: WritableKeyPath<Value, Scalar> & Sendable,
                                      comparedInStates: Bool = true) {
        self.init(name, comparedInStates: comparedInStates,
                  storageOffset: Scalar.storesMotionValueBits ? MemoryLayout<Value>.offset(of: keyPath) : nil,
                  get: { $0[keyPath: keyPath].motionValue },
                  set: { $0[keyPath: keyPath] = Scalar(motionValue: $1) })
    }

    /// An accessor body for this component of a property that `modify` reaches: with `write` true it
    /// runs its closure on the property's storage (in place), otherwise on a copy. A write in place
    /// answers the component's address inside that storage when ``storageOffset`` is known.
    func accessorBody(modify: @escaping (AnyObject, _ write: Bool, (inout Value) -> Void) -> Void) -> PropertyAccessBody {
        let get = get, set = set, offset = storageOffset
        return { object, request in
            switch request {
            case .read:
                var value = 0.0
                modify(object, false) { value = get($0) }
                return value
            case .write(let value):
                modify(object, true) { set(&$0, value) }
                return value
            case .writeInPlace(let value):
                var address = 0.0
                modify(object, true) { whole in
                    set(&whole, value)
                    if let offset { address = storageAddress(of: &whole, advancedBy: offset) }
                }
                return address
            case .identify:
                return 0
            }
        }
    }
}
