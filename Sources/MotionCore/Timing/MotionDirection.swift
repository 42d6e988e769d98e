/// The direction of the current leg of a motion.
public enum MotionDirection: Sendable, Equatable {
    /// From start values towards end values.
    case forward
    /// From end values back towards start values (the second leg of a reversing cycle).
    case reverse
}
