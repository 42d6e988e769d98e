import Foundation

/// One scalar property of a target that a motion moves: where it is, where it starts and ends.
///
/// Create it from a typed key path (fast, checked by the compiler) or, for ``MotionTarget`` types,
/// from a string path (checked when created; throws ``PropertyPathError``). A `nil` start means "read
/// the target's value when the motion begins moving".
///
/// Typed key path initializers are `@inlinable`: the writer closure is built at your call site, where a
/// literal key path folds into a direct store. String paths resolve at run time and apply a stored key
/// path on every write, which is several times slower and, on Swift 6.3, allocates a small exclusivity
/// record per write.
///
/// Non-finite values are sanitized: a NaN or infinite `start` counts as omitted, and a NaN or infinite
/// `end` makes the property hold its start value. Both are reported when the property is created. The
/// end may be omitted for motions that compute it (``PhysicsMotion``); a ``Motion`` holds such a
/// property at its start value.
public struct PropertyData<Target: AnyObject> {
    /// How the property is named, in one word: a string path, or the key path's root and value types,
    /// spelled out on demand.
    ///
    /// A typed scalar key path is named after its root and value types only (`"Square.(CGFloat)"`):
    /// any other use of the key path (storing it, describing it) would stop the optimizer from
    /// folding the literal key path in the accessor into a direct store.
    @usableFromInline
    enum Name {
        /// A path that identifies the property: a string path, or one given with a custom accessor.
        case path(PropertyNameText)
        /// A path that describes the property without identifying it: several properties may share it.
        case described(PropertyNameText)
        /// The key path's root and value types, as the type that spells them.
        case typed(PropertyTypeName.Type)
    }

    @usableFromInline let name: Name
    /// Reads and writes the property on a target.
    public let accessor: PropertyAccessor<Target>
    // The start and end as plain numbers, an omitted one as ``omitted``: an optional `Double`
    // carries a tag of its own, which would take a word of padding in the property.
    @usableFromInline var storedStart = Self.omitted
    @usableFromInline var storedEnd = Self.omitted

    /// What ``storedStart`` or ``storedEnd`` holds for an omitted value: a NaN whose payload spells
    /// "omitted" in ASCII. NaNs a program computes do not carry this payload; a non-finite start is
    /// stored as omitted anyway, and an end with exactly these bits reads back as omitted, which a
    /// ``Motion`` treats as it treats a NaN end (the property holds its start value).
    @inlinable
    static var omitted: Double { Double(bitPattern: 0x7FF8_6F6D_6974_7465) }

    /// The value at the start of the motion, or `nil` to read it from the target when motion begins.
    @inlinable
    public var start: Double? {
        get { Self.value(storedStart) }
        set { storedStart = newValue ?? Self.omitted }
    }

    /// The value at the end of the motion, or `nil` when the motion computes it (physics).
    @inlinable
    public var end: Double? {
        get { Self.value(storedEnd) }
        set { storedEnd = newValue ?? Self.omitted }
    }

    /// `stored`, or `nil` when it holds ``omitted``.
    @inlinable
    static func value(_ stored: Double) -> Double? {
        stored.bitPattern == omitted.bitPattern ? nil : stored
    }

    /// The property's path: the string path it was created with or, for a typed key path, its root and
    /// value types (`"Square.(CGFloat)"`).
    public var path: String {
        switch name {
        case .path(let path), .described(let path): return path.text
        case .typed(let types): return types.text
        }
    }

    /// The path that identifies the property for additive motions: a string path, or a path given
    /// with a custom accessor. `nil` for typed key paths, which identify themselves by address.
    var identifyingPath: String? {
        if case .path(let path) = name { return path.text }
        return nil
    }

    /// Creates a property from a custom accessor.
    public init(path: String, start: Double? = nil, end: Double?, accessor: PropertyAccessor<Target>) {
        self.init(name: .path(PropertyNameText(path)), start: start, end: end, accessor: accessor)
    }

    @usableFromInline
    init(name: Name, start: Double?, end: Double?, accessor: PropertyAccessor<Target>) {
        self.name = name
        self.accessor = accessor
        self.start = start
        self.end = end
        if let start, !start.isFinite {
            MotionDiagnostics.logger.report(.warning, "Start value \(start) of '\(path)' is not finite; it will be read from the target")
            self.start = nil
        }
        if let end, !end.isFinite {
            MotionDiagnostics.logger.report(.warning, "End value \(end) of '\(path)' is not finite; the property will hold its start value")
        }
    }

    /// Creates a property from a typed key path to a scalar (`\Square.frame.origin.x`). Omit `end`
    /// for motions that compute it, such as ``PhysicsMotion``.
    @inlinable
    public init<Value: MotionScalar>(keyPath: ReferenceWritableKeyPath<Target, Value>, start: Value? = nil, end: Value? = nil) {
        self.init(name: .typed(TypedPropertyName<Target, Value>.self), start: start?.motionValue, end: end?.motionValue,
                  accessor: PropertyAccessor(keyPath: keyPath))
    }
}

extension PropertyData where Target: MotionTarget {
    /// Creates a property from a string path and an end value: `PropertyData("frame.origin.x", 200.0)`.
    public init(_ path: String, _ end: Double, using assistant: any ValueAssistant = ValueAssistantGroup.standard) throws {
        try self.init(path: path, start: nil, end: end, using: assistant)
    }

    /// Creates a property from a string path alone, for motions that compute the end value:
    /// `PropertyData("frame.origin.y")` in a ``PhysicsMotion``.
    public init(_ path: String, using assistant: any ValueAssistant = ValueAssistantGroup.standard) throws {
        try self.init(path: path, start: nil, end: nil, using: assistant)
    }

    /// Creates a property from a string path, an optional start and an end value (omit it for motions
    /// that compute it).
    public init(path: String, start: Double? = nil, end: Double?,
                using assistant: any ValueAssistant = ValueAssistantGroup.standard) throws {
        let resolved = try PropertyPath<Target>(path)
        let accessor = try resolved.accessor(component: resolved.component, using: assistant)
        self.init(name: .path(PropertyNameText.shared(path)), start: start, end: end, accessor: accessor)
    }
}
