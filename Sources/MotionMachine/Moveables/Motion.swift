import Foundation

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
/// The target is held weakly while the motion is stopped. While it runs, the target is held strongly
/// by one lease that every motion running on it shares, and each motion checks, at least every half
/// second, whether that lease is the target's last owner: if so, everyone else has let go of the
/// target, so the motion stops (as ``stop()`` does) and lets go too. However many motions run on a
/// target, all of them end within half a second (on their own clock) of its last outside owner
/// letting go. No beat pays for weak-reference loads.
///
/// `Motion` cannot be subclassed outside MotionMachine; ``PhysicsMotion`` is a motion whose duration,
/// curve and end values come from a law of motion.
@MainActor
public class Motion<Target: AnyObject>: Moveable, TempoDriven {
    /// A status callback; it receives the motion.
    public typealias Callback = (Motion<Target>) -> Void

    // MARK: Private state
    // Stored state is private so the optimizer can prove accesses never overlap and drop the dynamic
    // exclusivity checks that public stored properties would cost on every beat. The fields a beat
    // touches come first, so they share as few cache lines as possible.

    private var state: MotionState = .stopped
    private var updating = false
    private var reportedBadEasing = false
    /// Waiting at the first reversal for the collection (``isHeld``).
    private var held = false
    /// No callbacks while set (``isSilent``).
    private var silent = false
    /// The leased target, unretained: valid while the lease is held. Beats write through it without
    /// touching the lease (another object, so another cache line), except for the periodic check.
    private var targetPointer: Unmanaged<AnyObject>?
    private var timeline = MotionTimeline()
    private var runDelay: TimeInterval = 0
    /// Local seconds per beat second (``speed``).
    private var clockSpeed: Double = 1
    /// Local time (seconds since start, including the delay) at the last anchor.
    private var anchorLocalTime: TimeInterval = 0
    /// The beat timestamp that corresponds to `anchorLocalTime`; `nil` until the next beat sets it.
    private var anchorBeat: TimeInterval?
    private var lastBeat: TimeInterval = -.infinity
    private var localTime: TimeInterval = 0
    /// Changes whenever a control call (start, stop, reset) interrupts the run, so a beat in progress
    /// can tell that a callback took over.
    private var runToken: UInt64 = 0
    /// The lanes, behind a pointer the motion owns so that beats read them without dynamic
    /// exclusivity checks (see ``OwnedValue``).
    private let laneStorage = OwnedValue(PropertyLanes())
    private var lanes: PropertyLanes {
        get { laneStorage.value }
        set { laneStorage.value = newValue }
    }
    private var forwardCurve: EasingCurve
    private var reverseCurve: EasingCurve?
    private var onUpdated: Callback?
    /// Whether the tempo may hold a steady leg for this motion (so state must be read back from it).
    private var steadyLegOffered = false
    /// When set, every property moves by this much from where it starts (physics) instead of to its
    /// end value.
    var laneOffset: Double?
    /// When set, forward legs follow this spring from each property's start and initial velocity, and
    /// the leg lasts until every property has settled (``SpringMotion``).
    var springLaw: Spring? {
        didSet { springBasis = springLaw.map(SpringBasis.init) }
    }
    private var springBasis: SpringBasis?
    /// Set by ``PhysicsMotion`` when its curve is a ``PhysicsSystem`` decay, so steady legs can
    /// evaluate it from these numbers. Cleared when the easing is replaced.
    var decayBasis: DecayBasis?
    /// Initial velocities of a spring's forward leg, by property.
    var laneVelocities: [Double] = []
    /// When set, properties with an end value bounce between start and end (``PhysicsMotion``
    /// collisions): each lane's trajectory is built by this when movement begins.
    var bounce: ((_ start: Double, _ bounds: ClosedRange<Double>) -> BoundedLaunch)?

    /// Additive configuration and the registry keys this run holds (see ``additive``).
    private var isAdditive = false
    private var weighting = 1.0
    private var additiveKeys: [AdditiveKey] = []
    private var currentOperationID: UInt = 0
    /// Whether this run has resolved its start values (movement has begun).
    private var movementBegun = false
    /// Set for a run that replays with the start values resolved before (a collection's repeat).
    private var keepsResolvedStarts = false
    /// The collection this motion belongs to, which it tells about its reversal and its end.
    var parentCollection: MoveableCollection? {
        get { parentLink?.target }
        set { parentLink = newValue?.link }
    }
    private var parentLink: CollectionLink?
    /// This motion's index among its collection's members.
    var memberIndex = 0
    /// Set by a collection: at the end of the first forward leg, wait (at the exact end values) until
    /// the collection calls ``releaseHold()``.
    var holdsAtReversal: Bool {
        get { holds }
        set { holds = newValue }
    }
    private var holds = false
    /// Whether the motion is waiting at its first reversal for its collection.
    var isHeld: Bool { held }
    private var reversalReported = false
    /// While set, no callback fires (a collection replaying its timeline to seek).
    var isSilent: Bool {
        get { silent }
        set { silent = newValue }
    }

