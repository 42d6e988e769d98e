import Foundation
@_spi(Kernel) import MotionKernel

/// Moves one or more scalar properties of a target object from start to end values over a duration,
/// shaped by an easing curve.
///
/// ```swift
/// Motion(target: square,
///        properties: [PropertyData(keyPath: \Square.frame.origin.x, start: 20.0, end: 200.0)],
///        duration: 1.0, easing: EasingQuadratic.easeInOut())
///     .reverses().repeats(1)
///     .completed { _ in print("done") }
///     .start()
/// ```
///
/// A motion's values are a pure function of its local time (see the timeline model article): a beat
/// sets the local time, boundary values are written exactly before their callbacks, and progress is
/// time-based. While running, the motion is retained by its tempo, so it does not need to be stored.
///
/// While the motion is stopped, it does not keep its target alive (``target`` reads `nil` once the
/// target is gone, as through a weak reference; on Linux the memory, not the contents, of a dropped
/// target is freed with the last stopped motion referring to it). While it runs, the target is held strongly
/// by one lease that every motion running on it shares, and each motion checks, at least every half
/// second, whether that lease is the target's last owner: if so, everyone else has let go of the
/// target, so the motion stops (as ``stop()`` does) and lets go too. However many motions run on a
/// target, all of them end within half a second (on their own clock) of its last outside owner
/// letting go. No beat pays for weak-reference loads.
///
/// `Motion` cannot be subclassed outside MotionMachine; ``PhysicsMotion`` is a motion whose duration,
/// curve and end values come from a law of motion.
///
/// `Target` is the class whose properties move; a motion of a plain value moves a ``MotionValue``
/// box, so its type is `Motion<MotionValue<Double>>`, spelled ``ValueMotion``.
public class Motion<Target: AnyObject>: Moveable, TempoDriven {
    /// A status callback; it receives the motion.
    public typealias Callback = (Motion<Target>) -> Void

    // MARK: Stored state
    // Internal, not public: whole-module optimization then sees every access, proves that none
    // overlap and drops the dynamic exclusivity checks that public stored properties would cost on
    // every beat. The extensions beside this file (Motion+Concern.swift) work on this state. The
    // fields a beat touches come first, so they share as few cache lines as possible.
    //
    // Fields whose accesses the optimizer cannot prove apart (public ones, and those whose change may
    // release an object) are marked `@exclusivity(unchecked)` where no access to them spans a call
    // that could reach them again: each is read or replaced whole, never changed in place across a
    // callback (`callbacks` is the one exception, and says why it is safe). A checked access costs
    // about 76 instructions in the Swift runtime (see the Performance article).

