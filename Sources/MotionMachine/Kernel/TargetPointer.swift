import Foundation

/// A target object passed to the kernel's write loops without reference counting.
///
/// Valid only while something else keeps the object alive: a running motion's ``TargetLease`` (until
/// the beat in progress ends, see ``Tempo/holdUntilBeatEnds(_:)``), or the caller that made it for
/// the duration of one call. Beats write every running motion's target through one of these, so a
/// beat costs no retain and release per motion.
typealias TargetPointer = Unmanaged<AnyObject>

extension Unmanaged where Instance == AnyObject {
    /// Points at `object`, which the caller keeps alive while the pointer is used.
    @inline(__always)
    init(_ object: AnyObject) {
        self = .passUnretained(object)
    }

    /// Calls `body` with the object, which the owner keeps alive meanwhile.
    @inline(__always)
    func withObject<Result>(_ body: (AnyObject) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