    /// The beat at or after which the motion's own path next asks whether the target was dropped.
    private var nextTargetCheck: TimeInterval = -.infinity
    /// The target's lease while running (shared with every motion running on the same target): it
    /// holds the target strongly, so beats need neither weak loads nor retains.
    private var lease: TargetLease? {
        didSet { targetPointer = lease.map { Unmanaged.passUnretained($0.target) } }
    }
    private var runningTarget: AnyObject? { lease?.target }
    private var seeking = false
    private weak var idleTarget: Target?
    private var configuredDelay: TimeInterval = 0
    private var lanesFilled = false
    private var subscription: TempoSubscription?
    private var stateBeforePause: MotionState = .moving
    private var onStarted: Callback?
    private var onStopped: Callback?
    private var onReversed: Callback?
    private var onCycleRepeated: Callback?
    private var onPaused: Callback?
    private var onResumed: Callback?
    private var onCompleted: Callback?

    // MARK: Configuration

    /// The object whose properties move.
    public var target: Target? { runningTarget.map { unsafeDowncast($0, to: Target.self) } ?? idleTarget }

    /// The properties this motion moves.
    public private(set) var properties: [PropertyData<Target>]

    /// Seconds to wait after `start()` before moving. NaN, infinite or negative delays become 0.
    /// Changing it while running takes effect at the next start.
    public var delay: TimeInterval {
        get { configuredDelay }
        set { configuredDelay = Sanitize.timeSpan(newValue, what: "Motion delay") }
    }

    /// Seconds one leg takes (forward, or reverse). NaN, infinite or negative durations become 0, which
    /// completes on the beat that ends the delay.
    public var duration: TimeInterval {
        get { timeline.duration }
        set {
            withdrawSteadyLeg()
            timeline.duration = Sanitize.timeSpan(newValue, what: "Motion duration")
        }
    }

    /// The easing of the forward leg (and of the reverse leg when ``reverseEasing`` is `nil`). An easing
    /// that returns a non-finite number on some beat is replaced by linear progress for that beat, with
    /// one diagnostic per run.
    /// A closure set here has no slope, so ``velocity(ofPropertyAt:)`` reports `nil` while it runs;
    /// set ``easingCurve`` instead to keep velocities.
    public var easing: EasingUpdateClosure {
        get { forwardCurve.update }
        set { easingCurve = EasingCurve(newValue) }
    }

    /// The easing of the forward leg with its slope (the same curve as ``easing``).
    public var easingCurve: EasingCurve {
        get { forwardCurve }
        set {
            withdrawSteadyLeg()
            forwardCurve = newValue
            decayBasis = nil
        }
    }

    /// The easing of the reverse leg; `nil` uses ``easing``.
    public var reverseEasing: EasingUpdateClosure? {
        get { reverseCurve?.update }
        set { reverseEasingCurve = newValue.map(EasingCurve.init) }
    }

    /// The easing of the reverse leg with its slope (the same curve as ``reverseEasing``).
    public var reverseEasingCurve: EasingCurve? {
        get { reverseCurve }
        set {
            withdrawSteadyLeg()
            reverseCurve = newValue
        }
    }

    /// Whether each cycle returns to the start values after reaching the end values.
    public var reversing: Bool {
        get { timeline.reversing }
        set {
            withdrawSteadyLeg()
            timeline.reversing = newValue
        }
    }

    /// Whether the cycle repeats, `repeatCycles` more times.
    public var repeating: Bool {
        get { timeline.repeating }
        set {
            withdrawSteadyLeg()
            timeline.repeating = newValue
        }
    }

    /// The number of extra cycles when ``repeating``; ``REPEAT_INFINITE`` (the default) repeats forever.
    public var repeatCycles: UInt {
        get { timeline.repeatCycles }
        set {
            withdrawSteadyLeg()
            timeline.repeatCycles = newValue
        }
    }

    /// Whether the motion moves its properties additively: each beat it adds its weighted change to
    /// the property's current value instead of writing its own value, so several motions on one
    /// property blend. An additive motion ignores given start values: it starts from the end value of
    /// the latest additive motion still running on the same property, or from the current value. Set
    /// it before starting; a change applies from the next start. See the additive motion article.
    public var additive: Bool {
        get { isAdditive }
        set { isAdditive = newValue }
    }

    /// The share of its change an additive motion applies, 0…1 (1 reaches the end values; 0.5 goes
    /// half way). Values outside 0…1 are clamped and NaN becomes 1, with a diagnostic.
    public var additiveWeighting: Double {
        get { weighting }
        set {
            let finite = Sanitize.finite(newValue, fallback: 1, what: "Motion additiveWeighting")
            weighting = min(max(finite, 0), 1)
            if weighting != finite {
                MotionDiagnostics.logger.warning("Motion additiveWeighting \(finite) is outside 0…1; using \(weighting)")
            }
        }
    }

    /// Identifies the motion's run while it moves (0 when it is not moving). Each run gets a new ID.
    public var operationID: UInt { currentOperationID }

    /// Decomposes struct values for ``buildPropertyData(forObject:statesForProperties:)``.
    public var valueAssistant: any ValueAssistant = ValueAssistantGroup.standard

