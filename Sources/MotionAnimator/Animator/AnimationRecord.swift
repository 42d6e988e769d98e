import Foundation
import MotionInterchange
import MotionMachine

/// One running animation: its timing, its curve and the completion group it reports to. Subclasses
/// know where the value goes (a layer property, a custom property, a typed key path, an
/// interpolator).
class AnimationRecord {
    // What no draw reads comes first, in the cache line of the object's header (which a draw reads
    // to call ``apply(to:at:)``); then what a draw reads, in order, so that a draw of a record and
    // the values after it (``LayerPropertyRecord``) reads four cache lines.

    /// The animated key path, for replacement and tracing.
    let keyPath: String
    /// Reported to when the record ends.
    var group: CompletionGroup?
    /// The animator that created the record.
    weak var owner: MotionAnimator?
    /// When the record ends, on its animator's clock: the chain's end, mapped through the layer's
    /// timing; infinite while the layer is paused or plays backwards. Changed only by
    /// ``MotionLayer`` when its timing changes, which then rebuilds the animator's end queue.
    final var end: Double
    /// What the animation was made with, for ``MotionLayer/animations(forKey:as:)``.
    final var settings: AnimationSettings?
    /// False once the record ended or was removed.
    var isLive = true
    /// Whether the object it animates is gone (set by the layer's `deinit`, or by a typed key path's
    /// record when it finds its object freed).
    final var orphaned = false
    /// Whether ``didBeat()`` does anything (so beats skip the call for layer records).
    final var needsBeats = false
    /// Whether the record stays on its layer after it ran to its end (`isRemovedOnCompletion =
    /// false`), showing what its fill mode shows until it is removed or replaced.
    final var keepsAfterEnd = false

    let chain: TimingChain
    let curve: ProgressCurve
    let clock: AnimatorClock
    let isAdditive: Bool

    init(keyPath: String, chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock, isAdditive: Bool) {
        self.keyPath = keyPath
        self.chain = chain
        self.curve = curve
        self.clock = clock
        self.isAdditive = isAdditive
        end = chain.end
    }

    /// The eased progress at `now` (the clock's time, or a layer's local time for an animation on a
    /// layer), or `nil` when the animation is not applied then.
    @inline(__always)
    final func easedProgress(at now: Double) -> Double? {
        guard let time = chain.basicTime(at: now) else { return nil }
        return curve.progress(atBasicTime: time, duration: chain.duration)
    }

    /// The value this animation shows on top of `below` (what the animations before it made) at
    /// `now` (see ``easedProgress(at:)``), or `nil` when it is not applied then or the result would
    /// not be finite (values near the largest Double can overflow when combined; such a frame keeps
    /// the value below).
    @inline(__always)
    final func shown<Value: AnimatorValue>(from: Value, to: Value, at now: Double,
                                           over below: @autoclosure () -> Value) -> Value? {
        guard let progress = easedProgress(at: now) else { return nil }
        let value = from.interpolated(to: to, fraction: progress)
        let shown = isAdditive ? value.composed(onto: below()) : value
        return shown.isFiniteValue ? shown : nil
    }

    /// Ends the record: a running one through its animator (its completion learns `ranToEnd`), one
    /// kept after its end (or whose animator is gone) by leaving its object.
    final func terminate(ranToEnd: Bool) {
        if isLive, let owner { owner.finish([self], ranToEnd: ranToEnd) } else { detach() }
    }

    /// The values the animation runs between (for additive ones, the delta and the neutral delta),
    /// for inspection; `nil` for an interpolator.
    var values: (from: any AnimatorValue, to: any AnimatorValue)? { nil }

    /// Adds the animation's contribution to `properties` at the layer's local time `now` (layer
    /// properties only).
    func apply(to properties: inout LayerProperties, at now: Double) {}
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

/// What an animation was made with: the request's traits, time scale and shifts, and its own fill
/// and removal.
///
/// Read only when you inspect a layer's animations, never by a draw: kept in an object of its own,
/// so the record that every draw reads stays small (the traits alone take 66 bytes).
final class AnimationSettings {
    let traits: AnimationTraits
    let timeScale: Double
    let shifts: [AnimationTiming]
    let fillMode: AnimationTiming.FillMode
    let isRemovedOnCompletion: Bool

    init(traits: AnimationTraits, timeScale: Double, shifts: [AnimationTiming], fillMode: AnimationTiming.FillMode,
         isRemovedOnCompletion: Bool) {
        self.traits = traits
        self.timeScale = timeScale
        self.shifts = shifts
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }
}
