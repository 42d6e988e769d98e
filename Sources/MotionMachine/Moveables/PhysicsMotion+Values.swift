import Foundation

extension PhysicsMotion {
    /// Creates a physics motion that launches a value from `from` with `velocity` (value units per
    /// second, component by component), slowed by `friction`, and calls `update` with each new value.
    ///
    /// ```swift
    /// PhysicsMotion(from: CGPoint.zero, velocity: CGPoint(x: 600, y: -200), friction: 0.8) { point in
    ///     print(point)
    /// }.start()
    /// ```
    ///
    /// Every component follows the same law, scaled by its share of the launch: ``velocity`` is the
    /// component of largest magnitude, and each component travels its own velocity's share of
    /// ``restingDistance``. With the default ``PhysicsSystem`` (linear in the velocity) each
    /// component moves exactly as if launched alone. A non-finite velocity component becomes 0, with
    /// a diagnostic.
    public convenience init<Value>(from: Value, velocity: Value, friction: Double, options: MotionOptions = [],
                                   update: @escaping (Value) -> Void) where Target == MotionValue<Value> {
        self.init(value: MotionValue(from, deliver: update), from: from, velocity: velocity, friction: friction, options: options, update: update)
    }

    /// Creates a physics motion that launches a shared ``MotionValue`` from where it is when movement
    /// begins.
    public convenience init<Value>(value: MotionValue<Value>, velocity: Value, friction: Double, options: MotionOptions = [],
                                   update: @escaping (Value) -> Void = { _ in }) where Target == MotionValue<Value> {
        self.init(value: value, from: nil, velocity: velocity, friction: friction, options: options, update: update)
    }

    /// With `from`, the motion made `value` for itself (which delivers to `update`) and keeps it.
    private convenience init<Value>(value: MotionValue<Value>, from: Value?, velocity: Value, friction: Double,
                                    options: MotionOptions, update: @escaping (Value) -> Void) where Target == MotionValue<Value> {
        let velocities = MotionValue.components(of: velocity).map { Sanitize.finite($0, fallback: 0, what: "PhysicsMotion velocity component") }
        let dominant = velocities.max { abs($0) < abs($1) } ?? 0
        self.init(target: value, properties: value.properties(from: from, to: nil, update: from == nil ? update : nil),
                  velocity: dominant, friction: friction, options: options)
        if from != nil { keepTarget(value) }
        launch(shares: dominant == 0 ? [] : velocities.map { $0 / dominant })
    }
}
