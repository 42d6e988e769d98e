import Foundation

/// A spring described the way UIKit's `animate(withDuration:usingSpringWithDamping:…)` describes
/// it: a duration, a damping ratio and an initial velocity in displacement-normalized units
/// (1 is the whole distance per second). MotionInterchange's `MDMSpringTimingCurveGenerator`.
///
/// The original asked UIKit for the spring at run time; there is no UIKit here, so
/// ``springTimingCurve(displacement:)`` uses a published closed form instead (Framer's envelope
/// solve): with unit mass, the natural frequency ω₀ is the one at which the spring's envelope is
/// down to 0.001 of the distance at `duration`, and then tension = ω₀², friction = 2ζω₀. The
/// envelope, for an initial velocity v towards the end, is
/// - ζ < 1: |ζω₀ − v| / ω_d · e^(−ζω₀t), with ω_d = ω₀√(1 − ζ²);
/// - ζ = 1: |(ω₀ − v)t + 1| · e^(−ω₀t);
/// - ζ > 1 (an extension of the published form): the larger of the two exponential modes' amplitudes,
///   |(−v − r₂)/(r₁ − r₂)| · e^(r₁t) with r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)).
///
/// The root is searched from ω₀ = 5 / duration, the published starting point: outwards in steps of
/// 1 % until the envelope crosses 0.001, then by bisection to full precision. With a velocity
/// towards the end close to ζω₀ the published envelope dips to zero, and the crossing nearest the
/// starting point may be the dip's; that is the form as published, kept so the numbers match it.
///
/// The initializer sanitizes with a diagnostic: a duration outside 0.01…10 s is clamped (NaN becomes
/// 0.5 s), a damping ratio that is not positive and finite becomes 1 (values above 100 become 100),
/// a non-finite velocity becomes 0. Decoding refuses all of these.
public struct SpringTimingCurveGenerator: Sendable, Hashable {
    /// Seconds by which the spring's envelope is down to ``settlingEpsilon`` of the distance.
    public let duration: Double
    /// ζ: 1 is critical damping, below it the spring overshoots.
    public let dampingRatio: Double
    /// The velocity at release in distances per second, positive towards the end.
    public let initialVelocity: Double

    /// The envelope value the solve aims for at ``duration``: 0.001 of the distance.
    public static let settlingEpsilon = 0.001

    /// Creates a generator, sanitized as the type describes.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.duration = InterchangeDiagnostics.sanitized(duration, "SpringTimingCurveGenerator duration",
                                                         rule: "must be in 0.01…10 s",
                                                         fallback: duration.isNaN ? 0.5 : min(max(duration, 0.01), 10)) {
            (0.01...10).contains($0)
        }
        self.dampingRatio = InterchangeDiagnostics.sanitized(dampingRatio, "SpringTimingCurveGenerator dampingRatio",
                                                             rule: "must be in (0, 100]",
                                                             fallback: dampingRatio > 100 ? 100 : 1) {
            $0.isFinite && $0 > 0 && $0 <= 100
        }
        self.initialVelocity = InterchangeDiagnostics.sanitized(initialVelocity, "SpringTimingCurveGenerator initialVelocity",
                                                                rule: "is not finite", fallback: 0) { $0.isFinite }
    }

    /// The natural frequency ω₀ (radians per second, unit mass) the closed form gives.
    public var naturalFrequency: Double {
        let target = Self.settlingEpsilon
        let excess = { (omega: Double) in self.envelope(omega) - target }
        var low = 5 / duration
        var high = low
        // Walk outwards from the published starting point until the envelope crosses the target.
        if excess(low) > 0 {
            for _ in 0..<2000 where excess(high) > 0 { low = high; high *= 1.01 }
        } else {
            for _ in 0..<2000 where excess(low) <= 0 { high = low; low /= 1.01 }
        }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if excess(middle) > 0 { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The spring, with unit mass; its velocity is ``initialVelocity`` times `displacement` (the
    /// distance the animation covers), in absolute units per second.
    /// - Parameter displacement: the animated distance the normalized velocity refers to; 1 keeps
    ///   the velocity in distances per second.
    public func springTimingCurve(displacement: Double = 1) -> SpringTimingCurve {
        let omega = naturalFrequency
        return SpringTimingCurve(mass: 1, tension: omega * omega, friction: 2 * dampingRatio * omega,
                                 initialVelocity: initialVelocity * abs(displacement))
    }

    /// The spring's envelope at ``duration`` for natural frequency `omega`, as the type describes.
    func envelope(_ omega: Double) -> Double {
        let zeta = dampingRatio, v = initialVelocity, t = duration
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return abs(zeta * omega - v) / damped * exp(-zeta * omega * t)
        }
        if zeta == 1 { return abs((omega - v) * t + 1) * exp(-omega * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let slow = -omega * (zeta - root), fast = -omega * (zeta + root)
        return abs((-v - fast) / (slow - fast)) * exp(slow * t)
    }
}
