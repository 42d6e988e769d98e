/// The space in which a color moves from one value to another, as CSS Color 4 names them
/// (`color-mix(in oklch longer hue, …)`, `transition` between colors).
///
/// - ``sRGB``: the components as stored, straight lines between them (what CSS did before Color 4,
///   and what a motion of a `MotionColor` property does unless told otherwise).
/// - ``linearSRGB``: straight lines in linear light: blends as light adds up, brighter through the
///   middle than sRGB.
/// - ``oklab``: straight lines in `OKLab`: lightness moves evenly, hues blend without a grey middle.
///   CSS's default for interpolating colors.
/// - ``oklch(_:)``: lightness, chroma and hue each move evenly (in `OKLCH`), the hue along the arc
///   the ``HueInterpolation`` picks: a blend keeps its saturation.
public enum ColorInterpolation: Sendable, Hashable {
    /// The stored sRGB components.
    case sRGB
    /// Linear-light sRGB.
    case linearSRGB
    /// OKLab.
    case oklab
    /// OKLCH, the hue along the given arc.
    case oklch(HueInterpolation)

    /// OKLCH along the shorter hue arc (CSS's default for polar spaces).
    public static var oklch: ColorInterpolation { .oklch(.shorter) }
}

/// Which way a hue goes round from one angle to another (CSS Color 4's hue interpolation methods).
public enum HueInterpolation: Sendable, Hashable, CaseIterable {
    /// The arc of at most 180° (CSS's default).
    case shorter
    /// The arc of at least 180°.
    case longer
    /// Increasing angles: counterclockwise.
    case increasing
    /// Decreasing angles: clockwise.
    case decreasing

    /// The two hues, each first brought into [0, 360), with one of them moved by 360° so that a
    /// straight line from the first to the second follows this arc (CSS Color 4, §12.4).
    /// - Returns: `nil` when either hue is not finite.
    public func arc(from first: Double, to second: Double) -> (from: Double, to: Double)? {
        guard first.isFinite, second.isFinite else { return nil }
        var (start, end) = (Self.normalized(first), Self.normalized(second))
        let difference = end - start
        switch self {
        case .shorter:
            if difference > 180 { start += 360 } else if difference < -180 { end += 360 }
        case .longer:
            if difference > 0 && difference < 180 { start += 360 } else if difference > -180 && difference <= 0 { end += 360 }
        case .increasing:
            if end < start { end += 360 }
        case .decreasing:
            if start < end { start += 360 }
        }
        return (start, end)
    }

    /// `angle` in [0, 360).
    static func normalized(_ angle: Double) -> Double {
        let turned = angle.truncatingRemainder(dividingBy: 360)
        let positive = turned < 0 ? turned + 360 : turned
        return positive >= 360 ? 0 : positive
    }
}
