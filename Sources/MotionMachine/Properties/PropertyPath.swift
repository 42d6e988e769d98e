import Foundation

/// A string path resolved against a ``MotionTarget`` type: the property's key path and the component
/// path inside its value.
struct PropertyPath<Root: AnyObject> {
    /// The full path as written.
    let path: String
    /// The key path of the named property.
    let keyPath: PartialKeyPath<Root>
    /// The path inside the property's value (`"origin.x"` for `"frame.origin.x"`); empty for the whole value.
    let component: String

    /// The type of the named property.
    var valueType: Any.Type { type(of: keyPath).valueType }

    /// Joins a component prefix and a sub-component name with a dot, skipping empty parts.
    static func join(_ prefix: String, _ name: String) -> String {
        prefix.isEmpty ? name : (name.isEmpty ? prefix : prefix + "." + name)
    }
}

extension PropertyPath where Root: MotionTarget {
    /// Splits `path` at its first dot and looks the property up in `Root.motionProperties`.
    init(_ path: String) throws {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = segments.first, !first.isEmpty, !segments.contains(where: \.isEmpty) else {
            throw PropertyPathError.emptyPath(path: path)
        }
        let properties = Root.motionProperties
        guard let keyPath = properties[String(first)] else {
            throw PropertyPathError.unknownProperty(path: path, property: String(first),
                                                    validNames: properties.keys.sorted())
        }
        self.path = path
        self.keyPath = keyPath
        self.component = segments.dropFirst().joined(separator: ".")
    }
}

extension PropertyPath {
    /// An accessor for one scalar component of the property, or a clear error.
    func accessor(component name: String, using assistant: any ValueAssistant) throws -> PropertyAccessor<Root> {
        let type = valueType
        guard assistant.supports(type) else {
            throw PropertyPathError.unsupportedType(path: path, valueType: String(describing: type))
        }
        let valid = assistant.addressableComponentNames(for: type)
        guard valid.contains(name) else {
            if name.isEmpty {
                throw PropertyPathError.notAScalar(path: path, valueType: String(describing: type), components: valid)
            }
            throw PropertyPathError.unknownComponent(path: path, component: name,
                                                     valueType: String(describing: type), validNames: valid)
        }
        // The type and component are known, so a missing accessor means the key path is not
        // reference-writable: the property is a `let` or get-only.
        guard let accessor = assistant.accessor(for: keyPath, component: name) else {
            throw PropertyPathError.readOnly(path: path)
        }
        return accessor
    }
}
