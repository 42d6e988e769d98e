import Foundation

/// The periodic check that a running motion's target is still wanted, made by a steady leg itself.
///
/// A motion checks, at least every ``SteadyLeg/checkInterval`` of beat time, whether its lease is
/// the target's last owner (see ``TargetLease``). A leg the tempo plays makes the same check on the
/// lease directly and hands the beat back only when the target was dropped: handing every motion
/// back twice a second to check would cost a full beat of the motion's own path each time, which at
/// 60 beats a second was most of a steady tween's cost.
struct TargetCheck {
    /// Beats at or after this time check the lease.
    private var due: TimeInterval
    /// Valid while the motion runs: the motion holds its lease until it withdraws the leg.
    private let lease: Unmanaged<TargetLease>

    init(lease: TargetLease, after beat: TimeInterval) {
        self.lease = .passUnretained(lease)
        self.due = beat + SteadyLeg.checkInterval
    }

    /// Whether the beat at `timestamp` may go on: `false` once the target was dropped, for the
    /// motion to end.
    @inline(__always)
    mutating func passes(at timestamp: TimeInterval) -> Bool {
        guard timestamp >= due else { return true }
        guard !lease._withUnsafeGuaranteedRef({ $0.isDropped }) else { return false }
        due = timestamp + SteadyLeg.checkInterval
        return true
    }
}
