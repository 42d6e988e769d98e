/// A motion token of a spec document, resolved: its path, and the value its aliases and extension
/// give.
public struct MotionToken: Sendable, Hashable {
    /// What the token holds.
    public enum Value: Sendable, Hashable {
        /// A `duration` token, in seconds.
        case duration(Double)
        /// A `cubicBezier` token, or a curve held in the extension (a spring, a Penner easing).
        case curve(TimingCurve)
        /// A `transition` token: delay, duration, curve and (from the extension) repetition.
        case traits(AnimationTraits)
        /// A `number` token.
        case number(Double)
    }

    /// The token's dotted path: `motion.spring.snappy`.
    public let path: String
    /// The resolved value.
    public let value: Value
    /// The token's `$description`, if any.
    public let description: String?

    /// The traits, for a `transition` token.
    public var traits: AnimationTraits? {
        if case .traits(let traits) = value { return traits }
        return nil
    }
}
