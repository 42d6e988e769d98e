import Foundation

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
@MainActor
public class MoveableCollection: Moveable, TempoDriven {
    /// A status callback; it receives the collection.
    typealias Callback = (MoveableCollection) -> Void

    /// Something a member reported, on the collection's clock.
    private struct MemberEvent {
        /// `passedOver`: a member that already finished this cycle was due again (released or
        /// replayed) and has nothing to play; the schedule moves on as if it had finished once more.
        enum Kind { case reachedReversal, finished, passedOver }
        let index: Int
        let kind: Kind
        let time: TimeInterval
    }

    // MARK: Members

    /// The members, in order, including ones removed during the current run (see ``isLive``).
    private(set) var members: [any Moveable] = []
    /// Whether each member still belongs to the collection; removal while running leaves a gap until
    /// the run ends, so indices stay valid.
    private var isLive: [Bool] = []
    /// The tempo members run on; its time is this collection's local time.
    let childClock = CollectionTempo()
    /// Per member, in the current cycle.
    private(set) var hasStarted: [Bool] = []
    private var hasPassedReversal: [Bool] = []
    private var hasFinished: [Bool] = []
    /// Members taking part in the current cycle (those added while running wait for the next).
    private(set) var cycleMemberCount = 0
    private(set) var passedCount = 0
    private(set) var finishedCount = 0
    /// The latest moment a member passed its reversal, and finished, in this cycle.
    private(set) var latestPass: TimeInterval = 0
    private(set) var latestFinish: TimeInterval = 0
    /// Indices of members that are not ``CollectionMember``s; the collection polls them.
    private var foreignIndices: [Int] = []
    private var pendingEvents: [MemberEvent] = []
    /// Members started or released at an exact moment while events are handled, which still need
    /// this beat.
    private var catchUp: [Int] = []
    private var handlingEvents = false

    // MARK: Clock and state

    private var state: MotionState = .stopped
    private var anchorBeat: TimeInterval?
    private var anchorLocalTime: TimeInterval = 0
    private var lastBeat: TimeInterval = -.infinity
    /// Seconds since start on this collection's clock.
    private(set) var localTime: TimeInterval = 0
    /// The local time the current beat (or seek) moves to.
    private var targetTime: TimeInterval = 0
    private var clockSpeed: Double = 1
    private var subscription: TempoSubscription?
    private var stateBeforePause: MotionState = .moving
    private var runToken: UInt64 = 0
    private var processing = false
    private var keepsResolvedStarts = false

    // MARK: Cycle

    /// Local time at which the current cycle began.
    private(set) var cycleStart: TimeInterval = 0
    private var cyclesCompleted: Double = 0
    /// Whether the current cycle is past its reversal.
    private(set) var isReversePhase = false
    /// Local time at which the current cycle reversed.
    private var reversalTime: TimeInterval?
    private var lastCycleLength: TimeInterval?
    private var isComplete = false

    // MARK: Membership

    /// The collection this one belongs to.
    var parentCollection: MoveableCollection? {
        get { parentLink?.target }
        set { parentLink = newValue?.link }
    }
    private var parentLink: CollectionLink?
    /// What members hold to reach this collection (set at the end of `init`).
    private(set) var link: CollectionLink!
    /// This collection's index among its parent's members.
    var memberIndex = 0
    /// Set by a parent: wait at the reversal (all members at their ends) until released.
    var holdsAtReversal = false {
        didSet { configureMembers() }
    }
    /// Whether the collection is waiting at its reversal for its parent.
    private(set) var isHeld = false
    /// While set, no callback fires, here or in any member.
    var isSilent = false {
        didSet { for case let member as any CollectionMember in liveMembers { member.isSilent = isSilent } }
    }

    // MARK: Callbacks

    private var onStarted: Callback?
    private var onStopped: Callback?
    private var onUpdated: Callback?
    private var onReversed: Callback?
    private var onCycleRepeated: Callback?
    private var onPaused: Callback?
    private var onResumed: Callback?
    private var onCompleted: Callback?

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
    private var configuredDelay: TimeInterval = 0
    /// The delay of the current run.
    private var runDelay: TimeInterval = 0

    /// The number of extra cycles when ``repeating``; ``REPEAT_INFINITE`` (the default) repeats forever.
    public var repeatCycles: UInt = REPEAT_INFINITE

