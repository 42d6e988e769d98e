import Foundation

/// The yes-or-no facts of a motion's run and configuration, as one set: what a beat checks before
/// it moves anything, what the run has done so far, and how the motion is configured. One field of
/// the motion holds them all; ``Motion`` reads each through a property of the same name (see
/// `Motion+Flags.swift`).
struct MotionFlags: OptionSet, Sendable {
    let rawValue: UInt32

    // What a beat checks first.
    /// Inside the motion's own beat: a nested beat is ignored.
    static let updating = MotionFlags(rawValue: 1 << 0)
    /// No callbacks fire (a collection replaying its timeline to seek).
    static let silent = MotionFlags(rawValue: 1 << 1)
    /// `callbacks.updated` is set: a beat reads this instead of the callbacks' box.
    static let reportsUpdates = MotionFlags(rawValue: 1 << 2)
    /// Waiting at the first reversal for the collection.
    static let held = MotionFlags(rawValue: 1 << 3)
    /// The tempo may hold a steady leg for the motion, so state must be read back from it.
    static let steadyLegOffered = MotionFlags(rawValue: 1 << 4)
    /// The law is other than eased, so the leg kind must be asked for.
    static let followsLaw = MotionFlags(rawValue: 1 << 5)
    /// Retired additive sums wait to be let go of (checked on every beat instead of their array).
    static let hasRetiredAdditiveSums = MotionFlags(rawValue: 1 << 6)

    // What the run has done.
    /// Movement has begun: the run's start values are resolved.
    static let movementBegun = MotionFlags(rawValue: 1 << 7)
    /// The lanes hold this run's resolved values.
    static let lanesFilled = MotionFlags(rawValue: 1 << 8)
    /// The lanes' additive offsets are counted in their sums (from joining until the run ends).
    static let additiveJoined = MotionFlags(rawValue: 1 << 9)
    /// The first reversal has been reported to the collection.
    static let reversalReported = MotionFlags(rawValue: 1 << 10)
    /// A non-finite easing value has been reported this run.
    static let reportedBadEasing = MotionFlags(rawValue: 1 << 11)
    /// A seek is replaying the timeline.
    static let seeking = MotionFlags(rawValue: 1 << 12)
    /// Movement has begun and nothing has asked for the run's operation ID yet.
    static let operationPending = MotionFlags(rawValue: 1 << 13)
    /// A task awaits the motion's finish.
    static let awaitedToFinish = MotionFlags(rawValue: 1 << 14)
    /// The subscription is moving between tempos while ``Motion/tempo`` changes.
    static let movesSubscription = MotionFlags(rawValue: 1 << 15)
    /// Some lane of the run follows a law of its own (``RareMotionState/timedLanes``): the motion
    /// plays its own beats, writing those lanes by time.
    static let hasTimedLanes = MotionFlags(rawValue: 1 << 27)
    /// The motion was given no tempo yet: it takes the default when it first needs one (see
    /// ``Motion/tempo``).
    static let awaitsDefaultTempo = MotionFlags(rawValue: 1 << 26)
    /// The lanes are being filled (their record must stay the motion's, see ``RunRecord``).
    static let fillingLanes = MotionFlags(rawValue: 1 << 21)
    /// Paused during the delay, so ``Motion/resume()`` goes back to waiting it out (else to moving).
    static let pausedInDelay = MotionFlags(rawValue: 1 << 22)
    /// The forward easing is the law's own curve, worked out from the law when read (see
    /// `Motion.useLawCurve()`).
    static let curveFromLaw = MotionFlags(rawValue: 1 << 23)
    /// A leg of the motion found that its lane is not stored in place: its eased legs come with the
    /// accessor (see ``EasedLeg``).
    static let writesThroughAccessor = MotionFlags(rawValue: 1 << 20)

    // The motion's state, in two bits (see ``state``).
    /// Where the state's two bits begin.
    private static let stateShift: UInt32 = 24
    /// The state's two bits.
    private static let stateBits = MotionFlags(rawValue: 3 << stateShift)

    /// The motion's ``MotionState``, kept in two of the flags' bits: a beat reads it with the flags
    /// it checks next, from one word.
    var state: MotionState {
        @inline(__always) get {
            switch (rawValue >> Self.stateShift) & 3 {
            case 0: .stopped
            case 1: .moving
            case 2: .paused
            default: .delayed
            }
        }
        @inline(__always) set {
            let bits: UInt32 = switch newValue {
            case .stopped: 0
            case .moving: 1
            case .paused: 2
            case .delayed: 3
            }
            self = MotionFlags(rawValue: (rawValue & ~Self.stateBits.rawValue) | bits << Self.stateShift)
        }
    }

    // The motion's own reduced-motion policy, in two bits (see ``reducedMotion``).
    /// Where the policy's two bits begin.
    private static let reducedMotionShift: UInt32 = 28
    /// The policy's two bits.
    private static let reducedMotionBits = MotionFlags(rawValue: 3 << reducedMotionShift)

    /// Whether ``reducedMotion`` is set (a test of the bits, without decoding them).
    var hasReducedMotion: Bool {
        @inline(__always) get { rawValue & Self.reducedMotionBits.rawValue != 0 }
    }

    /// ``Motion/reducedMotion``, kept in two of the flags' bits (0 when unset), where a start reads it
    /// with the flags it checks anyway.
    var reducedMotion: ReducedMotion? {
        get {
            switch (rawValue >> Self.reducedMotionShift) & 3 {
            case 0: nil
            case 1: .never
            case 2: .always
            default: .system
            }
        }
        set {
            let bits: UInt32 = switch newValue {
            case nil: 0
            case .never?: 1
            case .always?: 2
            case .system?: 3
            }
            self = MotionFlags(rawValue: (rawValue & ~Self.reducedMotionBits.rawValue) | bits << Self.reducedMotionShift)
        }
    }

    // How the motion is configured.
    /// The motion changes only how something looks (a color motion in a space, whose one property
    /// is a fraction): reduced motion lets it play (see ``Motion/changesAppearanceOnly``).
    static let changesAppearance = MotionFlags(rawValue: 1 << 30)
    /// The motion is additive.
    static let isAdditive = MotionFlags(rawValue: 1 << 16)
    /// A collection asks the motion to wait at its first reversal.
    static let holds = MotionFlags(rawValue: 1 << 17)
    /// A collection's repeat replays with the start values resolved before.
    static let keepsResolvedStarts = MotionFlags(rawValue: 1 << 18)
    /// The motion's own quiet seek is in progress (``Motion/seek(toProgress:)`` resolving start
    /// values): no callbacks fire. Kept apart from ``silent``, which the motion's collection sets
    /// and clears, so that a collection's seek that ends meanwhile (a target setter can start one)
    /// does not make this seek heard.
    static let seekingQuietly = MotionFlags(rawValue: 1 << 19)
    /// Either reason to hold callbacks back.
    static let quiet: MotionFlags = [.silent, .seekingQuietly]
}

extension OptionSet where Element == Self {
    /// Sets or clears `flag`: a stored `Bool`'s assignment, for a flag kept in a set.
    @inline(__always)
    mutating func set(_ flag: Self, _ on: Bool) {
        if on { formUnion(flag) } else { subtract(flag) }
    }
}
