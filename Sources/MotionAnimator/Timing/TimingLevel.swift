import Foundation

/// One level of Core Animation's timing hierarchy in the compact form an animation evaluates on
/// every draw: an affine map from its parent's time to its own (begin, speed, offset), then
/// repetition, autoreverse and fill.
///
/// Every level is made from a `MotionTiming`, MotionCore's description of the model, by
/// ``init(_:)``; `TimingDifferentialTests` checks that the two agree. A chain keeps its root level
/// as two numbers and rebuilds it with ``init(rootSpeed:duration:)``, which gives the fields
/// ``init(_:)`` gives a root's timing (the chain checks that it does). An
/// animation's timing is a chain of levels: the animator's time scale, each enclosing timing shift,
/// and the animation itself. See the *Timing shifts* article.
struct TimingLevel: Sendable, Hashable {
    /// When the level starts, in its parent's time.
    let begin: Double
    /// How fast its time runs against its parent's (finite, positive).
    let speed: Double
    /// Added to its time after the speed: a phase shift that wraps within an iteration.
    let offset: Double
    /// One play, forwards only (seconds of its own time; may be infinite).
    let duration: Double
    /// How long the level plays in its own time: the repeat duration if one is set, else the
    /// iteration times the repeat count if one is set, else one iteration.
    let activeDuration: Double
    /// Whether each iteration plays backwards after forwards.
    let autoreverses: Bool
    /// Whether times before the start show the start.
    let fillsBackwards: Bool
    /// Whether times after the end show the end.
    let fillsForwards: Bool

    // A draw reads only the fields above, for each level of each animation: the repetition is kept
    // as the span it gives, worked out once here.

    /// One iteration: the duration, twice when it autoreverses (so an iteration longer than the
    /// duration plays back on its second half).
    @inline(__always)
    var iteration: Double { Self.iteration(duration, autoreverses: autoreverses) }

    /// One iteration of a level playing `duration` forwards, and as long again backwards if it
    /// `autoreverses`.
    @inline(__always)
    private static func iteration(_ duration: Double, autoreverses: Bool) -> Double {
        duration * (autoreverses ? 2 : 1)
    }

    /// The compact form of `timing` (whose speed must be positive).
    init(_ timing: MotionTiming) {
        begin = timing.delay
        speed = timing.speed
        offset = timing.timeOffset
        duration = timing.duration
        autoreverses = timing.autoreverses
        let iteration = Self.iteration(timing.duration, autoreverses: timing.autoreverses)
        switch timing.repetition {
        case .duration(let span) where span > 0: activeDuration = span
        case .count(let count) where count > 0: activeDuration = iteration * count
        default: activeDuration = iteration
        }
        fillsBackwards = timing.fill.contains(.backwards)
        fillsForwards = timing.fill.contains(.forwards)
    }

    /// The level of a root that plays `speed` times as fast as its parent, for `duration`.
    init(speed: Double, duration: Double) {
        self.init(MotionTiming(duration: duration, speed: speed, fill: .both))
    }

    /// The root level whose (sanitized) speed and duration are `speed` and `duration`, as
    /// ``init(speed:duration:)`` made it: a root begins at 0, has no offset, plays one iteration
    /// forwards and fills both ways, so those two numbers are all that tell roots apart.
    @inline(__always)
    init(rootSpeed speed: Double, duration: Double) {
        begin = 0
        self.speed = speed
        offset = 0
        self.duration = duration
        autoreverses = false
        activeDuration = duration
        fillsBackwards = true
        fillsForwards = true
    }

    /// When the level ends, in its parent's time.
    var end: Double { begin + activeDuration / speed }

    /// `phase` wrapped into one iteration of `length`: 0…`length`.
    @inline(never)
    private static func wrapped(_ phase: Double, into length: Double) -> Double {
        let local = phase.truncatingRemainder(dividingBy: length)
        return local < 0 ? local + length : local
    }

    /// The level's basic time (0…duration, after repeats and reversal) at parent time `parent`, or
    /// `nil` when the level is not applied then (before its begin without backwards fill, after its end
    /// without forwards fill, unless `holdingEnd`: then the end's last instant counts, as for the
    /// final progress an animation reached). Inlined: every draw evaluates it for each level of each
    /// animation.
    @inline(__always)
    func basicTime(atParentTime parent: Double, holdingEnd: Bool = false) -> Double? {
        var elapsed = (parent - begin) * speed
        var atEnd = false
        if elapsed < 0 {
            guard fillsBackwards else { return nil }
            elapsed = 0
        }
        let active = activeDuration
        if elapsed >= active {
            guard fillsForwards || holdingEnd else { return nil }
            elapsed = active
            atEnd = true
        }
        let length = iteration
        guard length > 0 else { return atEnd ? duration : 0 }
        guard length.isFinite else { return min(elapsed + offset, duration) }
        let phase = elapsed + offset
        // Most animations play one iteration with no offset: skip the division then (a call of its
        // own, so the compiler does not compute the remainder on every draw and then discard it).
        var local = phase >= 0 && phase < length ? phase : Self.wrapped(phase, into: length)
        // The end of an iteration is its last instant, not the first of the next one.
        if atEnd && local == 0 && phase > 0 { local = length }
        return local <= duration ? local : 2 * duration - local
    }
}
