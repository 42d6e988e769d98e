/// A promise the engine broke in a stress case, with what it takes to replay it.
package struct StressViolation: Sendable, CustomStringConvertible {
    /// The run's seed.
    package let seed: UInt64
    /// The case within the run (cases are seeded from the run's seed and their index).
    package let caseIndex: Int
    /// The beat at which it was seen (−1 before the first beat, `beats` after the last).
    package let beat: Int
    /// What was broken.
    package let message: String

    /// "seed S case C beat B: message", enough to replay the case with `motion stress`.
    package var description: String { "seed \(seed) case \(caseIndex) beat \(beat): \(message)" }
}