    /// The tempo whose beats drive this motion (``Tempo/default`` when created); `nil` to drive it with
    /// ``update(withTimeInterval:)``. Changing it while running continues from the same local time.
    /// Inside a collection it is the collection's clock and stays so (another value is refused with a
    /// diagnostic) until the motion is removed.
    public var tempo: Tempo? {
        willSet {
            if newValue !== tempo { withdrawSteadyLeg() }
        }
        didSet {
            let kept = MoveableCollection.memberTempo(tempo, in: parentCollection, "Motion")
            if kept !== tempo { tempo = kept }
            guard subscription != nil, tempo !== oldValue else { return }
            subscription?.cancel()
            subscription = tempo?.subscribe(self)
            reanchor(at: tempo?.currentTime)
        }
    }

    // MARK: State

    /// What the motion is doing. A collection member waiting at its first reversal for the rest of
    /// its collection (a synced group, a contiguous sequence) reports ``MotionState/paused``: its
    /// values hold at its end until the collection turns.
    public var motionState: MotionState { held && state != .stopped ? .paused : state }

    /// The direction of the current leg.
    public var motionDirection: MotionDirection { timeline.direction }

    /// Progress of the current leg, 0…1 (1 once completed).
    public var motionProgress: Double {
        syncSteadyLeg()
        return timeline.motionProgress
    }

    /// Progress of the current cycle: the leg's progress, or half of it per leg when reversing.
    public var cycleProgress: Double {
        syncSteadyLeg()
        return timeline.cycleProgress
    }

    /// The number of cycles completed.
    public var cyclesCompletedCount: UInt { timeline.cyclesCompletedCount }

    /// Progress of the whole run; equals ``cycleProgress`` when repeating forever.
    public var totalProgress: Double {
        syncSteadyLeg()
        return timeline.totalProgress
    }

    /// How fast local time runs: 1 is normal, 2 twice as fast, 0 freezes the motion where it is.
    /// Changing it while running takes effect from the last beat, so values do not jump. Negative
    /// values become 0, NaN and +∞ become 1, with a diagnostic.
    public var speed: Double {
        get { clockSpeed }
        set {
            let sanitized = Sanitize.speed(newValue, what: "Motion speed")
            guard sanitized != clockSpeed else { return }
            withdrawSteadyLeg()
            if anchorBeat != nil { reanchor(at: lastBeat) }
            clockSpeed = sanitized
        }
    }

    /// The most boundaries (reversals, repeats) one beat walks through one by one; a larger jump skips
    /// the earlier ones without callbacks, so work per beat stays bounded.
    public static var maximumBoundariesPerBeat: Int { 64 }

    deinit {
        laneStorage.value.deallocate()
        laneStorage.free()
    }

    // MARK: Initializers

    /// Creates a motion for `properties` of `target`, eased by a curve with a slope, so the motion
    /// can report its velocities (``velocity(ofPropertyAt:)``).
    public init(target: Target, properties: [PropertyData<Target>], duration: TimeInterval,
                easing: EasingCurve, options: MotionOptions = []) {
        self.idleTarget = target
        self.properties = properties
        self.forwardCurve = easing
        self.tempo = Tempo.default
        self.duration = duration
        self.reversing = options.contains(.reverses)
        self.repeating = options.contains(.repeats)
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
        self.init(target: target, properties: [], duration: duration, easing: easing, options: options)
        properties = buildPropertyData(forObject: target, statesForProperties: statesForProperties)
    }

    // MARK: Building

    /// Adds a property. Properties added while running take effect at the next start.
    @discardableResult
    public func add(_ property: PropertyData<Target>) -> Self {
        if state != .stopped {
            MotionDiagnostics.logger.notice("Motion.add: '\(property.path)' added while running; it moves from the next start")
        }
        properties.append(property)
        return self
    }

    /// Builds one ``PropertyData`` per changed component of each state, using ``valueAssistant``.
    public func buildPropertyData(forObject target: Target, statesForProperties: [PropertyStates<Target>]) -> [PropertyData<Target>] {
        statesForProperties.flatMap { $0.propertyData(for: target, using: valueAssistant) }
    }

    /// Sets ``delay``.
    @discardableResult
    public func afterDelay(_ amount: TimeInterval) -> Self {
        delay = amount
        return self
    }

    /// Makes each cycle return to the start values, optionally with its own easing.
    @discardableResult
    public func reverses(withEasing easing: EasingUpdateClosure? = nil) -> Self {
        reversing = true
        reverseEasing = easing
        return self
    }

    /// Makes each cycle return to the start values along `curve`.
    @discardableResult
    public func reverses(withEasing curve: EasingCurve) -> Self {
        reversing = true
        reverseEasingCurve = curve
        return self
    }

    // MARK: Callbacks

    /// Called when movement begins, after the delay.
    @discardableResult public func started(_ closure: @escaping Callback) -> Self { onStarted = closure; return self }
    /// Called when ``stop()`` stops a running motion (or its target is deallocated).
    @discardableResult public func stopped(_ closure: @escaping Callback) -> Self { onStopped = closure; return self }
    /// Called once per beat that moves values, after they are written.
    @discardableResult public func updated(_ closure: @escaping Callback) -> Self {
        withdrawSteadyLeg()
        onUpdated = closure
        return self
    }
    /// Called when a reverse leg begins, after the end values are written.
    @discardableResult public func reversed(_ closure: @escaping Callback) -> Self { onReversed = closure; return self }
    /// Called when a new cycle begins, after the previous cycle's final values are written.
    @discardableResult public func cycleRepeated(_ closure: @escaping Callback) -> Self { onCycleRepeated = closure; return self }
    /// Same as ``cycleRepeated(_:)``.
    @discardableResult public func repeated(_ closure: @escaping Callback) -> Self { cycleRepeated(closure) }
    /// Called when ``pause()`` pauses the motion.
    @discardableResult public func paused(_ closure: @escaping Callback) -> Self { onPaused = closure; return self }
    /// Called when ``resume()`` resumes the motion.
    @discardableResult public func resumed(_ closure: @escaping Callback) -> Self { onResumed = closure; return self }
    /// Called once when the run finishes, after the final values are written.
    @discardableResult public func completed(_ closure: @escaping Callback) -> Self { onCompleted = closure; return self }

