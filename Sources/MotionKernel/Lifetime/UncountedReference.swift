import Foundation

/// A reference that is neither counted nor weak, cleared by its object before the object goes.
///
/// A weak reference gives its object a side table, after which every retain and release of that
/// object takes the runtime's slow path. A subscription's reference to its tempo is one of these
/// instead: the tempo clears it when the subscription is cancelled and, for those still subscribed,
/// in its `deinit` (see MotionMachine's `Tempo`), so it is never read after the tempo is gone.
///
/// Absence is ``object`` being `nil`, never an optional of this type: a debug build (Swift 6.3)
/// reads an absent `UncountedReference?` as one present whose object is `nil`.
@_spi(Kernel) public struct UncountedReference<Object: AnyObject> {
    /// The object, or `nil`; read only while the object is known to be alive.
    public unowned(unsafe) var object: Object?

    /// A reference to `object`, uncounted.
    @inlinable public init(_ object: Object?) {
        self.object = object
    }

    /// Whether there is an object, read from the reference's bits: comparing ``object`` with `nil`
    /// would load it as a counted reference first (a count in and out).
    @inlinable public var isPresent: Bool {
        @inline(__always) get { unsafeBitCast(self, to: UInt.self) != 0 }
    }

    /// Calls `body` with the object (which must be there and alive), lent to the call rather than
    /// counted for it: two atomic operations fewer than a counted reference's call.
    @inlinable @inline(__always)
    public func borrow<Result>(_ body: (Object) -> Result) -> Result {
        Unmanaged.passUnretained(object.unsafelyUnwrapped)._withUnsafeGuaranteedRef(body)
    }
}
