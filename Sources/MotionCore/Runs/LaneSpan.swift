/// One component's move: where it starts and where it ends. A forward leg reads start + Δ·e and a
/// reverse leg end − Δ·e for the eased progress e, so each leg begins exactly where it should (the
/// end values a run lands on are written as given, not computed).
public struct LaneSpan: Sendable, Hashable {
    /// The value at the start of a forward leg.
    public var start: Double
    /// The value at the end of a forward leg.
    public var end: Double

    /// A move from `start` to `end`.
    @inlinable
    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// end − start.
    @inlinable
    public var delta: Double { end - start }

    /// The value at eased progress `eased`: start + Δ·e forwards, end − Δ·e on a reverse leg.
    @inlinable @inline(__always)
    public func value(eased: Double, reverse: Bool) -> Double {
        reverse ? end - delta * eased : start + delta * eased
    }

    /// The value of a spring released at the start with `velocity` and settling on the end, from
    /// the spring's ``SpringBasis`` values at some moment: end + x₀·even + (v₀ + a·x₀)·odd, with
    /// x₀ = start − end and a the basis's decay rate.
    @inlinable @inline(__always)
    public func springValue(velocity: Double, even: Double, odd: Double, decayRate: Double) -> Double {
        end - delta * even + (velocity - decayRate * delta) * odd
    }

    /// The leg in the direction given, folded so that a beat needs no branch: its value is
    /// origin + span·e, the same arithmetic as ``value(eased:reverse:)`` (negating Δ is exact).
    @inlinable
    public func leg(reverse: Bool) -> LegSpan {
        reverse ? LegSpan(origin: end, span: -delta) : LegSpan(origin: start, span: delta)
    }
}

/// A lane's move folded for one direction: the value at eased progress e is origin + span·e.
public struct LegSpan: Sendable, Hashable {
    /// The value at progress 0.
    public let origin: Double
    /// The change from progress 0 to 1.
    public let span: Double

    /// A leg from `origin` changing by `span`.
    @inlinable
    public init(origin: Double, span: Double) {
        self.origin = origin
        self.span = span
    }

    /// origin + span·e.
    @inlinable @inline(__always)
    public func value(eased: Double) -> Double {
        origin + span * eased
    }
}
