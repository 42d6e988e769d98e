/// How an animation repeats: a number of iterations or a span of time, each with or without
/// autoreversing. MotionInterchange's `MDMRepetition` and `MDMRepetitionOverTime` as one value, with
/// the meaning of the engine's `MotionTiming.Repetition`.
///
/// An iteration is one play of the curve, or two (forwards, then backwards) when ``autoreverses``.
/// Counts may be fractional (the animation stops part-way) or infinite. Traits without a repetition
/// play once.
///
/// The initializers sanitize with a diagnostic: a count that is NaN, zero or negative plays once; a
/// span that is NaN or negative plays once. Decoding refuses both.
public struct Repetition: Sendable, Hashable {
    /// The amount of repetition.
    public enum Amount: Sendable, Hashable {
        /// This many iterations in total (fractional or infinite allowed).
        case count(Double)
        /// Iterations repeated for this many seconds (infinite allowed).
        case duration(Double)
    }

    /// How many iterations, or for how long.
    public let amount: Amount
    /// Whether every iteration plays forwards, then backwards.
    public var autoreverses: Bool

    /// Repeats `numberOfRepetitions` iterations in total (`.infinity` repeats forever).
    public init(numberOfRepetitions: Double, autoreverses: Bool = false) {
        let count = InterchangeDiagnostics.sanitized(numberOfRepetitions, "Repetition count",
                                                     rule: "must be positive", fallback: 1) { $0 > 0 }
        self.amount = .count(count)
        self.autoreverses = autoreverses
    }

    /// Repeats iterations for `duration` seconds (`.infinity` repeats forever); MotionInterchange's
    /// `MDMRepetitionOverTime`.
    public init(duration: Double, autoreverses: Bool = false) {
        if duration >= 0 {
            self.amount = .duration(duration)
        } else {
            InterchangeDiagnostics.logger.report(.warning, "Repetition duration \(duration) must not be negative; playing once")
            self.amount = .count(1)
        }
        self.autoreverses = autoreverses
    }

    /// Repeats forever.
    public static let forever = Repetition(numberOfRepetitions: .infinity)

    /// Repeats forever, autoreversing when asked.
    public static func forever(autoreverses: Bool) -> Repetition {
        Repetition(numberOfRepetitions: .infinity, autoreverses: autoreverses)
    }

    /// Whether the repetition never ends.
    public var isForever: Bool {
        switch amount {
        case .count(let count): count.isInfinite
        case .duration(let span): span.isInfinite
        }
    }
}
