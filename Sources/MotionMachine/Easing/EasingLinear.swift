import Foundation

/// Linear timing: the value changes at a constant rate. This is the default easing of every motion.
public enum EasingLinear {
    /// A constant-rate easing equation.
    public static func easeNone() -> EasingUpdateClosure {
        easeNoneClosure
    }

    /// The one closure ``easeNone()`` returns, so the engine can recognize it (see `EasingKind`).
    static let easeNoneClosure: EasingUpdateClosure = { t, b, c, d in b + c * EasingShape.fraction(t, d) }
}
