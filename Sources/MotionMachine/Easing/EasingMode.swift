/// Which end of a movement an easing family shapes: the start, the end, or both.
public enum EasingMode: String, Sendable, Codable, CaseIterable {
    /// Starts slowly and accelerates.
    case easeIn
    /// Starts quickly and decelerates.
    case easeOut
    /// Accelerates through the first half and decelerates through the second.
    case easeInOut
}
