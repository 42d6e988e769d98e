extension MotionTiming {
    /// The position at a moment of the parent's time.
    ///
    /// Positions inside the active window wrap `τ + timeOffset` (τ the active time) into one
    /// iteration; a leg boundary belongs to the leg it begins. After the window, the position is
    /// that at its end, with the end of a leg belonging to the leg it ends, so an autoreversing
    /// timing with a whole count ends at progress 1 of a backward leg. Before the delay (and for a
    /// NaN time), it is that at active time 0.
    /// - Parameter parentTime: seconds on the parent's clock, counted from the parent's start.
    /// - Returns: the position; its ``TimingPosition/isFilled`` says whether it shows.
    public func position(atParentTime parentTime: Double) -> TimingPosition {
        if parentTime.isNaN || parentTime < delay { return position(atActiveTime: 0, phase: .before) }
        let active = (parentTime - delay) * speed
        let window = activeDuration
        if active >= window || !active.isFinite { return endPosition(atActiveTime: window) }
        return position(atActiveTime: active, phase: .active)
    }

    /// The position at a moment of the outermost parent's time, through nested timings (outermost
    /// first): each level's parent time is the local time of the level above it.
    /// - Parameters:
    ///   - time: seconds on the clock that drives the outermost timing.
    ///   - timings: the nested timings, outermost first; the position returned is the last one's.
    /// - Returns: the innermost position, or `nil` when some outer level does not show (outside its
    ///   active window and not filled) or `timings` is empty.
    /// - Complexity: O(n) in the number of timings.
    public static func position(at time: Double, along timings: [MotionTiming]) -> TimingPosition? {
        var parentTime = time
        var position: TimingPosition?
        for timing in timings {
            if let outer = position {
                guard outer.isFilled else { return nil }
                parentTime = outer.localTime
            }
            position = timing.position(atParentTime: parentTime)
        }
        return position
    }

    /// The offset in legs, counted so the first iteration is iteration 0.
    private var offsetLegs: Double {
        duration > 0 && duration.isFinite ? timeOffset / duration : 0
    }

    /// The position `active` seconds into the window (inside it, or before it at 0).
    private func position(atActiveTime active: Double, phase: TimingPosition.Phase) -> TimingPosition {
        let filled = phase == .active || fill.contains(.backwards)
        if duration.isInfinite {
            // A clock that never ends its leg: local time is the affine map alone.
            return TimingPosition(phase: phase, isFilled: filled, cycle: 0, leg: 0, direction: .forward,
                                  progress: 0, localTime: active + timeOffset)
        }
        guard duration > 0 else {
            return make(phase: phase, filled: filled, legs: 0, legIndex: 0, progress: 0)
        }
        let time = active + timeOffset
        let legs = time / duration
        let index = legs.rounded(.down)
        // The time into the leg over the leg's length: the same operations as a motion's own beat
        // (see `Motion.run`), so a run and the motion it describes agree to the bit.
        let progress = (time - index * duration) / duration
        return make(phase: phase, filled: filled, legs: legs, legIndex: index, progress: min(max(progress, 0), 1))
    }

    /// The position at the end of the window, which lasts `window` active seconds.
    private func endPosition(atActiveTime window: Double) -> TimingPosition {
        let filled = fill.contains(.forwards)
        let legs = activeLegs + offsetLegs
        guard legs.isFinite else {
            // Only a frozen or endless timing gets here with an infinite window; it never ends.
            return position(atActiveTime: 0, phase: .after)
        }
        var index = legs.rounded(.down)
        var progress = legs - index
        // The window's end belongs to the leg it ends.
        if progress == 0 && activeLegs > 0 {
            index -= 1
            progress = 1
        }
        return make(phase: .after, filled: filled, legs: legs, legIndex: index, progress: progress)
    }

    private func make(phase: TimingPosition.Phase, filled: Bool, legs: Double, legIndex: Double,
                      progress: Double) -> TimingPosition {
        let perIteration = legsPerIteration
        // Legs and iterations count from the iteration the offset starts in.
        let firstIteration = (offsetLegs / perIteration).rounded(.down)
        let leg = legIndex - firstIteration * perIteration
        let backward = autoreverses && leg.truncatingRemainder(dividingBy: 2) != 0
        let direction: MotionDirection = backward ? .reverse : .forward
        let curve = backward ? 1 - progress : progress
        return TimingPosition(phase: phase, isFilled: filled, cycle: (leg / perIteration).rounded(.down), leg: leg,
                              direction: direction, progress: progress, localTime: curve * duration)
    }
}
