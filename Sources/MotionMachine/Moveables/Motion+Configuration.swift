import Foundation
@_spi(Kernel) import MotionKernel

// What a motion is told before it starts, and what it reports about its run.

extension Motion {
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
            reclaimSteadyLeg()
            timeline.duration = Sanitize.timeSpan(newValue, what: "Motion duration")
        }
    }

    /// The easing of the forward leg (and of the reverse leg when ``reverseEasing`` is `nil`). An easing
    /// that returns a non-finite number on some beat is replaced by linear progress for that beat, with
    /// one diagnostic per run.
    /// A closure set here has no slope, so ``velocity(ofPropertyAt:)`` reports `nil` while it runs;
    /// set ``easingCurve`` instead to keep velocities.
    public var easing: EasingUpdateClosure {
        get { easingCurve.update }
        set { easingCurve = EasingCurve(newValue) }
    }

    /// The easing of the forward leg with its slope (the same curve as ``easing``).
    ///
    /// A motion that follows a spring (``SpringMotion``, or animation traits with a spring curve)
    /// returns along the curve its spring set as the forward easing; setting another one here keeps
    /// that curve for the way back (as ``reverseEasingCurve``, unless one is set).
    public var easingCurve: EasingCurve {
        get { lawCurve ?? forwardCurve }
        set {
            if case .spring = law, reverseCurve == nil { reverseCurve = easingCurve }
            replaceForwardCurve(newValue)
        }
    }

    /// Sets the forward curve, handing any steady leg back first.
    func replaceForwardCurve(_ curve: EasingCurve) {
        reclaimSteadyLeg()
        forwardCurve = curve
        curveFromLaw = false
        law = law.withoutCurveShortcut
    }

    /// Makes the law's own curve the forward easing (a launch's travelled fraction, a spring's way
    /// back): worked out from the law when read (``lawCurve``), and evaluated in place by the beats,
    /// rather than kept as a closure (two allocations, about 96 bytes, for every launch and spring).
    func useLawCurve() {
        reclaimSteadyLeg()
        forwardCurve = .linear
        curveFromLaw = true
    }

    /// The law's own curve while it is the forward easing (see ``useLawCurve()``), made now.
    var lawCurve: EasingCurve? {
        guard curveFromLaw else { return nil }
        switch law {
        case .launch(let launch):
            guard let decay = launch.decay else { return nil }
            return EasingCurve(PhysicsSystem.travelledCurve(decay))
        case .spring(let spring):
            let basis = spring.basis
            return EasingCurve({ basis.returned($0, $1, $2, $3) })
        default:
            return nil
        }
    }

    /// The easing of the reverse leg; `nil` uses ``easing``.
    public var reverseEasing: EasingUpdateClosure? {
        get { reverseCurve?.update }
        set {
            // A plain branch: `newValue.map(EasingCurve.init)` passed the closure through the generic
            // map and back, wrapping it twice (two allocations for every spring motion).
            if let newValue { reverseEasingCurve = EasingCurve(newValue) } else { reverseEasingCurve = nil }
        }
    }

    /// The easing of the reverse leg with its slope (the same curve as ``reverseEasing``).
    public var reverseEasingCurve: EasingCurve? {
        get { reverseCurve }
        set {
            reclaimSteadyLeg()
            reverseCurve = newValue
        }
    }

    /// Whether each cycle returns to the start values after reaching the end values.
    public var reversing: Bool {
        get { timeline.reversing }
        set {
            reclaimSteadyLeg()
            timeline.reversing = newValue
        }
    }

    /// Whether the cycle repeats, `repeatCycles` more times. Setting it replaces a ``repetition``
    /// that was set as a timing value.
    public var repeating: Bool {
        get { timeline.repeating }
        set {
            reclaimSteadyLeg()
            timeline.repetition = nil
            timeline.repeating = newValue
        }
    }

    /// The number of extra cycles when ``repeating``; ``REPEAT_INFINITE`` (the default) repeats forever.
    /// Setting it replaces a ``repetition`` that was set as a timing value.
    public var repeatCycles: UInt {
        get { timeline.repeatCycles }
        set {
            reclaimSteadyLeg()
            timeline.repetition = nil
            timeline.repeatCycles = newValue
        }
    }

    /// How many cycles the motion plays, or for how long, as the timing value says it
    /// (MotionCore's `MotionTiming.Repetition`): `.count(2.5)` stops half way through the third cycle, with
    /// the values reached there as its final values; `.duration(3)` stops after 3 seconds of
    /// movement; `.forever` never stops. A cycle is one leg, or two when ``reversing``.
    ///
    /// Reading it gives ``repeating`` and ``repeatCycles`` in these terms when they were set
    /// instead. Setting it sets them to the nearest whole description (a count of 2.5 reads as
    /// repeating with 2 extra cycles, a span as repeating without end), so code that reads them
    /// still sees a repeating motion.
    public var repetition: MotionTiming.Repetition {
        get { timeline.playedRepetition }
        set {
            reclaimSteadyLeg()
            timeline.setRepetition(Sanitize.repetition(newValue, what: "Motion"))
        }
    }

    /// The motion's timing as one value: delay, leg duration, ``speed``, repetition and autoreverse
    /// (see MotionCore's `MotionTiming`), whose delay is in the tempo's seconds (the motion's own
    /// ``delay`` divided by its ``speed``). Setting it sets each of those as its own property does. A
    /// motion plays from its start and shows nothing before it starts, so a time offset or a fill
    /// in the value set is ignored, with a diagnostic.
    public var timing: MotionTiming {
        get {
            // A motion's delay is counted in its own (sped-up) time; a timing's, in its parent's.
            MotionTiming(delay: speed > 0 ? delay / speed : delay, duration: duration, speed: speed,
                         repetition: repetition, autoreverses: reversing)
        }
        set {
            if newValue.timeOffset != 0 || newValue.fill != .removed {
                MotionDiagnostics.logger.report(.warning, "Motion timing: a motion plays no time offset or fill; ignoring timeOffset \(newValue.timeOffset) and the fill")
            }
            delay = newValue.speed > 0 ? newValue.delay * newValue.speed : newValue.delay
            duration = newValue.duration
            speed = newValue.speed
            reversing = newValue.autoreverses
            repetition = newValue.repetition
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
                MotionDiagnostics.logger.report(.warning, "Motion additiveWeighting \(finite) is outside 0…1; using \(weighting)")
            }
        }
    }

    /// Identifies the motion's run while it moves (0 when it is not moving). Each run gets a new ID,
    /// made when first asked for (by you or by the additive registry), so a run nobody asks about
    /// takes no lock for it.
    public var operationID: UInt { resolvedOperationID }

    /// The run's operation ID, made now if movement has begun and none was made yet.
    var resolvedOperationID: UInt {
        if currentOperationID == AdditiveRegistry.pendingOperationID { currentOperationID = AdditiveRegistry.shared.makeOperationID() }
        return currentOperationID
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
        reclaimSteadyLeg()
        return timeline.motionProgress(legFraction: legFraction)
    }

    /// Progress of the current cycle: the leg's progress, or half of it per leg when reversing.
    public var cycleProgress: Double {
        reclaimSteadyLeg()
        return timeline.cycleProgress(legFraction: legFraction)
    }

    /// The number of cycles completed.
    public var cyclesCompletedCount: UInt { timeline.cyclesCompleted(leg: legIndex) }

    /// Progress of the whole run; equals ``cycleProgress`` when repeating forever.
    public var totalProgress: Double {
        reclaimSteadyLeg()
        return timeline.totalProgress(leg: legIndex, legFraction: legFraction)
    }

    /// How fast local time runs: 1 is normal, 2 twice as fast, 0 freezes the motion where it is.
    /// Changing it while running takes effect from the last beat, so values do not jump. Negative
    /// values become 0, NaN and +∞ become 1, with a diagnostic.
    public var speed: Double {
        get { clockAndDelay.clock.speed }
        set {
            let sanitized = Sanitize.speed(newValue, what: "Motion speed")
            guard sanitized != runMemory.clock.speed else { return }
            reclaimSteadyLeg()
            // The collection works out its members' next report again (see `reanchor`).
            parentCollection?.nextReportIsStale = true
            runMemory.clock.setSpeed(sanitized)
        }
    }

    /// The most boundaries (reversals, repeats) one beat walks through one by one; a larger jump skips
    /// the earlier ones without callbacks, so work per beat stays bounded. A collection's member also
    /// shares its tempo's catch-up work (``Tempo/maximumCatchUpPerBeat``): once a beat has spent it, a
    /// member's jump goes straight to its last boundary.
    public static var maximumBoundariesPerBeat: Int { 64 }


    // MARK: Building

    /// Adds a property. Properties added while running take effect at the next start.
    @discardableResult
    public func add(_ property: PropertyData<Target>) -> Self {
        if state != .stopped {
            MotionDiagnostics.logger.report(.notice, "Motion.add: '\(property.path)' added while running; it moves from the next start")
        }
        propertyList.append(property)
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
}
