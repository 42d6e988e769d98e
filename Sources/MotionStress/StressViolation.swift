/// A promise the engine broke in a stress case, with what it takes to replay it.
public struct StressViolation: Sendable, CustomStringConvertible {
    /// The run's seed.
    public let seed: UInt64
    /// The case within the run (cases are seeded from the run's seed and their index).
    public let caseIndex: Int
    /// The beat at which it was seen (−1 before the first beat, `beats` after the last).
    public let beat: Int
    /// What was broken.
    public let message: String

    /// "seed S case C beat B: message", enough to replay the case with `motion stress`.
    public var description: String { "seed \(seed) case \(caseIndex) beat \(beat): \(message)" }
}
