import Foundation
import MotionCore

/// The numbers a motion writes for one property on each beat: where it starts and ends, a spring's
/// initial velocity, and the accessor that writes it. Filled when movement begins, then only read.
@_spi(Kernel) public struct Lane {
    public var start: Double
    public var end: Double
    /// The initial velocity of a spring's forward leg (0 otherwise).
    public var velocity: Double
    public let access: PropertyAccessBody

    /// A lane from `start` to `end`, written through `access`.
    @inlinable public init(start: Double, end: Double, velocity: Double, access: @escaping PropertyAccessBody) {
        self.start = start
        self.end = end
        self.velocity = velocity
        self.access = access
    }

    /// end − start, computed rather than stored so a lane (and a steady leg holding one) stays
    /// small; `fill` makes the end equal the start when the span is not finite.
    @inline(__always)
    public var delta: Double { end - start }

    /// Writes `value`, or, when it is not finite (a law or a span that overflows), a finite
    /// replacement: the end value for NaN, the largest finite value of the same sign for ±∞.
    /// Every write path (the motion's own, steady legs, additive) goes through here, so no target
    /// ever receives a non-finite number.
    @inlinable @inline(__always)
    public func write(_ target: TargetPointer, _ value: Double) {
        let finite = value.isFinite ? value : Self.replacement(for: value, end: end)
        // Called directly: through the generic `withObject` the closure is not inlined, which costs a
        // call and a spill per write (about 15% of a tween's beat).
        target._withUnsafeGuaranteedRef { _ = access($0, .write(finite)) }
    }

    /// What a non-finite `value` is written as on a lane ending at `end` (see ``write(_:_:)``),
    /// noted in ``NonFiniteWrites``. Static, taking the one number it reads: a method would be
    /// passed the whole lane, whose accessor the caller would retain for the call.
    @inline(never) @usableFromInline
    static func replacement(for value: Double, end: Double) -> Double {
        let replacement = SanitizingRule.saturated(value, nanFallback: end.isFinite ? end : 0)
        NonFiniteWrites.note(value, replacedBy: replacement)
        return replacement
    }

    /// start + Δ·eased on a forward leg, end − Δ·eased on a reverse leg.
    @inlinable @inline(__always)
    public func value(eased: Double, reverse: Bool) -> Double {
        LaneSpan(start: start, end: end).value(eased: eased, reverse: reverse)
    }

    /// A spring's forward leg: end + x₀·even + (v₀ + a·x₀)·odd, with x₀ = start − end.
    @inlinable @inline(__always)
    public func springValue(even: Double, odd: Double, decayRate: Double) -> Double {
        LaneSpan(start: start, end: end).springValue(velocity: velocity, even: even, odd: odd, decayRate: decayRate)
    }
}
