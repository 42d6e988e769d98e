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

extension MotionOptions {
    // MotionMachine 3.1.2's Swift 2 spellings, kept so old code gets a fix-it to the new name instead of a
    // bare "no member" error.

    /// MotionMachine 3.1.2's spelling of ``repeats``.
    @available(*, unavailable, renamed: "repeats")
    public static var Repeat: MotionOptions { .repeats }
    /// MotionMachine 3.1.2's spelling of ``reverses``.
    @available(*, unavailable, renamed: "reverses")
    public static var Reverse: MotionOptions { .reverses }
    /// MotionMachine 3.1.2's spelling of no options: `[]`.
    @available(*, unavailable, message: "use [] (no options)")
    public static var None: MotionOptions { [] }
}
