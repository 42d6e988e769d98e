/// A spring tween: each lane is released at its start with its own initial velocity and pulled to
/// its end by a damped spring (``SpringRelease``, exact in all three damping regimes). The leg
/// lasts `duration` seconds, normally the settling time, after which the lane rests at its end.
public struct SpringTween: MotionLaw, Hashable {
    /// The shared basis functions: every lane on one spring evaluates them once.
    public let basis: SpringBasis
    /// ω₀, radians per second.
    public let naturalFrequency: Double
    /// ζ; 1 is critical damping.
    public let dampingRatio: Double
    /// Seconds until the leg ends.
    public let duration: Double

    /// A spring of natural frequency ω₀ and damping ratio ζ whose leg lasts `duration` seconds
    /// (`nil`: until a unit release settles within ``SpringRelease/restingDisplacement``).
    public init(naturalFrequency: Double, dampingRatio: Double, duration: Double? = nil) {
        self.naturalFrequency = naturalFrequency
        self.dampingRatio = dampingRatio
        basis = SpringBasis(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
        let settling = duration ?? SpringRelease.settlingDuration(naturalFrequency: naturalFrequency,
                                                                  dampingRatio: dampingRatio)
        self.duration = settling.isFinite && settling > 0 ? settling : 0
    }

    /// The lane released at its start with its velocity; at or past the leg's end, the end at rest.
    public func sample(at time: Double, lane: RunLane, index: Int) -> MotionSample {
        guard time < duration else { return MotionSample(position: lane.span.end, velocity: 0) }
        let release = SpringRelease(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
                                    displacement: -lane.span.delta, velocity: lane.velocity)
        let state = release.state(at: time)
        return MotionSample(position: lane.span.end + state.displacement, velocity: state.velocity)
    }
}