    // What a beat reads first: the flags (which hold the state) and the run token, together in the
    // motion's first cache line (a reported leg beat asks for it ahead, see
    // ``TempoEntries/ReportingRun``).
    /// The motion's yes-or-no facts and its state (see ``MotionFlags``), each also readable by name
    /// (``state`` among them).
    var flags: MotionFlags = [.awaitsDefaultTempo]
    /// Changes whenever a control call (start, stop, reset) interrupts the run, so a beat in progress
    /// can tell that a callback took over (see ``RunToken``).
    var runToken: RunToken = 0
    /// The callbacks and the collection membership, in a box made when first needed (see
    /// ``MotionExtras``). Not checked for exclusivity: read whole, and set at most twice, from `nil`
    /// to a box and from that box to the larger kind (``rareState``), which copies what it held. A
    /// callback is replaced inside the box before the closure it replaces is released, so user code
    /// that the release runs and that makes the larger box copies the new one. Among the first
    /// fields, with the flags and the run token a reported leg beat reads before it (see
    /// ``TempoEntries/ReportingRun``, which asks for their lines ahead).
    @exclusivity(unchecked) var extras: MotionExtras?
    var timeline = MotionTimeline()
    /// The clock, the run's delay, the lanes, the current leg and the progress through it, the
    /// target's lease and the configured delay, in memory the tempo lends (see ``RunRecord``): none
    /// before the motion first needs them, and while its tempo plays a leg that holds its whole run
    /// (the lease stays in this word then). Reached through ``clock``, ``runDelay``, ``lanes``,
    /// ``legIndex``, ``legFraction``, ``lease`` and ``configuredDelay`` (Motion+RunRecord.swift).
    var runHandle = RunHandle()
    var forwardCurve: EasingCurve
    /// What most motions never use (additive bookkeeping, a reverse easing, a value assistant): the
    /// motion's ``extras`` box when it is the larger kind that holds these too, made when first
    /// needed (see ``RareMotionState``).
    final var rare: RareMotionState? {
        @inline(__always) get { extras as? RareMotionState }
    }
    /// ``rare``, made now if it was not yet: the callbacks and the membership move into it from the
    /// smaller box, which it replaces for good.
    var rareState: RareMotionState {
        if let rare { return rare }
        let made = RareMotionState(taking: extras)
        extras = made
        return made
    }
    /// The run's lanes that follow a law of their own (``TimedLane``: a bouncing launch, a keyframe
    /// track), by lane, `nil` for the others; empty unless some lane does. A motion with any plays
    /// its own beats.
    var timedLanes: [TimedLane?] { hasTimedLanes ? timedLaneState.timedLanes : [] }
    /// ``rare`` of a motion whose run has timed lanes (``hasTimedLanes``), which are kept there: the
    /// box read as its larger kind without asking which kind it is.
    var timedLaneState: RareMotionState {
        @inline(__always) get {
            assert(rare != nil, "timed lanes are kept in the larger box")
            return uncheckedCast(extras!, to: RareMotionState.self)
        }
    }
    /// Lane `index`'s own law, if it follows one.
    ///
    /// Read from the rare state as the lane is wanted, not from a list copied first: a beat asks
    /// lane by lane while it writes, and a target setter that refills the lanes replaces the list.
    @inline(__always)
    func timedLane(at index: Int) -> TimedLane? {
        guard hasTimedLanes else { return nil }
        let timed = timedLaneState.timedLanes
        return index < timed.count ? timed[index] : nil
    }
    /// The reverse leg's own easing, if set (``reverseEasingCurve``).
    var reverseCurve: EasingCurve? {
        get { rare?.reverseCurve }
        set { if newValue != nil || rare != nil { rareState.reverseCurve = newValue } }
    }
    /// The weighting of an additive run (``additiveWeighting``), already clamped.
    var weighting: Double {
        get { rare?.weighting ?? 1 }
        set { if newValue != 1 || rare != nil { rareState.weighting = newValue } }
    }
    /// How the properties move inside a leg: eased (a plain motion), a launch (``PhysicsMotion``) or a
    /// spring (``SpringMotion``, or animation traits with a spring curve). A plain motion keeps a law
    /// other than eased in ``rare`` (only traits give it one); ``PhysicsMotion`` and ``SpringMotion``
    /// override this with a field of their own. Beats read ``legKind``, never this.
    var law: MoveableLaw {
        get { rare?.law ?? .eased }
        set {
            if case .eased = newValue, rare == nil {} else { rareState.law = newValue }
            lawChanged(to: newValue)
        }
    }
    /// What the law asks of each beat, as plain numbers (derived from ``law``), read when the motion
    /// plays a beat itself or offers a leg: eased, without a call, unless the motion follows a law
    /// (see ``lawLegKind``). Not stored: 24 bytes of every motion, with the fields beside it.
    @inline(__always)
    final var legKind: LegKind { followsLaw ? lawLegKind : .eased }
    /// ``legKind`` of a motion that follows a law: a plain motion's from the law in ``rare`` (a spring
    /// that animation traits gave it); ``PhysicsMotion`` and ``SpringMotion`` override this with the
    /// copy they keep beside their law (see ``KeptLaw``).
    var lawLegKind: LegKind { rare?.law.legKind ?? .eased }

    /// Notes whether `law` is other than eased (``followsLaw``); every setter of ``law`` calls it.
    final func lawChanged(to law: MoveableLaw) {
        if case .eased = law { followsLaw = false } else { followsLaw = true }
    }

