import Foundation
import MotionKernel

/// A value that motions move and hand to closures: the target of a value motion.
///
/// A value motion (`Motion(from:to:duration:easing:options:update:)` and its spring and
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
    /// The value, in the object itself, so a beat's store lands on the line it reads ``deliver``
    /// from. Its accesses are not checked for exclusivity at run time (a check costs more than the
    /// store): none can overlap, since the only access that lasts (a component's setter, in
    /// ``respond(to:component:)``) calls no code but the component's own.
    @usableFromInline @exclusivity(unchecked) var stored: Value
    /// The components motions move (see ``movedComponents``), listed once.
    @usableFromInline let components: [ValueComponent<Value>]
    /// For a value that one motion made for itself: that motion's closure, called by the writer of
    /// the last component. Kept here, in a constant of the target, so that the writers capture
    /// nothing and a beat calls them without reference counting.
    @usableFromInline let deliver: ((Value) -> Void)?

    /// The current value: what the last beat of a motion on it wrote, or what you set.
    public var value: Value {
        get { stored }
        set { stored = newValue }
    }

    /// Creates a value that motions can move, starting at `value`.
    public convenience init(_ value: Value) {
        self.init(value, deliver: nil)
    }

    @usableFromInline
    init(_ value: Value, deliver: ((Value) -> Void)?) {
        stored = value
        components = Self.movedComponents
        self.deliver = deliver
    }
}

extension MotionValue {
    /// The components a value motion moves: the independent ones, in their stable order.
    @inlinable
    static var movedComponents: [ValueComponent<Value>] {
        Value.motionComponents.filter(\.comparedInStates)
    }

    /// One property per moved component, from `from` (or the current value when `nil`) to `to`
    /// (or none, for physics). After each beat's writes, the motion's closure receives the whole
    /// value once: `update`, called by the last component's writer, or, for a value the motion
    /// made for itself, the value's own ``deliver``.
    ///
    /// Properties are named `value` and `value.<component>`, so additive motions on one
    /// `MotionValue` find each other by path.
    ///
    /// Inlinable, so that a value motion's writers are specialized for the caller's value type.
    @inlinable
    func properties(from: Value?, to: Value?, update: ((Value) -> Void)? = nil) -> [PropertyData<MotionValue>] {
        components.enumerated().map { index, component in
            PropertyData(name: .path(PropertyNameText.shared(component.name.isEmpty ? "value" : "value." + component.name)),
                         start: from.map(component.get), end: to.map(component.get),
                         accessor: PropertyAccessor(body: Self.writer(ofComponent: index, update: update)))
        }
    }

    /// The accessor body for component `index`. Without `update` (the value delivers to its own
    /// closure), the first components get bodies that capture nothing.
    @inlinable
    static func writer(ofComponent index: Int, update: ((Value) -> Void)?) -> PropertyAccessBody {
        if let update {
            return { target, request in
                let box = uncheckedCast(target, to: MotionValue.self)
                let result = box.respond(to: request, component: index)
                if request.writes, index == box.components.count - 1 { update(box.stored) }
                return result
            }
        }
        switch index {
        case 0: return { uncheckedCast($0, to: MotionValue.self).respond(to: $1, component: 0) }
        case 1: return { uncheckedCast($0, to: MotionValue.self).respond(to: $1, component: 1) }
        case 2: return { uncheckedCast($0, to: MotionValue.self).respond(to: $1, component: 2) }
        case 3: return { uncheckedCast($0, to: MotionValue.self).respond(to: $1, component: 3) }
        default: return { uncheckedCast($0, to: MotionValue.self).respond(to: $1, component: index) }
        }
    }

    /// Reads or writes component `index`; a write of the last component also hands the value to
    /// ``deliver``.
    @inlinable @inline(__always)
    func respond(to request: PropertyAccessRequest, component index: Int) -> Double {
        switch request {
        case .read: return components[index].get(stored)
        case .write(let number), .writeInPlace(let number):
            components[index].set(&stored, number)
            if let deliver, index == components.count - 1 { deliver(stored) }
            return request.answer(wrote: number)
        case .identify: return 0
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

extension MotionValue where Value: MotionScalar {
    /// The one property of a scalar value that delivers to its own closure: its writer converts the
    /// number itself and captures nothing, so a beat costs one store and the closure's call.
    @inlinable
    func scalarProperties(from: Value, to: Value) -> [PropertyData<MotionValue>] {
        [PropertyData(name: .path(PropertyNameText.shared("value")), start: from.motionValue, end: to.motionValue,
                      accessor: PropertyAccessor(body: { target, request in
                          let box = uncheckedCast(target, to: MotionValue.self)
                          switch request {
                          case .read: return box.stored.motionValue
                          case .write(let number), .writeInPlace(let number):
                              box.stored = Value(motionValue: number)
                              box.deliver?(box.stored)
                              return request.answer(wrote: number)
                          case .identify: return 0
                          }
                      }))]
    }
}
