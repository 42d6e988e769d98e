/// How an easing's unit ease-in curve becomes its three forms, and how elapsed time becomes the
/// fraction the curve reads: the arithmetic every easing family shares.
public enum EasingShape {
    /// The movement fraction `elapsed / duration`; a non-positive duration counts as finished (1).
    @inlinable @inline(__always)
    public static func fraction(_ elapsed: Double, _ duration: Double) -> Double {
        duration > 0 ? elapsed / duration : 1
    }

    /// An ease-in-out curve from an ease-in curve: the first half plays `easeIn` compressed, the
    /// second half its point reflection.
    @inlinable @inline(__always)
    public static func inOut(_ p: Double, _ easeIn: (Double) -> Double) -> Double {
        p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2
    }

    /// The reflection of an ease-in curve, which makes it an ease-out curve.
    @inlinable @inline(__always)
    public static func out(_ p: Double, _ easeIn: (Double) -> Double) -> Double {
        1 - easeIn(1 - p)
    }

    /// The slope of a curve in `mode` made from an ease-in curve whose slope is `easeInSlope`: the
    /// ease-out curve at p has the ease-in slope at 1 − p; the ease-in-out curve has the ease-in slope
    /// at 2p, then at 2(1 − p).
    @inlinable @inline(__always)
    public static func slope(_ p: Double, mode: EasingMode, _ easeInSlope: (Double) -> Double) -> Double {
        switch mode {
        case .easeIn: easeInSlope(p)
        case .easeOut: easeInSlope(1 - p)
        case .easeInOut: p < 0.5 ? easeInSlope(p * 2) : easeInSlope((1 - p) * 2)
        }
    }
}
