import Foundation

/// A lane that follows a law of its own, played by time rather than by a shared eased fraction: a
/// physics launch bouncing between bounds, or a keyframe track. The lanes keep one per such
/// property; a motion with any plays its own beats (no steady leg), and a reverse leg plays each
/// backwards in time, so it lands exactly on its start.
///
/// Adding a kind of per-lane law means a case here: the lanes' fill, their writes, the velocity a
/// motion reports and the choice of path all go through this type.
enum TimedLane: Sendable {
    /// A launch with collisions (``BoundedLaunch``).
    case bounce(BoundedLaunch)
    /// A keyframe track played from the lane's start (MotionCore's `ResolvedKeyframes`).
    case keyframes(ResolvedKeyframes)

    /// Where the lane rests when its law has run: its end value.
    var restValue: Double {
        switch self {
        case .bounce(let launch): launch.restValue
        case .keyframes(let track): track.finalValue
        }
    }

    /// The value `time` seconds into the forward leg.
    @inline(__always)
    func value(at time: Double) -> Double {
        switch self {
        case .bounce(let launch): launch.value(at: time)
        case .keyframes(let track): track.sample(at: time).position
        }
    }

    /// The velocity `time` seconds into the forward leg, in value units per second.
    func velocity(at time: Double) -> Double {
        switch self {
        case .bounce(let launch): launch.velocity(at: time)
        case .keyframes(let track): track.sample(at: time).velocity
        }
    }
}

/// Makes a lane's own law, if it has one, from the lane's index, its resolved start value and its
/// end value (`nil` when the property gives none).
typealias TimedLaneMaker = (_ index: Int, _ start: Double, _ end: Double?) -> TimedLane?
