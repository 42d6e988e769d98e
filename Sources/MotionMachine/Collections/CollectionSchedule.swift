import Foundation

/// What a kind of collection decides about its cycle: when members start, what their reports mean,
/// when the cycle turns back and when it ends. ``MotionGroup`` plays its members side by side (with
/// a stagger); ``MotionSequence`` plays them one after another.
///
/// The shared collection runs everything else (the clock, members' reports in time order, callbacks,
/// repeats, seeking) and calls its schedule at these moments. A kind states every step, so a new kind
/// cannot silently inherit a step that does nothing.
protocol CollectionSchedule: AnyObject {
    /// Drops the callbacks only this kind has (``MotionSequence``'s `stepCompleted`), when
    /// `cleanupResources()` drops the others.
    func removeKindCallbacks()

    /// Applies the kind's settings (reversing, holding at the reversal) to a member.
    func configure(_ member: any CollectionMember)

    /// A run or a repeat's cycle is about to start: its callback (`started`, `cycleRepeated`) fires
    /// next, then ``startCycle(at:)``. Nothing of the last cycle's plan may start members meanwhile.
    func cycleWillStart()

    /// Starts the cycle that begins at `time`.
    func startCycle(at time: TimeInterval)

    /// Starts the members scheduled at or before `time`.
    func startDueMembers(upTo time: TimeInterval)

    /// Whether some member is scheduled to start at or before `time` and has not started.
    func hasMembersDue(by time: TimeInterval) -> Bool

    /// Member `index` reached its first reversal at `time`.
    func memberReachedReversal(_ index: Int, at time: TimeInterval)

    /// Member `index` finished at `time`.
    func memberFinished(_ index: Int, at time: TimeInterval)

    /// The collection's reversal is behind it (and it is not holding): play the way back from `time`.
    func beginReversePhase(at time: TimeInterval)

    /// Called after `reversed` fired for the turn at `time`.
    func reversePhaseBegan(at time: TimeInterval)

    /// The planned lengths of a cycle on the collection's clock: its reversal point (when reversing)
    /// and its end.
    var plannedCycle: (reversal: TimeInterval?, length: TimeInterval) { get }
}
