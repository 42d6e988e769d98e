import Foundation
@_spi(Kernel) import MotionKernel

/// The arithmetic of a moveable's timeline: which leg a moment falls in, and the progress figures
/// derived from it. Pure data, no side effects; the moveable walks the boundaries and fires callbacks.
///
/// Movement time counts from the end of the delay. A leg lasts `duration`; a cycle is one leg, or two
/// (forward, then reverse) when reversing; a run is `repeatCycles + 1` cycles when repeating
/// (unbounded for ``REPEAT_INFINITE``), else one. A ``repetition`` given as the timing value gives
/// it instead: a fractional count or a span of time may end the run part-way through a leg.
struct MotionTimeline {
    /// Seconds one leg lasts.
    var duration: TimeInterval = 0 { didSet { measure() } }
    /// How long the run is: ``repeatCycles``, or a repetition given as the timing value in its place.
    private var length: Length = .cycles(REPEAT_INFINITE) { didSet { measure() } }
    /// The settings and the position's yes-or-no facts.
    private var flags: Flags = []

    /// The timeline's yes-or-no facts, as one set.
    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let reversing = Flags(rawValue: 1 << 0)
        static let repeating = Flags(rawValue: 1 << 1)
        static let endsPartway = Flags(rawValue: 1 << 2)
        static let isComplete = Flags(rawValue: 1 << 3)
        static let isReverseLeg = Flags(rawValue: 1 << 4)
    }

    /// Whether each cycle plays a reverse leg after its forward one.
    var reversing: Bool {
        get { flags.contains(.reversing) }
        set { flags.set(.reversing, newValue); measure() }
    }
    /// Whether the run repeats (see ``repeatCycles``).
    var repeating: Bool {
        get { flags.contains(.repeating) }
        set { flags.set(.repeating, newValue); measure() }
    }
    /// Whether the run ends part-way through a leg (see ``partialFinalLeg``): a beat reads it, so it
    /// is kept too.
    private(set) var endsPartway: Bool {
        get { flags.contains(.endsPartway) }
        set { flags.set(.endsPartway, newValue) }
    }
    /// Whether the last leg has finished.
    private(set) var isComplete: Bool {
        get { flags.contains(.isComplete) }
        set { flags.set(.isComplete, newValue) }
    }
    /// Whether the current leg is a reverse leg (odd legs of a reversing run).
    private(set) var isReverseLeg: Bool {
        get { flags.contains(.isReverseLeg) }
        set { flags.set(.isReverseLeg, newValue) }
    }

    /// The run's length as the timing value gives it (`MotionTiming.Repetition`), in place of
    /// ``repeating`` and ``repeatCycles``; `nil` when those apply. Setting `nil` keeps the whole
    /// cycles the repetition came to (``repeatCycles``).
    var repetition: MotionTiming.Repetition? {
        get {
            switch length {
            case .cycles: nil
            case .count(let count): .count(count)
            case .duration(let span): .duration(span)
            }
        }
        set {
            switch newValue {
            case .count(let count)?: length = .count(count)
            case .duration(let span)?: length = .duration(span)
            case nil: length = .cycles(repeatCycles)
            }
        }
    }

    /// The number of extra cycles when ``repeating`` (``REPEAT_INFINITE`` for no end). While a
    /// ``repetition`` applies, the whole cycles it comes to: a count rounded up, less one (a count
    /// of 2.5 is 2 extra cycles), and no end for a span or an endless count. Setting it replaces the
    /// repetition.
    var repeatCycles: UInt {
        get {
            switch length {
            case .cycles(let cycles): cycles
            case .count(let count) where count.isInfinite: REPEAT_INFINITE
            case .count(let count): count > 1 ? UInt(min(count.rounded(.up), Double(UInt32.max))) - 1 : 0
            case .duration: REPEAT_INFINITE
            }
        }
        set { length = .cycles(newValue) }
    }

    /// A run's length, one of two descriptions (each follows from the other, so only one is kept).
    private enum Length {
        /// Extra cycles when ``repeating``.
        case cycles(UInt)
        /// `MotionTiming.Repetition.count(_:)`, already sanitized.
        case count(Double)
        /// `MotionTiming.Repetition.duration(_:)`, already sanitized.
        case duration(TimeInterval)
    }

    /// The number of legs in the run (``cycleCount`` × ``legsPerCycle``): worked out when read, a
    /// few instructions, rather than kept beside the settings it follows from.
    var legCount: Double {
        @inline(__always) get { cycleCount * legsPerCycle }
    }

    /// Whether leg `leg` plays to its end before the run is over (it is not a final leg that the run
    /// leaves part-way).
    func isWholeLeg(_ leg: Double) -> Bool { leg + 1 <= legCount }

    var legsPerCycle: Double { reversing ? 2 : 1 }

    var isEndless: Bool {
        if let repetition { return repetition.isForever }
        return repeating && repeatCycles == REPEAT_INFINITE
    }

    /// Cycles in the run (fractional when the ``repetition`` is). A zero-length cycle repeated forever
    /// runs once: it could never show anything. One switch over the stored length, as a beat reads
    /// it through ``legCount``.
    var cycleCount: Double {
        @inline(__always) get {
        // An endless run: a repeat count of REPEAT_INFINITE, or an infinite count or span.
        let endless = duration > 0 ? Double.infinity : 1
        switch length {
        case .cycles(let extra):
            guard repeating else { return 1 }
            return extra == REPEAT_INFINITE ? endless : Double(extra) + 1
        case .count(let count):
            return count.isInfinite ? endless : count
        case .duration(let span):
            if span.isInfinite { return endless }
            return duration > 0 ? span / (duration * legsPerCycle) : 1
        }
        }
    }

    /// The timeline of a timing's leg duration, autoreverse and repetition (its delay and speed
    /// belong to the moveable's clock, and a moveable plays no time offset or fill): the one place a
    /// moveable's compact timeline is made from a `MotionTiming`, which
    /// `TimelineDifferentialTests` checks it against.
    init(_ timing: MotionTiming) {
        self.init(duration: timing.duration, reversing: timing.autoreverses)
        setRepetition(timing.repetition)
    }

    /// Sets the run's length from a sanitized repetition, with ``repeating`` and ``repeatCycles``
    /// following from it (a count of 2.5 reads as repeating with 2 extra cycles, a span as
    /// repeating without end).
    mutating func setRepetition(_ repetition: MotionTiming.Repetition) {
        self.repetition = repetition
        switch repetition {
        case .count(let count): repeating = count > 1
        case .duration: repeating = true
        }
    }

    /// The repetition the run plays: the one given as the timing value, or ``repeating`` and
    /// ``repeatCycles`` in its terms.
    var playedRepetition: MotionTiming.Repetition {
        if let repetition { return repetition }
        guard repeating else { return .once }
        return repeatCycles == REPEAT_INFINITE ? .forever : .count(Double(repeatCycles) + 1)
    }

    /// A timeline of `duration` (already sanitized), its leg count worked out once for all three
    /// settings.
    init(duration: TimeInterval = 0, reversing: Bool = false, repeating: Bool = false) {
        self.duration = duration
        // The flags set directly: the settings' setters would each work the leg count out again.
        flags.set(.reversing, reversing)
        flags.set(.repeating, repeating)
        measure()
    }

    /// Works out whether the run ends part-way through a leg (a fractional count or a span that ends
    /// inside a leg; see ``partialFinalLeg``) after a setting changed.
    private mutating func measure() {
        let legCount = legCount
        endsPartway = false
        guard repetition != nil, duration > 0, legCount.isFinite else { return }
        let fraction = legCount - legCount.rounded(.down)
        // A span summed from durations may miss a boundary by an ulp or so: that is the boundary.
        endsPartway = fraction > BeatClock.boundaryTolerance && fraction < 1 - BeatClock.boundaryTolerance
    }

    /// The leg the run ends in and the fraction of it reached, when the run ends part-way through a
    /// leg; `nil` when it ends on a boundary.
    var partialFinalLeg: (leg: Double, fraction: Double)? {
        guard endsPartway else { return nil }
        let whole = legCount.rounded(.down)
        return (whole, legCount - whole)
    }

    /// Whether a run that ends on a boundary ends after a reverse leg (at its start values). Past
    /// 2⁵³ legs a leg's parity no longer tells, so a reversing run of whole cycles always does.
    var endsReversed: Bool {
        guard reversing else { return false }
        guard repetition != nil, legCount.isFinite else { return true }
        return (legCount - 1).truncatingRemainder(dividingBy: 2) == 1
    }

    var direction: MotionDirection { isReverseLeg ? .reverse : .forward }

    /// Total movement time of the run (all legs), infinite for an endless run.
    var runDuration: TimeInterval { duration > 0 ? legCount * duration : 0 }

    /// Local time of the first reversal (the end of the first forward leg), counted from movement.
    var firstReversal: TimeInterval? { reversing ? duration : nil }

    /// The leg and fraction at `movementTime` seconds after the delay, with the leg capped at
    /// ``legCount`` (which means complete), from the current leg `leg`.
    @inline(__always)
    func position(at movementTime: TimeInterval, from leg: Double) -> (leg: Double, fraction: Double) {
        position(at: movementTime, from: leg, legCount: legCount)
    }

    /// ``position(at:from:)`` for a beat that has worked out ``legCount`` already.
    @inline(__always)
    func position(at movementTime: TimeInterval, from leg: Double, legCount: Double) -> (leg: Double, fraction: Double) {
        guard duration > 0 else { return (legCount, 1) }
        if endsPartway, let end = partialFinalLeg,
           movementTime >= (end.leg + end.fraction * (1 - BeatClock.boundaryTolerance)) * duration {
            return (legCount, 1)
        }
        // Most beats stay in the current leg: skip the floor (a library call on baseline x86-64).
        if !isComplete, leg < legCount,
           let fraction = BeatClock.fraction(at: movementTime, legStart: leg * duration, duration: duration) {
            return (leg, fraction)
        }
        let reached = (movementTime / duration + BeatClock.boundaryTolerance).rounded(.down)
        if reached >= legCount { return (legCount, 1) }
        let fraction = (movementTime - reached * duration) / duration
        return (reached, min(max(fraction, 0), 1))
    }

    /// Moves to the start of the first leg (whose index and progress, the run's, are 0).
    mutating func restart() {
        isComplete = false
        isReverseLeg = false
    }

    /// Moves to the start of leg `leg` (whose index is the run's); marks completion when it is past
    /// the last leg.
    /// - Returns: the progress within the leg: 0, or 1 when the run is complete.
    mutating func enterLeg(_ leg: Double) -> Double {
        // A run that ends part-way through a leg keeps that leg's direction.
        let final = leg >= legCount ? partialFinalLeg?.leg ?? leg : leg
        isReverseLeg = reversing && final.truncatingRemainder(dividingBy: 2) == 1
        guard leg >= legCount else { return 0 }
        isComplete = true
        return 1
    }

    /// Progress through the current leg, 1 once complete, for `legFraction` of the current leg.
    func motionProgress(legFraction: Double) -> Double { isComplete ? 1 : legFraction }

    /// Progress through the current cycle, for `legFraction` of the current leg.
    func cycleProgress(legFraction: Double) -> Double {
        if isComplete { return 1 }
        guard reversing else { return legFraction }
        return direction == .forward ? legFraction / 2 : 0.5 + legFraction / 2
    }

    /// The cycles completed by the start of leg `leg`.
    func cyclesCompleted(leg: Double) -> UInt {
        let cycles = (min(leg, legCount) / legsPerCycle).rounded(.down)
        return cycles >= Double(UInt.max) ? UInt.max : UInt(cycles)
    }

    /// Progress through the whole run (through the current cycle for an endless one), for
    /// `legFraction` of the current leg, `leg`.
    func totalProgress(leg: Double, legFraction: Double) -> Double {
        if isComplete { return 1 }
        let cycleProgress = cycleProgress(legFraction: legFraction), cycles = cycleCount
        if cycles.isInfinite { return cycleProgress }
        // A span of no time (or one that underflows against a huge duration) holds no cycle.
        guard cycles > 0 else { return 0 }
        // Never past 1, even for a run shortened while under way (it completes on its next beat).
        return min((Double(cyclesCompleted(leg: leg)) + cycleProgress) / cycles, 1)
    }
}
