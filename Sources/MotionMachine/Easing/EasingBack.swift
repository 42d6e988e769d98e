import Foundation

/// Penner's "back" easing: the value pulls back past its start (or overshoots its end) before
/// settling. `overshoot` is Penner's `s`; the default 1.70158 gives a 10% overshoot.
public enum EasingBack {
    /// Penner's default overshoot, giving a 10% excursion.
    public static let defaultOvershoot = 1.70158

    /// The unit ease-in curve p²((s + 1)p − s), pinned to exactly 0 and 1 at the ends.
    @inlinable @inline(__always)
    public static func unitIn(_ p: Double, _ s: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        return p * p * ((s + 1) * p - s)
    }

    /// Pulls back before moving forward. Non-finite overshoots use the default.
    public static func easeIn(overshoot: Double = defaultOvershoot) -> EasingUpdateClosure {
        let s = sanitized(overshoot)
        return { t, b, c, d in b + c * unitIn(EasingShape.fraction(t, d), s) }
    }

    /// Overshoots the end before settling back onto it.
    public static func easeOut(overshoot: Double = defaultOvershoot) -> EasingUpdateClosure {
        let s = sanitized(overshoot)
        return { t, b, c, d in b + c * EasingShape.out(EasingShape.fraction(t, d)) { unitIn($0, s) } }
    }

    /// Pulls back, then overshoots. As in Penner's equations the overshoot is scaled by 1.525 so
    /// the excursion matches the one-sided curves.
    public static func easeInOut(overshoot: Double = defaultOvershoot) -> EasingUpdateClosure {
        let s = sanitized(overshoot) * 1.525
        return { t, b, c, d in b + c * EasingShape.inOut(EasingShape.fraction(t, d)) { unitIn($0, s) } }
    }

    static func sanitized(_ overshoot: Double) -> Double {
        Sanitize.finite(overshoot, fallback: defaultOvershoot, what: "EasingBack overshoot")
    }
}

extension EasingCurve {
    /// Penner's back easing with its slope, 3(s + 1)p² − 2sp for the ease-in curve.
    public static func back(_ mode: EasingMode, overshoot: Double = EasingBack.defaultOvershoot) -> EasingCurve {
        let safe = EasingBack.sanitized(overshoot)
        let s = safe * (mode == .easeInOut ? 1.525 : 1)
        return .mirrored(mode, { EasingBack.easeIn(overshoot: safe) }, { EasingBack.easeOut(overshoot: safe) },
                         { EasingBack.easeInOut(overshoot: safe) }) { p in
            3 * (s + 1) * p * p - 2 * s * p
        }
    }
}
