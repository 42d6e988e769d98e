import Foundation

/// An easing equation in Robert Penner's form.
///
/// The closure receives the time elapsed in the current movement, the value at the start of the
/// movement, the total change of value and the movement's duration, and returns the eased value.
/// Every easing in MotionMachine has this shape, so any custom closure works wherever an easing is
/// taken. The engine evaluates an easing once per beat with `startValue` 0 and `valueRange` 1 and
/// scales the result for each property, so an easing must be linear in those two arguments (every
/// Penner equation is).
public typealias EasingUpdateClosure =
    @Sendable (_ elapsedTime: TimeInterval, _ startValue: Double, _ valueRange: Double, _ duration: TimeInterval) -> Double
