/// The two functions every motion of a given damped spring is built from: with a = ζω₀,
/// even(t) = e^(−at)·cos(ω_d t) and odd(t) = e^(−at)·sin(ω_d t)/ω_d (cosh and sinh(γt)/γ when
/// over-damped; 1 and t in the critical limit). A release at x₀ with velocity v₀ is
/// x(t) = x₀·even(t) + (v₀ + a·x₀)·odd(t), so many properties on one spring share one evaluation.
///
/// Evaluated to stay accurate near critical damping (series for tiny arguments) and never overflow
/// (separate exponentials when the over-damped γt is large).
public struct SpringBasis: Sendable, Hashable {
    /// a = ζω₀.
    public let decayRate: Double
    /// ω_d (under-damped) or γ (over-damped).
    public let frequency: Double
    /// Whether ζ > 1.
    public let isOverdamped: Bool

    /// The basis of a spring with natural frequency ω₀ (√(k/m), radians per second) and damping
    /// ratio ζ (1 is critical damping).
    public init(naturalFrequency omega0: Double, dampingRatio zeta: Double) {
        decayRate = zeta * omega0
        isOverdamped = zeta > 1
        frequency = omega0 * abs(1 - zeta * zeta).squareRoot()
    }

    /// ω_d² for an under-damped spring, −γ² for an over-damped one: odd″ terms enter velocities
    /// with this sign.
    @inlinable
    public var signedFrequencySquared: Double { isOverdamped ? -frequency * frequency : frequency * frequency }

    /// How far a spring released from rest has come towards its rest position after `t` seconds:
    /// 1 − (even(t) + a·odd(t)), 0 at the release and 1 at rest (overshooting past 1 when
    /// under-damped). A release from rest at x₀ is at x₀·(1 − this).
    @inlinable @inline(__always)
    public func returnedFraction(at t: Double) -> Double {
        let (even, odd) = evaluate(at: t)
        return 1 - (even + decayRate * odd)
    }

    /// even(t) and odd(t); times before 0 count as 0.
    @inlinable @inline(__always)
    public func evaluate(at t: Double) -> (even: Double, odd: Double) {
        let time = max(t, 0)
        let angle = frequency * time
        if isOverdamped && angle > 20 {
            // cosh and sinh would grow past what e^(−at) can bring back; combine exponentials instead.
            let slow = CoreMath.exp((frequency - decayRate) * time)
            let fast = CoreMath.exp(-(frequency + decayRate) * time)
            return ((slow + fast) / 2, (slow - fast) / (2 * frequency))
        }
        let decay = CoreMath.exp(-decayRate * time)
        if angle < 1e-4 {
            // Series: cos/cosh x ≈ 1 ∓ x²/2, sin(x)/x and sinh(x)/x ≈ 1 ∓ x²/6 (exact enough near ζ = 1).
            let sign = isOverdamped ? 1.0 : -1.0
            let square = angle * angle
            return (decay * (1 + sign * square / 2), decay * time * (1 + sign * square / 6))
        }
        if isOverdamped {
            return (decay * CoreMath.cosh(angle), decay * CoreMath.sinh(angle) / frequency)
        }
        return (decay * CoreMath.cos(angle), decay * CoreMath.sin(angle) / frequency)
    }
}
