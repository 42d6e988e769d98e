/// How an animation repeats, as data.
public struct Repetition: Sendable, Hashable, Codable {
    /// How many times the animation plays in total; `nil` repeats forever. At least 1.
    public var count: Int?
    /// Whether every other play runs backwards.
    public var autoreverses: Bool

    /// Plays once, forwards.
    public static let none = Repetition(count: 1, autoreverses: false)

    /// Creates a repetition; counts below 1 are raised to 1.
    public init(count: Int?, autoreverses: Bool = false) {
        self.count = count.map { max($0, 1) }
        self.autoreverses = autoreverses
    }
}
