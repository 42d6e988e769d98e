import Foundation

/// Penner's quartic easing (power of four).
public enum EasingQuartic {
    /// The unit ease-in curve, p^4, for p in [0, 1].
    @inlinable @inline(__always)
    public static func unitIn(_ p: Double) -> Double { PennerCurve.quartic(p) }

    /// Starts slowly and accelerates.
    public static func easeIn() -> EasingUpdateClosure {
        easeInClosure
    }

    /// The one closure ``easeIn()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeInClosure: EasingUpdateClosure = { t, b, c, d in b + c * unitIn(EasingShape.fraction(t, d)) }

    /// Starts quickly and decelerates.
    public static func easeOut() -> EasingUpdateClosure {
        easeOutClosure
    }

    /// The one closure ``easeOut()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeOutClosure: EasingUpdateClosure = { t, b, c, d in b + c * EasingShape.out(EasingShape.fraction(t, d), unitIn) }

    /// Accelerates through the first half and decelerates through the second.
    public static func easeInOut() -> EasingUpdateClosure {
        easeInOutClosure
    }

    /// The one closure ``easeInOut()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeInOutClosure: EasingUpdateClosure = { t, b, c, d in b + c * EasingShape.inOut(EasingShape.fraction(t, d), unitIn) }
}

extension EasingCurve {
    /// Penner's quartic easing with its slope.
    public static func quartic(_ mode: EasingMode) -> EasingCurve {
        .mirrored(mode, EasingQuartic.easeIn, EasingQuartic.easeOut, EasingQuartic.easeInOut) { PennerCurve.Family.quartic.easeInSlope($0) }
    }
}
