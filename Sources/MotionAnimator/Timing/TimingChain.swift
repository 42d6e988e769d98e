import Foundation

/// An animation's whole timing: the levels from the animator's clock down to the animation, and
/// when it ends on that clock.
struct TimingChain: Sendable {
    /// The clock time the chain's root level counts from (when the animation was added).
    let start: Double
    /// The root level's speed and duration, all that a root keeps (see
    /// ``TimingLevel/init(rootSpeed:duration:)``): 16 bytes of the record a draw reads, where the
    /// whole level takes 48.
    private let rootSpeed: Double
    private let rootDuration: Double
    /// The enclosing timing shifts' levels, outermost first (none for most animations, and then no
    /// allocation: the root and the animation's level are stored inline, so a draw reads the chain
    /// from the record's own memory).
    let shifts: [TimingLevel]
    /// The animation's own level.
    let animation: TimingLevel

    /// The outermost level: the animator's time scale over the whole chain.
    @inline(__always)
    var root: TimingLevel { TimingLevel(rootSpeed: rootSpeed, duration: rootDuration) }

    /// The clock time the animation ends (infinite when it repeats forever).
    var end: Double { start + root.end }

    /// The animation's own simple duration.
    var duration: Double { animation.duration }

    /// Builds the chain for an animation level under `shifts` (outermost first), all under a root
    /// that plays `1 / timeScale` times as fast as the clock. A shift without a duration takes its
    /// contents' span.
    init(start: Double, timeScale: Double, shifts: [AnimationTiming], animation: TimingLevel) {
        self.start = start
        self.animation = animation
        var resolved: [TimingLevel] = []
        var contentsEnd = animation.end
        for shift in shifts.reversed() {
            let level = shift.level(spanning: contentsEnd)
            resolved.append(level)
            contentsEnd = level.end
        }
        self.shifts = resolved.reversed()
        let root = TimingLevel(speed: 1 / timeScale, duration: contentsEnd)
        rootSpeed = root.speed
        rootDuration = root.duration
        assert(self.root == root, "a root level is its speed and duration")
    }

    /// The animation's basic time at clock time `now`, or `nil` when some level is not applied.
    @inline(__always)
    func basicTime(at now: Double) -> Double? {
        basicTime(at: now, holdingEnds: false)
    }

    /// The animation's basic time at its end, where it stopped playing: every level's end counts as
    /// applied, so a shift that does not fill forwards (a `.removed` fill, a hold) still gives the
    /// progress the animation reached.
    var finalBasicTime: Double? {
        basicTime(at: end, holdingEnds: true)
    }

    @inline(__always)
    private func basicTime(at now: Double, holdingEnds: Bool) -> Double? {
        guard var time = root.basicTime(atParentTime: now - start, holdingEnd: holdingEnds) else { return nil }
        for level in shifts {
            guard let local = level.basicTime(atParentTime: time, holdingEnd: holdingEnds) else { return nil }
            time = local
        }
        return animation.basicTime(atParentTime: time, holdingEnd: holdingEnds)
    }
}
