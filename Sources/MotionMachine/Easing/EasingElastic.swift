import Foundation

/// Penner's elastic easing: an exponentially decaying sine wave, like a released spring.
///
/// `amplitude` is the size of the swing relative to the change in value; values below 1 are raised to
/// 1 (Penner's rule). `period` is the length of one oscillation as a fraction of the duration
/// (Penner's defaults: 0.3, and 0.45 for ease-in-out). Non-finite or non-positive parameters fall
/// back to the defaults with a diagnostic. The three curves follow Penner's equations literally.
public enum EasingElastic {
    /// Penner's phase shift `s` for an amplitude (≥ 1) and a period, in units of the duration.
    @inlinable @inline(__always)
    public static func phase(amplitude a: Double, period: Double) -> Double {
        period / (2 * Double.pi) * asin(1 / a)
    }

    /// The unit ease-in curve.
    @inlinable
    public static func unitIn(_ p: Double, amplitude a: Double, period: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        let q = p - 1
        return -(a * pow(2, 10 * q) * sin((q - phase(amplitude: a, period: period)) * 2 * Double.pi / period))
    }

    /// The unit ease-out curve.
    @inlinable
    public static func unitOut(_ p: Double, amplitude a: Double, period: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        return a * pow(2, -10 * p) * sin((p - phase(amplitude: a, period: period)) * 2 * Double.pi / period) + 1
    }

    /// The unit ease-in-out curve.
    @inlinable
    public static func unitInOut(_ p: Double, amplitude a: Double, period: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        let q = p * 2 - 1
        let wave = sin((q - phase(amplitude: a, period: period)) * 2 * Double.pi / period)
        return q < 0 ? -0.5 * a * pow(2, 10 * q) * wave : 0.5 * a * pow(2, -10 * q) * wave + 1
    }

    /// The slope of the growing half, −a·2^(10q)·sin((q − s)·2π/P), with respect to q.
    @inlinable
    public static func risingSlope(_ q: Double, amplitude a: Double, period: Double) -> Double {
        let omega = 2 * Double.pi / period
        let angle = (q - phase(amplitude: a, period: period)) * omega
        return -a * pow(2, 10 * q) * (10 * M_LN2 * sin(angle) + omega * cos(angle))
    }

    /// The slope of the decaying half, a·2^(−10q)·sin((q − s)·2π/P) + 1, with respect to q.
    @inlinable
    public static func decayingSlope(_ q: Double, amplitude a: Double, period: Double) -> Double {
        let omega = 2 * Double.pi / period
        let angle = (q - phase(amplitude: a, period: period)) * omega
        return a * pow(2, -10 * q) * (omega * cos(angle) - 10 * M_LN2 * sin(angle))
    }

    /// Oscillates around the start with growing amplitude, then snaps to the end.
    public static func easeIn(amplitude: Double = 1, period: Double = 0.3) -> EasingUpdateClosure {
        let (a, per) = sanitized(amplitude, period, defaultPeriod: 0.3)
        return { t, b, c, d in b + c * unitIn(EasingShape.fraction(t, d), amplitude: a, period: per) }
    }

    /// Shoots past the end and oscillates into rest.
    public static func easeOut(amplitude: Double = 1, period: Double = 0.3) -> EasingUpdateClosure {
        let (a, per) = sanitized(amplitude, period, defaultPeriod: 0.3)
        return { t, b, c, d in b + c * unitOut(EasingShape.fraction(t, d), amplitude: a, period: per) }
    }

    /// Grows an oscillation around the start, then settles one around the end.
    public static func easeInOut(amplitude: Double = 1, period: Double = 0.45) -> EasingUpdateClosure {
        let (a, per) = sanitized(amplitude, period, defaultPeriod: 0.45)
        return { t, b, c, d in b + c * unitInOut(EasingShape.fraction(t, d), amplitude: a, period: per) }
    }

    static func sanitized(_ amplitude: Double, _ period: Double, defaultPeriod: Double) -> (Double, Double) {
        let a = Sanitize.finite(amplitude, fallback: 1, what: "EasingElastic amplitude")
        var p = Sanitize.finite(period, fallback: defaultPeriod, what: "EasingElastic period")
        if p <= 0 {
            MotionDiagnostics.logger.report(.warning, "EasingElastic period \(p) is not positive; using \(defaultPeriod)")
            p = defaultPeriod
        }
        return (max(a, 1), p)
    }
}

extension EasingCurve {
    /// Penner's elastic easing with its slope. `period` defaults to Penner's 0.3 (0.45 for
    /// ease-in-out); parameters are sanitized as by ``EasingElastic``.
    public static func elastic(_ mode: EasingMode, amplitude: Double = 1, period: Double? = nil) -> EasingCurve {
        let fallback = mode == .easeInOut ? 0.45 : 0.3
        let (a, per) = EasingElastic.sanitized(amplitude, period ?? fallback, defaultPeriod: fallback)
        switch mode {
        case .easeIn:
            return EasingCurve(update: EasingElastic.easeIn(amplitude: a, period: per)) { p in
                EasingElastic.risingSlope(p - 1, amplitude: a, period: per)
            }
        case .easeOut:
            return EasingCurve(update: EasingElastic.easeOut(amplitude: a, period: per)) { p in
                EasingElastic.decayingSlope(p, amplitude: a, period: per)
            }
        case .easeInOut:
            // Each half is half as tall but twice as fast (q = 2p − 1), so its slope in p is the slope in q.
            return EasingCurve(update: EasingElastic.easeInOut(amplitude: a, period: per)) { p in
                let q = p * 2 - 1
                return q < 0 ? EasingElastic.risingSlope(q, amplitude: a, period: per)
                             : EasingElastic.decayingSlope(q, amplitude: a, period: per)
            }
        }
    }
}
