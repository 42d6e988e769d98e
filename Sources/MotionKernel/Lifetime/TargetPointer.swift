import Foundation

/// A target object passed to the kernel's write loops without reference counting.
///
/// Valid only while something else keeps the object alive: a running motion's ``TargetLease`` (until
/// the beat in progress ends: a tempo holds a lease let go during its beat until the beat ends), or the caller that made it for
/// the duration of one call. Beats write every running motion's target through one of these, so a
/// beat costs no retain and release per motion.
@_spi(Kernel) public typealias TargetPointer = Unmanaged<AnyObject>

extension Unmanaged where Instance == AnyObject {
    /// Points at `object`, which the caller keeps alive while the pointer is used.
    @inlinable @inline(__always)
    @_spi(Kernel) public init(_ object: AnyObject) {
        self = .passUnretained(object)
    }

    /// Calls `body` with the object, which the owner keeps alive meanwhile.
    @inlinable @inline(__always)
    @_spi(Kernel) public func withObject<Result>(_ body: (AnyObject) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
