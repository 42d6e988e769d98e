import Foundation

/// The periodic check that a running motion's target is still wanted, made by a general steady leg
/// itself (eased legs are checked all at once, on the beats the engine's target sweep picks).
///
/// A motion checks, at least every ``TargetCheck/interval`` of beat time, whether its lease is
/// the target's last owner (see ``TargetLease``). A leg the tempo plays makes the same check and
/// hands the beat back only when the target was dropped: handing every motion back twice a second
/// to check would cost a full beat of the motion's own path each time, which at 60 beats a second
/// would be most of a steady tween's cost.
///
/// The lease is the only strong reference the engine holds to a target, so "the lease is the
/// target's only owner" is "the target has one strong reference", which the check asks of the target
/// itself (`_getRetainCount`, the runtime's strong count): the beat writes the target anyway, while
/// the lease is another object, another cache line. The count is in the target's own header, beside
/// the property the beat writes: a stopped motion refers to its target through an unowned count, not
/// a weak reference (see ``IdleTargetReference``), so targets have no side table, which would cost one
/// more cache miss per check, about a fifth of a beat at 100,000 tweens (see MotionMachine's
/// Performance article).
///
/// With the Objective-C runtime (Apple platforms) a target may be an Objective-C object (a
/// subclass of `NSObject`, a `UIView`), whose count the Objective-C runtime keeps elsewhere: the
/// Swift runtime's count would read one of its fields instead. There the check asks the object
/// itself (`CFGetRetainCount`, which a native Swift object answers with the same strong count).
@_spi(Kernel) public struct TargetCheck {
    /// How often, in beat time, a running motion checks that its target is still wanted; this
    /// bounds how long a dropped target can outlive it.
    @inlinable public static var interval: TimeInterval { 0.5 }

    /// Beats at or after this time check the target.
    @usableFromInline var due: TimeInterval

    /// A check first due one interval after `beat`. Motions started together check together, on
    /// one beat in thirty at 60 beats a second, rather than spread over phases: checks made back to
    /// back overlap their cache misses, which costs less on average.
    @inlinable public init(after beat: TimeInterval) {
        due = beat + Self.interval
    }

    /// Whether the beat at `timestamp` may go on: `false` once `target` was dropped, for the motion
    /// to end. `target` must be kept alive by its lease.
    @inlinable @inline(__always)
    public mutating func passes(at timestamp: TimeInterval, target: TargetPointer) -> Bool {
        guard timestamp >= due else { return true }
        guard Self.isWanted(target) else { return false }
        due = timestamp + Self.interval
        return true
    }

    /// Whether someone besides the lease still holds `target`, which its lease keeps alive.
    @inlinable @inline(__always)
    public static func isWanted(_ target: TargetPointer) -> Bool {
        #if canImport(ObjectiveC)
        target._withUnsafeGuaranteedRef { CFGetRetainCount($0) } > 1
        #else
        target._withUnsafeGuaranteedRef { _getRetainCount($0) } > 1
        #endif
    }
}
