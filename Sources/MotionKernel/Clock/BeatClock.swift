import Foundation

/// The arithmetic that turns a tempo's beats into a moveable's time: local time (seconds since the
/// start, delay included), movement time (seconds since the delay ended), and the fraction of a leg.
///
/// Written once, here, for every path that turns a beat into a value (a motion's own beats, its
/// timeline's boundaries, and the leg records a tempo plays for it), so they agree to the bit.
@_spi(Kernel) public enum BeatClock {
    /// Local time (seconds since start, delay included) at a beat, from the anchors that map beats to
    /// local time and the speed (local seconds per beat second). Every path that turns a beat into a
    /// value uses this, so they agree to the bit.
    @inlinable @inline(__always)
    public static func localTime(at beat: TimeInterval, anchorBeat: TimeInterval, anchorLocalTime: TimeInterval,
                                 speed: Double) -> TimeInterval {
        anchorLocalTime + (beat - anchorBeat) * speed
    }

    /// Movement time (seconds since the delay ended) at a beat, from the clock's anchor beat and
    /// speed and the run's ``MovementAnchor``: ((beat − anchor beat) − delay in beats)·speed + movement
    /// time at the anchor. Every path that turns a beat into a value (the motion's own beats, both
    /// kinds of steady leg) uses this, so they agree to the bit.
    @inlinable @inline(__always)
    public static func movementTime(at beat: TimeInterval, anchorBeat: TimeInterval, speed: Double,
                                    anchor: MovementAnchor) -> TimeInterval {
        ((beat - anchorBeat) - anchor.delayInBeats) * speed + anchor.movementTime
    }

    /// The beat at which local time reaches `localTime`, the inverse of
    /// ``localTime(at:anchorBeat:anchorLocalTime:speed:)``; the anchor beat when frozen (speed 0).
    @inlinable
    public static func beat(atLocalTime localTime: TimeInterval, anchorBeat: TimeInterval, anchorLocalTime: TimeInterval,
                            speed: Double) -> TimeInterval {
        speed > 0 ? anchorBeat + (localTime - anchorLocalTime) / speed : anchorBeat
    }

    /// A span of local time as seen on the clock that drives the moveable: divided by its speed
    /// (infinite when frozen, unless the span is empty).
    @inlinable
    public static func span(_ span: TimeInterval, atSpeed speed: Double) -> TimeInterval {
        span == 0 ? 0 : (speed > 0 ? span / speed : .infinity)
    }

    /// The fraction of the leg starting at `legStart` reached at `movementTime`, or `nil` when that
    /// moment is outside the leg.
    @inlinable @inline(__always)
    public static func fraction(at movementTime: TimeInterval, legStart: TimeInterval, duration: TimeInterval) -> Double? {
        guard movementTime >= legStart && movementTime < legStart + duration * (1 - boundaryTolerance) else { return nil }
        return (movementTime - legStart) / duration
    }

    /// A moment within this fraction of a leg before the leg's end counts as reaching it: times summed
    /// along a sequence (0.2 + 0.2 + 0.2 is one ulp past 0.6) must not push a boundary past the beat
    /// that reaches it. A billionth of a leg: 0.2 ns for a 0.2 s leg.
    @inlinable public static var boundaryTolerance: Double { 1e-9 }
}