    /// This run's operation ID: 0 when not moving, and ``AdditiveRegistry/pendingOperationID`` from
    /// the beginning of movement until something asks for it (see ``resolvedOperationID``). Most runs
    /// never make one: only the pending mark is the motion's own, a made ID goes in ``rare``.
    var currentOperationID: UInt {
        get { operationPending ? AdditiveRegistry.pendingOperationID : rare?.operationID ?? 0 }
        set {
            operationPending = newValue == AdditiveRegistry.pendingOperationID
            if !operationPending, newValue != 0 || rare != nil { rareState.operationID = newValue }
        }
    }
    /// The collection this motion belongs to, which it tells about its reversal and its end.
    var parentCollection: MoveableCollection? {
        get { parentLink?.target }
        set { parentLink = newValue?.link }
    }
    /// The link to the collection this motion belongs to (see ``extras``).
    var parentLink: CollectionLink? {
        get { extras?.link }
        set { if newValue != nil || extras != nil { extrasBox.link = newValue } }
    }
    /// This motion's index among its collection's members (see ``extras``).
    var memberIndex: Int {
        get { Int(extras?.index ?? 0) }
        set { if newValue != 0 || extras != nil { extrasBox.index = Int32(clamping: newValue) } }
    }
    /// The status callbacks (see ``extras``): read without making the box, which setting one makes.
    var callbacks: MoveableCallbacks {
        @inline(__always) get { extras?.callbacks ?? MoveableCallbacks() }
        _modify { yield &extrasBox.callbacks }
    }
    /// The `updated` callback, read in place (no copy of the others).
    var updatedCallback: ErasedCallback? {
        @inline(__always) get { extras?.callbacks.updated }
    }
    /// ``extras``, made now if it was not yet.
    private var extrasBox: MotionExtras {
        if let extras { return extras }
        let made = MotionExtras()
        extras = made
        return made
    }
    /// Set by a collection: at the end of the first forward leg, wait (at the exact end values) until
    /// the collection calls ``releaseHold()``. Stored in `holds`.
    var holdsAtReversal: Bool {
        get { holds }
        set { holds = newValue }
    }
    /// Whether the motion is waiting at its first reversal for its collection.
    var isHeld: Bool { held }
    /// While set, no callback fires (a collection replaying its timeline to seek).
    var isSilent: Bool {
        get { silent }
        set { silent = newValue }
    }

    /// The leased target, unretained: valid while the lease is held. Worked out from the lease
    /// (whose key is the target's address) rather than stored beside it.
    var targetPointer: TargetPointer? { lease?.targetPointer }
    var runningTarget: AnyObject? { lease?.target }
    /// The target while the motion is stopped, not kept alive (see ``IdleTargetReference``). Not
    /// checked for exclusivity: read or replaced whole, and no access spans a call.
    @exclusivity(unchecked) var idleTarget: IdleTargetReference
    /// The index of the motion's entry in its tempo's beat list while it runs, −1 while it has none
    /// (the tempo tells the motion the new one when the entry moves, see ``entryMoved(to:)``). The
    /// tempo is always ``tempo``: changing the tempo moves the subscription (see ``move(to:)``),
    /// so the motion keeps the index alone, eight bytes where a ``TempoPlace`` takes
    /// sixteen.
    var subscriptionIndex = -1
    /// Whether the motion has a place in its tempo's beat list.
    var isSubscribed: Bool { subscriptionIndex >= 0 }

    /// Leaves the motion's place in its tempo's beat list, if it has one.
    @inline(__always)
    func cancelSubscription() {
        guard subscriptionIndex >= 0 else { return }
        tempo?.remove(index: subscriptionIndex, of: self)
        subscriptionIndex = -1
    }

    /// Takes a new place at the end of ``tempo``'s beat list, leaving any it had.
    @inline(__always)
    func resubscribe() {
        resubscribe(to: tempo)
    }

    /// Takes a new place at the end of `tempo`'s beat list, leaving any it had; `tempo` is ``tempo``,
    /// read by a caller that uses it again (each read of the property counts the tempo once more).
    @inline(__always)
    func resubscribe(to tempo: Tempo?) {
        assert(tempo === self.tempo, "a motion subscribes to its own tempo")
        cancelSubscription()
        subscriptionIndex = tempo?.subscribe(generic: self) ?? -1
    }
    /// Keeps the target alive for the motion's life: the ``MotionValue`` a value motion made for
    /// itself, which nothing else holds. The idle reference holds it strongly, in its one word.
    @usableFromInline
    final func keepTarget(_ target: AnyObject) {
        idleTarget = IdleTargetReference(keeping: target)
    }

    // MARK: Configuration

    /// The object whose properties move.
    public var target: Target? { (runningTarget ?? idleTarget.target).map { uncheckedCast($0, to: Target.self) } }

    /// The properties as stored: one inline, more in an array (see ``MotionProperties``).
    @exclusivity(unchecked) var propertyList: MotionProperties

    /// The properties this motion moves.
    ///
    /// - Complexity: O(*n*). A motion of one property keeps it inline rather than the array it was
    ///   given, and builds an array on each read.
    public internal(set) var properties: [PropertyData<Target>] {
        get { propertyList.array(of: Target.self) }
        set { propertyList = MotionProperties(newValue) }
    }


    /// Decomposes struct values for ``buildPropertyData(forObject:statesForProperties:)``:
    /// ``ValueAssistantGroup/standard`` unless set.
    public var valueAssistant: any ValueAssistant {
        get { rare?.customValueAssistant ?? ValueAssistantGroup.standard }
        set { rareState.customValueAssistant = newValue }
    }

