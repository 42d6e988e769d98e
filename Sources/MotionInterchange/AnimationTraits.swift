/// The traits that define an animation apart from what it animates: delay, duration, timing curve
/// and repetition. Plain, `Codable` data, so motion specs can live in code, JSON or design tools.
public struct AnimationTraits: Sendable, Hashable, Codable {
    /// Seconds before the animation begins; never negative.
    public var delay: Double
    /// Seconds one play lasts; never negative.
    public var duration: Double
    /// The shape of progress over time.
    public var timingCurve: TimingCurve
    /// How the animation repeats.
    public var repetition: Repetition

    /// Creates traits. Non-finite or negative times become 0.
    public init(delay: Double = 0, duration: Double, timingCurve: TimingCurve = .easeInOut,
                repetition: Repetition = .none) {
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timingCurve = timingCurve
        self.repetition = repetition
    }
}
