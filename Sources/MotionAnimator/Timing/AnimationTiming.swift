import Foundation
import MotionMachine

/// A timing shift: changes to the timing of the animations created inside
/// ``MotionAnimator/shiftAnimationsTiming(by:animations:)``, UIAnimationToolbox's `UIAnimationTiming`.
///
/// Every field is optional; a field left `nil` leaves that aspect to the enclosing timing. A shift
/// is a level of Core Animation's timing hierarchy: its contents' time is
/// `(parent − beginTime) · speed + timeOffset`, wrapped into iterations of ``duration`` (by default
/// the span of what it contains: delays, durations and repeats), repeated, reversed and filled as its
/// fields say. Nested shifts compose, as nested Core Animation groups do.
///
/// Bad values are ignored with a diagnostic when the shift is applied: a speed that is not positive
/// and finite, a negative or non-finite begin time, offset, duration or repetition.
public struct AnimationTiming: Sendable, Hashable {
    /// How a shift repeats its contents.
    public enum Repeating: Sendable, Hashable {
        /// This many iterations (fractions allowed; `.infinity` repeats forever).
        case byCount(Double)
        /// Iterations for this many seconds of the shift's time.
        case byDuration(TimeInterval)
    }

    /// What a shift shows outside its active time (Core Animation's fill modes).
    public enum FillMode: Int, Sendable, Hashable, CaseIterable {
        /// Nothing outside the active time: before it and after it, the model value shows.
        case removed
        /// Before the active time, the contents' start.
        case backwards
        /// After the active time, the contents' end.
        case forwards
        /// Both.
        case both

        /// The same fill as MotionCore's `MotionTiming.Fill`.
        var fill: MotionTiming.Fill {
            switch self {
            case .removed: []
            case .backwards: .backwards
            case .forwards: .forwards
            case .both: .both
            }
        }
    }

    /// Seconds after the enclosing timing starts (the animation block, or an outer shift) at which
    /// the contents start.
    public var beginTime: TimeInterval?
    /// The length of one iteration; `nil` takes the contents' span.
    public var duration: TimeInterval?
    /// How fast the contents play: 2 is twice as fast.
    public var speed: Double?
    /// A phase shift: the contents start this far in and wrap around within an iteration.
    public var timeOffset: TimeInterval?
    /// How the contents repeat.
    public var repeating: Repeating?
    /// Whether each iteration plays forwards then backwards.
    public var autoreverses: Bool?
    /// What shows outside the active time; `nil` is ``FillMode/both`` (the shift hides nothing).
    public var fillMode: FillMode?

    /// Creates a shift with the given fields.
    public init(beginTime: TimeInterval? = nil, duration: TimeInterval? = nil, speed: Double? = nil,
                timeOffset: TimeInterval? = nil, repeating: Repeating? = nil, autoreverses: Bool? = nil,
                fillMode: FillMode? = nil) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeating = repeating
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The shift as a timing level over contents ending at `contentsEnd` (in the shift's own time):
    /// a `MotionTiming`, in the compact form the chain evaluates.
    func level(spanning contentsEnd: Double) -> TimingLevel {
        var speedValue = 1.0
        if let speed {
            if speed.isFinite && speed > 0 {
                speedValue = speed
            } else {
                MotionDiagnostics.logger.report(.warning, "AnimationTiming speed \(speed) ignored: a speed must be positive and finite (reverse play is the autoreverses field)")
            }
        }
        var repetition = MotionTiming.Repetition.once
        switch repeating {
        case .byCount(let count)?:
            // A count of 0 plays once, as Core Animation's repeatCount does.
            let checked = Self.checked(count, "repeat count", allowsZero: true, allowsInfinity: true) ?? 0
            if checked > 0 { repetition = .count(checked) }
        case .byDuration(let span)?:
            // A span of 0 is not set, as Core Animation's repeatDuration is.
            let checked = Self.checked(span, "repeat duration", allowsZero: true, allowsInfinity: true) ?? 0
            if checked > 0 { repetition = .duration(checked) }
        case nil: break
        }
        let timing = MotionTiming(delay: Self.checked(beginTime, "beginTime", allowsZero: true) ?? 0,
                                  duration: Self.checked(duration, "duration", allowsZero: false) ?? contentsEnd,
                                  speed: speedValue, timeOffset: Self.checked(timeOffset, "timeOffset", allowsZero: true) ?? 0,
                                  repetition: repetition, autoreverses: autoreverses ?? false,
                                  fill: (fillMode ?? .both).fill)
        return TimingLevel(timing)
    }

    private static func checked(_ value: Double?, _ name: String, allowsZero: Bool,
                                allowsInfinity: Bool = false) -> Double? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || (value == 0 && !allowsZero) || (value.isInfinite && !allowsInfinity) {
            MotionDiagnostics.logger.report(.warning, "AnimationTiming \(name) \(value) ignored: it must be \(allowsZero ? "" : "positive, ")finite and not negative")
            return nil
        }
        return value
    }
}

