import Foundation

/// Penner's exponential easing (powers of two). Exact at both ends, as in Penner's definition.
public enum EasingExpo {
    /// The unit ease-in curve 2^(10(p − 1)), pinned to 0 at p = 0.
    @inlinable @inline(__always)
    public static func unitIn(_ p: Double) -> Double { PennerCurve.exponential(p) }

    /// Starts almost still and accelerates exponentially.
    public static func easeIn() -> EasingUpdateClosure {
        easeInClosure
    }

    /// The one closure ``easeIn()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeInClosure: EasingUpdateClosure = { t, b, c, d in b + c * unitIn(EasingShape.fraction(t, d)) }

    /// Starts fast and decelerates exponentially.
    public static func easeOut() -> EasingUpdateClosure {
        easeOutClosure
    }

    /// The one closure ``easeOut()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeOutClosure: EasingUpdateClosure = { t, b, c, d in b + c * EasingShape.out(EasingShape.fraction(t, d), unitIn) }

    /// Exponential acceleration, then exponential deceleration.
    public static func easeInOut() -> EasingUpdateClosure {
        easeInOutClosure
    }

    /// The one closure ``easeInOut()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeInOutClosure: EasingUpdateClosure = { t, b, c, d in b + c * EasingShape.inOut(EasingShape.fraction(t, d), unitIn) }
}

extension EasingCurve {
    /// Penner's exponential easing with its slope. The slope is that of 2^(10(p − 1)) everywhere,
    /// including the ends where the curve is pinned to exactly 0 and 1.
    public static func expo(_ mode: EasingMode) -> EasingCurve {
        .mirrored(mode, EasingExpo.easeIn, EasingExpo.easeOut, EasingExpo.easeInOut) { PennerCurve.Family.exponential.easeInSlope($0) }
    }
}
