import Foundation
import MotionInterchange
import MotionMachine

// The steps every animation goes through, in MotionAnimator's order (reference §2.6–2.7).

extension MotionAnimator {
    /// Whether `traits` make changes instant: no curve, or a zero duration for a curve that is not a
    /// spring (a spring lasts until it settles).
    static func isInstant(_ traits: AnimationTraits) -> Bool {
        guard let curve = traits.timingCurve else { return true }
        return !curve.isSpring && traits.duration == 0
    }

    /// Adds one animation to `to`, starting from `initial(isAdditive)`:
    /// 1. additive when the animator is, the key path is eligible and the type allows it;
    /// 2. the from value: `initial`, which applies `beginFromCurrentState`;
    /// 3. the curve: a spring's absolute velocity normalized by the dominant displacement, a spring's
    ///    duration its settling time;
    /// 4. the additive rewrite: from ← from − to (or from·to⁻¹), to ← zero (or identity);
    /// 5. the timing: delay, duration and repetition under the shifts and the time scale;
    /// 6. the record joins its object (replacing a non-additive animation of the same key path),
    ///    the request's completion group and the animator's running list; its trace waits for
    ///    ``callTracers()``, which the caller calls once the model is set.
    /// An animation on a layer (`timingLayer`) starts at the layer's local time and ends when that
    /// time reaches the chain's end. Returns `false` (adding nothing) when a value is not finite.
    @discardableResult
    func addAnimation<Value: AnimatorValue>(
        _ request: AnimationRequest, keyPath: String, target: AnyObject, to: Value, eligible: Bool,
        timingLayer: MotionLayer? = nil,
        initial: (_ isAdditive: Bool) -> Value,
        make: (_ from: Value, _ to: Value, _ isAdditive: Bool, TimingChain, ProgressCurve) -> AnimationRecord?,
        install: (AnimationRecord) -> Void
    ) -> Bool {
        var isAdditive = additive && eligible && Value.additivity != .never
        let from = initial(isAdditive)
        guard from.isFiniteValue, to.isFiniteValue else {
            MotionDiagnostics.logger.report(.warning, "MotionAnimator \(keyPath): from \(from) to \(to) refused: values must be finite")
            return false
        }
        guard let (made, duration) = ProgressCurve.make(request.traits, displacement: from.dominantDisplacement(to: to))
        else { return false }
        let curve = curves.shared(made)
        var delta = Value.neutralDelta
        if isAdditive {
            if let difference = from.delta(from: to), difference.isFiniteValue {
                delta = difference
            } else {
                MotionDiagnostics.logger.report(.warning, "MotionAnimator \(keyPath): no additive delta from \(from) to \(to) (the destination cannot be inverted); animating it absolutely")
                isAdditive = false
            }
        }
        let level = Self.level(request.traits, duration: duration, fill: request.fillMode)
        let start = timingLayer?.localTime(atClockTime: clock.now) ?? clock.now
        let chain = TimingChain(start: start, timeScale: request.timeScale, shifts: request.shifts, animation: level)
        guard let record = isAdditive ? make(delta, Value.neutralDelta, true, chain, curve) : make(from, to, false, chain, curve)
        else { return false }
        if let timingLayer { record.end = timingLayer.clockTime(whenLocalTimeReaches: chain.end, now: clock.now) }
        record.keepsAfterEnd = !request.isRemovedOnCompletion
        record.colorSpace = request.traits.colorInterpolation
        record.settings = AnimationSettings(traits: request.traits, timeScale: request.timeScale, shifts: request.shifts,
                                            fillMode: request.fillMode, isRemovedOnCompletion: request.isRemovedOnCompletion)
        record.owner = self
        record.group = request.group
        request.group.add()
        install(record)
        track(record)
        if !tracers.isEmpty {
            var velocity = 0.0
            if case .spring(let spring) = curve { velocity = spring.release.initialVelocity }
            pendingTraces.append((target, AnimationTrace(
                keyPath: keyPath, fromValue: from, toValue: to, traits: request.traits, isAdditive: isAdditive,
                timeScale: request.timeScale, shifts: request.shifts,
                animatedFromValue: isAdditive ? delta : from, animatedToValue: isAdditive ? Value.neutralDelta : to,
                duration: duration, initialVelocity: velocity)))
        }
        return true
    }

    /// Calls the tracers for the animations added since the last call (after the model was set).
    func callTracers() {
        guard !pendingTraces.isEmpty else { return }
        let traces = pendingTraces
        pendingTraces.removeAll()
        for (target, trace) in traces {
            for tracer in tracers { tracer(target, trace) }
        }
    }

    /// The animation's own timing level: its delay, duration and repetition, filling backwards over
    /// the delay (the from value shows) and forwards until it is removed at its end.
    static func level(_ traits: AnimationTraits, duration: Double, fill: AnimationTiming.FillMode = .both) -> TimingLevel {
        var repetition = MotionTiming.Repetition.once
        var autoreverses = false
        if let traits = traits.repetition {
            autoreverses = traits.autoreverses
            switch traits.amount {
            case .count(let count) where count > 0: repetition = .count(count)
            case .duration(let span) where span > 0: repetition = .duration(span)
            default: break
            }
        }
        return TimingLevel(MotionTiming(delay: traits.delay, duration: duration, repetition: repetition,
                                        autoreverses: autoreverses, fill: fill.fill))
    }

