import Foundation

/// Why a string path, or a value given for it, could not be used.
public enum PropertyPathError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The path is empty or has an empty segment.
    case emptyPath(path: String)
    /// The first segment names no property of the target type; `validNames` are sorted.
    case unknownProperty(path: String, property: String, validNames: [String])
    /// The rest of the path names no component of the property's value type.
    case unknownComponent(path: String, component: String, valueType: String, validNames: [String])
    /// No value assistant handles the property's type.
    case unsupportedType(path: String, valueType: String)
    /// The property cannot be written (a `let` or get-only property).
    case readOnly(path: String)
    /// The path names a whole struct where a single number is needed.
    case notAScalar(path: String, valueType: String, components: [String])
    /// A state value's type does not fit the property at the path.
    case valueTypeMismatch(path: String, expected: String, actual: String)

    /// A sentence naming the path, the offending part and what would have been valid.
    public var description: String {
        switch self {
        case .emptyPath(let path):
            return "Property path '\(path)' is empty or has an empty segment"
        case .unknownProperty(let path, let property, let valid):
            return "Property path '\(path)': unknown property '\(property)'; valid names: \(Self.list(valid))"
        case .unknownComponent(let path, let component, let type, let valid):
            let named = valid.filter { !$0.isEmpty }
            if named.isEmpty {
                return "Property path '\(path)': \(type) is a single number and has no components, so no '\(component)'"
            }
            return "Property path '\(path)': \(type) has no component '\(component)'; valid components: \(Self.list(named))"
        case .unsupportedType(let path, let type):
            return "Property path '\(path)': no value assistant supports \(type)"
        case .readOnly(let path):
            return "Property path '\(path)' names a read-only property"
        case .notAScalar(let path, let type, let components):
            return "Property path '\(path)' names a whole \(type); add one of its components: \(Self.list(components))"
        case .valueTypeMismatch(let path, let expected, let actual):
            return "Property path '\(path)' needs a value of type \(expected), got \(actual)"
        }
    }

    /// Same as ``description``.
    public var errorDescription: String? { description }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.sorted().joined(separator: ", ")
    }
}
