import Foundation
import MotionMachine

extension MotionAnimator {
    /// Removes every animation this animator created: the values jump to their model values, and
    /// completions report `false`. Other animators' animations are untouched.
    /// - Complexity: O(*n*) for *n* running animations.
    public func removeAllAnimations() {
        finish(live.filter(\.isLive), ranToEnd: false)
    }

    /// Sets each property this animator animates to the value it shows now, then removes the
    /// animations (completions report `false`). The values are read first, so stacked animations of
    /// one property commit their sum. Other animators' animations are untouched.
    /// - Complexity: O(*n*) for *n* running animations.
    public func stopAllAnimations() {
        let running = live.filter(\.isLive)
        let commits = running.map { $0.presentationCommit() }
        for commit in commits { commit() }
        finish(running, ranToEnd: false)
    }
}
