import Foundation

/// Penner's circular easing: a quarter circle.
public enum EasingCircular {
    /// The unit ease-in curve 1 − √(1 − p²); the radicand is clamped at 0 so it never yields NaN.
    @inlinable @inline(__always)
    public static func unitIn(_ p: Double) -> Double { PennerCurve.circular(p) }

    /// Starts slowly and accelerates along a quarter circle.
    public static func easeIn() -> EasingUpdateClosure {
        easeInClosure
    }

    /// The one closure ``easeIn()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeInClosure: EasingUpdateClosure = { t, b, c, d in b + c * unitIn(EasingShape.fraction(t, d)) }

    /// Starts fast and decelerates along a quarter circle.
    public static func easeOut() -> EasingUpdateClosure {
        easeOutClosure
    }

    /// The one closure ``easeOut()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeOutClosure: EasingUpdateClosure = { t, b, c, d in b + c * EasingShape.out(EasingShape.fraction(t, d), unitIn) }

    /// Circular acceleration, then circular deceleration.
    public static func easeInOut() -> EasingUpdateClosure {
        easeInOutClosure
    }

    /// The one closure ``easeInOut()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeInOutClosure: EasingUpdateClosure = { t, b, c, d in b + c * EasingShape.inOut(EasingShape.fraction(t, d), unitIn) }
}

extension EasingCurve {
    /// Penner's circular easing with its slope, p / √(1 − p²) for the ease-in curve: infinite where
    /// the quarter circle is vertical, where ``EasingCurve/slope(at:)`` gives `nil`.
    public static func circular(_ mode: EasingMode) -> EasingCurve {
        .mirrored(mode, EasingCircular.easeIn, EasingCircular.easeOut, EasingCircular.easeInOut) { PennerCurve.Family.circular.easeInSlope($0) }
    }
}
