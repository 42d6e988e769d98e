import Foundation
import MotionInterchange

/// What an animation record keeps for everything but drawing: its key path, its end, the animator
/// that made it, the completion group it reports to and what it was made with.
///
/// Kept apart from the record, so that the record a draw reads holds only what a draw needs (see
/// ``AnimationRecord``): the animator's beat reads ``end`` through this object when it orders or
/// ends animations, and adding, removing and inspecting animations read the rest.
final class AnimationDetails {
    /// The animated key path, for replacement and tracing.
    let keyPath: String
    /// When the record ends, on its animator's clock: the chain's end, mapped through the layer's
    /// timing; infinite while the layer is paused or plays backwards. Changed only by
    /// ``MotionLayer`` when its timing changes, which then rebuilds the animator's end queue.
    var end: Double
    /// The animator that created the record.
    weak var owner: MotionAnimator?
    /// Reported to when the record ends.
    var group: CompletionGroup?
    /// What the animation was made with, for ``MotionLayer/animations(forKey:as:)``; set when the
    /// animator adds the record.
    var settings: AnimationSettings?

    init(keyPath: String, end: Double) {
        self.keyPath = keyPath
        self.end = end
    }
}

/// What an animation was made with: the request's traits, time scale and shifts, and its own fill
/// and removal. Read only when you inspect a layer's animations, never by a draw.
struct AnimationSettings {
    let traits: AnimationTraits
    let timeScale: Double
    let shifts: [AnimationTiming]
    let fillMode: AnimationTiming.FillMode
    let isRemovedOnCompletion: Bool
}
