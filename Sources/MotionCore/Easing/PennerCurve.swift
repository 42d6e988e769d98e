/// Robert Penner's unit ease-in curves, each a function of the fraction p in 0…1 with f(0) = 0 and
/// f(1) = 1; ``EasingShape`` makes the ease-out and ease-in-out forms from them.
public enum PennerCurve {
    /// p².
    @inlinable @inline(__always)
    public static func quadratic(_ p: Double) -> Double { p * p }

    /// p³.
    @inlinable @inline(__always)
    public static func cubic(_ p: Double) -> Double { p * p * p }

    /// p⁴.
    @inlinable @inline(__always)
    public static func quartic(_ p: Double) -> Double { let q = p * p; return q * q }

    /// p⁵.
    @inlinable @inline(__always)
    public static func quintic(_ p: Double) -> Double { let q = p * p; return q * q * p }

    /// 2^(10(p − 1)), pinned to exactly 0 at p = 0 and 1 at p = 1, as Penner defines it.
    @inlinable @inline(__always)
    public static func exponential(_ p: Double) -> Double {
        p <= 0 ? 0 : (p >= 1 ? 1 : CoreMath.pow(2, 10 * (p - 1)))
    }

    /// 1 − √(1 − p²), a quarter circle; the radicand is clamped at 0 so it never yields NaN.
    @inlinable @inline(__always)
    public static func circular(_ p: Double) -> Double {
        1 - (max(0, 1 - p * p)).squareRoot()
    }
}