    @inline(__always)
    private func emit(_ callback: Callback?) {
        if !silent, let callback { callback(self) }
    }

    // MARK: Control

    /// Starts the motion from the beginning of its timeline; a no-op unless stopped.
    @discardableResult
    public func start() -> Self {
        guard MoveableCollection.allowsDirectControl(of: parentCollection, "start") else { return self }
        start(keepingResolvedStarts: false)
        return self
    }

    /// Starts a run; a collection repeating its cycle keeps the start values resolved before.
    func start(keepingResolvedStarts: Bool) {
        guard state == .stopped else { return }
        guard beginRun() else {
            // A collection waiting for this member learns that it has nothing to play.
            parentCollection?.member(at: memberIndex, finishedAt: tempo?.currentTime ?? 0)
            return
        }
        keepsResolvedStarts = keepingResolvedStarts
        // A seek from stopped subscribes before its state changes; a target setter that starts the
        // motion during that seek must not leave the seek's subscription behind.
        subscription?.cancel()
        subscription = tempo?.subscribe(self)
        reanchor(at: tempo?.currentTime)
        state = .delayed
        if runDelay == 0 { beginMovement() }
    }

    /// Prepares a new run at local time 0 (nothing subscribed, no callbacks). False if the target is gone.
    private func beginRun() -> Bool {
        guard let target = idleTarget ?? lease?.target else {
            let names = properties.map(\.path).joined(separator: ", ")
            MotionDiagnostics.logger.warning("Motion.start: the target of the motion on [\(names)] was deallocated; nothing moves and no callback fires")
            return false
        }
        if lease == nil { lease = TargetLease.lease(for: target) }
        nextTargetCheck = -.infinity
        runToken &+= 1
        timeline.restart()
        runDelay = configuredDelay
        localTime = 0
        lastBeat = -.infinity
        reportedBadEasing = false
        movementBegun = false
        held = false
        reversalReported = false
        if timeline.isEndless && timeline.duration == 0 {
            MotionDiagnostics.logger.warning("Motion repeats forever with zero duration; it runs one cycle")
        }
        return true
    }

    /// Stops a running motion where it is and calls `stopped`. Values stay; `start()` restarts.
    /// A collection member that is stopped counts as finished for its collection.
    public func stop() {
        guard state != .stopped else { return }
        halt()
        parentCollection?.member(at: memberIndex, finishedAt: lastBeat.isFinite ? lastBeat : tempo?.currentTime ?? 0)
        emit(onStopped)
    }

    /// Freezes local time; beats are ignored until ``resume()``.
    public func pause() {
        guard state == .moving || state == .delayed else { return }
        withdrawSteadyLeg()
        stateBeforePause = state
        reanchor(at: nil)
        state = .paused
        emit(onPaused)
    }

    /// Continues from the frozen local time, so values do not jump.
    public func resume() {
        guard state == .paused, MoveableCollection.allowsDirectControl(of: parentCollection, "resume") else { return }
        state = stateBeforePause
        reanchor(at: subscription != nil ? tempo?.currentTime : nil)
        emit(onResumed)
    }

    /// Stops without callbacks and puts values, progress and cycle count back at the start. A
    /// running collection member that is reset counts as finished for its collection, as if stopped.
    public func reset() {
        let wasRunning = state != .stopped
        halt()
        if wasRunning {
            parentCollection?.member(at: memberIndex, finishedAt: lastBeat.isFinite ? lastBeat : tempo?.currentTime ?? 0)
        }
        timeline.restart()
        localTime = 0
        held = false
        if lanesFilled, let target { lanes.writeStart(to: Unmanaged.passUnretained(target)) }
    }

    /// Stops, leaves the tempo and drops callbacks and per-run storage. The motion can still be
    /// configured and started again.
    public func cleanupResources() {
        halt()
        // A member keeps its collection's clock (the collection drives it); a lone motion leaves its tempo.
        if parentCollection == nil { tempo = nil }
        onStarted = nil; onStopped = nil; onUpdated = nil; onReversed = nil
        onCycleRepeated = nil; onPaused = nil; onResumed = nil; onCompleted = nil
    }

    // MARK: Beats

    /// Receives a beat from the tempo.
    public func tempoBeatUpdate(_ timestamp: TimeInterval) {
        update(withTimeInterval: timestamp)
    }

