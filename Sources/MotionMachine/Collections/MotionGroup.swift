import Foundation

/// Moves a collection of moveables in parallel: motions, physics, springs, and other groups and
/// sequences, nested to any depth.
///
/// ```swift
/// MotionGroup()
///     .add(Motion(target: square1, properties: [PropertyData(keyPath: \Square.x, end: 200)], duration: 1.0))
///     .add(Motion(target: square2, properties: [PropertyData(keyPath: \Square.width, end: 60)], duration: 1.2))
///     .reverses(syncsChildMotions: true)
///     .start()
/// ```
///
/// Members start together (or at evenly spaced offsets with a stagger) and the cycle ends when the
/// last one finishes. A reversing group makes every member reverse. With ``syncsChildMotions``, a
/// member that reaches the end of its forward leg early waits there, at its exact end values, until
/// every member has; then all of them turn back together, which is the group's reversal. Without it,
/// members turn back on their own, and the group's reversal is when the last one turns.
///
/// The group drives its members with its own beats: adding a moveable moves it onto the group's
/// clock, and a member's tempo is no longer its own.
public final class MotionGroup: MoveableCollection, CollectionSchedule {
    /// Whether members wait for one another at the end of their forward legs before reversing.
    public var syncsChildMotions = false {
        didSet { configureMembers() }
    }

    /// The seconds between the start offsets of consecutive members (0: all start together).
    /// Negative or non-finite values become 0 with a diagnostic.
    public var stagger: TimeInterval = 0 {
        didSet { stagger = Sanitize.timeSpan(stagger, what: "MotionGroup stagger") }
    }

    /// Where the stagger's spacing starts from.
    public var staggerOrigin: StaggerOrigin = .first

    /// Members in start order for the current cycle, and how many have started.
    private var startOrder: [Int] = []
    private var startOffsets: [TimeInterval] = []
    private var startedInOrder = 0

    /// Creates a group of `motions`.
    public init(motions: [any Moveable] = [], options: MotionOptions = []) {
        super.init(kind: .group, options: options)
        for motion in motions { addMember(motion) }
    }

    /// Creates a group whose members start `stagger` seconds apart, counted from `origin`.
    public convenience init(motions: [any Moveable], stagger: TimeInterval, from origin: StaggerOrigin = .first,
                            options: MotionOptions = []) {
        self.init(motions: motions, options: options)
        self.stagger = stagger
        self.staggerOrigin = origin
    }

    /// The members, in the order they were added.
    public var motions: [any Moveable] { liveMembers }

    /// Makes the group reverse: every member reverses, waiting for the others first when
    /// `syncsChildMotions` is set.
    @discardableResult
    public func reverses(syncsChildMotions: Bool = false) -> Self {
        self.syncsChildMotions = syncsChildMotions
        reversing = true
        return self
    }

    /// The start offset of member `index` of `count`, in seconds.
    public func startOffset(ofMemberAt index: Int, of count: Int) -> TimeInterval {
        switch staggerOrigin {
        case .first: Double(index) * stagger
        case .last: Double(count - 1 - index) * stagger
        case .center: abs(Double(index) - Double(count - 1) / 2) * stagger
        }
    }

    // MARK: Schedule (see CollectionSchedule)

    /// A group has no callbacks of its own kind.
    func removeKindCallbacks() {}

    func configure(_ member: any CollectionMember) {
        if reversing { member.reversing = true }
        member.holdsAtReversal = reversing && (syncsChildMotions || holdsAtReversal)
    }

    /// Nothing to prepare: the cycle's start order is worked out when it starts.
    func cycleWillStart() {
        // No member is due until the new cycle's plan is made: a callback that beats the group
        // before then must not play the previous plan (which may name members it no longer has).
        startOffsets.removeAll(keepingCapacity: true)
        startOrder.removeAll(keepingCapacity: true)
        startedInOrder = 0
        membersAwaitStart = false
    }

    func startCycle(at time: TimeInterval) {
        let count = cycleMemberCount
        startOffsets = (0..<count).map { startOffset(ofMemberAt: $0, of: count) }
        startOrder = (0..<count).sorted { startOffsets[$0] < startOffsets[$1] }
        startedInOrder = 0
        membersAwaitStart = count > 0
        guard count > 0 else { return finishCycle(at: time) }
        startDueMembers(upTo: time)
    }

    func startDueMembers(upTo time: TimeInterval) {
        while hasMembersDue(by: time) {
            let index = startOrder[startedInOrder]
            startedInOrder += 1
            // Cleared before the start, which may start a new cycle (a member that ends at once).
            if startedInOrder == startOrder.count { membersAwaitStart = false }
            startMember(index, at: cycleStart + startOffsets[index])
        }
    }

    func hasMembersDue(by time: TimeInterval) -> Bool {
        startedInOrder < startOrder.count && cycleStart + startOffsets[startOrder[startedInOrder]] <= time
    }

    func memberReachedReversal(_ index: Int, at time: TimeInterval) {
        turnIfEveryMemberHasPassed()
    }

    func memberFinished(_ index: Int, at time: TimeInterval) {
        guard finishedCount == cycleMemberCount && startedInOrder == startOrder.count else {
            return turnIfEveryMemberHasPassed()
        }
        // Every member is done: a reversing group that has not turned yet turns now (and the way back,
        // with nothing left to play, ends the cycle).
        if reversing && !isReversePhase { return enterReversal(at: latestPass) }
        finishCycle(at: latestFinish)
    }

    /// The group reverses once every member has passed its reversal (or finished).
    private func turnIfEveryMemberHasPassed() {
        guard reversing, !isReversePhase, passedCount == cycleMemberCount, startedInOrder == startOrder.count else { return }
        enterReversal(at: latestPass)
    }

    func beginReversePhase(at time: TimeInterval) {
        // A released member's callbacks may stop or restart the group, with other members: the loop
        // releases only the members of the run it began in.
        let token = runToken
        for index in 0..<cycleMemberCount {
            guard token == runToken, index < slots.count else { return }
            if let member = slots[index].moveable as? any CollectionMember, member.isHeld { releaseMember(index, at: time) }
        }
    }

    func reversePhaseBegan(at time: TimeInterval) {
        if finishedCount == cycleMemberCount { finishCycle(at: max(time, latestFinish)) }
    }

    var plannedCycle: (reversal: TimeInterval?, length: TimeInterval) {
        let count = slots.count
        var reversal: TimeInterval = 0, length: TimeInterval = 0, tail: TimeInterval = 0
        for (index, slot) in slots.enumerated() where slot.isLive {
            let offset = startOffset(ofMemberAt: index, of: count)
            guard let member = slot.moveable as? any CollectionMember else { continue }
            let run = member.plannedRunDuration
            let turn = member.plannedReversalTime ?? run
            reversal = max(reversal, offset + turn)
            length = max(length, offset + run)
            tail = max(tail, run - turn)
        }
        let synced = reversing && (syncsChildMotions || holdsAtReversal)
        return (reversing ? reversal : nil, synced ? reversal + tail : length)
    }
}
