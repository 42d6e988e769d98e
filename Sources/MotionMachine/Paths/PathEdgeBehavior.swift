/// What a motion along a path does with progress outside the path: an easing that overshoots
/// (``EasingBack``, ``EasingElastic``) or a launch that travels past an end.
public enum PathEdgeBehavior: Sendable, Hashable {
    /// The point stops at the motion's start or end position and waits there while the progress
    /// is beyond it. A ``PathPhysicsMotion`` turns this into a collision with the end, with no
    /// bounce unless a restitution is given.
    case stopAtEdges
    /// Progress past one end of the path continues from the other (a closed path's natural
    /// reading): 1.1 is 0.1, −0.2 is 0.8.
    case contiguousEdges

    /// Where a point with `progress` stands, for a motion between `start` and `end` (0…1).
    @inlinable func position(for progress: Double, start: Double, end: Double) -> Double {
        switch self {
        case .stopAtEdges:
            return min(max(progress, min(start, end)), max(start, end))
        case .contiguousEdges:
            if progress >= 0 && progress <= 1 { return progress }
            return progress - progress.rounded(.down)
        }
    }
}
