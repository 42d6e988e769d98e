import Foundation
@_spi(Kernel) import MotionKernel

/// What ``MotionGroup`` and ``MotionSequence`` share: a timeline of their own, driven by a tempo like
/// a ``Motion``'s, that drives their members.
///
/// A collection gives its members a tempo of its own whose time is the collection's local time, so
/// members are driven by the collection's beats, never by their own tempos. Members tell the
/// collection, on that clock, when they reach their first reversal and when they finish, so the
/// collection starts, releases and ends things at those exact moments, even between beats: when a
/// member ends halfway between two beats, the next member starts at that moment, and catches up to
/// the beat at once.
///
/// Collections follow the timeline rules of every moveable (see the timeline model article): a delay
/// waited once before the first cycle, local time, speed, exact boundaries before callbacks,
/// time-based progress, seeking.
///
/// `MoveableCollection` cannot be subclassed outside MotionMachine.
public class MoveableCollection: Moveable, TempoDriven {
    // Stored state is internal so that the extensions beside this file (MoveableCollection+Concern.swift)
    // can work on it; MotionGroup and MotionSequence only read it, and change the run through the
    // schedule steps in MoveableCollection+Schedule.swift.

    /// Something a member reported, on the collection's clock.
    struct MemberEvent {
        /// `passedOver`: a member that already finished this cycle was due again (released or
        /// replayed) and has nothing to play; the schedule moves on as if it had finished once more.
        enum Kind { case reachedReversal, finished, passedOver }
        let index: Int
        let kind: Kind
        let time: TimeInterval
    }

    // MARK: Beat state
    // First, with the one-byte fields together, so that a beat reads three cache lines of the
    // collection rather than six (two and a half fewer misses per group beat in a cache simulation;
    // see the Performance article).

    var state: MotionState = .stopped
    var processing = false
    var handlingEvents = false
    var nextReportIsStale = true
    /// Whether the schedule may still have members to start in this cycle. Beats ask the schedule
    /// (``CollectionSchedule/startDueMembers(upTo:)``, ``CollectionSchedule/hasMembersDue(by:)``)
    /// only while it is set: a call through the schedule reference retains and releases the
    /// collection, and reads the schedule's own state, on every beat. ``MotionGroup`` sets it when a
    /// cycle starts and clears it once every member of the cycle has started; ``MotionSequence``,
    /// which starts each step when the one before it ends, clears it for good.
    var membersAwaitStart = true
    /// Whether the collection is waiting at its reversal for its parent.
    var isHeld = false
    /// While set by the collection this one belongs to (replaying its timeline to seek), no callback
    /// fires, here or in any member.
    var isSilent = false {
        didSet { quietnessChanged() }
    }
    /// While set by this collection's own seek (replaying its timeline), no callback fires, here or
    /// in any member. Kept apart from ``isSilent`` so that a parent's seek that ends while this one's
    /// runs (a setter can start one) does not make this replay heard.
    var isReplaying = false {
        didSet { quietnessChanged() }
    }
    /// Whether callbacks are held back, by the parent or by this collection's own replay.
    var isQuiet: Bool { isSilent || isReplaying }

    /// Tells the members whether to hold back their callbacks.
    private func quietnessChanged() {
        let quiet = isQuiet
        for case let member as any CollectionMember in liveMembers { member.isSilent = quiet }
    }
    /// Local time (seconds since start on this collection's clock) as a function of its tempo's beats.
    ///
    /// Not checked for exclusivity at run time: every access is one of the clock's own methods or a
    /// field, none of which calls out. (The clock's code is MotionKernel's; across that boundary the
    /// optimizer does not prove this itself, and each beat would check three accesses.)
    @exclusivity(unchecked) var clock = MoveableClock()
    /// The local time the current step of a beat (or seek) moves to.
    var targetTime: TimeInterval = 0
    /// The local time the beat in progress moves to, through its steps; `nil` between beats.
    var beatTime: TimeInterval?
    var runToken: UInt64 = 0
    /// The earliest moment (local time) a running member will next report, as last computed; see
    /// ``nextMemberReport()``. Recomputed after anything that changes the members' schedule.
    var cachedNextReport: TimeInterval?
    /// The tempo members run on; its time is this collection's local time.
    let childClock = CollectionTempo()
    // The lists every beat reads are not checked for exclusivity at run time: a check costs about
    // 76 instructions, and a beat made three (see the Performance article). Each is read or changed
    // in one access that calls out to no other code (a `for` loop iterates a copy), so no two
    // accesses can overlap.
    /// Indices of members that are not ``CollectionMember``s; the collection polls them.
    @exclusivity(unchecked) var foreignIndices: [Int] = []
    @exclusivity(unchecked) var pendingEvents = CountedList<MemberEvent>()
    /// Members started or released at an exact moment while events are handled, which still need
    /// this beat.
    @exclusivity(unchecked) var catchUp = CountedList<Int>()
    /// Not checked for exclusivity at run time, for the reasons given at ``Motion``'s callbacks.
    @exclusivity(unchecked) var callbacks = MoveableCallbacks()

