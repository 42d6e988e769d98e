import Foundation

/// Penner's bounce easing: the value drops onto its end like a ball and bounces three times with
/// decreasing height.
public enum EasingBounce {
    /// The unit ease-out curve: four parabolic arcs, with Penner's constants (7.5625 and 2.75).
    @inlinable
    public static func unitOut(_ p: Double) -> Double {
        if p >= 1 { return 1 }
        if p <= 0 { return 0 }
        if p < 1 / 2.75 {
            return 7.5625 * p * p
        } else if p < 2 / 2.75 {
            let q = p - 1.5 / 2.75
            return 7.5625 * q * q + 0.75
        } else if p < 2.5 / 2.75 {
            let q = p - 2.25 / 2.75
            return 7.5625 * q * q + 0.9375
        } else {
            let q = p - 2.625 / 2.75
            return 7.5625 * q * q + 0.984375
        }
    }

    /// The slope of ``unitOut(_:)``: 2 × 7.5625 × (p − arc centre) on each arc.
    @inlinable
    public static func unitOutSlope(_ p: Double) -> Double {
        let p = min(max(p, 0), 1)
        let centre: Double
        if p < 1 / 2.75 {
            centre = 0
        } else if p < 2 / 2.75 {
            centre = 1.5 / 2.75
        } else if p < 2.5 / 2.75 {
            centre = 2.25 / 2.75
        } else {
            centre = 2.625 / 2.75
        }
        return 2 * 7.5625 * (p - centre)
    }

    /// Bounces off the start with growing height before leaving it.
    public static func easeIn() -> EasingUpdateClosure {
        { t, b, c, d in b + c * (1 - unitOut(1 - EasingShape.fraction(t, d))) }
    }

    /// Falls onto the end and bounces to rest.
    public static func easeOut() -> EasingUpdateClosure {
        { t, b, c, d in b + c * unitOut(EasingShape.fraction(t, d)) }
    }

    /// Bounces away from the start in the first half and onto the end in the second.
    public static func easeInOut() -> EasingUpdateClosure {
        { t, b, c, d in
            let p = EasingShape.fraction(t, d)
            let unit = p < 0.5 ? (1 - unitOut(1 - p * 2)) / 2 : unitOut(p * 2 - 1) / 2 + 0.5
            return b + c * unit
        }
    }
}

extension EasingCurve {
    /// Penner's bounce easing with its slope (the ease-in curve is the reflection of the ease-out one).
    public static func bounce(_ mode: EasingMode) -> EasingCurve {
        .mirrored(mode, EasingBounce.easeIn, EasingBounce.easeOut, EasingBounce.easeInOut) { p in
            EasingBounce.unitOutSlope(1 - p)
        }
    }
}
