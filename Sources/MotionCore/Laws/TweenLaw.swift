/// A tween: each lane goes from its start to its end along one easing curve over `duration`
/// seconds; position start + Δ·curve(t/d), velocity Δ·curve′(t/d)/d.
public struct TweenLaw: MotionLaw, Hashable {
    /// The easing curve.
    public var curve: UnitCurve
    /// Seconds from start to end; a non-positive or non-finite duration is 0 (the tween jumps).
    public let duration: Double

    /// A tween of `duration` seconds along `curve`.
    public init(curve: UnitCurve = .linear, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite && duration > 0 ? duration : 0
    }

    /// The eased position and its velocity; a tween of no duration is at its end, at rest.
    public func sample(at time: Double, lane: RunLane, index: Int) -> MotionSample {
        guard duration > 0 else { return MotionSample(position: lane.span.end, velocity: 0) }
        let fraction = time / duration
        let eased = curve.value(at: fraction)
        let position = fraction >= 1 ? lane.span.end : lane.span.value(eased: eased, reverse: false)
        return MotionSample(position: position, velocity: lane.span.delta * curve.slope(at: fraction) / duration)
    }
}
