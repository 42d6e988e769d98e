import Foundation

/// Penner's sinusoidal easing: a quarter (or half) sine wave.
public enum EasingSine {
    /// Starts slowly and accelerates along a quarter cosine.
    public static func easeIn() -> EasingUpdateClosure {
        { t, b, c, d in
            let p = EasingShape.fraction(t, d)
            return p >= 1 ? b + c : b + c * (1 - cos(p * Double.pi / 2))
        }
    }

    /// Starts quickly and decelerates along a quarter sine.
    public static func easeOut() -> EasingUpdateClosure {
        { t, b, c, d in
            let p = EasingShape.fraction(t, d)
            return p >= 1 ? b + c : b + c * sin(p * Double.pi / 2)
        }
    }

    /// Follows half a cosine wave from trough to crest.
    public static func easeInOut() -> EasingUpdateClosure {
        { t, b, c, d in
            let p = EasingShape.fraction(t, d)
            return p >= 1 ? b + c : b + c * (1 - cos(Double.pi * p)) / 2
        }
    }
}

extension EasingCurve {
    /// Penner's sinusoidal easing with its slope.
    public static func sine(_ mode: EasingMode) -> EasingCurve {
        .mirrored(mode, EasingSine.easeIn, EasingSine.easeOut, EasingSine.easeInOut) { PennerCurve.Family.sine.easeInSlope($0) }
    }
}
