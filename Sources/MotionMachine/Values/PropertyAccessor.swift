import Foundation

/// Reads and writes one scalar component of a property of a target object.
///
/// Accessors are built once, when a property is created or resolved; a beat only calls `write`.
/// Accessors built from literal key paths by the `@inlinable` initializers of ``PropertyData`` fold
/// into direct stores; those resolved at run time (string paths, struct components) apply a stored
/// key path on each write.
public struct PropertyAccessor<Root: AnyObject> {
    /// Reads the component's current value from a target.
    public let read: (Root) -> Double
    /// Writes a new value of the component into a target.
    public let write: (Root, Double) -> Void

    /// Creates an accessor from a reader and a writer.
    @inlinable
    public init(read: @escaping (Root) -> Double, write: @escaping (Root, Double) -> Void) {
        self.read = read
        self.write = write
    }
}
