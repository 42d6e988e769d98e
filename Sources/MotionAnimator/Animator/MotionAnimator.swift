import Foundation
import MotionInterchange
import MotionMachine

/// Animates ``MotionLayer`` properties (and typed key paths of any object) from
/// `AnimationTraits`: MotionAnimator's `MDMMotionAnimator`, on MotionMachine's tempos.
///
/// ```swift
/// let animator = MotionAnimator()
/// animator.animate(with: spec.expansion) {
///     card.position = CGPoint(x: 160, y: 120)   // animates from the old position
///     card.opacity = 1
/// }
/// ```
///
/// An animation sets the model at once and animates the presentation from the old value to the new
/// one. Additive animations (the default, for the types that allow it) run from (from − to) to zero
/// on top of the model, so a new animation of a moving property starts from where it shows and the
/// two blend. See the *Model and presentation* and *Explicit and implicit animation* articles.
///
/// An animator belongs to the isolation domain that creates it, as moveables do. It runs on
/// ``tempo``: by default the default tempo on the main actor, and a `ManualTempo` of its own
/// elsewhere, which its owner advances.
///
/// While it has running animations, an animator is kept alive by its tempo (so a fire-and-forget
/// `MotionAnimator.animate(withDuration:…)` runs to its end), and it keeps its tempo alive. An
/// animation that repeats forever therefore keeps both alive, as a running motion keeps its tempo:
/// call ``removeAllAnimations()`` before dropping an animator and a tempo of your own.
public final class MotionAnimator {
    /// Multiplies the length of every animation this animator creates: delays, durations, spring
    /// settling times and repeats alike (2 makes everything twice as long). 0 makes animations
    /// instant. A negative or non-finite factor counts as 1, with a diagnostic.
    public var timeScaleFactor: Double = 1
    /// Whether animations start from what shows now rather than from the given `from` value: a
    /// non-additive animation from the presentation value, an additive one from the current model
    /// value (the previous destination).
    public var beginFromCurrentState = false
    /// Whether animations are additive where the key path and value type allow it (see
    /// ``AnimatorValue/additivity``; never for opacity, anchor points and colours).
    public var additive = true
    /// Whether the explicit `between:` animations swap their two values.
    public var shouldReverseValues = false
    /// This animator's reduced-motion policy; `nil` (the default) follows
    /// `MotionAccessibility.reducedMotion`. While it reduces motion, an animation plays its
    /// traits' reduced-motion fallback if they have one; otherwise a change of position, size or
    /// transform happens at once (its completion reports `true`), while fades and color changes
    /// (a key path that names an opacity or a color) play as given.
    public var reducedMotion: ReducedMotion?

    /// The tempo the animations run on. Changing it while animations run is refused with a
    /// diagnostic (their times belong to the old tempo).
    public var tempo: Tempo {
        get { currentTempo }
        set {
            guard liveCount == 0 else {
                MotionDiagnostics.logger.report(.warning, "MotionAnimator tempo not changed: animations are running on the current one")
                return
            }
            currentTempo = newValue
            clock.now = newValue.currentTime
        }
    }

    private var currentTempo: Tempo
    /// Animations this animator created, in the order it created them; ended ones are dropped in
    /// batches (see ``finish(_:ranToEnd:)``).
    var live: [AnimationRecord] = []
    /// How many of ``live`` are still running.
    var liveCount = 0
    /// Running animations by end time.
    var ends = EndQueue()
    /// Running animations that act on every beat (interpolators, typed key paths).
    var beating: [AnimationRecord] = []
    /// Whether a layer with animations of this animator was freed since the last beat.
    var orphansPending = false
    let clock: AnimatorClock
    /// The Bézier curves this animator's records share.
    var curves = CurveTable()
    var tracers: [(AnyObject, AnimationTrace) -> Void] = []
    /// Traces of animations added but not yet traced (tracers run once the model is set).
    var pendingTraces: [(AnyObject, AnimationTrace)] = []
    private var driver: AnimatorDriver?

    /// Creates an animator on `tempo`; without one, on the default tempo on the main actor and on a
    /// `ManualTempo` of its own elsewhere.
    public init(tempo: Tempo? = nil) {
        let resolved = tempo ?? Tempo.forNewMoveable ?? ManualTempo()
        currentTempo = resolved
        clock = AnimatorClock(now: resolved.currentTime)
    }

