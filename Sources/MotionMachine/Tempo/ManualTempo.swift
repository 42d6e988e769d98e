import Foundation

/// A tempo that beats only when told to: deterministic time for tests, offline rendering and game
/// loops that own their clock.
///
/// Time starts at 0. ``advance(by:)`` moves it forward and beats; ``tick(at:)`` beats at a given
/// time. Time never goes backwards: a negative or non-finite step, or a tick earlier than
/// ``currentTime``, is ignored with a diagnostic.
public final class ManualTempo: Tempo {
    private var now: TimeInterval

    /// Creates a manual tempo whose clock reads `startTime`. A NaN or infinite start time becomes 0,
    /// with a diagnostic.
    public init(startTime: TimeInterval = 0) {
        now = Sanitize.finite(startTime, fallback: 0, what: "ManualTempo startTime")
        super.init()
    }

    /// The time of the last beat (or the start time).
    public override var currentTime: TimeInterval { now }

    /// Moves time forward by `interval` seconds and beats.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            MotionDiagnostics.logger.report(.warning, "ManualTempo.advance(by: \(interval)) ignored: the step must be finite and non-negative")
            return
        }
        now += interval
        beat(now)
    }

    /// Beats at `time`, which becomes the current time.
    public func tick(at time: TimeInterval) {
        guard time.isFinite, time >= now else {
            MotionDiagnostics.logger.report(.warning, "ManualTempo.tick(at: \(time)) ignored: time must be finite and not before \(now)")
            return
        }
        now = time
        beat(now)
    }
}
