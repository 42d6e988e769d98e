import Foundation

/// The start and end states of a whole property value, from which a motion builds one
/// ``PropertyData`` per component that changes.
///
/// `PropertyStates(keyPath: \Square.frame, start: rectA, end: rectB)` animates only the components of
/// the rectangle that differ between the two states. When `start` is omitted, the end state is
/// compared with the target's value when the motion is created, and the changed components start
/// from the target's value when the motion begins moving. A path may also name part of a value:
/// `"frame.origin"` with `CGPoint` states, or `"backgroundColor.blue"` with a number.
public struct PropertyStates<Target: AnyObject> {
    /// The property's path, as written or described from its key path.
    public let path: String
    /// The start state, or `nil` to start from the target's value.
    public let start: Any?
    /// The end state.
    public let end: Any
    private let keyPath: PartialKeyPath<Target>
    private let componentPrefix: String
    private let nameForComponent: (String) -> PropertyData<Target>.Name

    /// States for a property named by a typed key path.
    public init<Value>(keyPath: ReferenceWritableKeyPath<Target, Value>, start: Value? = nil, end: Value) {
        self.path = String(describing: keyPath)
        self.start = start
        self.end = end
        self.keyPath = keyPath
        self.componentPrefix = ""
        self.nameForComponent = { component in .described({ PropertyPath<Target>.join(String(describing: keyPath), component) }) }
    }

    /// Builds the properties for the components that change, using `assistant` to decompose values.
    ///
    /// Components the assistant cannot handle are skipped with a diagnostic (string paths were
    /// already checked when the states were created).
    public func propertyData(for target: Target, using assistant: any ValueAssistant) -> [PropertyData<Target>] {
        let endType = type(of: end)
        let endComponents = isNumber(end) ? [""] : assistant.componentNames(for: endType)
        if endComponents.isEmpty {
            MotionDiagnostics.logger.error("PropertyStates '\(path)': no value assistant supports \(endType); skipped")
        }
        var result: [PropertyData<Target>] = []
        for component in endComponents {
            let fullComponent = PropertyPath<Target>.join(componentPrefix, component)
            guard let accessor = assistant.accessor(for: keyPath, component: fullComponent),
                  let endValue = value(of: component, in: end, assistant) else {
                MotionDiagnostics.logger.error("PropertyStates '\(path)': cannot address component '\(fullComponent)'; skipped")
                continue
            }
            let startValue = start.flatMap { value(of: component, in: $0, assistant) }
            guard (startValue ?? accessor.read(target)) != endValue else { continue }
            result.append(PropertyData(name: nameForComponent(component), start: startValue, end: endValue, accessor: accessor))
        }
        return result
    }

    private func isNumber(_ value: Any) -> Bool { value is any MotionScalar }

    private func value(of component: String, in state: Any, _ assistant: any ValueAssistant) -> Double? {
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
                                                         validNames: Array(addressable))
            }
            throw PropertyPathError.valueTypeMismatch(path: path, expected: String(describing: propertyType),
                                                      actual: String(describing: endType))
        }
        if let start, type(of: start) != endType, !(start is any MotionScalar && end is any MotionScalar) {
            throw PropertyPathError.valueTypeMismatch(path: path, expected: String(describing: endType),
                                                      actual: String(describing: type(of: start)))
        }
        self.path = path
        self.start = start
        self.end = end
        self.keyPath = resolved.keyPath
        self.componentPrefix = resolved.component
        self.nameForComponent = { .path(PropertyPath<Target>.join(path, $0)) }
    }
}