    /// The request for animations created now: the traits, the time scale, the shifts around the
    /// code running now and `completion`'s group.
    func request(_ traits: AnimationTraits, completion: ((Bool) -> Void)?) -> AnimationRequest {
        clock.now = max(clock.now, currentTempoTime)
        return AnimationRequest(traits: traits, timeScale: effectiveTimeScale, shifts: ImplicitScope.current?.shifts ?? [],
                                beginFromCurrentState: beginFromCurrentState, group: CompletionGroup(completion))
    }

    private var currentTempoTime: Double {
        let time = tempo.currentTime
        return time.isFinite ? time : clock.now
    }

    // MARK: - Objects

    /// Adds an animation of a built-in layer property; `presentationFrom` is the value on screen
    /// before the change (for `beginFromCurrentState`).
    @discardableResult
    func addLayerAnimation<Value: AnimatorValue>(_ request: AnimationRequest, layer: MotionLayer,
                                                 accessor: LayerAccessor<Value>, from: Value,
                                                 presentationFrom: Value?, to: Value) -> Bool {
        let eligible = layer.additivePolicy(forKey: accessor.key) != .never
        return addAnimation(request, keyPath: accessor.key.rawValue, target: layer, to: to, eligible: eligible,
                     timingLayer: layer,
                     initial: { isAdditive in
                         request.beginFromCurrentState && !isAdditive ? (presentationFrom ?? from) : from
                     },
                     make: { from, to, isAdditive, chain, curve in
                         LayerPropertyRecord.make(layer: layer, accessor: accessor, from: from, to: to,
                                                  isAdditive: isAdditive, chain: chain, curve: curve, clock: clock)
                     },
                     install: { record in Self.install(record, on: layer) })
    }

    /// Adds an animation of an ``Animatable`` property.
    @discardableResult
    func addCustomAnimation<Layer: MotionLayer, Value: AnimatorValue>(
        _ request: AnimationRequest, layer: Layer, property: ReferenceWritableKeyPath<Layer, Value>,
        from: Value, presentationFrom: Value?, to: Value
    ) -> Bool {
        let name = layer.customPropertyNames[property] ?? "\(property)"
        let eligible = layer.additivePolicy(forKey: AnimatableKeyPath(rawValue: name)) != .never
        return addAnimation(request, keyPath: name, target: layer, to: to, eligible: eligible,
                     timingLayer: layer,
                     initial: { isAdditive in
                         request.beginFromCurrentState && !isAdditive ? (presentationFrom ?? from) : from
                     },
                     make: { from, to, isAdditive, chain, curve in
                         CustomPropertyRecord(layer: layer, property: property, from: from, to: to, isAdditive: isAdditive,
                                              chain: chain, curve: curve, clock: clock)
                     },
                     install: { record in Self.install(record, on: layer) })
    }

    /// Puts `record` last on `layer`; a non-additive record first ends any non-additive animation of
    /// the same key path (its completion reports `false`), as Core Animation replaces an animation
    /// added under an existing key.
    static func install(_ record: AnimationRecord, on layer: MotionLayer) {
        if !record.isAdditive {
            let replaced = layer.animations.filter { !$0.isAdditive && $0.keyPath == record.keyPath }
            for old in replaced { old.terminate(ranToEnd: false) }
        }
        layer.animations.append(record)
    }

    /// Adds an implicit animation for a block's write to the built-in property `key`.
    func addImplicitAnimation(_ request: AnimationRequest, layer: MotionLayer, key: AnimatableKeyPath,
                              before: LayerProperties, presentationBefore: LayerProperties?) {
        // Under reduced motion the change may be instant: the model already holds it.
        var request = request
        request.traits = playedTraits(request.traits, keyPath: key.rawValue)
        guard !Self.isInstant(request.traits) else { return }
        func add<Value>(_ accessor: LayerAccessor<Value>) {
            addLayerAnimation(request, layer: layer, accessor: accessor, from: accessor.read(before),
                              presentationFrom: presentationBefore.map(accessor.read), to: accessor.read(layer.model))
        }
        switch LayerSlot(key) {
        case .number(let accessor)?: add(accessor)
        case .point(let accessor)?: add(accessor)
        case .size(let accessor)?: add(accessor)
        case .rect(let accessor)?: add(accessor)
        case .color(let accessor)?: add(accessor)
        case .transform(let accessor)?: add(accessor)
        case nil: break
        }
    }

    /// Adds an interpolator's progress animation (0 to 1, with the request's timing).
    func addInterpolator(_ request: AnimationRequest, _ interpolate: @escaping (Double) -> Void) {
        addAnimation(request, keyPath: "progress", target: clock, to: 1.0, eligible: false, initial: { _ in 0.0 },
                     make: { _, _, _, chain, curve in
                         InterpolatorRecord(interpolate: interpolate, chain: chain, curve: curve, clock: clock)
                     },
                     install: { _ in })
    }
}

extension MotionAnimator {
    /// The traits an animation of `keyPath` plays with under this animator's reduced-motion policy
    /// (see ``reducedMotion``): `traits` when motion is not reduced or the key path names an
    /// opacity or a color, else their fallback, else instant traits.
    func playedTraits(_ traits: AnimationTraits, keyPath: String) -> AnimationTraits {
        guard MotionAccessibility.reduces(reducedMotion) else { return traits }
        if let fallback = traits.reducedMotion { return fallback.traits }
        return MotionAccessibility.namesAppearance(keyPath) ? traits : ReducedMotionFallback.instant.traits
    }
}
