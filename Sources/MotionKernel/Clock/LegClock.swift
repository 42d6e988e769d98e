import Foundation

/// The numbers a leg record keeps to map a beat to its leg fraction, exactly as the motion's clock
/// and timeline do: the clock's anchor beat and speed, the run's delay and the movement time at the
/// anchor (in the form ``BeatClock/movementTime(at:anchorBeat:speed:anchor:)`` reads them),
/// and the leg's index and duration (the leg starts at their product, as the motion works it out). Both kinds of leg (``EasedLeg``, ``SteadyLeg``) carry one, so
/// both compute the fraction with the motion's own arithmetic, step for step. An eased leg keeps the
/// anchor beat and the duration in its record and the rest (the ``Tail``) beside it, only when they
/// are not the plain ones (see ``isPlain``).
///
/// The clock also keeps the local time at its anchor and the run's delay as the motion's clock has
/// them, which no beat reads: with them, a motion rebuilds its clock exactly from the leg (see
/// the engine's `RunRecord`).
@_spi(Kernel) public struct LegClock {
    /// The beat at which the clock was anchored.
    public let anchorBeat: TimeInterval
    /// Local seconds per beat second.
    public let speed: Double
    /// The delay and the movement time at the anchor, as movement time counts them.
    public let anchor: MovementAnchor
    /// The index of the leg since movement began (see the engine's `RunRecord`).
    public let leg: Double
    /// Seconds one leg lasts.
    public let duration: TimeInterval
    /// The motion clock's local time at the anchor beat.
    public let anchorLocalTime: TimeInterval
    /// The run's delay, in local time.
    public let delay: TimeInterval

    /// The clock of leg `leg`, lasting `duration`, on a motion clock anchored at `anchorBeat` with
    /// `anchorLocalTime` there, running at `speed`, with a run delay of `delay` seconds of local time.
    @inlinable public init(anchorBeat: TimeInterval, anchorLocalTime: TimeInterval, speed: Double, delay: TimeInterval,
         leg: Double, duration: TimeInterval) {
        self.anchorBeat = anchorBeat
        self.speed = speed
        anchor = MovementAnchor(delay: delay, anchorLocalTime: anchorLocalTime, speed: speed)
        self.leg = leg
        self.duration = duration
        self.anchorLocalTime = anchorLocalTime
        self.delay = delay
    }

    /// A clock's numbers besides its anchor beat and its duration: the four a beat reads, then the
    /// two only a motion rebuilding its clock reads (see ``LegClock``).
    public struct Tail {
        /// Local seconds per beat second.
        public let speed: Double
        /// The delay and the movement time at the anchor.
        public let anchor: MovementAnchor
        /// The leg's index: the leg starts at index × duration, the product the motion works out.
        public let leg: Double
        /// The motion clock's local time at the anchor beat.
        public let anchorLocalTime: TimeInterval
        /// The run's delay, in local time.
        public let delay: TimeInterval

        /// The numbers as given.
        @inlinable public init(speed: Double, anchor: MovementAnchor, leg: Double, anchorLocalTime: TimeInterval,
                               delay: TimeInterval) {
            self.speed = speed
            self.anchor = anchor
            self.leg = leg
            self.anchorLocalTime = anchorLocalTime
            self.delay = delay
        }

        /// The leg fraction at a beat, or `nil` if the beat is outside this leg: ``LegClock/fraction(at:)``
        /// of the clock made of this tail, `anchorBeat` and `duration`.
        @inlinable @inline(__always)
        public func fraction(at beat: TimeInterval, anchorBeat: TimeInterval, duration: TimeInterval) -> Double? {
            let movementTime = BeatClock.movementTime(at: beat, anchorBeat: anchorBeat, speed: speed, anchor: anchor)
            return BeatClock.fraction(at: movementTime, legStart: leg * duration, duration: duration)
        }

        /// The tail of a plain clock (see ``LegClock/isPlain``).
        @inlinable public static var plain: Tail {
            Tail(speed: 1, anchor: MovementAnchor(delayInBeats: 0, movementTime: 0), leg: 0, anchorLocalTime: 0, delay: 0)
        }
    }

    /// Where a leg record's ``Tail`` is: the tempo's tail slots and the entry's index. Two words,
    /// passed by value; the slot's address is formed only for a leg that has a tail.
    public struct TailSlot {
        /// The tempo's tail slots.
        public let slots: UnsafeMutablePointer<Tail>
        /// The entry's index.
        public let index: Int

        /// The slot at `index` of `slots`.
        @inlinable public init(slots: UnsafeMutablePointer<Tail>, index: Int) {
            self.slots = slots
            self.index = index
        }

        /// The leg fraction at a beat, or `nil` if the beat is outside the leg, of a record that keeps
        /// its clock's anchor beat and duration, and whose other numbers are in this slot if
        /// `hasTail` (the record's flag) or are a plain clock's (see
        /// ``LegClock/plainFraction(at:anchorBeat:duration:)``). Both kinds of leg (``EasedLeg``,
        /// ``SteadyLeg``) keep their clocks this way.
        @inlinable @inline(__always)
        public func fraction(at beat: TimeInterval, anchorBeat: TimeInterval, duration: TimeInterval, hasTail: Bool) -> Double? {
            guard hasTail else { return LegClock.plainFraction(at: beat, anchorBeat: anchorBeat, duration: duration) }
            return slots[index].fraction(at: beat, anchorBeat: anchorBeat, duration: duration)
        }
    }

    /// The clock's numbers besides its anchor beat and duration.
    @inlinable public var tail: Tail { Tail(speed: speed, anchor: anchor, leg: leg, anchorLocalTime: anchorLocalTime, delay: delay) }

    /// Whether the clock is the plain one of a motion's first leg, moving from its anchor at local
    /// time 0 at speed 1 with no delay (the commonest: a tween started and never paused, sped or
    /// delayed), whose fraction ``plainFraction(at:anchorBeat:duration:)`` gives from the anchor beat
    /// and the duration alone, and whose clock ``Tail/plain`` gives back.
    /// (The local time and the delay are compared as bits: a −0 is not plain, so the clock a motion
    /// rebuilds from a plain leg is the one it had, to the bit.)
    @inlinable public var isPlain: Bool { speed == 1 && anchorLocalTime.bitPattern == 0 && delay.bitPattern == 0 && leg == 0 }

    /// The leg fraction at a beat of a plain clock (see ``isPlain``), or `nil` if the beat is outside
    /// the leg: the general arithmetic with the plain clock's numbers as constants, so the same
    /// value to the bit. The compiler leaves out what cannot change a value (subtracting 0,
    /// multiplying by 1) and keeps adding the zero movement time, which turns a −0 into +0.
    @inlinable @inline(__always)
    public static func plainFraction(at beat: TimeInterval, anchorBeat: TimeInterval, duration: TimeInterval) -> Double? {
        // The plain tail's arithmetic with its leg's start, 0, as a constant (0 × duration is not
        // one the compiler may assume).
        let plain = Tail.plain
        let movementTime = BeatClock.movementTime(at: beat, anchorBeat: anchorBeat, speed: plain.speed, anchor: plain.anchor)
        return BeatClock.fraction(at: movementTime, legStart: 0, duration: duration)
    }

    /// The leg fraction at a beat, or `nil` if the beat is outside this leg.
    @inlinable @inline(__always)
    public func fraction(at beat: TimeInterval) -> Double? {
        tail.fraction(at: beat, anchorBeat: anchorBeat, duration: duration)
    }
}
