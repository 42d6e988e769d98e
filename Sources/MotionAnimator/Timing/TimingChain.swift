import Foundation

/// An animation's whole timing: the levels from the animator's clock down to the animation, and
/// when it ends on that clock.
struct TimingChain: Sendable {
    /// The clock time the chain's root level counts from (when the animation was added).
    let start: Double
    /// The levels, outermost first; the last is the animation's own.
    let levels: [TimingLevel]
    /// The clock time the animation ends (infinite when it repeats forever).
    let end: Double

    /// The animation's own simple duration.
    var duration: Double { levels[levels.count - 1].duration }

    /// Builds the chain for an animation level under `shifts` (outermost first), all under a root
    /// that plays `1 / timeScale` times as fast as the clock. A shift without a duration takes its
    /// contents' span.
    init(start: Double, timeScale: Double, shifts: [AnimationTiming], animation: TimingLevel) {
        self.start = start
        var resolved = [animation]
        var contentsEnd = animation.end
        for shift in shifts.reversed() {
            let level = shift.level(spanning: contentsEnd)
            resolved.append(level)
            contentsEnd = level.end
        }
        let root = TimingLevel(speed: 1 / timeScale, duration: contentsEnd)
        resolved.append(root)
        levels = resolved.reversed()
        end = start + root.end
    }

    /// The animation's basic time at clock time `now`, or `nil` when some level is not applied.
    func basicTime(at now: Double) -> Double? {
        basicTime(at: now, holdingEnds: false)
    }

    /// The animation's basic time at its end, where it stopped playing: every level's end counts as
    /// applied, so a shift that does not fill forwards (a `.removed` fill, a hold) still gives the
    /// progress the animation reached.
    var finalBasicTime: Double? {
        basicTime(at: end, holdingEnds: true)
    }

    private func basicTime(at now: Double, holdingEnds: Bool) -> Double? {
        var time = now - start
        for level in levels {
            guard let local = level.basicTime(atParentTime: time, holdingEnd: holdingEnds) else { return nil }
            time = local
        }
        return time
    }
}
