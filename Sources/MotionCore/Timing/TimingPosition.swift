/// Where a ``MotionTiming`` is at one moment of its parent's time: its phase, which leg and
/// iteration it is in, and how far through the leg.
public struct TimingPosition: Sendable, Hashable {
    /// Before, inside or after a timing's active window.
    public enum Phase: Sendable, Hashable {
        /// The delay has not ended.
        case before
        /// Inside the active window.
        case active
        /// The active window has ended.
        case after
    }

    /// Before, inside or after the active window.
    public var phase: Phase
    /// Whether the position shows: always inside the active window, and outside it as the timing's
    /// ``MotionTiming/Fill`` says.
    public var isFilled: Bool
    /// The iteration, counted from 0 at the first one.
    public var cycle: Double
    /// The leg, counted from 0 at the first one: two per iteration when autoreversing, odd legs
    /// playing backwards.
    public var leg: Double
    /// Whether the leg plays forwards or backwards.
    public var direction: MotionDirection
    /// The fraction of the leg's time that has passed, 0…1, counted in the leg's own direction.
    public var progress: Double
    /// Seconds into the forward curve (Core Animation's basic local time): `progress × duration`
    /// on a forward leg, `(1 − progress) × duration` on a backward one. A nested timing takes this
    /// as its parent time.
    public var localTime: Double

    /// Creates a position.
    public init(phase: Phase, isFilled: Bool, cycle: Double, leg: Double, direction: MotionDirection,
                progress: Double, localTime: Double) {
        self.phase = phase
        self.isFilled = isFilled
        self.cycle = cycle
        self.leg = leg
        self.direction = direction
        self.progress = progress
        self.localTime = localTime
    }

    /// Where the forward curve is, 0…1: ``progress`` on a forward leg, `1 − progress` on a backward
    /// one (the backward leg plays the forward curve's mirror image in time).
    public var curveProgress: Double { direction == .forward ? progress : 1 - progress }
}
