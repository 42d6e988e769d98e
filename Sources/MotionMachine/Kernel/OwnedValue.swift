import Foundation

/// A value kept in memory its owner allocates and frees itself.
///
/// A stored property of a class that beats read and control calls replace gets a dynamic
/// exclusivity check on every access, a few nanoseconds each. Kept behind a pointer the class owns,
/// the same value reads as a plain load. The owner calls ``free()`` once, in its `deinit`.
struct OwnedValue<Value>: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    /// The value.
    var value: Value {
        @inline(__always) get { pointer.pointee }
        @inline(__always) nonmutating set { pointer.pointee = newValue }
    }

    /// Frees the memory (after the owner has released what the value holds).
    func free() {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
