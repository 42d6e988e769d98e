/// A friction launch: each lane leaves its start at the launch's speed and slows down until it
/// rests at its end, the travelled fraction following ``DecayBasis`` (one exponential per sample).
///
/// The lane's end is where the launch comes to rest; the shell works it out from the velocity and
/// the friction. Velocity is Δ times the fraction's derivative, −rate·e^(t·rate)·scale.
public struct DecayLaw: MotionLaw, Hashable {
    /// The decay's rate and scale.
    public let basis: DecayBasis
    /// Seconds until the launch counts as at rest.
    public let duration: Double

    /// A decay with `basis` that rests after `duration` seconds (a non-finite or negative duration
    /// is 0).
    public init(basis: DecayBasis, duration: Double) {
        self.basis = basis
        self.duration = duration.isFinite && duration > 0 ? duration : 0
    }

    /// The decayed position and velocity; at or past the rest time, the end at rest.
    public func sample(at time: Double, lane: RunLane, index: Int) -> MotionSample {
        guard time < duration else { return MotionSample(position: lane.span.end, velocity: 0) }
        let moment = max(time, 0)
        let delta = lane.span.delta
        let progress = basis.progress(at: moment)
        let rate = -basis.rate * CoreMath.exp(moment * basis.rate) * basis.scale
        return MotionSample(position: lane.span.value(eased: progress, reverse: false), velocity: delta * rate)
    }
}
