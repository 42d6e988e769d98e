import Foundation

/// Penner's quintic easing (power of five).
public enum EasingQuintic {
    /// The unit ease-in curve, p^5, for p in [0, 1].
    @inlinable @inline(__always)
    public static func unitIn(_ p: Double) -> Double { PennerCurve.quintic(p) }

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
    /// Penner's quintic easing with its slope.
    public static func quintic(_ mode: EasingMode) -> EasingCurve {
        .mirrored(mode, EasingQuintic.easeIn, EasingQuintic.easeOut, EasingQuintic.easeInOut) { PennerCurve.Family.quintic.easeInSlope($0) }
    }
}
