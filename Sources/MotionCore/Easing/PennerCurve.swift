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

    /// 1 − cos(p·π/2), a quarter of a cosine wave.
    @inlinable @inline(__always)
    public static func sine(_ p: Double) -> Double {
        1 - CoreMath.cos(p * (Double.pi / 2))
    }

    /// The six power-like families and the sine, by name, so a curve can be stored as a value.
    public enum Family: String, Sendable, Hashable, CaseIterable {
        /// p².
        case quadratic
        /// p³.
        case cubic
        /// p⁴.
        case quartic
        /// p⁵.
        case quintic
        /// 2^(10(p − 1)).
        case exponential
        /// 1 − √(1 − p²).
        case circular
        /// 1 − cos(p·π/2).
        case sine

        /// The unit ease-in curve at `p`.
        @inlinable
        public func easeIn(_ p: Double) -> Double {
            switch self {
            case .quadratic: PennerCurve.quadratic(p)
            case .cubic: PennerCurve.cubic(p)
            case .quartic: PennerCurve.quartic(p)
            case .quintic: PennerCurve.quintic(p)
            case .exponential: PennerCurve.exponential(p)
            case .circular: PennerCurve.circular(p)
            case .sine: PennerCurve.sine(p)
            }
        }

        /// The slope of the unit ease-in curve at `p`. The exponential's is that of 2^(10(p − 1))
        /// everywhere, its pinned ends included; the circle's is p / √(1 − p²), infinite at p = 1.
        @inlinable
        public func easeInSlope(_ p: Double) -> Double {
            switch self {
            case .quadratic: 2 * p
            case .cubic: 3 * p * p
            case .quartic: 4 * p * p * p
            case .quintic: 5 * p * p * p * p
            case .exponential: 10 * 0.693_147_180_559_945_3 * CoreMath.pow(2, 10 * (p - 1))
            case .circular: p / (1 - p * p).squareRoot()
            case .sine: Double.pi / 2 * CoreMath.sin(p * (Double.pi / 2))
            }
        }

        /// The curve in `mode` at `p`, shaped by ``EasingShape``.
        @inlinable
        public func value(_ p: Double, mode: EasingMode) -> Double {
            switch mode {
            case .easeIn: easeIn(p)
            case .easeOut: EasingShape.out(p, easeIn)
            case .easeInOut: EasingShape.inOut(p, easeIn)
            }
        }

        /// The slope of the curve in `mode` at `p`, shaped by ``EasingShape``.
        @inlinable
        public func slope(_ p: Double, mode: EasingMode) -> Double {
            EasingShape.slope(p, mode: mode, easeInSlope)
        }
    }
}
