import Foundation
import MotionKernel

/// Reads and writes one scalar component of a property of a target object.
///
/// Accessors are built once, when a property is created or resolved; a beat only writes. Accessors
/// built from literal key paths by the `@inlinable` initializers of ``PropertyData`` fold into direct
/// stores; those resolved at run time (string paths, struct components) apply a stored key path on
/// each write, which is many times slower. A tween's beats skip the accessor altogether for a
/// `Double` or `CGFloat` stored in place, by typed key path or by string path: after the first
/// write, which tells where the value lives, they store it there themselves (see the Performance
/// article). Observed and computed properties are always written through their setters.
///
/// Internally an accessor is a single closure that answers read and write requests. A literal key
/// path folds into a direct store only when exactly one closure captures it and nothing else uses it
/// (not even a description), so reading and writing share that one closure. It takes the target as
/// `AnyObject` (always a `Root`), which keeps the per-beat loop free of generic metadata lookups.
public struct PropertyAccessor<Root: AnyObject> {
    /// A request to an accessor's body (top-level so it does not depend on `Root`).
    @usableFromInline
    typealias Request = PropertyAccessRequest

    /// Answers a request: `.read` returns the value, `.write` stores it and returns it.
    @usableFromInline let body: PropertyAccessBody

    @inlinable
    init(body: @escaping PropertyAccessBody) {
        self.body = body
    }

    /// Creates an accessor from a reader and a writer.
    public init(read: @escaping (Root) -> Double, write: @escaping (Root, Double) -> Void) {
        body = { target, request in
            switch request {
            case .read: return read(uncheckedCast(target, to: Root.self))
            case .write(let value): write(uncheckedCast(target, to: Root.self), value); return value
            case .writeInPlace(let value): write(uncheckedCast(target, to: Root.self), value); return 0
            case .identify: return 0
            }
        }
    }

    /// Creates an accessor for a typed key path to a scalar. `@inlinable`, so that a literal key path
    /// at the call site folds into direct loads and stores.
    @inlinable
    public init<Value: MotionScalar>(keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(body: { target, request in
            switch request {
            case .read: return uncheckedCast(target, to: Root.self)[keyPath: keyPath].motionValue
            case .write(let value): uncheckedCast(target, to: Root.self)[keyPath: keyPath] = Value(motionValue: value); return value
            case .writeInPlace(let value):
                guard Value.storesMotionValueBits else {
                    uncheckedCast(target, to: Root.self)[keyPath: keyPath] = Value(motionValue: value)
                    return 0
                }
                return storageAddress(of: &uncheckedCast(target, to: Root.self)[keyPath: keyPath], storing: Value(motionValue: value))
            case .identify:
                return storageAddress(of: &uncheckedCast(target, to: Root.self)[keyPath: keyPath])
            }
        })
    }

    /// Reads the component's current value from a target.
    public func read(_ target: Root) -> Double {
        body(target, .read)
    }

    /// Writes a new value of the component into a target.
    @inlinable
    public func write(_ target: Root, _ value: Double) {
        _ = body(target, .write(value))
    }

}
