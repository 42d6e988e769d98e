import Foundation
@_spi(Kernel) import MotionKernel

/// A callback as ``MoveableCallbacks`` keeps it: called with the moveable, as any object.
typealias ErasedCallback = (AnyObject) -> Void

extension MoveableCallbacks {
    /// `callback` as the box keeps it, taking any object: set each callback to this, and call what
    /// the callbacks give back with the subject only.
    ///
    /// Reinterpreted inside a cell (``Cell``) rather than as a bare closure: a closure passed to
    /// a bit cast as such is first wrapped in a thunk that returns its empty result indirectly,
    /// and the result in another that undoes it, two calls more on every `updated` beat. A field of a
    /// generic struct keeps the closure as it was written.
    @inline(__always)
    static func erased<Subject: AnyObject>(_ callback: @escaping (Subject) -> Void) -> ErasedCallback {
        reinterpretCast(Cell(body: callback), to: Cell<AnyObject>.self).body
    }

    /// One callback, for ``erased(_:)``.
    private struct Cell<Subject: AnyObject> {
        let body: (Subject) -> Void
    }
}