    /// Advances the motion to a beat at `currentTime`. Beats earlier than the previous one, non-finite
    /// timestamps and calls from inside this motion's own callbacks are ignored.
    public func update(withTimeInterval currentTime: TimeInterval) {
        guard !updating else { return }
        syncSteadyLeg()
        guard state == .moving || state == .delayed, !held, currentTime.isFinite, currentTime >= lastBeat else { return }
        lastBeat = currentTime
        let anchor: TimeInterval
        if let anchorBeat { anchor = anchorBeat } else { anchor = currentTime; anchorBeat = currentTime }
        localTime = MotionTimeline.localTime(at: currentTime, anchorBeat: anchor, anchorLocalTime: anchorLocalTime,
                                             speed: clockSpeed)
        updating = true
        advance(token: runToken)
        updating = false
        if state == .stopped { releaseTarget() } else { offerSteadyLeg(at: currentTime) }
    }

    /// The current velocity of property `index` in value units per second: the exact derivative of
    /// its eased value, Δ × slope ÷ duration (negated on a reverse leg). 0 unless moving (and for an
    /// unknown index); `nil` when the current leg's curve has no slope (an easing closure rather than
    /// an ``EasingCurve``) or an infinite one.
    public func velocity(ofPropertyAt index: Int) -> Double? {
        syncSteadyLeg()
        guard state == .moving, lanesFilled, index >= 0, index < lanes.count, timeline.duration > 0 else { return 0 }
        let reverse = timeline.isReverseLeg
        let curve = reverse ? reverseCurve ?? forwardCurve : forwardCurve
        guard let slope = curve.slope(at: timeline.legFraction) else { return nil }
        let lane = lanes.lane(at: index)
        let rate = (lane.end - lane.start) * slope / timeline.duration
        return reverse ? -rate : rate
    }

    /// Changes one property in place (used by retargeting).
    func updateProperty(at index: Int, _ change: (inout PropertyData<Target>) -> Void) {
        change(&properties[index])
    }

    /// The start value property `index` moves from in the current run, once movement has begun.
    func resolvedStart(ofPropertyAt index: Int) -> Double? {
        guard lanesFilled, index >= 0, index < lanes.count else { return nil }
        return lanes.lane(at: index).start
    }

    // MARK: Steady legs

    /// Lets the tempo compute the next beats itself while the motion is moving within one leg with
    /// nothing to report per beat (see ``SteadyLeg``); otherwise withdraws any earlier offer.
    private func offerSteadyLeg(at beat: TimeInterval) {
        guard let subscription, let tempo else { return }
        // Bounded launches are played by time, and additive lanes read the target, on the motion's own
        // path; they get no steady leg.
        guard state == .moving, onUpdated == nil, !held, lanesFilled, !lanes.hasBoundedLanes, !lanes.isAdditive,
              !timeline.isComplete,
              let anchorBeat, let target = targetPointer, timeline.duration > 0 else {
            if steadyLegOffered { tempo.setSteadyLeg(nil, for: subscription) }
            steadyLegOffered = false
            return
        }
        steadyLegOffered = true
        let reverse = timeline.isReverseLeg
        // Plain branches: `reverseCurve ?? forwardCurve` would box the closure on every offer.
        let curve: EasingUpdateClosure
        var law: SteadyLeg.Law?
        if reverse, let reverseCurve {
            curve = reverseCurve.update
        } else {
            curve = forwardCurve.update
            if !reverse, let springBasis { law = .spring(springBasis) } else if let decayBasis { law = .decay(decayBasis) }
        }
        tempo.setSteadyLeg(SteadyLeg(anchorBeat: anchorBeat, anchorLocalTime: anchorLocalTime, speed: clockSpeed, delay: runDelay,
                                     legStart: timeline.leg * timeline.duration, duration: timeline.duration,
                                     reverse: reverse, lastBeat: beat, target: target,
                                     easing: curve, law: law, lanes: lanes),
                           for: subscription)
    }

    /// Adopts the beats the tempo computed through a steady leg, so state reads as if the motion had
    /// handled them itself.
    private func syncSteadyLeg() {
        guard steadyLegOffered, let subscription, let leg = tempo?.steadyLeg(for: subscription), leg.lastBeat > lastBeat,
              let anchorBeat, let fraction = leg.fraction(at: leg.lastBeat) else { return }
        lastBeat = leg.lastBeat
        localTime = MotionTimeline.localTime(at: lastBeat, anchorBeat: anchorBeat, anchorLocalTime: anchorLocalTime,
                                             speed: clockSpeed)
        timeline.setFraction(fraction)
    }

    /// Takes the motion back from the tempo before anything about its run changes.
    private func withdrawSteadyLeg() {
        guard steadyLegOffered, let subscription else { return }
        syncSteadyLeg()
        tempo?.setSteadyLeg(nil, for: subscription)
        steadyLegOffered = false
    }

    // MARK: Timeline

