import Foundation
@_spi(Kernel) import MotionKernel

/// The start and end states of a whole property value, from which a motion builds one
/// ``PropertyData`` per component that changes.
///
/// `PropertyStates(keyPath: \Square.frame, start: rectA, end: rectB)` animates the components of the
/// rectangle that differ between the two states, and those whose start equals their end but not the
/// target's current value (they are set to their value when the motion begins), so every component
/// of the end state ends at its value. When `start` is omitted, the end state is
/// compared with the target's value when the motion is created, and the changed components start
/// from the target's value when the motion begins moving. A path may also name part of a value:
/// `"frame.origin"` with `CGPoint` states, or `"backgroundColor.blue"` with a number.
///
/// With a typed key path to a ``MotionComposite`` value (every built-in type), the components come
/// from the type itself. The first write learns where the target stores the value, and later beats
/// modify it there directly, so a beat allocates nothing; a computed or observed property is written
/// through its setter on every beat instead.
public struct PropertyStates<Target: AnyObject> {
    /// The property's path, as written or described from its types.
    public let path: String
    /// The start state, or `nil` to start from the target's value.
    public let start: Any?
    /// The end state.
    public let end: Any
    @usableFromInline let build: (Target, any ValueAssistant) -> [PropertyData<Target>]
    /// For a color state without a space of its own: the same states moving through a space (see
    /// ``init(keyPath:start:end:in:)``), which traits that carry one choose.
    let inSpace: ((ColorInterpolation) -> PropertyStates<Target>)?

    @usableFromInline
    init(path: String, start: Any?, end: Any, inSpace: ((ColorInterpolation) -> PropertyStates<Target>)? = nil,
         build: @escaping (Target, any ValueAssistant) -> [PropertyData<Target>]) {
        self.path = path
        self.start = start
        self.end = end
        self.inSpace = inSpace
        self.build = build
    }

    /// States for a ``MotionComposite`` property named by a typed key path.
    public init<Value: MotionComposite>(keyPath: ReferenceWritableKeyPath<Target, Value>, start: Value? = nil, end: Value) {
        // Writing modifies the value in place, at the location learned on the first write (see
        // `StoredLocation`: no run-time key path per beat); reading runs `body` on a copy (a plain
        // get, so reading fires no `didSet`).
        let location = StoredLocation(keyPath)
        let modify: (AnyObject, Bool, (inout Value) -> Void) -> Void = { object, write, body in
            location.access(object, write: write, body)
        }
        let name = "\(Target.self).(\(Value.self))"
        // A color's states can move through another space when traits say so.
        let inSpace = (keyPath as? ReferenceWritableKeyPath<Target, MotionColor>).map { colorPath in
            { (space: ColorInterpolation) in
                PropertyStates(keyPath: colorPath, start: start as? MotionColor, end: end as? MotionColor ?? MotionColor(white: 0), in: space)
            }
        }
        self.init(path: name, start: start, end: end, inSpace: inSpace) { target, _ in
            PropertyStates.componentProperties(of: target, modify: modify, start: start, end: end, name: name)
        }
    }

    /// States for a property of any type named by a typed key path; the motion's value assistant
    /// decomposes the values.
    public init<Value>(keyPath: ReferenceWritableKeyPath<Target, Value>, start: Value? = nil, end: Value) {
        let name = String(describing: keyPath)
        self.init(path: name, start: start, end: end) { target, assistant in
            PropertyStates.assistedProperties(of: target, keyPath: keyPath, componentPrefix: "", path: name,
                                              start: start, end: end, using: assistant)
        }
    }

    /// Builds the properties for the components that change, using `assistant` to decompose values
    /// where the states need one.
    public func propertyData(for target: Target, using assistant: any ValueAssistant) -> [PropertyData<Target>] {
        build(target, assistant)
    }

    /// One property per changed component of a composite value, each writing through `modify`.
    @usableFromInline
    static func componentProperties<Value: MotionComposite>(
        of target: Target, modify: @escaping (AnyObject, Bool, (inout Value) -> Void) -> Void,
        start: Value?, end: Value, name: String
    ) -> [PropertyData<Target>] {
        Value.motionComponents.filter(\.comparedInStates).compactMap { component in
            let get = component.get
            let accessor = PropertyAccessor<Target>(body: component.accessorBody(modify: modify))
            let endValue = get(end)
            let startValue = start.map(get)
            guard needsMotion(start: startValue, end: endValue, current: accessor.read(target)) else { return nil }
            // Named by types, which several properties may share: described, so additive motions do
            // not take it for an identifying path.
            let path = PropertyPath<Target>.join(name, component.name)
            return PropertyData(name: .described(PropertyNameText.shared(path)), start: startValue, end: endValue, accessor: accessor)
        }
    }

