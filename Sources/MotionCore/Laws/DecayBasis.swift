/// The travelled fraction of a friction launch as plain numbers: (1 − e^(t·rate)) · scale, with
/// rate = ln(1 − friction) and scale = 1 / (1 − resting speed fraction).
///
/// The velocity of such a launch decays as v(t) = v₀·(1 − friction)^t, so the distance travelled is
/// its integral, v₀·(e^(t·rate) − 1)/rate; the fraction of the resting distance is the expression
/// above. A beat evaluates it directly, one exponential per launch.
public struct DecayBasis: Sendable, Hashable {
    /// ln(1 − friction): negative, the launch's decay rate per second.
    public let rate: Double
    /// 1 / (1 − the fraction of the launch speed at which it counts as at rest).
    public let scale: Double

    /// A decay with the given rate and scale.
    public init(rate: Double, scale: Double) {
        self.rate = rate
        self.scale = scale
    }

    /// The fraction of the resting distance travelled after `time` seconds.
    @inlinable @inline(__always)
    public func progress(at time: Double) -> Double {
        (1 - CoreMath.exp(time * rate)) * scale
    }
}
