import Foundation

/// A reference that is neither counted nor weak, cleared by its object before the object goes.
///
/// A weak reference gives its object a side table, after which every retain and release of that
/// object takes the runtime's slow path. A subscription's reference to its tempo is one of these
/// instead: the tempo clears it when the subscription is cancelled and, for those still subscribed,
/// in its `deinit` (see MotionMachine's `Tempo`), so it is never read after the tempo is gone.
@_spi(Kernel) public struct UncountedReference<Object: AnyObject> {
    /// The object, or `nil`; read only while the object is known to be alive.
    public unowned(unsafe) var object: Object?

    /// A reference to `object`, uncounted.
    @inlinable public init(_ object: Object?) {
        self.object = object
    }
}
