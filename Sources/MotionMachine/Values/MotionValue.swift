import Foundation

/// A value that motions move and hand to closures: the target of a value motion.
///
/// A value motion (``Motion/init(from:to:duration:easing:options:update:)`` and its spring and
/// physics forms) animates a value rather than a property of an object, and calls a closure with
/// each new value. It keeps the value in a `MotionValue` it makes for itself, which is the motion's
/// ``Motion/target``. Make one yourself to let several motions share a value: additive motions on
/// the same `MotionValue` add up, as additive motions on one property do.
///
/// ```swift
/// let offset = MotionValue(SIMD2<Double>(0, 0))
/// Motion(value: offset, to: SIMD2(40, 0), duration: 0.3, options: .additive) { print($0) }.start()
/// Motion(value: offset, to: SIMD2(0, 25), duration: 0.5, options: .additive) { print($0) }.start()
/// ```
///
/// The value moves component by component (its ``MotionComposite`` components that
/// ``ValueComponent/comparedInStates``), so every scalar type, the geometry types, SIMD vectors,
/// ``MotionColor``, the transforms and any type of yours that lists its components can be animated.
public final class MotionValue<Value: MotionComposite> {
    /// The value, kept behind a pointer this object owns so that beats store into it without
    /// dynamic exclusivity checks.
    let storage: OwnedValue<Value>

    /// The current value: what the last beat of a motion on it wrote, or what you set.
    public var value: Value {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// Creates a value that motions can move, starting at `value`.
    public init(_ value: Value) {
        storage = OwnedValue(value)
    }
}

extension MotionValue {
    /// The components a value motion moves: the independent ones, in their stable order.
    static var movedComponents: [ValueComponent<Value>] {
        Value.motionComponents.filter(\.comparedInStates)
    }

    /// One property per moved component, from `from` (or the current value when `nil`) to `to`
    /// (or none, for physics). The last property's writes also call `update` with the whole value,
    /// so every beat hands it over once, after all its components are stored.
    ///
    /// Properties are named `value` and `value.<component>`, so additive motions on one
    /// `MotionValue` find each other by path. A motion holds its target weakly, like any motion: the
    /// value a value motion makes for itself is `owned`, kept alive by these properties' accessors.
    static func properties(from: Value?, to: Value?, owned: MotionValue? = nil,
                           update: @escaping (Value) -> Void) -> [PropertyData<MotionValue>] {
        let components = movedComponents
        return components.enumerated().map { index, component in
            let delivers = index == components.count - 1
            let get = component.get
            let set = component.set
            let accessor = PropertyAccessor<MotionValue>(body: { [owned] target, request in
                withExtendedLifetime(owned) {}
                let box = uncheckedCast(target, to: MotionValue.self)
                switch request {
                case .read: return get(box.storage.value)
                case .write(let value):
                    set(&box.storage.value, value)
                    if delivers { update(box.storage.value) }
                    return value
                case .identify: return 0
                }
            })
            return PropertyData(name: .path(PropertyPath<MotionValue>.join("value", component.name)),
                                start: from.map(component.get), end: to.map(component.get), accessor: accessor)
        }
    }

    /// Component by component, `value` as the numbers a motion's properties use.
    static func components(of value: Value) -> [Double] {
        movedComponents.map { $0.get(value) }
    }

    /// The value whose moved components are `numbers` (missing ones taken from `base`).
    static func value(components numbers: [Double], base: Value) -> Value {
        var value = base
        for (component, number) in zip(movedComponents, numbers) { component.set(&value, number) }
        return value
    }
}
