import Foundation

/// What a collection needs from a member beyond ``Moveable``: to be told where it belongs, to hold
/// at its first reversal until released, to replay a cycle with the start values it resolved before,
/// and to run silently while the collection seeks. ``Motion`` (and so ``PhysicsMotion`` and
/// ``SpringMotion``), ``MotionGroup`` and ``MotionSequence`` adopt it.
///
/// Members tell their collection about two moments, on the collection's clock (the tempo it gives
/// them): reaching the first reversal, and finishing (completing, or being stopped).
protocol CollectionMember: Moveable, TempoDriven {
    /// The collection the member belongs to.
    var parentCollection: MoveableCollection? { get set }
    /// The member's index in its collection.
    var memberIndex: Int { get set }
    /// Whether to wait at the end of the first forward leg until ``releaseHold()``.
    var holdsAtReversal: Bool { get set }
    /// Whether the member is waiting at its first reversal.
    var isHeld: Bool { get }
    /// While set, no callback fires.
    var isSilent: Bool { get set }
    /// Starts a run; with `keepingResolvedStarts`, omitted start values are not read again.
    func start(keepingResolvedStarts: Bool)
    /// Ends a hold: the reverse leg begins at the tempo's current time.
    func releaseHold()
    /// Goes on from its local time now as from `beat` of the collection's clock: the collection
    /// started a run, which set its clock back, while this member was already running (started
    /// directly while the collection was stopped, on the old run's clock).
    func continueOnRestartedClock(at beat: TimeInterval)
    /// Seconds on the collection's clock from start to completion; infinite for an endless run.
    var plannedRunDuration: TimeInterval { get }
    /// Seconds on the collection's clock from start to the first reversal; `nil` unless reversing.
    var plannedReversalTime: TimeInterval? { get }
    /// The time on the collection's clock at which the member will next report (its first
    /// reversal, or its finish) if it keeps running as it is now; `nil` when it will not (paused,
    /// held, endless) or cannot tell. A hint for stepping members boundary by boundary: a wrong one
    /// costs an extra step, never a wrong value.
    var nextReportTime: TimeInterval? { get }
    /// Stops, leaves the tempo and drops callbacks.
    func cleanupResources()
}
