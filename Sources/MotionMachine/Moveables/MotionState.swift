import Foundation

/// What a moveable is doing.
public enum MotionState: Sendable, Equatable {
    /// Not running: never started, stopped, reset or completed.
    case stopped
    /// Running: values change with each beat.
    case moving
    /// Paused: local time is frozen until `resume()`.
    case paused
    /// Started, waiting out its delay before moving.
    case delayed
}

/// The direction of the current leg of a motion.
public enum MotionDirection: Sendable, Equatable {
    /// From start values towards end values.
    case forward
    /// From end values back towards start values (the second leg of a reversing cycle).
    case reverse
}

/// Passed as `repeatCycles` to repeat forever.
public let REPEAT_INFINITE: UInt = 0
