import Foundation
import MotionInterchange

// Animation traits drive a motion directly: a spec decoded from a file needs no glue code.

extension Motion {
    /// Creates a motion for `properties` of `target` that moves as `traits` say (see ``apply(_:)``).
    ///
    /// ```swift
    /// let spec = try JSONDecoder().decode(MaskedTransitionSpec.self, from: data)
    /// Motion(target: icon, properties: [PropertyData(keyPath: \Icon.opacity, end: 0)],
    ///        traits: spec.expansion.iconFade).start()
    /// ```
    public convenience init(target: Target, properties: [PropertyData<Target>], traits: AnimationTraits,
                            options: MotionOptions = []) {
        self.init(target: target, properties: properties, duration: traits.duration, easing: .linear, options: options)
        apply(traits)
    }

    /// Creates a motion from whole-value states (one property per component that changes) that moves
    /// as `traits` say (see ``apply(_:)``). Traits that carry a color space (`colorInterpolation`)
    /// move each ``MotionColor`` state through it (see ``PropertyStates/init(keyPath:start:end:in:)``),
    /// unless the state names its own.
    public convenience init(target: Target, statesForProperties: [PropertyStates<Target>], traits: AnimationTraits,
                            options: MotionOptions = []) {
        self.init(target: target, properties: [], traits: traits, options: options)
        let states = traits.colorInterpolation.map { space in statesForProperties.map { $0.inSpace?(space) ?? $0 } }
        properties = buildPropertyData(forObject: target, statesForProperties: states ?? statesForProperties)
    }

    /// Creates a value motion (see ``MotionValue``) that moves from `from` to `to` as `traits` say
    /// and calls `update` with each new value. A spring curve's initial velocity points every
    /// component towards its end.
    ///
    /// ```swift
    /// Motion(from: CGPoint.zero, to: CGPoint(x: 240, y: 80), traits: spec.sheetIn) { sheet.origin = $0 }.start()
    /// ```
    public convenience init<Value>(from: Value, to: Value, traits: AnimationTraits, options: MotionOptions = [],
                                   update: @escaping (Value) -> Void) where Target == MotionValue<Value> {
        let value = MotionValue(from, deliver: update)
        self.init(target: value, properties: value.properties(from: from, to: to), traits: traits, options: options)
        keepTarget(value)
    }

    /// Takes its timing from `traits`:
    /// - ``delay`` and ``duration`` from the traits';
    /// - a Bézier or Penner curve becomes ``easingCurve`` (with its slope, so velocities are known);
    /// - a spring curve makes the motion follow that spring: each leg lasts until every property has
    ///   settled, as a ``SpringMotion``'s does, whatever the traits' duration; the spring's initial
    ///   velocity is given to every property towards its end value (absolute units per second, or
    ///   spans per second for a `SpringTimingCurveGenerator`, whose spring comes from its closed form);
    /// - no curve (`nil`) changes the values at once when the delay ends (the duration becomes 0);
    /// - the repetition becomes ``repetition`` and its `autoreverses` becomes ``reversing``; without
    ///   one the motion plays once, forwards.
    ///
    /// Options given to the initializer (`.reverses`, `.repeats`) are replaced by the traits' say.
    /// Call before ``start()``.
    ///
    /// Traits with a reduced-motion fallback (`AnimationTraits.reducedMotion`) applied while the
    /// motion's policy reduces motion (``reducedMotion``, else ``MotionAccessibility/reducedMotion``)
    /// give the fallback instead, and the motion plays it as given (its ``reducedMotion`` becomes
    /// `.never`, or `.always` for an instant fallback).
    public func apply(_ traits: AnimationTraits) {
        if let fallback = traits.reducedMotion, MotionAccessibility.reduces(reducedMotion) {
            reducedMotion = fallback == .instant ? .always : .never
            return apply(fallback.traits)
        }
        delay = traits.delay
        duration = traits.duration
        switch traits.timingCurve {
        case nil: duration = 0
        case .bezier(let curve)?: easingCurve = .bezier(CubicBezier(curve))
        case .penner(let easing)?: easingCurve = EasingCurve(easing)
        case .spring(let curve)?:
            follow(SpringLaw(spring: Spring(curve), velocities: [], towardEnd: (curve.initialVelocity, 0)))
        case .springGenerator(let generator)?:
            follow(SpringLaw(spring: Spring(generator.springTimingCurve()), velocities: [],
                             towardEnd: (0, generator.initialVelocity)))
        }
        if let repetition = traits.repetition {
            reversing = repetition.autoreverses
            self.repetition = MotionTiming.Repetition(repetition)
        } else {
            reversing = false
            self.repetition = .once
        }
    }
}

extension MotionTiming.Repetition {
    /// The engine's repetition for an interchange one (the same meaning; autoreverse is the timing's
    /// or the motion's own setting).
    public init(_ repetition: Repetition) {
        switch repetition.amount {
        case .count(let count): self = .count(count)
        case .duration(let span): self = .duration(span)
        }
    }
}

extension MotionTiming {
    /// The timing `traits` describe: delay, duration, repetition and autoreverse. A spring's duration
    /// is only known once a motion knows its distances, so here it is the traits' own; no curve
    /// makes the duration 0.
    public init(_ traits: AnimationTraits) {
        self.init(delay: traits.delay, duration: traits.timingCurve == nil ? 0 : traits.duration,
                  repetition: traits.repetition.map(Repetition.init) ?? .once,
                  autoreverses: traits.repetition?.autoreverses ?? false)
    }
}
