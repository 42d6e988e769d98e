import Foundation

// Value motions: a motion whose target is a `MotionValue` it hands to a closure on every beat (see
// MotionValue). Everything else about them is a motion's: timeline, collections, seek, speed,
// callbacks, additive, the tempo's fast path.

extension Motion {
    /// Creates a motion that moves a value from `from` to `to` and calls `update` with each new value.
    ///
    /// ```swift
    /// Motion(from: 0.0, to: 100.0, duration: 1.0, easing: EasingQuadratic.easeInOut()) { x in
    ///     print(x)
    /// }.start()
    /// ```
    ///
    /// - Parameters:
    ///   - from: the value at the start.
    ///   - to: the value at the end.
    ///   - duration: seconds one leg takes.
    ///   - easing: the forward easing; linear by default.
    ///   - options: `.repeats`, `.reverses`, `.additive`.
    ///   - update: called once per beat that moves the value, after all its components are set.
    @inlinable
    public convenience init<Value>(from: Value, to: Value, duration: TimeInterval,
                                   easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = [],
                                   update: @escaping (Value) -> Void) where Target == MotionValue<Value> {
        self.init(from: from, to: to, duration: duration, easing: EasingCurve(easing), options: options, update: update)
    }

    /// Creates a motion that moves a value from `from` to `to` along a curve with a slope (so
    /// ``velocityValue()`` is known) and calls `update` with each new value.
    @inlinable
    public convenience init<Value>(from: Value, to: Value, duration: TimeInterval, easing: EasingCurve,
                                   options: MotionOptions = [], update: @escaping (Value) -> Void) where Target == MotionValue<Value> {
        let value = MotionValue(from, deliver: update)
        self.init(target: value, properties: value.properties(from: from, to: to), duration: duration, easing: easing,
                  options: options)
        keepTarget(value)
    }

    /// Creates a motion that moves a scalar from `from` to `to` and calls `update` with each new
    /// value (the scalar form of `init(from:to:duration:easing:options:update:)`, with a faster
    /// writer).
    @inlinable
    public convenience init<Value: MotionScalar>(from: Value, to: Value, duration: TimeInterval,
                                                 easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(),
                                                 options: MotionOptions = [], update: @escaping (Value) -> Void)
    where Target == MotionValue<Value> {
        self.init(from: from, to: to, duration: duration, easing: EasingCurve(easing), options: options, update: update)
    }

    /// Creates a motion that moves a scalar along a curve with a slope (the scalar form of
    /// `init(from:to:duration:easing:options:update:)`, with a faster writer).
    @inlinable
    public convenience init<Value: MotionScalar>(from: Value, to: Value, duration: TimeInterval, easing: EasingCurve,
                                                 options: MotionOptions = [], update: @escaping (Value) -> Void)
    where Target == MotionValue<Value> {
        let value = MotionValue(from, deliver: update)
        self.init(target: value, properties: value.scalarProperties(from: from, to: to), duration: duration, easing: easing,
                  options: options)
        keepTarget(value)
    }

    /// Creates a motion that moves a shared ``MotionValue`` from where it is when movement begins to
    /// `to`, and calls `update` with each new value. Additive motions on one value add up.
    @inlinable
    public convenience init<Value>(value: MotionValue<Value>, to: Value, duration: TimeInterval,
                                   easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = [],
                                   update: @escaping (Value) -> Void = { _ in }) where Target == MotionValue<Value> {
        self.init(value: value, to: to, duration: duration, easing: EasingCurve(easing), options: options, update: update)
    }

    /// Creates a motion that moves a shared ``MotionValue`` to `to` along a curve with a slope.
    @inlinable
    public convenience init<Value>(value: MotionValue<Value>, to: Value, duration: TimeInterval, easing: EasingCurve,
                                   options: MotionOptions = [], update: @escaping (Value) -> Void = { _ in })
    where Target == MotionValue<Value> {
        self.init(target: value, properties: value.properties(from: nil, to: to, update: update),
                  duration: duration, easing: easing, options: options)
    }

    /// The value's current velocity, in value units per second, component by component: zero unless
    /// moving, `nil` when the current leg's easing has no known slope.
    public func velocityValue<Value>() -> Value? where Target == MotionValue<Value> {
        var numbers: [Double] = []
        for index in 0..<propertyList.count {
            guard let velocity = velocity(ofPropertyAt: index) else { return nil }
            numbers.append(velocity)
        }
        guard let base = target?.value else { return nil }
        return MotionValue.value(components: numbers, base: base)
    }
}
