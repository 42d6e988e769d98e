import Foundation

/// A damped spring: mass, stiffness and damping, as a plain `Sendable` value.
///
/// Three ways to describe the same spring:
/// - physically, with ``init(mass:stiffness:damping:)``;
/// - perceptually, with ``init(duration:bounce:)`` or ``init(response:dampingRatio:)``, following
///   SwiftUI's conventions: stiffness k = (2π / duration)² · m, a `bounce` of b ≥ 0 gives a damping
///   ratio ζ = 1 − b and b < 0 gives ζ = 1 / (1 + b), and damping c = 2ζ · √(k · m).
///
/// Every spring settles: parameters that would make it oscillate forever or blow up are sanitized
/// with a diagnostic. Mass and stiffness must be positive and finite (otherwise a mass of 1 and the
/// ``smooth`` preset's stiffness are used), and together they must give a finite, non-zero critical
/// damping 2√(k · m) and natural frequency √(k / m) (otherwise the mass becomes 1, and if that is
/// not enough the stiffness too becomes the preset's). The damping ratio is then kept within
/// ``minimumDampingRatio`` … 100. Decoding applies the same rules.
public struct Spring: Sendable, Hashable, Codable {
    /// The moving mass.
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The damping coefficient c.
    public let damping: Double

    /// The smallest damping ratio a spring may have, so that every spring comes to rest.
    public static let minimumDampingRatio = 0.01

    /// A spring from its physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        var m = Spring.positive(mass, fallback: 1, what: "Spring mass")
        var k = Spring.positive(stiffness, fallback: Spring.smoothStiffness, what: "Spring stiffness")
        if !Spring.isRepresentable(mass: m, stiffness: k) {
            let fallback: (Double, Double) = Spring.isRepresentable(mass: 1, stiffness: k) ? (1, k) : (1, Spring.smoothStiffness)
            MotionDiagnostics.logger.report(.warning, "Spring mass \(m) with stiffness \(k) has no finite, non-zero critical damping and natural frequency; using mass \(fallback.0), stiffness \(fallback.1)")
            (m, k) = fallback
        }
        let critical = 2 * (k * m).squareRoot()
        var c = damping
        if !c.isFinite || c < critical * Spring.minimumDampingRatio || c > critical * 100 {
            let clamped = c.isFinite ? min(max(c, critical * Spring.minimumDampingRatio), critical * 100) : critical
            MotionDiagnostics.logger.report(.warning, "Spring damping \(c) is outside \(critical * Spring.minimumDampingRatio)…\(critical * 100) for this mass and stiffness; using \(clamped)")
            c = clamped
        }
        self.mass = m
        self.stiffness = k
        self.damping = c
    }

    /// A spring that takes about `duration` seconds per oscillation period, with `bounce` from −1
    /// (very overdamped) through 0 (critically damped) to 1 (no damping), as in SwiftUI.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let d = Spring.positive(duration, fallback: 0.5, what: "Spring duration")
        var b = Sanitize.finite(bounce, fallback: 0, what: "Spring bounce")
        // ζ = 1 − b must stay ≥ the minimum ratio; ζ = 1/(1 + b) must stay ≤ 100.
        let limits: (low: Double, high: Double) = (1.0 / 100 - 1, 1 - Spring.minimumDampingRatio)
        if b < limits.low || b > limits.high {
            let clamped = min(max(b, limits.low), limits.high)
            MotionDiagnostics.logger.report(.warning, "Spring bounce \(b) is outside \(limits.low)…\(limits.high); using \(clamped)")
            b = clamped
        }
        self.init(response: d, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    /// A spring with the given response (the undamped period, in seconds) and damping ratio ζ
    /// (1 is critical damping, below 1 bounces, above 1 creeps), with unit mass.
    public init(response: Double, dampingRatio: Double) {
        let r = Spring.positive(response, fallback: 0.5, what: "Spring response")
        let zeta = Sanitize.finite(dampingRatio, fallback: 1, what: "Spring damping ratio")
        let k = pow(2 * Double.pi / r, 2)
        self.init(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
    }

    /// Smooth, no bounce (duration 0.5, bounce 0).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// Quick with a little bounce (duration 0.5, bounce 0.15).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// Noticeably bouncy (duration 0.5, bounce 0.3).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(k · m)): below 1 the spring overshoots, at 1 it is critically damped, above 1 it
    /// creeps in without overshoot.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped spring, 2π / ω₀, in seconds (SwiftUI's `response` and `duration`).
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when ζ > 1.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The displacement, relative to the initial one, below which a spring counts as at rest.
    public static let restingDisplacement = SpringRelease.restingDisplacement

    /// How long the spring takes to come to rest from a unit displacement with no initial velocity:
    /// the moment after which the displacement stays below ``restingDisplacement`` and the velocity
    /// below ``restingDisplacement`` × ω₀ (the speed of an oscillation of that amplitude).
    public var settlingDuration: Double {
        SpringRelease.settlingDuration(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
    }

    private static let smoothStiffness = pow(2 * Double.pi / 0.5, 2)

    /// Whether a mass and a stiffness give a finite, non-zero critical damping (with room for the
    /// largest damping ratio, 100) and natural frequency.
    private static func isRepresentable(mass m: Double, stiffness k: Double) -> Bool {
        let product = k * m, ratio = k / m
        return product.isNormal && ratio.isNormal && (200 * product.squareRoot()).isFinite
    }

    private enum CodingKeys: String, CodingKey { case mass, stiffness, damping }

    /// Decodes a spring's mass, stiffness and damping, sanitized as ``init(mass:stiffness:damping:)``
    /// does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(mass: container.decode(Double.self, forKey: .mass),
                      stiffness: container.decode(Double.self, forKey: .stiffness),
                      damping: container.decode(Double.self, forKey: .damping))
    }

    static func positive(_ value: Double, fallback: Double, what: String) -> Double {
        if value.isFinite && value > 0 { return value }
        MotionDiagnostics.logger.report(.warning, "\(what) \(value) must be positive and finite; using \(fallback)")
        return fallback
    }
}
