import Foundation

/// A damped spring as a timing curve: MotionInterchange's `MDMSpringTimingCurve`, in Core
/// Animation's terms (`tension` is `CASpringAnimation.stiffness`, `friction` its `damping`).
///
/// An animation with a spring curve lasts as long as the spring takes to settle, whatever the
/// traits' duration says (see the article "Motion specs and interchange" in the MotionMachine documentation). ``initialVelocity`` is in absolute units
/// per second of the animated value (points per second for a position), positive towards the
/// destination: a gesture's velocity can be passed as it is.
///
/// The initializer sanitizes with a diagnostic: a mass or tension that is not positive and finite
/// becomes 1 or 100 (Core Animation's defaults), a negative or non-finite friction becomes critical
/// damping 2√(mass · tension), and a non-finite velocity becomes 0. Decoding refuses all of these.
public struct SpringTimingCurve: Sendable, Hashable {
    /// The moving mass.
    public let mass: Double
    /// The spring constant (stiffness).
    public let tension: Double
    /// The damping coefficient.
    public let friction: Double
    /// The velocity at release, in the animated value's units per second, positive towards the end.
    public let initialVelocity: Double

    /// Creates a spring curve, sanitized as the type describes.
    public init(mass: Double, tension: Double, friction: Double, initialVelocity: Double = 0) {
        let m = InterchangeDiagnostics.sanitized(mass, "SpringTimingCurve mass", rule: "must be positive and finite",
                                                 fallback: 1) { $0.isFinite && $0 > 0 }
        let k = InterchangeDiagnostics.sanitized(tension, "SpringTimingCurve tension", rule: "must be positive and finite",
                                                 fallback: 100) { $0.isFinite && $0 > 0 }
        self.mass = m
        self.tension = k
        self.friction = InterchangeDiagnostics.sanitized(friction, "SpringTimingCurve friction",
                                                         rule: "must be finite and not negative",
                                                         fallback: 2 * (m * k).squareRoot()) { $0.isFinite && $0 >= 0 }
        self.initialVelocity = InterchangeDiagnostics.sanitized(initialVelocity, "SpringTimingCurve initialVelocity",
                                                                rule: "is not finite", fallback: 0) { $0.isFinite }
    }

    /// A spring given as Android, Compose and Material 3 give it: a damping ratio ζ and a stiffness,
    /// friction = 2ζ√(mass · stiffness).
    public init(dampingRatio: Double, stiffness: Double, mass: Double = 1, initialVelocity: Double = 0) {
        let ratio = InterchangeDiagnostics.sanitized(dampingRatio, "SpringTimingCurve dampingRatio",
                                                     rule: "must be finite and not negative", fallback: 1) { $0.isFinite && $0 >= 0 }
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.init(mass: mass, tension: stiffness, friction: 2 * ratio * (m * k).squareRoot(),
                  initialVelocity: initialVelocity)
    }

    /// A spring given as SwiftUI's `Spring(duration:bounce:)` gives it, with unit mass:
    /// stiffness (2π / duration)², damping ratio 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce)
    /// (bounce < 0). A duration that is not positive becomes 0.5 s; bounce is kept within −0.99…0.99.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let d = InterchangeDiagnostics.sanitized(duration, "SpringTimingCurve duration", rule: "must be positive and finite",
                                                 fallback: 0.5) { $0.isFinite && $0 > 0 }
        let b = InterchangeDiagnostics.sanitized(bounce, "SpringTimingCurve bounce", rule: "must be in −0.99…0.99",
                                                 fallback: bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0) { (-0.99...0.99).contains($0) }
        let stiffness = pow(2 * Double.pi / d, 2)
        self.init(dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b), stiffness: stiffness, initialVelocity: initialVelocity)
    }

    /// The stiffness (Core Animation's name for ``tension``).
    public var stiffness: Double { tension }
    /// The damping coefficient (Core Animation's name for ``friction``).
    public var damping: Double { friction }
    /// ζ = friction / (2√(mass · tension)): 1 is critical damping, below it the spring overshoots.
    public var dampingRatio: Double { friction / (2 * (mass * tension).squareRoot()) }
    /// The undamped period 2π√(mass / tension) in seconds: SwiftUI's `duration` and `response`.
    public var response: Double { 2 * Double.pi * (mass / tension).squareRoot() }
    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when ζ > 1.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
