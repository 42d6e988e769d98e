import Foundation

extension MotionTiming {
    /// How many iterations a timing plays, or for how long: Core Animation's `repeatCount` and
    /// `repeatDuration` as one value, so both cannot be set at once.
    ///
    /// An iteration is one leg, or two (forwards, then backwards) when the timing autoreverses, so
    /// `.count(2)` with autoreverse ends where it began and `.count(2.5)` ends at the far end.
    public enum Repetition: Sendable, Hashable {
        /// Plays this many iterations in total; fractions stop part-way, `.infinity` never stops.
        /// NaN, zero and negative counts play once, with a diagnostic.
        case count(Double)
        /// Repeats iterations for this many local seconds, stopping part-way if the span ends
        /// inside one. NaN and negative spans play once, with a diagnostic; `.infinity` never stops.
        case duration(TimeInterval)

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

        func sanitized() -> Repetition {
            switch self {
            case .count(let count) where count.isNaN || count <= 0:
                MotionDiagnostics.logger.report(.warning, "MotionTiming repeat count \(count) is not positive; playing once")
                return .once
            case .duration(let span) where span.isNaN || span < 0:
                MotionDiagnostics.logger.report(.warning, "MotionTiming repeat duration \(span) is not a non-negative number of seconds; playing once")
                return .once
            default:
                return self
            }
        }
    }
}
