/// When and how fast a moveable plays: delay, leg duration, speed, time offset, repetition,
/// autoreverse and fill, as one `Sendable` value.
///
/// The mapping from a parent's time to a position in the timing follows Core Animation's model
/// (see the timing article):
///
/// 1. Active time: `τ = (parentTime − delay) · speed`. Before the delay the timing is in its
///    ``TimingPosition/Phase/before`` phase.
/// 2. The active duration is the leg ``duration`` times the number of legs that ``repetition``
///    asks for (two legs per iteration when ``autoreverses``); from then on the timing is
///    ``TimingPosition/Phase/after``.
/// 3. Inside it, `τ + timeOffset` is wrapped into one iteration; the second half of an autoreversing
///    iteration plays the first half backwards.
///
/// Timings nest: a child's parent time is its parent's local time
/// (``TimingPosition/localTime``), so speeds multiply down a tree and offsets add after scaling
/// (``position(at:along:)``).
///
/// ```swift
/// let timing = MotionTiming(duration: 1, repetition: .count(1.5), autoreverses: true)
/// timing.position(atParentTime: 2.25).curveProgress   // 0.25, on the forward leg of the second cycle
/// ```
///
/// Invalid numbers are sanitized by ``SanitizingRule``: a NaN, infinite or negative delay becomes 0;
/// a NaN or negative duration becomes 0 (an infinite one is a clock that never ends a leg); a
/// negative speed becomes 0 (frozen) and a NaN or +∞ one 1; a non-finite offset becomes 0; see
/// ``Repetition`` for counts. The core has no logger: ``adjustments`` says which fields a rule
/// changed, for the code above it to report.
public struct MotionTiming: Sendable, Hashable {
    /// Fields of a timing.
    public struct Fields: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        /// Creates a set of fields from its raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// ``MotionTiming/delay``.
        public static let delay = Fields(rawValue: 1 << 0)
        /// ``MotionTiming/duration``.
        public static let duration = Fields(rawValue: 1 << 1)
        /// ``MotionTiming/speed``.
        public static let speed = Fields(rawValue: 1 << 2)
        /// ``MotionTiming/timeOffset``.
        public static let timeOffset = Fields(rawValue: 1 << 3)
        /// ``MotionTiming/repetition``.
        public static let repetition = Fields(rawValue: 1 << 4)
    }

    /// The fields whose last given value a sanitizing rule replaced. Not part of equality: two
    /// timings with the same values are equal however they were given.
    public private(set) var adjustments: Fields = []

    private var storedDelay: Double = 0
    private var storedDuration: Double = 0
    private var storedSpeed: Double = 1
    private var storedOffset: Double = 0
    private var storedRepetition: Repetition = .once

    /// Whether each iteration plays its leg forwards, then backwards.
    public var autoreverses: Bool

    /// Whether the timing shows its first position before its delay ends and its final one after
    /// its active duration.
    public var fill: Fill

    /// Parent seconds before the timing begins (Core Animation's `beginTime`, relative to the
    /// parent's start). Not scaled by ``speed``.
    public var delay: Double {
        get { storedDelay }
        set {
            storedDelay = SanitizingRule.timeSpan(newValue)
            note(.delay, newValue, storedDelay)
        }
    }

    /// Local seconds one leg lasts; `.infinity` for a clock that never ends its leg (a layer's
    /// timing, say), 0 for an instant change.
    public var duration: Double {
        get { storedDuration }
        set {
            if newValue == .infinity {
                storedDuration = newValue
                adjustments.remove(.duration)
                return
            }
            storedDuration = SanitizingRule.timeSpan(newValue)
            note(.duration, newValue, storedDuration)
        }
    }

    /// Local seconds per parent second: 2 plays twice as fast, 0 freezes at ``timeOffset``.
    public var speed: Double {
        get { storedSpeed }
        set {
            storedSpeed = SanitizingRule.speed(newValue)
            note(.speed, newValue, storedSpeed)
        }
    }

    /// Local seconds added after scaling: shifts the phase the timing starts at without moving or
    /// lengthening its active window.
    public var timeOffset: Double {
        get { storedOffset }
        set {
            storedOffset = SanitizingRule.finite(newValue, fallback: 0)
            note(.timeOffset, newValue, storedOffset)
        }
    }

    /// How many iterations play, or for how long.
    public var repetition: Repetition {
        get { storedRepetition }
        set {
            storedRepetition = newValue.sanitized
            if !newValue.isValid { adjustments.insert(.repetition) } else { adjustments.remove(.repetition) }
        }
    }

    /// Creates a timing; every argument is sanitized as the type describes.
    /// - Parameters:
    ///   - delay: parent seconds before it begins.
    ///   - duration: local seconds one leg lasts.
    ///   - speed: local seconds per parent second.
    ///   - timeOffset: local seconds added to the phase.
    ///   - repetition: how many iterations play, or for how long.
    ///   - autoreverses: whether each iteration plays backwards after forwards.
    ///   - fill: whether the first and last positions show outside the active window. The default,
    ///     ``Fill/forwards``, is a motion's: nothing is written during the delay, and the final values stay.
    public init(delay: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                repetition: Repetition = .once, autoreverses: Bool = false, fill: Fill = .forwards) {
        self.autoreverses = autoreverses
        self.fill = fill
        self.delay = delay
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repetition = repetition
    }

    private mutating func note(_ field: Fields, _ given: Double, _ stored: Double) {
        if SanitizingRule.changed(given, into: stored) { adjustments.insert(field) } else { adjustments.remove(field) }
    }

    public static func == (a: MotionTiming, b: MotionTiming) -> Bool {
        a.storedDelay == b.storedDelay && a.storedDuration == b.storedDuration && a.storedSpeed == b.storedSpeed
            && a.storedOffset == b.storedOffset && a.storedRepetition == b.storedRepetition
            && a.autoreverses == b.autoreverses && a.fill == b.fill
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedDelay)
        hasher.combine(storedDuration)
        hasher.combine(storedSpeed)
        hasher.combine(storedOffset)
        hasher.combine(storedRepetition)
        hasher.combine(autoreverses)
        hasher.combine(fill)
    }

    // MARK: Derived spans

    /// Legs per iteration: 2 when autoreversing, else 1.
    public var legsPerIteration: Double { autoreverses ? 2 : 1 }

    /// Local seconds one iteration lasts.
    public var iterationDuration: Double { duration * legsPerIteration }

    /// The number of legs the active window holds (fractional when the repetition is); infinite
    /// for an endless timing. A zero-length leg repeated without end plays one iteration: it could
    /// never show anything else.
    public var activeLegs: Double {
        switch repetition {
        case .count(let count):
            if count.isInfinite && duration == 0 { return legsPerIteration }
            return count * legsPerIteration
        case .duration(let span):
            guard duration > 0 else { return legsPerIteration }
            return duration.isInfinite ? .infinity : span / duration
        }
    }

    /// Local seconds of the active window (Core Animation's active duration, before speed).
    public var activeDuration: Double {
        guard duration > 0 else { return 0 }
        if case .duration(let span) = repetition { return span }
        return activeLegs * duration
    }

    /// Parent seconds from the parent's start to the end of the active window: the delay plus the
    /// active duration divided by speed (infinite when frozen with anything left to play).
    public var parentDuration: Double {
        let active = activeDuration
        guard active > 0 else { return delay }
        return delay + (speed > 0 ? active / speed : .infinity)
    }

    /// Whether the active window never ends.
    public var isEndless: Bool { parentDuration.isInfinite }
}