    @inline(__always)
    private func advance(token: UInt64) {
        let movementTime = localTime - runDelay
        if state == .delayed {
            guard movementTime >= 0 else { return }
            beginMovement()
            guard token == runToken, state == .moving else { return }
        }
        // At least every check interval: if the running motions' lease is the target's last owner,
        // everyone else let go, so the motion ends.
        if lastBeat >= nextTargetCheck {
            guard let lease, !lease.isDropped else { return loseTarget() }
            nextTargetCheck = lastBeat + SteadyLeg.checkInterval
        }
        // The lease stays until this beat ends (see `releaseTarget`), so unretained is safe.
        guard let target = targetPointer else { return loseTarget() }
        let destination = timeline.position(at: movementTime)
        // Repeating or reversing turned off while running can leave the run past its last leg: it
        // completes now, with the final values of what it has become.
        if timeline.leg >= timeline.legCount { return completeNow(target) }
        while timeline.leg < destination.leg {
            let firstReversal = timeline.leg == 0 && timeline.reversing && !reversalReported
            if firstReversal {
                reversalReported = true
                if holds { return holdAtReversal(target) }
                parentCollection?.member(at: memberIndex, reachedReversalAt: beat(atLocalTime: runDelay + timeline.duration))
            } else if destination.leg - timeline.leg > Double(Self.maximumBoundariesPerBeat) {
                // Skip the earlier boundaries (no callbacks), keeping the work per beat bounded.
                timeline.enterLeg(destination.leg - Double(Self.maximumBoundariesPerBeat))
            }
            let finishedDirection = timeline.direction
            // Past 2⁵³ legs, leg + 1 == leg: go straight to the destination instead of walking.
            let next = timeline.leg + 1
            timeline.enterLeg(next > timeline.leg ? next : destination.leg)
            if timeline.isComplete {
                // The run's final values (past 2⁵³ legs the leg's parity no longer tells them).
                if timeline.reversing { lanes.writeStart(to: target) } else { lanes.writeEnd(to: target) }
            } else if finishedDirection == .forward {
                lanes.writeEnd(to: target)
            } else {
                lanes.writeStart(to: target)
            }
            // A target setter may have stopped or restarted the motion during that write.
            guard token == runToken, state == .moving else { return }
            if timeline.isComplete { return complete() }
            if timeline.direction == .reverse { emit(onReversed) } else { emit(onCycleRepeated) }
            guard token == runToken, state == .moving else { return }
        }
        timeline.setFraction(destination.fraction)
        writeLeg(at: destination.fraction, to: target)
        // A target setter may have stopped or restarted the motion during the write.
        guard token == runToken else { return }
        // Not `emit`: passing the callback along would copy (retain and release) it on every beat.
        if !silent { onUpdated?(self) }
    }

    /// Writes the values of the current leg at `fraction`.
    @inline(__always)
    private func writeLeg(at fraction: Double, to target: Unmanaged<AnyObject>) {
        if let springBasis, !timeline.isReverseLeg {
            let (even, odd) = springBasis.evaluate(at: fraction * timeline.duration)
            lanes.writeSpring(even: even, odd: odd, decayRate: springBasis.decayRate, to: target)
        } else if lanes.hasBoundedLanes {
            lanes.write(eased: eased(fraction), reverse: timeline.isReverseLeg,
                        time: fraction * timeline.duration, duration: timeline.duration, to: target)
        } else {
            lanes.write(eased: eased(fraction), reverse: timeline.isReverseLeg, to: target)
        }
    }

    /// Stops at the end of the first forward leg, with the end values written exactly, and tells the
    /// collection, which releases the motion later.
    private func holdAtReversal(_ target: Unmanaged<AnyObject>) {
        lanes.writeEnd(to: target)
        timeline.setFraction(1)
        localTime = runDelay + timeline.duration
        held = true
        parentCollection?.member(at: memberIndex, reachedReversalAt: beat(atLocalTime: localTime))
    }

    /// The beat (on this motion's clock) at which local time reaches `local`.
    private func beat(atLocalTime local: TimeInterval) -> TimeInterval {
        MotionTimeline.beat(atLocalTime: local, anchorBeat: anchorBeat ?? lastBeat, anchorLocalTime: anchorLocalTime,
                            speed: clockSpeed)
    }

    @inline(__always)
    private func eased(_ fraction: Double) -> Double {
        let duration = timeline.duration
        let value: Double
        if timeline.isReverseLeg, let reverseCurve {
            value = reverseCurve(fraction * duration, 0, 1, duration)
        } else {
            value = forwardCurve(fraction * duration, 0, 1, duration)
        }
        if value.isFinite { return value }
        if !reportedBadEasing {
            reportedBadEasing = true
            MotionDiagnostics.logger.warning("Motion easing returned \(value); using linear progress where it does")
        }
        return fraction
    }

    private func beginMovement() {
        guard prepareLanes() else { return loseTarget() }
        state = .moving
        emit(onStarted)
    }

    /// Resolves this run's start values (and, for a spring, the leg's duration). False if the target
    /// is gone.
    private func prepareLanes() -> Bool {
        guard let runningTarget else { return false }
        let target = unsafeDowncast(runningTarget, to: Target.self)
        movementBegun = true
        // Movement may begin again within one run (a spring retargeted): the entries registered under
        // the previous operation go before the new operation takes over.
        releaseAdditiveEntries()
        currentOperationID = AdditiveRegistry.shared.makeOperationID()
        // Filled in a copy, so a target getter that re-enters the motion meets no access in progress.
        var filled = lanes
        if !(keepsResolvedStarts && lanesFilled && lanes.count == properties.count) {
            filled.fill(from: isAdditive ? additiveStarts(in: target) : properties, target: target, offset: laneOffset,
                        velocities: laneVelocities, bounce: bounce)
            lanesFilled = true
        }
        filled.setAdditive(weight: isAdditive ? weighting : nil)
        lanes = filled
        if isAdditive { registerAdditiveEnds(in: target) }
        if let springLaw {
            let settling = lanes.settlingTime(on: springLaw, reversing: timeline.reversing)
            if settling.isFinite && settling >= 0 {
                timeline.duration = settling
            } else {
                MotionDiagnostics.logger.warning("SpringMotion settling time \(settling) is not finite; the spring lands at once")
                timeline.duration = 0
            }
        }
        return true
    }

