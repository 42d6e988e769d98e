import Foundation
import MotionInterchange
import MotionMachine

/// One running animation: its timing, its curve and the completion group it reports to. Subclasses
/// know where the value goes (a layer property, a custom property, a typed key path, an
/// interpolator).
class AnimationRecord {
    // A draw reads the object's header (to call ``apply(to:at:)``), then the timing, the curve and
    // the clock, then a ``LayerPropertyRecord``'s values and closures. With the flags below beside
    // the header, these fill the record's first four cache lines; what no draw reads lives in
    // ``details``.

    /// What the record keeps for everything but drawing.
    final let details: AnimationDetails
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
    let isAdditive: Bool
    /// The space a color animation moves through (its traits' `colorInterpolation`); `nil` moves
    /// the stored components. Read only by records of `MotionColor` values.
    final var colorSpace: ColorInterpolation?
    let chain: TimingChain
    let curve: ProgressCurve
    let clock: AnimatorClock

    init(keyPath: String, chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock, isAdditive: Bool) {
        details = AnimationDetails(keyPath: keyPath, end: chain.end)
        self.chain = chain
        self.curve = curve
        self.clock = clock
        self.isAdditive = isAdditive
    }

    /// The animated key path, for replacement and tracing.
    final var keyPath: String { details.keyPath }
    /// When the record ends, on its animator's clock (see ``AnimationDetails/end``).
    final var end: Double {
        get { details.end }
        set { details.end = newValue }
    }
    /// Reported to when the record ends.
    final var group: CompletionGroup? {
        get { details.group }
        set { details.group = newValue }
    }
    /// The animator that created the record.
    final var owner: MotionAnimator? {
        get { details.owner }
        set { details.owner = newValue }
    }
    /// What the animation was made with, for ``MotionLayer/animations(forKey:as:)``.
    final var settings: AnimationSettings? {
        get { details.settings }
        set { details.settings = newValue }
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
        // Specialized per value type, the test folds away: only color records read the space.
        let value: Value
        if Value.self == MotionColor.self, let space = colorSpace, let start = from as? MotionColor, let end = to as? MotionColor,
           let blended = start.interpolated(to: end, fraction: progress, in: space) as? Value {
            value = blended
        } else {
            value = from.interpolated(to: to, fraction: progress)
        }
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