    /// How fast local time runs: 1 is normal, 0 freezes the collection and everything in it. Changing
    /// it while running takes effect from the last beat, so nothing jumps. Negative values become 0
    /// and NaN or +∞ becomes 1, with a diagnostic.
    public var speed: Double {
        get { clockSpeed }
        set {
            let sanitized = Sanitize.speed(newValue, what: "\(Self.self) speed")
            if anchorBeat != nil { reanchor(at: lastBeat) }
            clockSpeed = sanitized
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
            subscription?.cancel()
            subscription = tempo?.subscribe(self)
            reanchor(at: tempo?.currentTime)
        }
    }

    init(options: MotionOptions) {
        tempo = Tempo.default
        reversing = options.contains(.reverses)
        repeating = options.contains(.repeats)
        link = CollectionLink(self)
    }

    deinit {
        link?.isAlive = false
    }

    // MARK: State

    /// Whether the collection is running (or paused) and so drives its members.
    var isDrivingMembers: Bool { state != .stopped }

    /// Whether a public control call (start, seek, resume) may act on a member of `collection`
    /// directly: only while the collection drives its members; otherwise the member would run on a
    /// clock that does not beat. Refused calls are reported.
    static func allowsDirectControl(of collection: MoveableCollection?, _ call: String) -> Bool {
        guard let collection, !collection.isDrivingMembers else { return true }
        MotionDiagnostics.logger.warning("\(call) ignored: the moveable belongs to a \(type(of: collection)) that is not running; control the collection, or remove the moveable from it first")
        return false
    }

    /// The tempo a moveable in `collection` may have: the collection's clock for as long as it is a
    /// member (another tempo is refused with a diagnostic naming `owner`); any tempo otherwise.
    static func memberTempo(_ tempo: Tempo?, in collection: MoveableCollection?, _ owner: String) -> Tempo? {
        guard let clock = collection?.childClock, tempo !== clock else { return tempo }
        MotionDiagnostics.logger.warning("\(owner).tempo: a collection member runs on its collection's clock; remove it from the collection first")
        return clock
    }

    /// What the collection is doing; ``MotionState/paused`` while it waits at its reversal for its
    /// own collection.
    public var motionState: MotionState { isHeld && state != .stopped ? .paused : state }

    /// Forward until the collection's reversal, reverse after it.
    public var motionDirection: MotionDirection { isReversePhase ? .reverse : .forward }

    /// Progress of the current leg: the forward part of the cycle (up to its reversal), or the
    /// reverse part. Leg lengths come from the members' durations; a member whose duration is only
    /// known once it starts (a spring) counts from then.
    public var motionProgress: Double {
        if isComplete { return 1 }
        let plan = plannedCycle
        let u = localTime - cycleStart
        guard reversing else { return Self.fraction(u, of: plan.length) }
        let turn = reversalTime.map { $0 - cycleStart } ?? plan.reversal ?? plan.length
        return isReversePhase ? Self.fraction(u - turn, of: plan.length - turn) : Self.fraction(u, of: turn)
    }

    /// Progress of the current cycle: the leg's progress, or half of it per leg when reversing.
    public var cycleProgress: Double {
        if isComplete { return 1 }
        guard reversing else { return motionProgress }
        return isReversePhase ? 0.5 + motionProgress / 2 : motionProgress / 2
    }

    /// The number of cycles completed.
    public var cyclesCompletedCount: UInt {
        cyclesCompleted >= Double(UInt.max) ? UInt.max : UInt(cyclesCompleted)
    }

    /// Progress of the whole run; equals ``cycleProgress`` when repeating forever.
    public var totalProgress: Double {
        if isComplete { return 1 }
        guard let cycles = cycleCount else { return cycleProgress }
        // Never past 1, even when repeating was turned off after later cycles (the run then
        // completes at the end of the cycle under way).
        return min((cyclesCompleted + cycleProgress) / cycles, 1)
    }

    /// Cycles in a run; `nil` when endless.
    private var cycleCount: Double? {
        guard repeating else { return 1 }
        return repeatCycles == REPEAT_INFINITE ? nil : Double(repeatCycles) + 1
    }