    /// The tempo set or taken (see ``tempo``); changed only by ``move(to:)``.
    @exclusivity(unchecked) var chosenTempo: Tempo?

    // MARK: Initializers

    /// Creates a motion for `properties` of `target`, eased by a curve with a slope, so the motion
    /// can report its velocities (``velocity(ofPropertyAt:)``).
    public init(target: Target, properties: [PropertyData<Target>], duration: TimeInterval,
                easing: EasingCurve, options: MotionOptions = []) {
        self.idleTarget = IdleTargetReference(target)
        self.propertyList = MotionProperties(properties)
        self.forwardCurve = easing
        // The timeline made whole rather than through the `duration`, `reversing` and `repeating`
        // setters, which each reclaim a steady leg and work out the leg count again.
        self.timeline = MotionTimeline(duration: Sanitize.timeSpan(duration, what: "Motion duration"),
                                       reversing: options.contains(.reverses), repeating: options.contains(.repeats))
        self.isAdditive = options.contains(.additive)
    }

    /// Creates a motion for `properties` of `target`, eased by an easing closure.
    public convenience init(target: Target, properties: [PropertyData<Target>], duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = []) {
        self.init(target: target, properties: properties, duration: duration, easing: EasingCurve(easing), options: options)
    }

    /// Creates a motion with no properties yet; add them with ``add(_:)``.
    public convenience init(target: Target, duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = []) {
        self.init(target: target, properties: [], duration: duration, easing: easing, options: options)
    }

    /// Creates a motion from whole-value states; one property is made per component that changes.
    public convenience init(target: Target, statesForProperties: [PropertyStates<Target>], duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = []) {
        self.init(target: target, statesForProperties: statesForProperties, duration: duration, easing: EasingCurve(easing),
                  options: options)
    }

    /// Creates a motion from whole-value states, eased by a curve with a slope (so velocities are
    /// known); one property is made per component that changes.
    public convenience init(target: Target, statesForProperties: [PropertyStates<Target>], duration: TimeInterval,
                            easing: EasingCurve, options: MotionOptions = []) {
        self.init(target: target, properties: [], duration: duration, easing: easing, options: options)
        properties = buildPropertyData(forObject: target, statesForProperties: statesForProperties)
    }

    /// Creates a motion with no properties yet, eased by a curve with a slope; add properties with
    /// ``add(_:)``.
    public convenience init(target: Target, duration: TimeInterval, easing: EasingCurve, options: MotionOptions = []) {
        self.init(target: target, properties: [], duration: duration, easing: easing, options: options)
    }

    deinit {
        // A motion freed while running (its tempo let go of it) still counts as its lease's holder.
        lease?.relinquish()
        giveBackRunRecord()
    }

    // MARK: Control (the rest is in Motion+Control.swift; start() stays here, SpringMotion overrides it)

    /// Starts the motion from the beginning of its timeline; a no-op unless stopped.
    @discardableResult
    public func start() -> Self {
        guard MoveableCollection.allowsDirectControl(of: parentCollection, "start") else { return self }
        // Started directly while its collection runs: the collection takes it into the cycle again.
        if state == .stopped { parentCollection?.memberRejoins(at: memberIndex) }
        start(keepingResolvedStarts: false)
        return self
    }

    /// The current velocity of property `index` in value units per second: the exact derivative of
    /// its eased value, Δ × slope ÷ duration (negated on a reverse leg). 0 unless moving (and for an
    /// unknown index); `nil` when the current leg's curve has no slope (an easing closure rather than
    /// an ``EasingCurve``) or an infinite one.
    public func velocity(ofPropertyAt index: Int) -> Double? {
        guard let state = legState(ofPropertyAt: index) else { return 0 }
        return state.velocity
    }
}

extension Motion where Target: MotionTarget {
    /// Creates a motion towards whole values given by string path; one property is made per component
    /// that differs from the target's current value. Throws ``PropertyPathError`` for a bad path or value.
    public convenience init(target: Target, finalState: [String: Any], duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = []) throws {
        try self.init(target: target, finalState: finalState, duration: duration, easing: EasingCurve(easing), options: options)
    }

    /// Creates a motion towards whole values given by string path, eased by a curve with a slope.
    /// Throws ``PropertyPathError`` for a bad path or value.
    public convenience init(target: Target, finalState: [String: Any], duration: TimeInterval,
                            easing: EasingCurve, options: MotionOptions = []) throws {
        let states = try finalState.keys.sorted().map { try PropertyStates<Target>(path: $0, end: finalState[$0]!) }
        self.init(target: target, statesForProperties: states, duration: duration, easing: easing, options: options)
    }
}
