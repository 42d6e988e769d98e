import Foundation

/// A value kept in memory its owner allocates, read and changed in place.
///
/// A stored property of a class that beats read and control calls replace gets a dynamic
/// exclusivity check on every access, a few nanoseconds each. Kept behind a pointer the class owns,
/// the same value reads as a plain load. Noncopyable: the owner holds it in a `let` and it frees
/// the value and its memory in `deinit`.
struct OwnedValue<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<Value>

    init(_ value: consuming Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    /// Where the value lives. Owners read and change it in place through addressors of their own
    /// over this (`unsafeAddress`/`unsafeMutableAddress`): a forwarding `_read` coroutine that is not
    /// inlined allocates its frame on every use.
    var address: UnsafeMutablePointer<Value> {
        @inline(__always) get { pointer }
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
