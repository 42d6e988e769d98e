/// A run: a timing, a law and the lanes it moves; the whole of what a motion plays, as a value.
///
/// ``sample(at:lane:)`` is the one evaluation: the timing turns a moment of the parent's time into a
/// leg and a fraction of it ( ``MotionTiming/position(atParentTime:)``), the law gives the lane's
/// position and velocity that far into a forward leg, and the run plays backward legs as its
/// ``reverseLegs`` rule says. Nothing accumulates between samples, so a run can be sampled at any
/// moment, in any order, and gives the same numbers each time.
public struct MotionRun<Law: MotionLaw>: Sendable {
    /// How a run plays a backward leg.
    public enum ReverseLegs: Sendable, Hashable {
        /// The forward leg played backwards in time, velocities negated: Core Animation's
        /// `autoreverses` and CSS's `alternate`. Right for every law, and the only rule for laws
        /// that move through values of their own (keyframes).
        case mirrored
        /// The law played forwards again from each lane's end to its start: MotionMachine's reversing
        /// motions, whose way back eases like the way out.
        case replayed
    }

    /// Delay, duration, speed, repetition, autoreversing and fill.
    public var timing: MotionTiming
    /// How each lane moves through a forward leg.
    public var law: Law
    /// The components the run moves.
    public var lanes: [RunLane]
    /// How backward legs play.
    public var reverseLegs: ReverseLegs

    /// A run of `law` over `lanes` with `timing`. When `timing` is `nil`, one leg lasting the law's
    /// own duration.
    public init(law: Law, lanes: [RunLane], timing: MotionTiming? = nil, reverseLegs: ReverseLegs = .mirrored) {
        self.law = law
        self.lanes = lanes
        self.timing = timing ?? MotionTiming(duration: law.duration)
        self.reverseLegs = reverseLegs
    }

    /// Lane `lane`'s position and velocity (in value units per second of the parent's time) at
    /// `time` on the parent's clock, or `nil` when the timing does not show there (outside its
    /// active window without fill) or the lane does not exist.
    public func sample(at time: Double, lane index: Int) -> MotionSample? {
        guard index >= 0, index < lanes.count else { return nil }
        let position = timing.position(atParentTime: time)
        guard position.isFilled else { return nil }
        return sample(position, lane: index)
    }

    /// Lane `lane`'s position and velocity at a timing position the caller already has (one
    /// position serves every lane).
    public func sample(_ position: TimingPosition, lane index: Int) -> MotionSample {
        let lane = lanes[index]
        let legDuration = timing.duration
        // The law keeps its own length: a leg of another length plays it faster or slower.
        let lawDuration = law.duration
        let scale = legDuration > 0 && legDuration.isFinite ? lawDuration / legDuration : 0
        let rate = scale * timing.speed
        if position.direction == .forward || reverseLegs == .mirrored {
            let sample = law.sample(at: position.curveProgress * lawDuration, lane: lane, index: index)
            let sign: Double = position.direction == .forward ? 1 : -1
            return MotionSample(position: sample.position, velocity: sign * sample.velocity * rate)
        }
        let sample = law.sample(backwardAt: position.progress * lawDuration, lane: lane, index: index)
        return MotionSample(position: sample.position, velocity: sample.velocity * rate)
    }

    /// Every lane's position at `time`, written into `positions` (resized to the lane count); false,
    /// leaving `positions` alone, when the timing does not show there.
    /// - Complexity: O(lanes).
    @discardableResult
    public func sample(at time: Double, into positions: inout [Double]) -> Bool {
        let position = timing.position(atParentTime: time)
        guard position.isFilled else { return false }
        if positions.count != lanes.count { positions = [Double](repeating: 0, count: lanes.count) }
        for index in lanes.indices { positions[index] = sample(position, lane: index).position }
        return true
    }
}
