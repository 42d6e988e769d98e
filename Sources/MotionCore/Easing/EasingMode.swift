/// Which end of a movement an easing family shapes: the start, the end, or both. (MotionMachine
/// makes it `Codable`, by its raw value.)
public enum EasingMode: String, Sendable, Hashable, CaseIterable {
    /// Starts slowly and accelerates.
    case easeIn
    /// Starts quickly and decelerates.
    case easeOut
    /// Accelerates through the first half and decelerates through the second.
    case easeInOut
}