    /// The number of animations this animator is running.
    public var runningAnimationCount: Int { liveCount }

    /// Calls `tracer` once for every animation this animator adds, with the animated object and a
    /// description of the animation, in the order tracers were added. Not called for instant changes.
    public func addTracer(_ tracer: @escaping (_ target: AnyObject, _ animation: AnimationTrace) -> Void) {
        tracers.append(tracer)
    }

    // MARK: - Time scale

    /// The time-scale factor animations created now use: the scope's (``withTimeScaleFactor(_:_:)``)
    /// or the animator's, sanitized.
    var effectiveTimeScale: Double {
        let factor = MotionAnimator.timeScaleOverride ?? timeScaleFactor
        guard factor.isFinite, factor >= 0 else {
            MotionDiagnostics.logger.report(.warning, "MotionAnimator timeScaleFactor \(factor) must be finite and not negative; using 1")
            return 1
        }
        return factor
    }

    /// The factor set by the innermost ``withTimeScaleFactor(_:_:)``.
    @TaskLocal static var timeScaleOverride: Double?

    /// Runs `body` with every animation created inside it (by any animator) scaled by `factor`
    /// instead of the animator's ``timeScaleFactor``; `nil` restores the animators' own factors.
    /// MotionAnimator's transaction-scoped `mdm_timeScaleFactor`.
    public static func withTimeScaleFactor<Result>(_ factor: Double?, _ body: () throws -> Result) rethrows -> Result {
        try $timeScaleOverride.withValue(factor, operation: body)
    }

    // MARK: - Beats

    func ensureDriven() {
        guard driver == nil else { return }
        let driver = AnimatorDriver(animator: self)
        driver.subscription = currentTempo.subscribe(driver)
        driver.tempo = currentTempo
        self.driver = driver
    }

    /// Advances the clock, ends the animations whose time is up (or whose object is gone) and lets
    /// the ones that act on beats write (typed key paths) or call back (interpolators). Animations
    /// that neither end nor act cost nothing here: a layer computes them when it is drawn.
    /// - Complexity: O(*b* + *k* log *n*) for *b* acting animations and *k* ending ones.
    func beat(_ time: Double) {
        clock.now = time
        var ended: [AnimationRecord] = []
        for record in beating where record.isLive && time < record.end {
            record.didBeat()
            if record.orphaned { ended.append(record) }
        }
        ends.popEnded(at: time, into: &ended)
        if orphansPending {
            orphansPending = false
            for record in live where record.isLive && record.orphaned { ended.append(record) }
        }
        if !ended.isEmpty { finish(ended, ranToEnd: true) }
    }

    /// Registers a new running animation.
    func track(_ record: AnimationRecord) {
        live.append(record)
        liveCount += 1
        ends.insert(record)
        if record.needsBeats { beating.append(record) }
        ensureDriven()
    }

    /// Ends `records`: each leaves its object, then every completion whose animations have all
    /// ended is called, after the bookkeeping, so a completion may animate or remove freely.
    func finish(_ records: [AnimationRecord], ranToEnd: Bool) {
        var completions: [() -> Void] = []
        for record in records where record.isLive {
            record.isLive = false
            let ran = ranToEnd && !record.orphaned
            // A record kept after its end stays on its layer, showing its fill, until removed.
            if !(ran && record.keepsAfterEnd) { record.detach() }
            record.didEnd(ranToEnd: ran)
            record.group?.settle(ranToEnd: ran, into: &completions)
            liveCount -= 1
        }
        if liveCount == 0 {
            live.removeAll()
            ends.removeAll()
            beating.removeAll()
            if let driver {
                driver.subscription?.cancel()
                driver.tempo = nil
                self.driver = nil
            }
        } else if live.count > 2 * liveCount + 16 {
            // Ended animations outnumber running ones: drop them (amortized O(1) per animation).
            live.removeAll { !$0.isLive }
            beating.removeAll { !$0.isLive }
            ends.compact()
        }
        for completion in completions { completion() }
    }
}

/// Receives the tempo's beats for an animator with running animations (and keeps it alive meanwhile).
final class AnimatorDriver: TempoDriven {
    var tempo: Tempo?
    var subscription: TempoSubscription?
    let animator: MotionAnimator

    init(animator: MotionAnimator) { self.animator = animator }

    func tempoBeatUpdate(_ timestamp: TimeInterval) { animator.beat(timestamp) }
}
