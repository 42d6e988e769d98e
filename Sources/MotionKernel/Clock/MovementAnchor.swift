import Foundation

/// The two numbers that turn a clock's beats into movement time (seconds since the run's delay
/// ended), with its anchor beat and speed: movement time at a beat is
/// ((beat − anchor beat) − ``delayInBeats``)·speed + ``movementTime``
/// (``BeatClock/movementTime(at:anchorBeat:speed:anchor:)``).
///
/// A clock still anchored where its run began (local time 0 at the anchor, moving) counts the delay
/// in beat time, delay/speed, with no movement time at the anchor: the operations MotionCore's
/// `MotionTiming` performs for a delay in its parent's time, so a motion's run (`Motion.run`) gives
/// the values the motion writes to the bit. A clock anchored later (paused, sped, sought, or frozen)
/// has passed or set aside its delay: its movement time at the anchor is its local time there less
/// the delay. Both describe the same line; they differ only in rounding.
@_spi(Kernel) public struct MovementAnchor: Equatable {
    /// The delay in beat time, while the run is anchored where it began; else 0.
    public let delayInBeats: TimeInterval
    /// Movement time at the anchor beat.
    public let movementTime: TimeInterval

    /// An anchor of the two numbers as given.
    @inlinable public init(delayInBeats: TimeInterval, movementTime: TimeInterval) {
        self.delayInBeats = delayInBeats
        self.movementTime = movementTime
    }

    /// The anchor of a clock with `anchorLocalTime` (seconds since the start, delay included) at
    /// its anchor beat, running at `speed`, for a run delay of `delay` seconds of local time.
    @inlinable @inline(__always)
    public init(delay: TimeInterval, anchorLocalTime: TimeInterval, speed: Double) {
        if anchorLocalTime == 0 && speed > 0 {
            self.init(delayInBeats: delay / speed, movementTime: 0)
        } else {
            self.init(delayInBeats: 0, movementTime: anchorLocalTime - delay)
        }
    }
}
