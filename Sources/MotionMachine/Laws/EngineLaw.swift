import Foundation

/// A moveable's law as MotionCore sees it: what ``Motion/run`` hands out, so the run of any motion
/// (eased by any curve or closure, a launch, a spring, keyframes) can be sampled at any moment
/// with the core's one `MotionRun.sample(at:lane:)`.
///
/// Its forward and backward legs are the ones the motion plays: each property from its start to its
/// end along the forward easing (a launch's decay, a spring released with the property's velocity,
/// the property's keyframe track or bouncing launch), and back from its end along the reverse easing
/// when the motion has one (a spring released from rest at the end; a keyframe track or bouncing
/// launch played backwards in time). Positions and velocities come from the same place the motion's
/// own velocities do. Where an easing closure has no known slope, the velocity reads 0.
public struct EngineLaw: MotionLaw {
    let law: MoveableLaw
    let forward: EasingCurve
    let reverseCurve: EasingCurve?
    let timedLanes: [TimedLane?]
    /// The leg's duration: the motion's ``Motion/duration`` (a spring's settling time, the tracks'
    /// length).
    public let duration: Double

    /// Lane `index` on the forward leg.
    public func sample(at time: Double, lane: RunLane, index: Int) -> MotionSample {
        state(at: time, lane: lane, index: index, reverse: false)
    }

    /// Lane `index` on a reverse leg, from its end back to its start.
    public func sample(backwardAt time: Double, lane: RunLane, index: Int) -> MotionSample {
        state(at: time, lane: lane, index: index, reverse: true)
    }

    private func state(at time: Double, lane: RunLane, index: Int, reverse: Bool) -> MotionSample {
        let timedLane = index < timedLanes.count ? timedLanes[index] : nil
        let state = law.state(of: (lane.span.start, lane.span.end, lane.velocity), index: index, timedLane: timedLane,
                              time: min(max(time, 0), duration), duration: duration, reverse: reverse,
                              curve: reverse ? reverseCurve ?? forward : forward)
        return MotionSample(position: state.position, velocity: state.velocity ?? 0)
    }
}
