import Foundation

/// Behaviors set when a moveable is created.
public struct MotionOptions: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: Int

    /// Creates options from a raw bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Repeat the motion cycle `repeatCycles` more times (forever with ``REPEAT_INFINITE``, the default).
    public static let repeats = MotionOptions(rawValue: 1 << 0)
    /// Each cycle moves forward, then back to the start values.
    public static let reverses = MotionOptions(rawValue: 1 << 1)
    /// Values move additively (see `Motion.additive`).
    public static let additive = MotionOptions(rawValue: 1 << 2)
}
