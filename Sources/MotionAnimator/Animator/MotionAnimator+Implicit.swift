import Foundation
import MotionInterchange
import MotionMachine

// Implicit animations: writes inside a block become animations (reference §2.8, with its defects
// fixed).

extension MotionAnimator {
    /// Runs `animations` once; every write it makes to an animatable property (the 22 built-in ones
    /// and ``Animatable`` ones) becomes an animation, as `traits` say, from the value before the
    /// write to the value the block leaves.
    ///
    /// - A property written several times in the block gets one animation, from its value before
    ///   the block to its final value (MotionAnimator made one per write).
    /// - A write to a sub-path animates its whole property (``MotionLayer/x`` animates `position`).
    /// - Nested blocks make their own animations with their own traits; timing shifts and
    ///   interpolators belong to the innermost block.
    /// - Instant traits (no curve, a zero duration), a time scale of 0, or a transaction that
    ///   disables actions (``performWithoutAnimation(_:)``): the block's writes just set values, and
    ///   `completion(true)` is called at once; the block still runs only once (MotionAnimator ran it
    ///   twice). Properties in a layer's ``MotionLayer/disabledActions`` never animate.
    /// - `completion` is called once, after every animation the block created has ended: `true` if
    ///   all ran to their end, `false` if any was removed, replaced or stopped first. With nothing to
    ///   animate it is called at once with `true`.
    public func animate(with traits: AnimationTraits, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let request = request(traits, completion: completion)
        let animates = request.timeScale > 0 && !Self.isInstant(traits) && !Self.areActionsDisabled
        let scope = ImplicitScope(animates: animates, wantsPresentation: beginFromCurrentState, traits: traits,
                                  additive: additive)
        ImplicitScope.$current.withValue(scope) { animations() }
        for (event, shifts) in scope.close() {
            var shifted = request
            shifted.shifts = shifts
            event(self, shifted)
            callTracers()
        }
        request.group.settleIfEmpty()?()
    }

    /// Whether code running now is inside an animation block that animates.
    public static var isInAnimationsBlock: Bool { ImplicitScope.current?.animates ?? false }

    /// Inside an animation block, times the animations created in `animations` by `timing` (see
    /// ``AnimationTiming``); shifts nest and compose. Outside a block, `animations` just runs.
    /// - Returns: `timing`, for chaining.
    @discardableResult
    public static func shiftAnimationsTiming(by timing: AnimationTiming, animations: () -> Void) -> AnimationTiming {
        if let scope = ImplicitScope.current {
            scope.withShift(timing, animations)
        } else {
            animations()
        }
        return timing
    }

    /// Inside an animation block, times the animations created in `animations` by a shift with the
    /// given fields (see ``AnimationTiming``). Outside a block, `animations` just runs.
    /// - Returns: the shift applied.
    @discardableResult
    public static func shiftAnimationsTiming(beginTime: TimeInterval? = nil, duration: TimeInterval? = nil,
                                             speed: Double? = nil, timeOffset: TimeInterval? = nil,
                                             repeating: AnimationTiming.Repeating? = nil, autoreverses: Bool? = nil,
                                             fillMode: AnimationTiming.FillMode? = nil,
                                             animations: () -> Void) -> AnimationTiming {
        shiftAnimationsTiming(by: AnimationTiming(beginTime: beginTime, duration: duration, speed: speed,
                                                  timeOffset: timeOffset, repeating: repeating,
                                                  autoreverses: autoreverses, fillMode: fillMode),
                              animations: animations)
    }

    /// Inside an animation block, calls `interpolator` on every beat with the block's eased progress
    /// (0 to 1; a spring overshoots and oscillates), timed with the block and the shifts around this
    /// call, and a last time with the final progress when it ends. The block's completion waits for
    /// it. Inside an instant block it is called once, at once, with 1. Outside any block it is never
    /// called (and a diagnostic says so).
    public static func addAnimationInterpolator(_ interpolator: @escaping (_ progress: Double) -> Void) {
        guard let scope = ImplicitScope.current else {
            MotionDiagnostics.logger.report(.notice, "MotionAnimator.addAnimationInterpolator outside an animation block: the interpolator is never called")
            return
        }
        guard scope.animates else {
            interpolator(1)
            return
        }
        scope.recordInterpolator { animator, request in animator.addInterpolator(request, interpolator) }
    }
}
