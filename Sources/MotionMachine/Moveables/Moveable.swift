import Foundation

/// What every motion object can do: run, be controlled, and report where it is in its timeline.
///
/// ``Motion`` is the main conformer; conform your own classes to drive them with the same controls.
/// See the timeline model article for the rules every moveable follows.
public protocol Moveable: AnyObject {
    /// What the moveable is doing.
    var motionState: MotionState { get }
    /// The direction of the current leg.
    var motionDirection: MotionDirection { get }
    /// Whether each cycle reverses back to the start values.
    var reversing: Bool { get set }
    /// Whether the cycle repeats.
    var repeating: Bool { get set }
    /// How many extra cycles run when repeating; ``REPEAT_INFINITE`` for no end.
    var repeatCycles: UInt { get set }
    /// Progress of the current leg, 0…1.
    var motionProgress: Double { get }
    /// Progress of the current cycle, 0…1.
    var cycleProgress: Double { get }
    /// The number of cycles completed.
    var cyclesCompletedCount: UInt { get }
    /// Progress of the whole run, 0…1.
    var totalProgress: Double { get }
    /// Starts (or restarts, if stopped) the timeline. A no-op while running.
    @discardableResult func start() -> Self
    /// Stops, leaving values where they are.
    func stop()
    /// Freezes local time.
    func pause()
    /// Continues local time from where it was frozen.
    func resume()
    /// Stops and puts values and progress back at the start.
    func reset()
    /// Advances the timeline to a beat at `currentTime` (seconds, same clock as previous calls).
    func update(withTimeInterval currentTime: TimeInterval)
    /// Plays `seconds` more of beat time, for a moveable without a tempo that a game loop drives
    /// with its frame times: the first call after `start()` counts from the start, so values do not
    /// depend on the frame rate.
    func advance(by seconds: TimeInterval)
    /// How fast local time runs (1 normal, 0 frozen); settable while running without a jump.
    var speed: Double { get set }
    /// Moves the timeline to a local time (seconds since start): values, progress, direction and state
    /// become what playing there gives; only `updated` fires.
    func seek(to time: TimeInterval)
    /// Moves the timeline to a fraction (0…1) of the whole run.
    func seek(toProgress progress: Double)
}

extension Moveable {
    /// For moveables of your own that do not keep a clock for relative time: reported and ignored.
    public func advance(by seconds: TimeInterval) {
        MotionDiagnostics.logger.report(.warning, "\(Self.self).advance(by: \(seconds)) ignored: this moveable does not implement it; call update(withTimeInterval:)")
    }

    /// Repeats the cycle `numberOfCycles` more times (forever with ``REPEAT_INFINITE``, the default;
    /// `0` repeats no extra cycle).
    @discardableResult
    public func repeats(_ numberOfCycles: UInt = REPEAT_INFINITE) -> Self {
        repeating = true
        repeatCycles = numberOfCycles
        return self
    }

    /// Repeats the cycle without end: `repeats(REPEAT_INFINITE)`, said plainly.
    @discardableResult
    public func repeatsForever() -> Self {
        repeats(REPEAT_INFINITE)
    }
}