// MARK: - Presets and builders (UIAnimationToolbox's names)

extension AnimationTiming {
    /// Nothing of the contents shows until `delay` seconds in (the model value shows meanwhile),
    /// then they play: begin time and forwards fill.
    public static func makeDelay(delay: TimeInterval) -> AnimationTiming {
        AnimationTiming(beginTime: delay, fillMode: .forwards)
    }

    /// The contents hold their start until `duration` seconds in, then play: begin time and
    /// backwards fill.
    public static func makeHold(duration: TimeInterval) -> AnimationTiming {
        AnimationTiming(beginTime: duration, fillMode: .backwards)
    }

    /// The contents start `timeOffset` seconds into their span and wrap around.
    public static func makeShift(timeOffset: TimeInterval) -> AnimationTiming {
        AnimationTiming(timeOffset: timeOffset)
    }

    /// The contents play `speed` times as fast.
    public static func makeSpeed(speed: Double) -> AnimationTiming { AnimationTiming(speed: speed) }

    /// The contents play forwards then backwards.
    public static func makeAutoreversing(autoreverses: Bool) -> AnimationTiming { AnimationTiming(autoreverses: autoreverses) }

    /// The contents play `count` times (1 is once, as in Core Animation).
    public static func makeRepetition(count: Double) -> AnimationTiming { AnimationTiming(repeating: .byCount(count)) }

    /// The contents repeat for `duration` seconds.
    public static func makeRepetition(duration: TimeInterval) -> AnimationTiming {
        AnimationTiming(repeating: .byDuration(duration))
    }

    /// This shift, with a delay (begin time and forwards fill).
    public func delaying(for delay: TimeInterval) -> AnimationTiming {
        var copy = self
        (copy.beginTime, copy.fillMode) = (delay, .forwards)
        return copy
    }

    /// This shift, holding the start until `time` (begin time and backwards fill).
    public func holding(until time: TimeInterval) -> AnimationTiming {
        var copy = self
        (copy.beginTime, copy.fillMode) = (time, .backwards)
        return copy
    }

    /// This shift at `speed` (the toolbox's builder returned the old speed; this one sets it).
    public func speeding(_ speed: Double) -> AnimationTiming { settingSpeed(speed) }

    /// This shift with a phase shift.
    public func shifting(timeOffset: TimeInterval) -> AnimationTiming { settingTimeOffset(timeOffset) }

    /// This shift repeating `count` times.
    public func repeating(byCount count: Double) -> AnimationTiming { settingRepeating(.byCount(count)) }

    /// This shift repeating for `duration` seconds (the toolbox's builder also overwrote the duration;
    /// this one does not).
    public func repeating(byDuration duration: TimeInterval) -> AnimationTiming { settingRepeating(.byDuration(duration)) }

    /// This shift, autoreversing or not.
    public func autoreversing(_ autoreverses: Bool) -> AnimationTiming { settingAutoreverses(autoreverses) }

    /// This shift with `beginTime` set.
    public func settingBeginTime(_ value: TimeInterval?) -> AnimationTiming { with { $0.beginTime = value } }
    /// This shift with `duration` set.
    public func settingDuration(_ value: TimeInterval?) -> AnimationTiming { with { $0.duration = value } }
    /// This shift with `speed` set.
    public func settingSpeed(_ value: Double?) -> AnimationTiming { with { $0.speed = value } }
    /// This shift with `timeOffset` set.
    public func settingTimeOffset(_ value: TimeInterval?) -> AnimationTiming { with { $0.timeOffset = value } }
    /// This shift with `repeating` set.
    public func settingRepeating(_ value: Repeating?) -> AnimationTiming { with { $0.repeating = value } }
    /// This shift with `autoreverses` set.
    public func settingAutoreverses(_ value: Bool?) -> AnimationTiming { with { $0.autoreverses = value } }
    /// This shift with `fillMode` set.
    public func settingFillMode(_ value: FillMode?) -> AnimationTiming { with { $0.fillMode = value } }

    private func with(_ change: (inout AnimationTiming) -> Void) -> AnimationTiming {
        var copy = self
        change(&copy)
        return copy
    }
}
