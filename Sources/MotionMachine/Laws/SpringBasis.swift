import Foundation

/// The two functions every motion of a given spring is built from: with a = ζω₀,
/// even(t) = e^(−at)·cos(ω_d t) and odd(t) = e^(−at)·sin(ω_d t)/ω_d (cosh and sinh(γt)/γ when
/// over-damped; 1 and t in the critical limit). A release at x₀ with velocity v₀ is
/// x(t) = x₀·even(t) + (v₀ + a·x₀)·odd(t), so many properties on one spring share one evaluation.
///
/// Evaluated to stay accurate near critical damping (series for tiny arguments) and never overflow
/// (separate exponentials when the over-damped γt is large).
struct SpringBasis: Sendable, Hashable {
    /// a = ζω₀.
    let decayRate: Double
    /// ω_d (under-damped) or γ (over-damped).
    let frequency: Double
    let isOverdamped: Bool

    init(spring: Spring) {
        let omega0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        decayRate = zeta * omega0
        isOverdamped = zeta > 1
        frequency = omega0 * abs(1 - zeta * zeta).squareRoot()
    }

    /// ω_d² for an under-damped spring, −γ² for an over-damped one: odd″ terms enter velocities
    /// with this sign.
    var signedFrequencySquared: Double { isOverdamped ? -frequency * frequency : frequency * frequency }

    /// even(t) and odd(t).
    @inline(__always)
    func evaluate(at t: Double) -> (even: Double, odd: Double) {
        let time = max(t, 0)
        let angle = frequency * time
        if isOverdamped && angle > 20 {
            // cosh and sinh would grow past what e^(−at) can bring back; combine exponentials instead.
            let slow = exp((frequency - decayRate) * time)
            let fast = exp(-(frequency + decayRate) * time)
            return ((slow + fast) / 2, (slow - fast) / (2 * frequency))
        }
        let decay = exp(-decayRate * time)
        if angle < 1e-4 {
            // Series: cos/cosh x ≈ 1 ∓ x²/2, sin(x)/x and sinh(x)/x ≈ 1 ∓ x²/6 (exact enough near ζ = 1).
            let sign = isOverdamped ? 1.0 : -1.0
            let square = angle * angle
            return (decay * (1 + sign * square / 2), decay * time * (1 + sign * square / 6))
        }
        if isOverdamped {
            return (decay * cosh(angle), decay * sinh(angle) / frequency)
        }
        return (decay * cos(angle), decay * sin(angle) / frequency)
    }
}
