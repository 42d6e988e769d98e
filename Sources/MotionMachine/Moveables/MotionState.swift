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

/// Passed as `repeatCycles` to repeat forever (the default when repeating); ``Moveable/repeatsForever()``
/// says the same in a chain.
///
/// MotionMachine 3.1.2 made it 0, so `.repeats(0)` looped forever and an endless motion's `repeatCycles` read 0
/// however many cycles it had played. It is `UInt.max` here: `.repeats(0)` repeats no extra cycle,
/// and `repeatCycles` of an endless run reads the constant itself. Code that names the constant, as
/// MotionMachine 3.1.2's examples do, works unchanged.
public let REPEAT_INFINITE: UInt = .max