    private static func fraction(_ part: Double, of whole: Double) -> Double {
        guard whole > 0, whole.isFinite else { return 0 }
        let fraction = part / whole
        // NaN (a part from infinite clock times) reads as 0, like any other progress outside 0…1.
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    // MARK: Members

    /// Adds a member at the end (see ``add(_:)``).
    func addMember(_ moveable: any Moveable) {
        guard canAdopt(moveable) else { return }
        if moveable.motionState != .stopped {
            MotionDiagnostics.logger.notice("\(Self.self).add: the moveable was running; it is stopped and moves with the collection")
            moveable.stop()
            // Its `stopped` callback may have started it again: then it is not ours to take.
            guard moveable.motionState == .stopped, canAdopt(moveable) else {
                MotionDiagnostics.logger.error("\(Self.self).add refused: the moveable was started again while being stopped")
                return
            }
        }
        let index = members.count
        members.append(moveable)
        isLive.append(true)
        hasStarted.append(false)
        hasPassedReversal.append(false)
        hasFinished.append(false)
        if let member = moveable as? any CollectionMember {
            member.parentCollection = self
            member.memberIndex = index
            member.isSilent = isSilent
            member.tempo = childClock
            configure(member)
        } else {
            foreignIndices.append(index)
            if let driven = moveable as? any TempoDriven { driven.tempo = childClock }
        }
    }

    /// Removes a member. When stopped, it simply leaves. While running, the member is stopped (its
    /// `stopped` callback fires), the collection carries on as if it had finished at that moment, and
    /// the slot is cleared when the run ends. Either way the moveable goes back to ``Tempo/default``.
    func removeMember(_ moveable: any Moveable) {
        guard let index = members.indices.first(where: { isLive[$0] && members[$0] === moveable }) else {
            MotionDiagnostics.logger.notice("\(Self.self).remove: the moveable is not a member; nothing removed")
            return
        }
        isLive[index] = false
        // The slot stays until the run ends, but without the moveable (see VacatedSlot).
        members[index] = VacatedSlot.shared
        if let member = moveable as? any CollectionMember { member.parentCollection = nil }
        if moveable.motionState != .stopped { moveable.stop() }
        if let driven = moveable as? any TempoDriven { driven.tempo = Tempo.default }
        if state == .stopped {
            compactMembers()
        } else {
            pendingEvents.append(MemberEvent(index: index, kind: .finished, time: localTime))
        }
    }

    /// Whether the member in slot `index` still belongs to the collection.
    func isMemberLive(at index: Int) -> Bool { isLive[index] }

    /// The live members, in order. Control calls (stop, pause, reset…) reach only these: a removed
    /// member's slot stays until the run ends, but the member is no longer this collection's.
    /// - Complexity: O(n) in the number of members.
    var liveMembers: [any Moveable] { members.indices.filter { isLive[$0] }.map { members[$0] } }

    private func canAdopt(_ moveable: any Moveable) -> Bool {
        if members.indices.contains(where: { isLive[$0] && members[$0] === moveable }) {
            MotionDiagnostics.logger.error("\(Self.self).add refused: the moveable is already a member")
            return false
        }
        if let member = moveable as? any CollectionMember, member.parentCollection != nil {
            MotionDiagnostics.logger.error("\(Self.self).add refused: the moveable already belongs to a collection; remove it there first")
            return false
        }
        var ancestor: MoveableCollection? = self
        while let collection = ancestor {
            if collection === moveable {
                MotionDiagnostics.logger.error("\(Self.self).add refused: a collection cannot contain itself, directly or through a member")
                return false
            }
            ancestor = collection.parentCollection
        }
        return true
    }

    /// Drops the slots of members removed during a run and renumbers the rest.
    private func compactMembers() {
        guard isLive.contains(false) else { return }
        let keep = members.indices.filter { isLive[$0] }
        members = keep.map { members[$0] }
        isLive = Array(repeating: true, count: members.count)
        hasStarted = Array(repeating: false, count: members.count)
        hasPassedReversal = hasStarted
        hasFinished = hasStarted
        foreignIndices = []
        for (index, moveable) in members.enumerated() {
            if let member = moveable as? any CollectionMember { member.memberIndex = index } else { foreignIndices.append(index) }
        }
    }

    // MARK: Reports from members

    /// A member reached its first reversal at `time` (collection clock); it may be holding there.
    /// Not inlined, so that members' beat code stays small.
    @inline(never)
    func member(at index: Int, reachedReversalAt time: TimeInterval) {
        guard state != .stopped, index < members.count, isLive[index] else { return }
        pendingEvents.append(MemberEvent(index: index, kind: .reachedReversal, time: time))
    }

    /// A member completed, or was stopped, at `time` (collection clock).
    @inline(never)
    func member(at index: Int, finishedAt time: TimeInterval) {
        guard state != .stopped, index < members.count, isLive[index] else { return }
        pendingEvents.append(MemberEvent(index: index, kind: .finished, time: time))
    }

    // MARK: Hooks for MotionGroup and MotionSequence

    /// Applies the collection's settings (reversing, holding) to every member.
    func configureMembers() {
        for case let member as any CollectionMember in liveMembers { configure(member) }
    }

    /// Applies the collection's settings (reversing, holding) to one member.
    func configure(_ member: any CollectionMember) {}

    /// A repeat's cycle is about to start: `cycleRepeated` fires next, then ``startCycle(at:)``.
    func cycleWillStart() {}

    /// Starts the cycle that begins at `time`.
    func startCycle(at time: TimeInterval) {}

    /// Starts members scheduled at or before `time`.
    func startDueMembers(upTo time: TimeInterval) {}

    /// Whether some member is scheduled to start at or before `time` and has not started.
    func hasMembersDue(by time: TimeInterval) -> Bool { false }

    /// Member `index` reached its first reversal at `time`.
    func memberReachedReversal(_ index: Int, at time: TimeInterval) {}

    /// Member `index` finished at `time`.
    func memberFinished(_ index: Int, at time: TimeInterval) {}

    /// The collection's reversal is behind it (and it is not holding): play the way back from `time`.
    func beginReversePhase(at time: TimeInterval) {}

    /// Called after `reversed` fired for the turn at `time`.
    func reversePhaseBegan(at time: TimeInterval) {}

    /// The planned lengths of a cycle on this collection's clock: its reversal point (when reversing)
    /// and its end.
    var plannedCycle: (reversal: TimeInterval?, length: TimeInterval) { (nil, 0) }

    // MARK: Tools for MotionGroup and MotionSequence

    /// Starts member `index` at `time` on the collection's clock. While events are handled, the
    /// member then catches up with the beat in progress.
    func startMember(_ index: Int, at time: TimeInterval) {
        // A callback earlier in the same loop may have stopped the collection.
        guard state != .stopped else { return }
        hasStarted[index] = true
        // A step replayed on a sequential way back starts its reports afresh.
        if hasFinished[index] { hasFinished[index] = false; finishedCount -= 1 }
        if hasPassedReversal[index] { hasPassedReversal[index] = false; passedCount -= 1 }
        guard isLive[index] else { return finishedAtOnce(index, at: time) }
        childClock.now = time
        let keep = keepsResolvedStarts || cyclesCompleted > 0 || isReversePhase
        if let member = members[index] as? any CollectionMember {
            member.start(keepingResolvedStarts: keep)
        } else {
            members[index].start()
            if !(members[index] is any TempoDriven) { members[index].update(withTimeInterval: time) }
        }
        if handlingEvents { catchUp.append(index) }
    }

    /// Releases member `index` from its hold at `time`; a member that is not holding counts as
    /// finished then.
    func releaseMember(_ index: Int, at time: TimeInterval) {
        guard state != .stopped else { return }
        guard isLive[index], let member = members[index] as? any CollectionMember, member.isHeld else {
            return finishedAtOnce(index, at: time)
        }
        childClock.now = time
        member.releaseHold()
        if handlingEvents { catchUp.append(index) }
    }

    private func finishedAtOnce(_ index: Int, at time: TimeInterval) {
        pendingEvents.append(MemberEvent(index: index, kind: hasFinished[index] ? .passedOver : .finished, time: time))
    }

    /// The collection reaches its own reversal at `time`: it holds there if its parent asked, and
    /// otherwise turns and plays the way back.
    func enterReversal(at time: TimeInterval) {
        guard !isReversePhase else { return }
        isReversePhase = true
        reversalTime = time
        parentCollection?.member(at: memberIndex, reachedReversalAt: parentTime(of: time))
        if holdsAtReversal {
            isHeld = true
            localTime = time
            return
        }
        turn(at: time)
    }

    /// Plays the way back from `time`: members turn first, then the collection reports it.
    private func turn(at time: TimeInterval) {
        // Members' callbacks while they turn, and this one's, may stop or restart the collection.
        let token = runToken
        beginReversePhase(at: time)
        guard token == runToken, state == .moving else { return }
        emit(onReversed)
        guard token == runToken, state == .moving else { return }
        reversePhaseBegan(at: time)
    }

    /// The cycle ends at `time`: the next one begins, or the run completes.
    func finishCycle(at time: TimeInterval) {
        lastCycleLength = time - cycleStart
        var next = time
        cyclesCompleted += 1
        if let cycles = cycleCount, cyclesCompleted >= cycles { return complete(at: time) }
        if lastCycleLength == 0 {
            // The cycles left would take no time either (an empty collection, members of zero length,
            // or every member removed): they are not played one by one, and the run completes now.
            if let cycles = cycleCount {
                MotionDiagnostics.logger.notice("\(Self.self) cycle took no time; the \(cycles - cyclesCompleted) cycles left complete at once")
                cyclesCompleted = cycles
            } else {
                MotionDiagnostics.logger.warning("\(Self.self) repeats forever with an empty cycle; it runs one cycle")
            }
            return complete(at: time)
        }
        // Far behind (a long pause in beats, a seek): skip whole cycles, which all look alike.
        if let length = lastCycleLength, length > 0 {
            let behind = ((targetTime - time) / length).rounded(.down) - Double(Self.maximumCyclesPerBeat)
            let remaining = cycleCount.map { $0 - cyclesCompleted - 1 } ?? .infinity
            let skipped = min(behind, remaining)
            if skipped > 0 {
                cyclesCompleted += skipped
                next += skipped * length
            }
        }
        resetCycleState(at: next)
        cycleWillStart()
        let token = runToken
        emit(onCycleRepeated)
        // A `cycleRepeated` callback that stops the collection ends it here.
        guard token == runToken, state == .moving else { return }
        startCycle(at: next)
    }

    /// The most whole cycles a collection plays through one by one in a beat; beyond that it skips.
    public static var maximumCyclesPerBeat: Int { 64 }

    private func resetCycleState(at time: TimeInterval) {
        cycleStart = time
        isReversePhase = false
        reversalTime = nil
        cycleMemberCount = members.count
        passedCount = 0
        finishedCount = 0
        latestPass = time
        latestFinish = time
        for index in members.indices {
            hasStarted[index] = false
            hasPassedReversal[index] = false
            hasFinished[index] = false
        }
    }

    private func complete(at time: TimeInterval) {
        isComplete = true
        localTime = time
        let token = runToken
        unsubscribe()
        state = .stopped
        compactMembers()
        parentCollection?.member(at: memberIndex, finishedAt: parentTime(of: time))
        guard token == runToken else { return }
        emit(onUpdated)
        // An `updated` callback that restarted the collection began a new run.
        guard token == runToken else { return }
        emit(onCompleted)
    }

    /// The moment on the parent's clock (or tempo) at which local time reaches `time`.
    private func parentTime(of time: TimeInterval) -> TimeInterval {
        MotionTimeline.beat(atLocalTime: time, anchorBeat: anchorBeat ?? lastBeat, anchorLocalTime: anchorLocalTime,
                            speed: clockSpeed)
    }

    // MARK: Callbacks

    @inline(__always)
    func emit(_ callback: Callback?) {
        if !isSilent, let callback { callback(self) }
    }

    private func wrap<C: MoveableCollection>(_ closure: @escaping (C) -> Void) -> Callback {
        { closure(unsafeDowncast($0, to: C.self)) }
    }

    /// Called when the collection starts.
    @discardableResult public func started(_ closure: @escaping (Self) -> Void) -> Self { onStarted = wrap(closure); return self }
    /// Called when ``stop()`` stops the running collection.
    @discardableResult public func stopped(_ closure: @escaping (Self) -> Void) -> Self { onStopped = wrap(closure); return self }
    /// Called once per beat that moves the collection, after every member has moved.
    @discardableResult public func updated(_ closure: @escaping (Self) -> Void) -> Self { onUpdated = wrap(closure); return self }
    /// Called when the collection turns back, after its members' reversal values are written.
    @discardableResult public func reversed(_ closure: @escaping (Self) -> Void) -> Self { onReversed = wrap(closure); return self }
    /// Called when a new cycle begins.
    @discardableResult public func cycleRepeated(_ closure: @escaping (Self) -> Void) -> Self { onCycleRepeated = wrap(closure); return self }
    /// Same as ``cycleRepeated(_:)``.
    @discardableResult public func repeated(_ closure: @escaping (Self) -> Void) -> Self { cycleRepeated(closure) }
    /// Called when ``pause()`` pauses the collection.
    @discardableResult public func paused(_ closure: @escaping (Self) -> Void) -> Self { onPaused = wrap(closure); return self }
    /// Called when ``resume()`` resumes the collection.
    @discardableResult public func resumed(_ closure: @escaping (Self) -> Void) -> Self { onResumed = wrap(closure); return self }
    /// Called once when the run finishes, after the members' final values are written.
    @discardableResult public func completed(_ closure: @escaping (Self) -> Void) -> Self { onCompleted = wrap(closure); return self }

    /// Sets ``delay``.
    @discardableResult
    public func afterDelay(_ amount: TimeInterval) -> Self {
        delay = amount
        return self
    }

    /// Adds a member at the end (a group's member, a sequence's last step). Refused, with a
    /// diagnostic, for a moveable already in a collection (this one included) and for a collection
    /// that contains this one (or is it). A running moveable is stopped first, then moves on this
    /// collection's clock. Added while the collection runs, it takes part from the next cycle (a
    /// sequence reaches it in this one).
    @discardableResult
    public func add(_ moveable: any Moveable) -> Self {
        addMember(moveable)
        return self
    }

    /// Removes a member. While running, the member is stopped and the collection carries on as if
    /// it had finished at that moment (a sequence moves on to the next step).
    @discardableResult
    public func remove(_ moveable: any Moveable) -> Self {
        removeMember(moveable)
        return self
    }

    // MARK: Control

    /// Starts the collection and its first members; a no-op unless stopped. An empty collection
    /// completes at once.
    @discardableResult
    public func start() -> Self {
        guard Self.allowsDirectControl(of: parentCollection, "start") else { return self }
        start(keepingResolvedStarts: false)
        return self
    }

    /// Starts a run; a parent repeating its cycle keeps the start values its members resolved before.
    func start(keepingResolvedStarts keep: Bool) {
        guard state == .stopped else { return }
        beginRun(keepingResolvedStarts: keep)
        // Never two subscriptions (a member's setter may start the collection during its seek).
        subscription?.cancel()
        subscription = tempo?.subscribe(self)
        reanchor(at: tempo?.currentTime)
        state = .delayed
        if runDelay == 0 { beginCycles() }
    }

    /// The delay is over: the first cycle begins at local time ``delay``.
    private func beginCycles() {
        state = .moving
        let token = runToken
        emit(onStarted)
        // A `started` callback that stops or restarts the collection ends this run here.
        guard token == runToken, state == .moving else { return }
        processing = true
        startCycle(at: runDelay)
        processing = false
        if token == runToken && state == .moving { handleEvents() }
    }

    private func beginRun(keepingResolvedStarts keep: Bool) {
        runToken &+= 1
        compactMembers()
        keepsResolvedStarts = keep
        runDelay = configuredDelay
        localTime = 0
        targetTime = 0
        lastBeat = -.infinity
        cyclesCompleted = 0
        lastCycleLength = nil
        isComplete = false
        isHeld = false
        childClock.now = runDelay
        childClock.reserveCapacity(members.count)
        pendingEvents.removeAll(keepingCapacity: true)
        pendingEvents.reserveCapacity(members.count * 2 + 4)
        catchUp.removeAll(keepingCapacity: true)
        catchUp.reserveCapacity(members.count + 4)
        resetCycleState(at: runDelay)
    }

    /// Stops the collection and every running member where they are (members' `stopped` callbacks
    /// fire first, then this one's).
    public func stop() {
        guard state != .stopped else { return }
        halt()
        let token = runToken
        for member in liveMembers where member.motionState != .stopped {
            member.stop()
            // A member's `stopped` callback that restarted this collection began a new run: this stop
            // leaves it alone, and the old run's `stopped` does not fire after the new run began.
            guard token == runToken else { return }
        }
        parentCollection?.member(at: memberIndex, finishedAt: parentTime(of: localTime))
        emit(onStopped)
    }

    /// Freezes local time (during the delay too) and pauses the running members.
    public func pause() {
        guard state == .moving || state == .delayed else { return }
        stateBeforePause = state
        reanchor(at: nil)
        state = .paused
        for member in liveMembers where member.motionState == .moving || member.motionState == .delayed { member.pause() }
        emit(onPaused)
    }

    /// Resumes the paused members and continues from the frozen local time.
    public func resume() {
        guard state == .paused, Self.allowsDirectControl(of: parentCollection, "resume") else { return }
        state = stateBeforePause
        reanchor(at: subscription != nil ? tempo?.currentTime : nil)
        for member in liveMembers where member.motionState == .paused { member.resume() }
        emit(onResumed)
    }

    /// Stops without callbacks and puts every member back at its start (last member first, so values
    /// shared along a sequence end up at the first step's start).
    public func reset() {
        let wasRunning = state != .stopped
        halt()
        for member in liveMembers.reversed() { member.reset() }
        // A running member collection that is reset counts as finished for its parent, as if stopped.
        if wasRunning { parentCollection?.member(at: memberIndex, finishedAt: parentTime(of: localTime)) }
        localTime = 0
        cyclesCompleted = 0
        isComplete = false
        resetCycleState(at: 0)
    }

    /// Stops, leaves the tempo and drops callbacks; members are cleaned up too.
    public func cleanupResources() {
        halt()
        // A member keeps its parent's clock; a lone collection leaves its tempo.
        if parentCollection == nil { tempo = nil }
        onStarted = nil; onStopped = nil; onUpdated = nil; onReversed = nil
        onCycleRepeated = nil; onPaused = nil; onResumed = nil; onCompleted = nil
        for case let member as any CollectionMember in liveMembers { member.cleanupResources() }
    }

    private func halt() {
        runToken &+= 1
        unsubscribe()
        state = .stopped
        isHeld = false
    }

    private func unsubscribe() {
        subscription?.cancel()
        subscription = nil
    }

    /// Pins the current local time to a beat timestamp (or to the next beat, when `nil`).
    private func reanchor(at beat: TimeInterval?) {
        anchorLocalTime = localTime
        anchorBeat = beat
        if let beat { lastBeat = beat }
    }

    // MARK: Beats

    /// Receives a beat from the tempo.
    public func tempoBeatUpdate(_ timestamp: TimeInterval) {
        update(withTimeInterval: timestamp)
    }

    /// Advances the collection, and its members, to a beat at `currentTime`. Beats earlier than the
    /// previous one, non-finite timestamps and calls from inside this collection's own beat are ignored.
    public func update(withTimeInterval currentTime: TimeInterval) {
        guard !processing, state == .moving || state == .delayed, !isHeld, currentTime.isFinite,
              currentTime >= lastBeat else { return }
        lastBeat = currentTime
        let anchor: TimeInterval
        if let anchorBeat { anchor = anchorBeat } else { anchor = currentTime; anchorBeat = currentTime }
        let token = runToken
        let time = MotionTimeline.localTime(at: currentTime, anchorBeat: anchor, anchorLocalTime: anchorLocalTime,
                                            speed: clockSpeed)
        if state == .delayed {
            localTime = min(time, runDelay)
            guard time >= runDelay else { return }
            beginCycles()
            guard token == runToken, state == .moving else { return }
        }
        advance(to: time)
        if token == runToken && state == .moving { emit(onUpdated) }
    }

    /// Moves local time to `time`: members due to start start, every running member gets the beat,
    /// and what they report is handled in time order.
    private func advance(to time: TimeInterval) {
        processing = true
        targetTime = time
        localTime = time
        startDueMembers(upTo: time)
        childClock.beat(at: time)
        pollForeignMembers(at: time)
        processing = false
        handleEvents()
    }

    /// Members that are not ``CollectionMember``s report nothing: drive the ones without a tempo, and
    /// notice the ones that have stopped.
    private func pollForeignMembers(at time: TimeInterval) {
        for index in foreignIndices where index < members.count && hasStarted[index] && !hasFinished[index] && isLive[index] {
            let member = members[index]
            if !(member is any TempoDriven) { member.update(withTimeInterval: time) }
            if member.motionState == .stopped { pendingEvents.append(MemberEvent(index: index, kind: .finished, time: time)) }
        }
    }

    /// Handles reports in time order; members started or released meanwhile first catch up with the
    /// beat, which may bring more reports.
    private func handleEvents() {
        // Most beats bring no reports and start nothing.
        guard !handlingEvents, !pendingEvents.isEmpty || !catchUp.isEmpty || hasMembersDue(by: targetTime) else { return }
        handlingEvents = true
        processing = true
        defer { handlingEvents = false; processing = false }
        let token = runToken
        while token == runToken && state == .moving && !isHeld {
            startDueMembers(upTo: targetTime)
            if let index = catchUp.popLast() {
                childClock.now = targetTime
                members[index].update(withTimeInterval: targetTime)
                continue
            }
            guard let event = takeEarliestEvent() else { break }
            record(event)
        }
        childClock.now = targetTime
    }

    private func takeEarliestEvent() -> MemberEvent? {
        guard var earliest = pendingEvents.indices.first else { return nil }
        for index in pendingEvents.indices where pendingEvents[index].time < pendingEvents[earliest].time {
            earliest = index
        }
        return pendingEvents.remove(at: earliest)
    }

    private func record(_ event: MemberEvent) {
        let index = event.index
        // Members added while running take part from the next cycle, unless this cycle started them
        // (a sequence reaches steps added before it gets there).
        guard index < members.count, index < cycleMemberCount || hasStarted[index],
              hasStarted[index] || event.kind != .reachedReversal else { return }
        switch event.kind {
        case .passedOver:
            memberFinished(index, at: event.time)
        case .reachedReversal:
            guard !hasPassedReversal[index] && !hasFinished[index] else { return }
            markPassed(index, at: event.time)
            memberReachedReversal(index, at: event.time)
        case .finished:
            guard !hasFinished[index] else { return }
            hasFinished[index] = true
            finishedCount += 1
            latestFinish = max(latestFinish, event.time)
            markPassed(index, at: event.time)
            memberFinished(index, at: event.time)
        }
    }

    private func markPassed(_ index: Int, at time: TimeInterval) {
        guard !hasPassedReversal[index] else { return }
        hasPassedReversal[index] = true
        passedCount += 1
        latestPass = max(latestPass, time)
    }

    // MARK: Seeking

    /// Moves the timeline to `time` seconds after start: every member's values, progress, direction
    /// and state become what playing to that moment gives, and only this collection's `updated`
    /// fires. The collection replays its run silently from the start (members keep the start values
    /// they resolved), so seeking costs about as much as playing there in one beat. A running
    /// collection continues from there, a paused one stays paused, and a stopped one becomes paused
    /// there. Seeking to or past the end completes it, without `completed`. Negative times count as
    /// 0; non-finite ones are ignored with a diagnostic.
    public func seek(to time: TimeInterval) {
        guard !processing, Self.allowsDirectControl(of: parentCollection, "seek") else { return }
        guard time.isFinite else {
            MotionDiagnostics.logger.warning("\(Self.self).seek(to: \(time)) ignored: the time must be finite")
            return
        }
        let previous = state
        let wasSilent = isSilent
        isSilent = true
        halt()
        for member in liveMembers.reversed() { member.reset() }
        // A target setter run by those resets may have started this collection: that run takes over.
        guard state == .stopped else {
            isSilent = wasSilent
            return
        }
        beginRun(keepingResolvedStarts: true)
        subscription?.cancel()
        subscription = tempo?.subscribe(self)
        let target = max(time, 0)
        if target < runDelay {
            state = .delayed
            localTime = target
        } else {
            state = .moving
            processing = true
            startCycle(at: runDelay)
            processing = false
            handleEvents()
            if state == .moving { advance(to: target) }
        }
        if state != .stopped {
            if previous == .moving {
                reanchor(at: subscription != nil ? tempo?.currentTime : nil)
            } else {
                pause()
            }
        }
        isSilent = wasSilent
        emit(onUpdated)
    }

    /// Seeks to a fraction of the whole run (or of the current cycle when repeating forever), using
    /// the members' planned durations. NaN is ignored; other values are clamped to 0…1.
    public func seek(toProgress progress: Double) {
        guard !progress.isNaN else {
            MotionDiagnostics.logger.warning("\(Self.self).seek(toProgress: nan) ignored")
            return
        }
        let p = min(max(progress, 0), 1)
        let length = plannedCycle.length
        let delay = state == .stopped ? configuredDelay : runDelay
        guard let cycles = cycleCount else { return seek(to: delay + (cyclesCompleted + p) * length) }
        seek(to: delay + p * cycles * length)
    }
}

// MARK: Membership in another collection

extension MoveableCollection: CollectionMember {
    /// Continues from the hold at the reversal: the way back starts at the parent's current time.
    func releaseHold() {
        guard isHeld, let turn = reversalTime else { return }
        isHeld = false
        localTime = turn
        reanchor(at: tempo?.currentTime)
        let token = runToken
        processing = true
        self.turn(at: turn)
        processing = false
        if token == runToken && state == .moving { handleEvents() }
    }

    /// Seconds on the parent's clock from start to completion, delay included (infinite when endless).
    var plannedRunDuration: TimeInterval {
        let length = plannedCycle.length
        guard let cycles = cycleCount else { return length > 0 ? .infinity : MotionTimeline.span(delay, atSpeed: clockSpeed) }
        return MotionTimeline.span(delay + cycles * length, atSpeed: clockSpeed)
    }

    /// Seconds on the parent's clock from start to the reversal, delay included; `nil` unless reversing.
    var plannedReversalTime: TimeInterval? {
        guard reversing else { return nil }
        let plan = plannedCycle
        return MotionTimeline.span(delay + (plan.reversal ?? plan.length), atSpeed: clockSpeed)
    }
}