    // MARK: Members

    /// The members in order, each with its state in the current cycle, including the slots of
    /// members removed during the current run (see ``MemberSlot/isLive``).
    var slots: [MemberSlot] = []
    /// Members taking part in the current cycle (those added while running wait for the next).
    var cycleMemberCount = 0
    var passedCount = 0
    var finishedCount = 0
    /// The latest moment a member passed its reversal, and finished, in this cycle.
    var latestPass: TimeInterval = 0
    var latestFinish: TimeInterval = 0

    // MARK: Run

    /// The collection's place in its tempo's beat list while it runs (see ``TempoPlace``).
    var subscription: TempoPlace?
    var stateBeforePause: MotionState = .moving
    var keepsResolvedStarts = false

    // MARK: Cycle

    /// Local time at which the current cycle began.
    var cycleStart: TimeInterval = 0
    var cyclesCompleted: Double = 0
    /// Whether the current cycle is past its reversal.
    var isReversePhase = false
    /// Local time at which the current cycle reversed.
    var reversalTime: TimeInterval?
    var lastCycleLength: TimeInterval?
    var isComplete = false
    /// The resets a seek makes, while it makes them (see ``memberResets(_:)``).
    struct SeekResets {
        /// The member the seek itself is resetting, until its reset begins.
        var own: ObjectIdentifier?
        /// Members reset by someone else meanwhile.
        var others: [ObjectIdentifier] = []
    }
    var seekResets: SeekResets?
    /// What the run does next when the collection resumes, when one of its callbacks (or a member's)
    /// paused it between two steps of the schedule: the first cycle's start after `started`, the
    /// next cycle's after `cycleRepeated`, or the way back after the members turned or `reversed`.
    enum ResumeStep {
        case firstCycle
        case cycle(at: TimeInterval)
        case reversed(at: TimeInterval)
        case reversePhaseBegan(at: TimeInterval)
    }
    var stepOnResume: ResumeStep?
    /// Whether a task awaits ``finished`` (the tasks themselves wait in ``FinishWaiters``).
    var awaitedToFinish = false

    // MARK: Membership

    /// The collection this one belongs to.
    var parentCollection: MoveableCollection? {
        get { parentLink?.target }
        set { parentLink = newValue?.link }
    }
    var parentLink: CollectionLink?
    /// What members hold to reach this collection (set at the end of `init`).
    var link: CollectionLink!
    /// This collection's index among its parent's members.
    var memberIndex = 0
    /// Set by a parent: wait at the reversal (all members at their ends) until released.
    var holdsAtReversal = false {
        didSet { configureMembers() }
    }

    // MARK: Schedule

    /// The kinds of collection, each of which decides its own schedule (see ``CollectionSchedule``).
    enum Kind {
        case group, sequence
    }

    /// Which kind this collection is, given by the kind's initializer.
    let kind: Kind

    /// This kind of collection's schedule: the collection itself, as its kind. Made from `self`
    /// rather than kept, so the collection holds no reference to itself (a counted one would keep
    /// it alive; a weak or unowned one checks or counts on every use, about 3 ns per member and
    /// beat in a group of ten).
    var schedule: any CollectionSchedule {
        @inline(__always) get {
            switch kind {
            case .group: uncheckedCast(self, to: MotionGroup.self)
            case .sequence: uncheckedCast(self, to: MotionSequence.self)
            }
        }
    }

