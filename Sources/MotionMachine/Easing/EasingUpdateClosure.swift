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

/// Shared arithmetic for the easing families (used by their inlinable equations, not public API).
@usableFromInline
enum EasingMath {
    /// The movement fraction `elapsed / duration`; a non-positive duration counts as finished (1).
    @inlinable @inline(__always)
    static func fraction(_ elapsed: Double, _ duration: Double) -> Double {
        duration > 0 ? elapsed / duration : 1
    }

    /// Builds an ease-in-out curve from an ease-in curve: the first half plays `easeIn` compressed,
    /// the second half plays its point reflection.
    @inlinable @inline(__always)
    static func inOut(_ p: Double, _ easeIn: (Double) -> Double) -> Double {
        p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2
    }

    /// The reflection of an ease-in curve, which makes it an ease-out curve.
    @inlinable @inline(__always)
    static func out(_ p: Double, _ easeIn: (Double) -> Double) -> Double {
        1 - easeIn(1 - p)
    }
}
