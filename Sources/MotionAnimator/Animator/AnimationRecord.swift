import Foundation
import MotionMachine

/// One running animation: its timing, its curve and the completion group it reports to. Subclasses
/// know where the value goes (a layer property, a custom property, a typed key path, an
/// interpolator).
class AnimationRecord {
    /// The animated key path, for replacement and tracing.
    let keyPath: String
    let chain: TimingChain
    let curve: ProgressCurve
    let clock: AnimatorClock
    let isAdditive: Bool
    /// Reported to when the record ends.
    var group: CompletionGroup?
    /// The animator that created the record.
    weak var owner: MotionAnimator?
    /// False once the record ended or was removed.
    var isLive = true
    /// Whether the object it animates is gone (set by the layer's `deinit`, or by a typed key path's
    /// record when it finds its object freed).
    final var orphaned = false
    /// Whether ``didBeat()`` does anything (so beats skip the call for layer records).
    final var needsBeats = false

    init(keyPath: String, chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock, isAdditive: Bool) {
        self.keyPath = keyPath
        self.chain = chain
        self.curve = curve
        self.clock = clock
        self.isAdditive = isAdditive
    }

    /// When the record ends, on its animator's clock.
    final var end: Double { chain.end }

    /// The eased progress at the clock's time, or `nil` when the animation is not applied then.
    @inline(__always)
    final func easedProgress() -> Double? {
        guard let time = chain.basicTime(at: clock.now) else { return nil }
        return curve.progress(atBasicTime: time, duration: chain.duration)
    }

    /// The value this animation shows on top of `below` (what the animations before it made) at the
    /// clock's time, or `nil` when it is not applied then or the result would not be finite (values
    /// near the largest Double can overflow when combined; such a frame keeps the value below).
    @inline(__always)
    final func shown<Value: AnimatorValue>(from: Value, to: Value, over below: @autoclosure () -> Value) -> Value? {
        guard let progress = easedProgress() else { return nil }
        let value = from.interpolated(to: to, fraction: progress)
        let shown = isAdditive ? value.composed(onto: below()) : value
        return shown.isFiniteValue ? shown : nil
    }

    /// Adds the animation's contribution to `properties` (layer properties only).
    func apply(to properties: inout LayerProperties) {}
    /// Called on every beat while live.
    func didBeat() {}
    /// Leaves the object it animates (the record ended or was removed).
    func detach() {}
    /// Reads the presentation value now and returns the write that makes it the model
    /// (``MotionAnimator/stopAllAnimations()`` reads every value before writing any).
    func presentationCommit() -> () -> Void { {} }
    /// Called once when the record ends, after ``detach()``.
    func didEnd(ranToEnd: Bool) {}
}

/// The animator's clock: the time of its tempo's last beat (or of the last animation added).
final class AnimatorClock {
    var now: Double
    init(now: Double) { self.now = now }
}
