/// The documented rules that turn bad numbers into safe ones. The core applies them silently and
/// says what it changed (see ``MotionTiming/adjustments``); MotionMachine applies the same rules and
/// reports each change through its diagnostics.
public enum SanitizingRule {
    /// A time span (a duration or a delay): NaN, infinite and negative spans become 0.
    @inlinable
    public static func timeSpan(_ value: Double) -> Double {
        value.isFinite && value >= 0 ? value : 0
    }

    /// A time scale: finite and non-negative. Negative speeds (−∞ included) become 0 (frozen); NaN
    /// and +∞ become 1.
    @inlinable
    public static func speed(_ value: Double) -> Double {
        value.isFinite && value >= 0 ? value : (value < 0 ? 0 : 1)
    }

    /// A finite number, or `fallback` when `value` is NaN or infinite.
    @inlinable
    public static func finite(_ value: Double, fallback: Double) -> Double {
        value.isFinite ? value : fallback
    }

    /// A number held within the finite range: ±∞ become the largest finite number of their sign,
    /// NaN becomes `nanFallback`, and finite numbers stay as they are.
    @inlinable
    public static func saturated(_ value: Double, nanFallback: Double) -> Double {
        if value.isFinite { return value }
        return value.isNaN ? nanFallback : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }

    /// Whether a rule changed `value` into `result` (NaN counts as changed, even into NaN).
    @inlinable
    public static func changed(_ value: Double, into result: Double) -> Bool {
        value.isNaN || value != result
    }
}
