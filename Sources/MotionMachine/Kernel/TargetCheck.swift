import Foundation

/// The periodic check that a running motion's target is still wanted, made by a steady leg itself.
///
/// A motion checks, at least every ``SteadyLeg/checkInterval`` of beat time, whether its lease is
/// the target's last owner (see ``TargetLease``). A leg the tempo plays makes the same check and
/// hands the beat back only when the target was dropped: handing every motion back twice a second
/// to check would cost a full beat of the motion's own path each time, which at 60 beats a second
/// was most of a steady tween's cost.
///
/// The lease is the only strong reference the engine holds to a target, so "the lease is the
/// target's only owner" is "the target has one strong reference", which the check asks of the target
/// itself: the beat writes the target anyway, so its header is at hand, while the lease is another
/// object, another cache miss (measured: about 2 ns per tween beat at 100,000 tweens).
struct TargetCheck {
    /// Beats at or after this time check the target.
    private var due: TimeInterval

    init(after beat: TimeInterval) {
        due = beat + SteadyLeg.checkInterval
    }

    /// Whether the beat at `timestamp` may go on: `false` once `target` was dropped, for the motion
    /// to end. `target` must be kept alive by its lease.
    @inline(__always)
    mutating func passes(at timestamp: TimeInterval, target: TargetPointer) -> Bool {
        guard timestamp >= due else { return true }
        guard target._withUnsafeGuaranteedRef({ _getRetainCount($0) }) > 1 else { return false }
        due = timestamp + SteadyLeg.checkInterval
        return true
    }
}
