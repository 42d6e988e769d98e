extension MotionTiming {
    /// How many iterations a timing plays, or for how long: Core Animation's `repeatCount` and
    /// `repeatDuration` as one value, so both cannot be set at once.
    ///
    /// An iteration is one leg, or two (forwards, then backwards) when the timing autoreverses, so
    /// `.count(2)` with autoreverse ends where it began and `.count(2.5)` ends at the far end.
    public enum Repetition: Sendable, Hashable {
        /// Plays this many iterations in total; fractions stop part-way, `.infinity` never stops.
        /// NaN, zero and negative counts play once (see ``sanitized``).
        case count(Double)
        /// Repeats iterations for this many local seconds, stopping part-way if the span ends
        /// inside one. NaN and negative spans play once (see ``sanitized``); `.infinity` never stops.
        case duration(Double)

        /// One iteration.
        public static let once = Repetition.count(1)
        /// Iterations without end.
        public static let forever = Repetition.count(.infinity)

        /// Whether iterations never stop.
        public var isForever: Bool {
            switch self {
            case .count(let count): count.isInfinite
            case .duration(let span): span.isInfinite
            }
        }

        /// Whether the repetition is valid as given: a positive count (or `.infinity`), or a span that
        /// is not negative.
        public var isValid: Bool {
            switch self {
            case .count(let count): !(count.isNaN || count <= 0)
            case .duration(let span): !(span.isNaN || span < 0)
            }
        }

        /// This repetition if it is valid, else ``once``.
        public var sanitized: Repetition { isValid ? self : .once }
    }
}
