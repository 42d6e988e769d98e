import Foundation

/// Where one property is, and how fast it moves, at a moment of a leg.
struct LegState: Equatable {
    /// The property's value: what a beat at this moment writes.
    var position: Double
    /// Its rate of change in value units per second, or `nil` when the leg's easing is a closure
    /// with no known slope (or an infinite one).
    var velocity: Double?
}

extension MoveableLaw {
    /// A property's position and velocity `time` seconds into a leg of `duration`, from the law's
    /// closed forms. This is the one place a law says how fast a property moves: ``Motion``,
    /// ``PhysicsMotion`` and ``SpringMotion`` all read velocities here.
    ///
    /// - An eased leg: start + Δ·curve(t) (end − Δ·curve(t) on a reverse leg), with velocity
    ///   Δ·slope ÷ duration, negated on a reverse leg.
    /// - A launch: the travelled fraction of the launch (its closed form, or the easing that
    ///   replaced it), with the launch velocity decayed to `time`; a bouncing property follows its
    ///   ``BoundedLaunch``, played backwards on a reverse leg.
    /// - Keyframes: the property's track at `time`, played backwards on a reverse leg; a property
    ///   without a track holds its start.
    /// - A spring: on the forward leg the property released at its start with its initial velocity;
    ///   on the way back the spring released from rest at the end value.
    ///
    /// - Parameters:
    ///   - lane: the property's resolved start and end, and its initial velocity.
    ///   - index: the property's index (its share of a launch).
    ///   - timedLane: the property's own law, if it follows one (a bouncing launch, a keyframe track).
    ///   - time: seconds into the leg, 0…`duration`.
    ///   - duration: the leg's length.
    ///   - reverse: whether the leg is a reverse leg.
    ///   - curve: the leg's easing curve.
    /// - Returns: the position and velocity.
    func state(of lane: (start: Double, end: Double, velocity: Double), index: Int, timedLane: TimedLane?, time: Double,
               duration: Double, reverse: Bool, curve: EasingCurve) -> LegState {
        let span = LaneSpan(start: lane.start, end: lane.end)
        let delta = span.delta
        let eased = { (fraction: Double) in span.value(eased: fraction, reverse: reverse) }
        // A leg ends exactly on its end value (its start on the way back), at rest, as the motion
        // writes it (a lane with a law of its own rests on its end value too).
        if time >= duration {
            return LegState(position: reverse ? lane.start : lane.end, velocity: 0)
        }
        switch self {
        case .spring(let law):
            // Forward: released at the start, displaced start − end from rest, with its velocity.
            // Back: released from rest at the end, displaced end − start from the start.
            let solution = SpringSolution(spring: law.spring, displacement: reverse ? delta : -delta,
                                          velocity: reverse ? 0 : lane.velocity)
            // Positions as the motion's beats write them (the same operations, so the same bits):
            // forward through the spring's basis, back along the fraction a release from rest has
            // returned (the curve a motion that follows a spring eases its way back by).
            if reverse {
                return LegState(position: eased(law.basis.returnedFraction(at: time)), velocity: solution.velocity(at: time))
            }
            let (even, odd) = law.basis.evaluate(at: time)
            return LegState(position: span.springValue(velocity: lane.velocity, even: even, odd: odd,
                                                       decayRate: law.basis.decayRate),
                            velocity: solution.velocity(at: time))
        case .launch, .keyframes:
            if let timedLane {
                let moment = reverse ? duration - time : time
                let velocity = timedLane.velocity(at: moment)
                return LegState(position: timedLane.value(at: moment), velocity: reverse ? -velocity : velocity)
            }
            guard case .launch(let law) = self else { return LegState(position: lane.start, velocity: 0) }
            let fraction = law.decay?.progress(at: time) ?? curve.update(time, 0, 1, duration)
            let velocity = law.system.velocity(after: time, initialVelocity: law.velocity) * law.share(ofLane: index)
            return LegState(position: eased(fraction), velocity: reverse ? -velocity : velocity)
        case .eased:
            let position = eased(curve.update(time, 0, 1, duration))
            guard let slope = curve.slope(at: time / duration) else { return LegState(position: position, velocity: nil) }
            let rate = delta * slope / duration
            return LegState(position: position, velocity: reverse ? -rate : rate)
        }
    }
}