    /// The properties with their additive starts: the end of the latest additive motion on the same
    /// property, or the current value (given starts are ignored).
    private func additiveStarts(in target: Target) -> [PropertyData<Target>] {
        properties.map { property in
            var started = property
            let key = AdditiveKey.make(for: property, of: target)
            started.start = key.flatMap { AdditiveRegistry.shared.latestEnd(for: $0) } ?? property.accessor.read(target)
            return started
        }
    }

    /// Records where this run takes each identifiable property, for additive motions that start later.
    private func registerAdditiveEnds(in target: Target) {
        releaseAdditiveEntries()
        for (index, property) in properties.enumerated() where index < lanes.count {
            guard let key = AdditiveKey.make(for: property, of: target) else { continue }
            AdditiveRegistry.shared.register(key, operation: currentOperationID, end: lanes.lane(at: index).end)
            additiveKeys.append(key)
        }
    }

    /// Ends this run's operation: its additive registry entries go, and the ID returns to 0.
    private func releaseAdditiveEntries() {
        if !additiveKeys.isEmpty {
            AdditiveRegistry.shared.unregister(operation: currentOperationID, keys: additiveKeys)
            additiveKeys.removeAll()
        }
    }

    /// Begins a new run from the properties as they are now, at once and without callbacks: used to
    /// retarget a moving spring. The timeline (cycles, legs) starts over.
    func beginNewRun() {
        guard state == .moving else { return }
        withdrawSteadyLeg()
        runToken &+= 1
        keepsResolvedStarts = false
        timeline.restart()
        runDelay = 0
        localTime = 0
        reanchor(at: subscription != nil ? tempo?.currentTime : nil)
        if !prepareLanes() { loseTarget() }
    }

    /// How far into the current leg the motion is (seconds), where lane `index`'s leg ends, and the
    /// release that began the leg: displacement from that end and velocity. `nil` unless moving.
    func legState(ofPropertyAt index: Int)
        -> (time: Double, end: Double, displacement: Double, velocity: Double, reverse: Bool, launch: BoundedLaunch?)? {
        syncSteadyLeg()
        guard state == .moving, lanesFilled, index >= 0, index < lanes.count else { return nil }
        let lane = lanes.lane(at: index)
        let time = timeline.legFraction * timeline.duration
        let launch = lanes.launch(at: index)
        // A reverse leg is released from rest at the end value and heads back to the start.
        return timeline.isReverseLeg ? (time, lane.start, lane.end - lane.start, 0, true, launch)
                                     : (time, lane.end, lane.start - lane.end, lane.velocity, false, launch)
    }

    private func complete() {
        unsubscribe()
        endOperation()
        state = .stopped
        held = false
        let token = runToken
        parentCollection?.member(at: memberIndex, finishedAt: beat(atLocalTime: runDelay + timeline.runDuration))
        emit(onUpdated)
        // An `updated` callback that restarted the motion began a new run: the old one's `completed`
        // no longer applies.
        guard token == runToken else { return }
        emit(onCompleted)
    }

    /// Completes a run that is already past its last leg, writing its final values.
    private func completeNow(_ target: Unmanaged<AnyObject>) {
        let token = runToken
        timeline.enterLeg(timeline.legCount)
        if timeline.reversing { lanes.writeStart(to: target) } else { lanes.writeEnd(to: target) }
        // A target setter may have stopped or restarted the motion during those writes.
        guard token == runToken, state == .moving else { return }
        complete()
    }

    private func loseTarget() {
        MotionDiagnostics.logger.debug("Motion target has no other owner; the motion stops")
        stop()
    }

    private func halt() {
        syncSteadyLeg()
        runToken &+= 1
        unsubscribe()
        endOperation()
        state = .stopped
        held = false
        // During this motion's own beat the target is released when the beat ends; during a beat the
        // tempo plays for it (a steady leg), the tempo keeps the target until that beat ends.
        guard !updating else { return }
        if let tempo, tempo.isBeating, let lease { tempo.holdUntilBeatEnds(lease) }
        releaseTarget()
    }

    private func endOperation() {
        releaseAdditiveEntries()
        currentOperationID = 0
    }

    /// Goes back to holding the target weakly. Deferred while a beat is in progress, because the beat
    /// calls writers on the target without retaining it.
    private func releaseTarget() {
        guard let lease = lease.take() else { return }
        idleTarget = unsafeDowncast(lease.target, to: Target.self)
    }

    private func unsubscribe() {
        subscription?.cancel()
        subscription = nil
        steadyLegOffered = false
    }

    // MARK: Seeking

