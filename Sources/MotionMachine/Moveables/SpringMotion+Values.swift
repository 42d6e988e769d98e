import Foundation

extension SpringMotion {
    /// Creates a spring that moves a value from `from` to `to`, released with `initialVelocity`
    /// (value units per second, component by component), and calls `update` with each new value.
    ///
    /// ```swift
    /// SpringMotion(from: SIMD2<Double>(0, 0), to: SIMD2(120, 40), spring: .bouncy,
    ///              initialVelocity: SIMD2(600, 0)) { position in print(position) }.start()
    /// ```
    public convenience init<Value>(from: Value, to: Value, spring: Spring = .smooth, initialVelocity: Value? = nil,
                                   options: MotionOptions = [], update: @escaping (Value) -> Void)
    where Target == MotionValue<Value> {
        let value = MotionValue(from, deliver: update)
        self.init(target: value, properties: value.properties(from: from, to: to),
                  spring: spring, initialVelocity: initialVelocity.map(MotionValue.components(of:)) ?? [],
                  options: options)
        keepTarget(value)
    }

    /// Creates a spring that moves a shared ``MotionValue`` from where it is when movement begins to
    /// `to`, released with `initialVelocity`.
    public convenience init<Value>(value: MotionValue<Value>, to: Value, spring: Spring = .smooth,
                                   initialVelocity: Value? = nil, options: MotionOptions = [],
                                   update: @escaping (Value) -> Void = { _ in }) where Target == MotionValue<Value> {
        self.init(target: value, properties: value.properties(from: nil, to: to, update: update),
                  spring: spring, initialVelocity: initialVelocity.map(MotionValue.components(of:)) ?? [],
                  options: options)
    }

    /// Sends the value to a new end: every component continues from its current position and
    /// velocity (see ``retarget(propertyAt:to:)``).
    public func retarget<Value>(to end: Value) where Target == MotionValue<Value> {
        for (index, number) in MotionValue.components(of: end).enumerated() where index < propertyList.count {
            if properties[index].end != number { retarget(propertyAt: index, to: number) }
        }
    }
}