    // MARK: Configuration

    /// Whether each cycle plays back to the start after reaching the end (see each collection for
    /// how).
    public var reversing = false {
        didSet { configureMembers() }
    }

    /// Whether the cycle repeats, ``repeatCycles`` more times.
    public var repeating = false

    /// Seconds to wait after `start()` before the first cycle begins (local seconds, so ``speed``
    /// scales them, as a ``Motion``'s delay). The state is ``MotionState/delayed`` meanwhile, and
    /// `started` fires when the first cycle begins. NaN, infinite or negative delays become 0, with a
    /// diagnostic. Changing it while running takes effect at the next start.
    public var delay: TimeInterval {
        get { configuredDelay }
        set { configuredDelay = Sanitize.timeSpan(newValue, what: "\(Self.self) delay") }
    }
    var configuredDelay: TimeInterval = 0
    /// The delay of the current run.
    var runDelay: TimeInterval = 0

    /// The reduced-motion policy of the collection's members that have none of their own (nested
    /// collections pass it on); `nil` (the default) leaves them to ``MotionAccessibility/reducedMotion``.
    /// Under it, each member that moves something completes the moment it starts (see
    /// ``Motion/reducedMotion``), so a sequence of them ends within a beat, at its final values.
    public var reducedMotion: ReducedMotion?

    /// The policy members without their own follow: this collection's, else its parent's.
    var inheritedReducedMotion: ReducedMotion? {
        reducedMotion ?? parentCollection?.inheritedReducedMotion
    }

    /// The number of extra cycles when ``repeating``; ``REPEAT_INFINITE`` (the default) repeats forever.
    public var repeatCycles: UInt = REPEAT_INFINITE

    /// How fast local time runs: 1 is normal, 0 freezes the collection and everything in it. Changing
    /// it while running takes effect from the last beat, so nothing jumps. Negative values become 0
    /// and NaN or +∞ becomes 1, with a diagnostic.
    public var speed: Double {
        get { clock.speed }
        set {
            let sanitized = Sanitize.speed(newValue, what: "\(Self.self) speed")
            nextReportIsStale = true
            clock.setSpeed(sanitized, localTimeAtLastBeat: beatTime)
        }
    }

    /// The tempo whose beats drive the collection (``Tempo/default`` when created); `nil` to drive it
    /// with ``update(withTimeInterval:)``. Inside another collection, that collection's clock, which
    /// stays so (another value is refused with a diagnostic) until this collection is removed.
    public var tempo: Tempo? {
        didSet {
            let kept = Self.memberTempo(tempo, in: parentCollection, "\(Self.self)")
            if kept !== tempo { tempo = kept }
            guard subscription != nil, tempo !== oldValue else { return }
            subscription?.cancel(of: self)
            subscription = tempo?.subscribe(collection: self)
            reanchor(at: tempo?.currentTime)
        }
    }

    init(kind: Kind, options: MotionOptions) {
        self.kind = kind
        tempo = Tempo.forNewMoveable
        reversing = options.contains(.reverses)
        repeating = options.contains(.repeats)
        link = CollectionLink(self)
        childClock.owner = link
    }

    deinit {
        link?.isAlive = false
    }

    // MARK: Schedule

    /// Applies the collection's settings (reversing, holding) to every member. A running member
    /// that waits at its reversal and is no longer asked to hold there does not wait for a release
    /// that will not come: it plays its way back at once while the collection still reverses, and
    /// otherwise (reversing turned off) ends where it is, which counts as finishing.
    func configureMembers() {
        let token = runToken
        for (index, slot) in slots.enumerated() where slot.isLive {
            guard let member = slot.moveable as? any CollectionMember else { continue }
            schedule.configure(member)
            guard state != .stopped, member.isHeld, !member.holdsAtReversal else { continue }
            if reversing {
                releaseMember(index, at: clock.localTime)
            } else {
                member.stop()
            }
            guard token == runToken else { return }
        }
    }
}
