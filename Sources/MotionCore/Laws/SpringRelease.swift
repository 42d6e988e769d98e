/// The exact motion of a damped spring released at a displacement from its rest position with an
/// initial velocity: m·x″ + c·x′ + k·x = 0, solved in closed form for every damping regime.
///
/// With ω₀ = √(k/m), ζ = c/(2√(km)), a = ζω₀ and B = v₀ + a·x₀:
/// - under-damped (ζ < 1), ω_d = ω₀√(1 − ζ²): x(t) = e^(−at)·(x₀·cos ω_d t + B·sin(ω_d t)/ω_d);
/// - critically damped (ζ = 1): x(t) = e^(−at)·(x₀ + B·t), the limit of both other forms;
/// - over-damped (ζ > 1), γ = ω₀√(ζ² − 1): x(t) = e^(−at)·(x₀·cosh γt + B·sinh(γt)/γ).
///
/// Velocities are the analytic derivatives. The forms share ``SpringBasis``, evaluated to stay
/// accurate near ζ = 1 and never overflow. Time is not stepped: any t is one evaluation.
public struct SpringRelease: Sendable, Hashable {
    /// The displacement from rest at t = 0.
    public let initialDisplacement: Double
    /// The velocity at t = 0.
    public let initialVelocity: Double
    /// ω₀ = √(k/m), in radians per second.
    public let naturalFrequency: Double
    /// The two functions the motion is built from.
    public let basis: SpringBasis
    private let b: Double                  // v₀ + a·x₀

    /// The displacement, relative to the initial amplitude, below which a spring counts as at rest.
    public static let restingDisplacement = 0.001

    /// The release of a spring with natural frequency ω₀ and damping ratio ζ at `displacement` from
    /// rest with `velocity`. Non-finite displacements and velocities count as 0.
    public init(naturalFrequency: Double, dampingRatio: Double, displacement: Double, velocity: Double) {
        initialDisplacement = displacement.isFinite ? displacement : 0
        initialVelocity = velocity.isFinite ? velocity : 0
        self.naturalFrequency = naturalFrequency
        basis = SpringBasis(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
        b = initialVelocity + basis.decayRate * initialDisplacement
    }

    /// The displacement from rest at time `t` (seconds, t ≥ 0).
    public func displacement(at t: Double) -> Double {
        state(at: t).displacement
    }

    /// The velocity at time `t`, the exact derivative of ``displacement(at:)``.
    public func velocity(at t: Double) -> Double {
        state(at: t).velocity
    }

    /// The displacement and velocity at time `t` from one evaluation of the basis (an exponential, a
    /// sine and a cosine): the same numbers as ``displacement(at:)`` and ``velocity(at:)``, to the
    /// bit, for the price of one.
    @inline(__always)
    public func state(at t: Double) -> (displacement: Double, velocity: Double) {
        let (even, odd) = basis.evaluate(at: t)
        // d/dt of x₀·E + B·O, with E′ = −a·E ∓ ω²·O and O′ = E − a·O (− for under-, + for over-damped).
        return (initialDisplacement * even + b * odd,
                initialVelocity * even - (initialDisplacement * basis.signedFrequencySquared + basis.decayRate * b) * odd)
    }

    /// The time after which the displacement stays within `tolerance` × the initial amplitude and,
    /// with `countingVelocity`, the velocity within `tolerance` × that amplitude × ω₀, where the
    /// amplitude is the larger of |x₀| and |v₀|/ω₀. Without it only the displacement counts
    /// (SwiftUI's settling rule).
    ///
    /// An under-damped release is bounded by its envelope, |x| ≤ R·e^(−at) with R = √(x₀² + (B/ω_d)²)
    /// (and likewise for the velocity), so it has settled by the time the envelope falls below the
    /// threshold, and its last excursion lies within one period before that. Other releases decay with
    /// at most one extremum. Either way a window of 128 samples brackets the last excursion, and
    /// bisection pins it down, stopping once no number lies between its two ends.
    ///
    /// - Complexity: O(1): at most 128 + 60 evaluations.
    public func settlingTime(tolerance: Double, countingVelocity: Bool = true) -> Double {
        let omega0 = naturalFrequency
        let amplitude = max(abs(initialDisplacement), abs(initialVelocity) / omega0)
        guard amplitude > 0, tolerance > 0 else { return 0 }
        let threshold = tolerance * amplitude
        func unsettled(_ t: Double) -> Bool {
            let (displacement, velocity) = state(at: t)
            return abs(displacement) > threshold || (countingVelocity && abs(velocity) / omega0 > threshold)
        }
        let (a, frequency) = (basis.decayRate, basis.frequency)
        let period = frequency > 0 && !basis.isOverdamped ? 2 * Double.pi / frequency : .infinity
        let window: (start: Double, end: Double)
        if period.isFinite {
            let reachX = (initialDisplacement * initialDisplacement + (b / frequency) * (b / frequency)).squareRoot()
            let velocityCoefficient = (initialDisplacement * basis.signedFrequencySquared + a * b) / frequency
            let reachV = (initialVelocity * initialVelocity + velocityCoefficient * velocityCoefficient).squareRoot() / omega0
            let end = max(CoreMath.log(max(reachX, reachV) / threshold) / a, 0)
            window = (max(end - period, 0), end)
        } else {
            // Non-oscillating: the slowest exponential decays at a − γ (a when critical); every
            // coefficient is a few amplitudes at most, so this horizon is safely past the excursion.
            let slowestRate = basis.isOverdamped ? a - frequency : a
            let coefficients = 4 * (abs(initialDisplacement) + abs(b) / slowestRate) / amplitude + 4
            window = (0, (CoreMath.log(coefficients / tolerance) + 8) / slowestRate)
        }
        let samples = 128
        let step = (window.end - window.start) / Double(samples)
        var later = window.end
        var earlier = window.end
        var found = false
        for index in stride(from: samples - 1, through: 0, by: -1) {
            earlier = window.start + Double(index) * step
            if unsettled(earlier) { found = true; break }
            later = earlier
        }
        guard found else { return window.start > 0 ? window.start : 0 }
        for _ in 0..<60 {
            let middle = (earlier + later) / 2
            // Adjacent numbers: every later halving gives one of the ends back, and `later` stays.
            if middle == earlier || middle == later { break }
            if unsettled(middle) { earlier = middle } else { later = middle }
        }
        return later
    }

    /// A spring's own settling time: how long a unit release from rest takes to stay within
    /// ``restingDisplacement``, velocity counted (a release's displacement scales out, so this is
    /// a property of the spring alone). Springs in keyframe tracks, spring tweens and spring curves
    /// last this long unless told otherwise.
    public static func settlingDuration(naturalFrequency: Double, dampingRatio: Double) -> Double {
        SpringRelease(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio, displacement: 1, velocity: 0)
            .settlingTime(tolerance: restingDisplacement)
    }
}