    /// Moves the timeline to `time` seconds after start (delay included): values, progress, direction
    /// and state become what playing to that moment gives, and only `updated` fires. A running motion
    /// continues from there, a paused one stays paused, and a stopped one becomes paused there (call
    /// ``resume()`` to play on). Seeking to or past the end completes the motion, without `completed`.
    /// Negative times count as 0; non-finite ones are ignored with a diagnostic.
    public func seek(to time: TimeInterval) {
        // Ignored from inside this motion's own beat or seek (a target setter that seeks, say).
        guard !updating, !seeking, MoveableCollection.allowsDirectControl(of: parentCollection, "seek") else { return }
        seeking = true
        defer { seeking = false }
        guard time.isFinite else {
            MotionDiagnostics.logger.warning("Motion.seek(to: \(time)) ignored: the time must be finite")
            return
        }
        withdrawSteadyLeg()
        let previous = state
        if previous == .stopped {
            guard beginRun() else { return }
            subscription?.cancel()
            subscription = tempo?.subscribe(self)
        }
        // Like a beat, the writes may run target setters that stop or restart the motion: the target
        // stays held until they are done, and such a call takes over.
        let token = runToken
        updating = true
        let phase = place(atLocalTime: max(time, 0))
        updating = false
        guard token == runToken else {
            if state == .stopped { releaseTarget() }
            return
        }
        if phase == .stopped {
            unsubscribe()
            endOperation()
            state = .stopped
            releaseTarget()
        } else if previous == .moving || previous == .delayed {
            state = phase
            reanchor(at: subscription != nil ? tempo?.currentTime : nil)
        } else {
            stateBeforePause = phase
            state = .paused
            reanchor(at: nil)
        }
        emit(onUpdated)
    }

    /// Seeks to a fraction of the whole run (``totalProgress``), or of the current cycle when the
    /// motion repeats forever. NaN is ignored; other values are clamped to 0…1.
    public func seek(toProgress progress: Double) {
        guard !progress.isNaN else {
            MotionDiagnostics.logger.warning("Motion.seek(toProgress: nan) ignored")
            return
        }
        // A spring's leg length is known once its start values are: resolve them first.
        // Silently: the caller's one seek fires `updated` once, below.
        if state == .stopped && !lanesFilled {
            let wasSilent = silent
            silent = true
            seek(to: configuredDelay)
            silent = wasSilent
        }
        let p = min(max(progress, 0), 1)
        let delay = state == .stopped ? configuredDelay : runDelay
        let cycle = timeline.duration * timeline.legsPerCycle
        let movement = timeline.isEndless ? (Double(timeline.cyclesCompletedCount) + p) * cycle : p * timeline.runDuration
        seek(to: delay + movement)
    }

    /// Puts the timeline, and the target's values, where they are at local time `time`, and returns
    /// the phase that gives (`.stopped` when complete).
    private func place(atLocalTime time: TimeInterval) -> MotionState {
        localTime = time
        held = false
        timeline.restart()
        let movementTime = time - runDelay
        guard movementTime >= 0 else {
            reversalReported = false
            if movementBegun, let target = runningTarget { lanes.writeStart(to: .passUnretained(target)) }
            return .delayed
        }
        if !movementBegun && !prepareLanes() { return .stopped }
        guard let target = runningTarget.map({ Unmanaged<AnyObject>.passUnretained($0) }) else { return .stopped }
        let destination = timeline.position(at: movementTime)
        reversalReported = destination.leg >= 1
        timeline.enterLeg(destination.leg)
        if timeline.isComplete {
            if timeline.reversing { lanes.writeStart(to: target) } else { lanes.writeEnd(to: target) }
            return .stopped
        }
        timeline.setFraction(destination.fraction)
        writeLeg(at: destination.fraction, to: target)
        return .moving
    }

    /// Pins the current local time to a beat timestamp (or to the next beat, when `nil`).
    private func reanchor(at beat: TimeInterval?) {
        anchorLocalTime = localTime
        anchorBeat = beat
        if let beat { lastBeat = beat }
    }
}

extension Motion where Target: MotionTarget {
    /// Creates a motion towards whole values given by string path; one property is made per component
    /// that differs from the target's current value. Throws ``PropertyPathError`` for a bad path or value.
    public convenience init(target: Target, finalState: [String: Any], duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = []) throws {
        let states = try finalState.keys.sorted().map { try PropertyStates<Target>(path: $0, end: finalState[$0]!) }
        self.init(target: target, statesForProperties: states, duration: duration, easing: easing, options: options)
    }
}

// MARK: Collection membership

extension Motion: CollectionMember {
    /// Continues from a hold at the first reversal: the reverse leg starts at the collection's
    /// current time, and `reversed` fires.
    func releaseHold() {
        guard held else { return }
        held = false
        reanchor(at: tempo?.currentTime)
        timeline.enterLeg(1)
        emit(onReversed)
    }

    /// Seconds on the collection's clock from start to completion (infinite for an endless run).
    var plannedRunDuration: TimeInterval {
        MotionTimeline.span(delay + timeline.runDuration, atSpeed: speed)
    }

    /// Seconds on the collection's clock from start to the first reversal; `nil` unless reversing.
    var plannedReversalTime: TimeInterval? {
        reversing ? MotionTimeline.span(delay + duration, atSpeed: speed) : nil
    }
}
