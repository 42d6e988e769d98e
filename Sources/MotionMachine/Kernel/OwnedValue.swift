import Foundation

/// A value kept in memory its owner allocates, read and changed in place.
///
/// A stored property of a class that beats read and control calls replace gets a dynamic
/// exclusivity check on every access, a few nanoseconds each. Kept behind a pointer the class owns,
/// the same value reads as a plain load. Noncopyable: the owner holds it in a `let` and it frees
/// the value and its memory in `deinit`.
///
/// Usable from inlinable code (``MotionValue``'s writers are specialized in the caller's module).
@usableFromInline
struct OwnedValue<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<Value>

    @inlinable
    init(_ value: consuming Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    /// The value, in place.
    @inlinable
    var value: Value {
        @inline(__always) unsafeAddress { UnsafePointer(pointer) }
        @inline(__always) nonmutating unsafeMutableAddress { pointer }
    }

    @inlinable
    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
