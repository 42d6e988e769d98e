/// A tween of a plain value (a number, a point, a colour, any ``MotionComposite``), as the value
/// initializers make it: `Motion(from: 0.0, to: 1.0, duration: 0.3) { print($0) }` is a
/// `ValueMotion<Double>`.
///
/// Motions animate properties of objects, so their generic parameter is a class; a plain value lives
/// in a ``MotionValue`` box, and `Motion<CGPoint>` is not a type. Use these names to store one:
///
/// ```swift
/// var fling: ValuePhysicsMotion<CGPoint>?
/// fling = PhysicsMotion(from: CGPoint.zero, velocity: CGPoint(x: 600, y: -200), friction: 0.8) { print($0) }
/// ```
public typealias ValueMotion<Value: MotionComposite> = Motion<MotionValue<Value>>

/// A launch of a plain value with friction: `PhysicsMotion<MotionValue<Value>>`, what
/// `PhysicsMotion(from:velocity:friction:update:)` makes (see ``ValueMotion``).
public typealias ValuePhysicsMotion<Value: MotionComposite> = PhysicsMotion<MotionValue<Value>>

/// A spring moving a plain value: `SpringMotion<MotionValue<Value>>`, what
/// `SpringMotion(from:to:spring:initialVelocity:update:)` makes (see ``ValueMotion``).
public typealias ValueSpringMotion<Value: MotionComposite> = SpringMotion<MotionValue<Value>>
