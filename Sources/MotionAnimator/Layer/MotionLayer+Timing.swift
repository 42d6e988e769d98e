import Foundation
import MotionMachine

// A layer's own timing, Core Animation's `CAMediaTiming` on `CALayer`: the layer's local time is
// (parent time − beginTime) × speed + timeOffset, where the parent is the superlayer's local time or,
// at the top, the animators' clock. Animations on the layer read their timing chain in that local
// time, so the layer's timing composes with the animator's time scale and with timing shifts.

extension MotionLayer {
    /// The layer's local time at clock time `time` (the time of the tempo the animators run on).
    /// - Complexity: O(*d*) for *d* superlayers with timing of their own; O(1) when none has.
    @inline(__always)
    func localTime(atClockTime time: Double) -> Double {
        followsClock ? time : timedLocalTime(atClockTime: time)
    }

    private func timedLocalTime(atClockTime time: Double) -> Double {
        let parent = superlayer?.localTime(atClockTime: time) ?? time
        return (parent - beginTime) * speed + timeOffset
    }

    /// The clock time at which the layer's local time is `local`. A layer (or superlayer) with speed
    /// 0 shows one local time whenever it is asked; its inverse is taken at its ``beginTime``.
    func clockTime(atLocalTime local: Double) -> Double {
        guard !followsClock else { return local }
        let parent = speed == 0 ? beginTime : (local - timeOffset) / speed + beginTime
        return superlayer?.clockTime(atLocalTime: parent) ?? parent
    }

    /// The product of the speeds from the clock down to this layer.
    private var effectiveSpeed: Double {
        followsClock ? 1 : speed * (superlayer?.effectiveSpeed ?? 1)
    }

    /// When, on the clock, the layer's local time reaches `local` going forwards from clock time
    /// `now`: now if it already has, never (infinity) if the layer is paused or plays backwards.
    func clockTime(whenLocalTimeReaches local: Double, now: Double) -> Double {
        guard !followsClock else { return local }
        if localTime(atClockTime: now) >= local { return now }
        guard effectiveSpeed > 0 else { return .infinity }
        return max(clockTime(atLocalTime: local), now)
    }

    /// Converts `time` from `layer`'s local time (the clock's when `nil`) to this layer's.
    /// Core Animation's `convertTime(_:from:)`.
    public func convertTime(_ time: Double, from layer: MotionLayer?) -> Double {
        localTime(atClockTime: layer?.clockTime(atLocalTime: time) ?? time)
    }

    /// Converts `time` from this layer's local time to `layer`'s (the clock's when `nil`).
    /// Core Animation's `convertTime(_:to:)`.
    public func convertTime(_ time: Double, to layer: MotionLayer?) -> Double {
        let clock = clockTime(atLocalTime: time)
        return layer?.localTime(atClockTime: clock) ?? clock
    }

    /// Pauses the layer's animations (and its sublayers') where they are at clock time `time`: speed
    /// 0, with the time offset keeping the local time they had. `time` is usually the animators'
    /// tempo's `currentTime`.
    public func pauseAnimations(atClockTime time: Double) {
        let local = localTime(atClockTime: time)
        speed = 0
        timeOffset = local
    }

    /// Resumes animations paused by ``pauseAnimations(atClockTime:)`` from where they stopped, at
    /// clock time `time`: speed 1, with the begin time moved by the length of the pause.
    public func resumeAnimations(atClockTime time: Double) {
        let paused = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        beginTime = localTime(atClockTime: time) - paused
    }

    /// Adds `layer` as the last sublayer: its time then counts in this layer's. A layer that has a
    /// superlayer leaves it first; adding a layer to itself or to one of its sublayers is refused
    /// with a diagnostic.
    public func addSublayer(_ layer: MotionLayer) {
        var ancestor: MotionLayer? = self
        while let current = ancestor {
            if current === layer {
                MotionDiagnostics.logger.report(.warning, "MotionLayer.addSublayer refused: the layer would become its own superlayer")
                return
            }
            ancestor = current.superlayer
        }
        layer.removeFromSuperlayer()
        sublayers.append(layer)
        layer.superlayer = self
        layer.timelineDidChange()
    }

    /// Removes the layer from its superlayer: its time counts on the clock again.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
        timelineDidChange()
    }

    /// A timing property changed from `oldValue`: sanitizes it, then retimes the animations.
    func timingDidChange(_ property: ReferenceWritableKeyPath<MotionLayer, Double>, _ oldValue: Double) {
        let value = self[keyPath: property]
        guard value.isFinite else {
            MotionDiagnostics.logger.report(.warning, "MotionLayer \(property) = \(value) refused: layer timing must be finite")
            self[keyPath: property] = oldValue
            return
        }
        guard value != oldValue else { return }
        timelineDidChange()
    }

    /// The layer's timeline changed (its timing, a superlayer's, or its superlayer): recomputes
    /// whether it follows the clock and when each running animation on it and its sublayers ends,
    /// then rebuilds the end queues of the animators concerned.
    /// - Complexity: O(*a* + *n*) for *a* animations on the layers and *n* running in their animators.
    func timelineDidChange() {
        var animators: [MotionAnimator] = []
        retime(into: &animators)
        for animator in animators { animator.ends.compact() }
    }

    private func retime(into animators: inout [MotionAnimator]) {
        followsClock = beginTime == 0 && speed == 1 && timeOffset == 0 && (superlayer?.followsClock ?? true)
        for record in animations where record.isLive {
            let end = clockTime(whenLocalTimeReaches: record.chain.end, now: record.clock.now)
            guard end != record.end else { continue }
            record.end = end
            if let owner = record.owner, !animators.contains(where: { $0 === owner }) { animators.append(owner) }
        }
        for sublayer in sublayers { sublayer.retime(into: &animators) }
    }
}