    /// One property per changed component, decomposed by `assistant` and written through a run-time
    /// key path. Components the assistant cannot handle are skipped with a diagnostic.
    static func assistedProperties(of target: Target, keyPath: PartialKeyPath<Target>, componentPrefix: String, path: String,
                                   start: Any?, end: Any, using assistant: any ValueAssistant) -> [PropertyData<Target>] {
        let endType = type(of: end)
        let endComponents = end is any MotionScalar ? [""] : assistant.componentNames(for: endType)
        if endComponents.isEmpty {
            MotionDiagnostics.logger.report(.error, "PropertyStates '\(path)': no value assistant supports \(endType); skipped")
        }
        var result: [PropertyData<Target>] = []
        for component in endComponents {
            let fullComponent = PropertyPath<Target>.join(componentPrefix, component)
            guard let accessor = assistant.accessor(for: keyPath, component: fullComponent),
                  let endValue = value(of: component, in: end, assistant) else {
                MotionDiagnostics.logger.report(.error, "PropertyStates '\(path)': cannot address component '\(fullComponent)'; skipped")
                continue
            }
            let startValue = start.flatMap { value(of: component, in: $0, assistant) }
            guard needsMotion(start: startValue, end: endValue, current: accessor.read(target)) else { continue }
            result.append(PropertyData(path: PropertyPath<Target>.join(path, component), start: startValue, end: endValue,
                                       accessor: accessor))
        }
        return result
    }

    /// Whether a component needs a property: it changes between its states, or the target is not at
    /// its end yet. A component whose start equals its end but not the target's value still moves
    /// there, so every component of an end state ends at its value.
    static func needsMotion(start: Double?, end: Double, current: Double) -> Bool {
        (start ?? current) != end || current != end
    }

    private static func value(of component: String, in state: Any, _ assistant: any ValueAssistant) -> Double? {
        if component.isEmpty, let number = state as? any MotionScalar { return number.motionValue }
        return assistant.componentValue(component, of: state)
    }
}

extension PropertyStates where Target: MotionTarget {
    /// States for a property named by a string path; throws ``PropertyPathError`` if the path does not
    /// resolve or a state's type does not fit it.
    public init(path: String, start: Any? = nil, end: Any,
                using assistant: any ValueAssistant = ValueAssistantGroup.standard) throws {
        let resolved = try PropertyPath<Target>(path)
        let propertyType = resolved.valueType
        guard assistant.supports(propertyType) else {
            throw PropertyPathError.unsupportedType(path: path, valueType: String(describing: propertyType))
        }
        let addressable = Set(assistant.addressableComponentNames(for: propertyType))
        let endType = type(of: end)
        let endComponents = end is any MotionScalar ? [""] : assistant.componentNames(for: endType)
        let fits = !endComponents.isEmpty && endComponents.allSatisfy {
            addressable.contains(PropertyPath<Target>.join(resolved.component, $0))
        }
        if !fits {
            if !resolved.component.isEmpty && !addressable.contains(where: { $0.hasPrefix(resolved.component) }) {
                throw PropertyPathError.unknownComponent(path: path, component: resolved.component,
                                                         valueType: String(describing: propertyType),
                                                         validNames: addressable.sorted())
            }
            throw PropertyPathError.valueTypeMismatch(path: path, expected: String(describing: propertyType),
                                                      actual: String(describing: endType))
        }
        if let start, type(of: start) != endType, !(start is any MotionScalar && end is any MotionScalar) {
            throw PropertyPathError.valueTypeMismatch(path: path, expected: String(describing: endType),
                                                      actual: String(describing: type(of: start)))
        }
        self.init(path: path, start: start, end: end) { target, assistant in
            PropertyStates.assistedProperties(of: target, keyPath: resolved.keyPath, componentPrefix: resolved.component,
                                              path: path, start: start, end: end, using: assistant)
        }
    }
}
