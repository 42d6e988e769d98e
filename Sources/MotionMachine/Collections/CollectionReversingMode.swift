import Foundation

/// How a reversing ``MotionSequence`` plays its way back.
public enum CollectionReversingMode: Sendable, Equatable {
    /// The steps play again, each moving forward as before, in reverse order (lights blinking back
    /// down a row).
    case sequential
    /// The whole sequence plays backwards as one motion: each step stops at the end of its forward
    /// leg, and once the last one has, the steps play their reverse legs in reverse order.
    case contiguous
}
