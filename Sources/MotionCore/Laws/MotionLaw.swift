/// Where a lane is and how fast it moves at one moment of a law.
public struct MotionSample: Sendable, Hashable {
    /// The lane's value.
    public var position: Double
    /// Its rate of change, in value units per second of the law's time.
    public var velocity: Double

    /// A sample at `position` moving at `velocity`.
    @inlinable
    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }
}

/// One component's part in a run: where it starts and ends, and how fast it moves when the run
/// begins (a spring's or a keyframe track's carried velocity; tweens ignore it).
public struct RunLane: Sendable, Hashable {
    /// The start and end values.
    public var span: LaneSpan
    /// The velocity at the start, in value units per second.
    public var velocity: Double

    /// A lane from `start` to `end`, moving at `velocity` when it begins.
    @inlinable
    public init(start: Double, end: Double, velocity: Double = 0) {
        span = LaneSpan(start: start, end: end)
        self.velocity = velocity
    }
}

/// How a value moves over one forward leg of a run: a tween along an easing curve, a spring, a
/// friction decay, a keyframe track. A law is a value; ``sample(at:lane:index:)`` is a pure function
/// of its arguments, so a run can be sampled at any moment, in any order.
///
/// A law knows nothing about delays, repetition, reversing or fill: ``MotionRun`` applies its
/// ``MotionTiming`` and asks the law only for moments inside a forward leg, `0...duration`. To add a
/// law, conform a value type to this protocol; every run, and the engine's moveables through their
/// runs, can then play it.
public protocol MotionLaw: Sendable {
    /// The law's natural length in seconds (a tween's duration, a spring's settling time, the sum of
    /// a track's keyframes). A run whose timing gives a leg another length scales time to fit.
    var duration: Double { get }

    /// Lane `index`'s position and velocity `time` seconds into the forward leg.
    /// - Parameters:
    ///   - time: seconds into the leg, `0...duration` (a law clamps what lies outside).
    ///   - lane: the lane's start, end and initial velocity.
    ///   - index: the lane's index in its run, for laws that hold something per lane.
    func sample(at time: Double, lane: RunLane, index: Int) -> MotionSample

    /// Lane `index`'s position and velocity `time` seconds into a backward leg that replays the law
    /// from the lane's end to its start (``MotionRun/ReverseLegs/replayed``). The default samples
    /// the forward law on the lane turned around and at rest; a law whose way back differs (its own
    /// easing, say) gives it here.
    func sample(backwardAt time: Double, lane: RunLane, index: Int) -> MotionSample
}

extension MotionLaw {
    /// The forward law on the lane turned around (end to start) and at rest.
    public func sample(backwardAt time: Double, lane: RunLane, index: Int) -> MotionSample {
        var back = lane
        back.span = LaneSpan(start: lane.span.end, end: lane.span.start)
        back.velocity = 0
        return sample(at: time, lane: back, index: index)
    }
}
