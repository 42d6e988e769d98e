/// Where the jumps of a step curve fall, as in CSS `steps()`. (MotionMachine makes it `Codable`, by
/// its raw value.)
public enum StepPosition: String, Sendable, Hashable, CaseIterable {
    /// The first jump happens at the very start (CSS `jump-start`, alias `start`).
    case jumpStart = "jump-start"
    /// The last jump happens at the very end (CSS `jump-end`, alias `end`). The default.
    case jumpEnd = "jump-end"
    /// No jump at either end: the curve holds 0 first and 1 last (CSS `jump-none`).
    case jumpNone = "jump-none"
    /// Jumps at both ends (CSS `jump-both`).
    case jumpBoth = "jump-both"

    /// The fewest steps the position allows: 2 for ``jumpNone``, 1 otherwise.
    public var minimumCount: Int { self == .jumpNone ? 2 : 1 }
}

/// CSS step timing: progress that moves in equal jumps and holds still between them, following the
/// CSS Easing Functions algorithm.
public struct StepsCurve: Sendable, Hashable {
    /// The number of intervals, at least ``StepPosition/minimumCount``.
    public let count: Int
    /// Where the jumps fall.
    public let position: StepPosition

    /// A curve of `count` intervals; a count below the position's minimum is raised to it (the caller
    /// that wants to report that compares ``count`` with what it passed).
    public init(count: Int, position: StepPosition = .jumpEnd) {
        self.count = max(count, position.minimumCount)
        self.position = position
    }

    /// The progress at `fraction` (clamped to 0…1).
    public func value(atFraction fraction: Double) -> Double {
        let p = min(max(fraction, 0), 1)
        let n = Double(count)
        let jumps: Double = switch position {
        case .jumpStart, .jumpEnd: n
        case .jumpNone: n - 1
        case .jumpBoth: n + 1
        }
        var step = (p * n).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        return min(step, jumps) / jumps
    }
}
