import Foundation

/// The six numbers a leg record keeps to map a beat to its leg fraction, exactly as the motion's
/// clock and timeline do: the clock's anchor beat and speed, the run's delay and the movement time at
/// the anchor (in the form ``MotionTimeline/movementTime(at:anchorBeat:speed:anchor:)`` reads them),
/// and the leg's start and duration. Both kinds of leg (``EasedLeg``, ``SteadyLeg``) carry one, so
/// both compute the fraction with the motion's own arithmetic, step for step. An eased leg keeps the
/// anchor beat and the duration in its record and the other four (the ``Tail``) beside it, only when
/// they are not the plain ones (see ``isPlain``).
struct LegClock {
    let anchorBeat: TimeInterval
    let speed: Double
    /// The delay and the movement time at the anchor, as movement time counts them.
    let anchor: MovementAnchor
    let legStart: TimeInterval
    let duration: TimeInterval

    /// The clock of a leg starting at `legStart` and lasting `duration`, on a motion clock anchored
    /// at `anchorBeat` with `anchorLocalTime` there, running at `speed`, with a run delay of `delay`
    /// seconds of local time.
    init(anchorBeat: TimeInterval, anchorLocalTime: TimeInterval, speed: Double, delay: TimeInterval,
         legStart: TimeInterval, duration: TimeInterval) {
        self.anchorBeat = anchorBeat
        self.speed = speed
        anchor = MovementAnchor(delay: delay, anchorLocalTime: anchorLocalTime, speed: speed)
        self.legStart = legStart
        self.duration = duration
    }

    /// The four numbers of a clock besides its anchor beat and its duration.
    struct Tail {
        let speed: Double
        let anchor: MovementAnchor
        let legStart: TimeInterval

        /// The leg fraction at a beat, or `nil` if the beat is outside this leg: ``LegClock/fraction(at:)``
        /// of the clock made of this tail, `anchorBeat` and `duration`.
        @inline(__always)
        func fraction(at beat: TimeInterval, anchorBeat: TimeInterval, duration: TimeInterval) -> Double? {
            let movementTime = MotionTimeline.movementTime(at: beat, anchorBeat: anchorBeat, speed: speed, anchor: anchor)
            return MotionTimeline.fraction(at: movementTime, legStart: legStart, duration: duration)
        }
    }

    /// Where a leg record's ``Tail`` is: the tempo's tail slots and the entry's index. Two words,
    /// passed by value; the slot's address is formed only for a leg that has a tail.
    struct TailSlot {
        let slots: UnsafeMutablePointer<Tail>
        let index: Int

        /// The leg fraction at a beat, or `nil` if the beat is outside the leg, of a record that keeps
        /// its clock's anchor beat and duration, and whose other numbers are in this slot if
        /// `hasTail` (the record's flag) or are a plain clock's (see
        /// ``LegClock/plainFraction(at:anchorBeat:duration:)``). Both kinds of leg (``EasedLeg``,
        /// ``SteadyLeg``) keep their clocks this way.
        @inline(__always)
        func fraction(at beat: TimeInterval, anchorBeat: TimeInterval, duration: TimeInterval, hasTail: Bool) -> Double? {
            guard hasTail else { return LegClock.plainFraction(at: beat, anchorBeat: anchorBeat, duration: duration) }
            return slots[index].fraction(at: beat, anchorBeat: anchorBeat, duration: duration)
        }
    }

    /// The clock's four numbers besides its anchor beat and duration.
    var tail: Tail { Tail(speed: speed, anchor: anchor, legStart: legStart) }

    /// Whether the clock is the plain one of a motion's first leg, moving from its anchor at speed 1
    /// with no delay (the commonest: a tween started and never paused, sped or delayed), whose
    /// fraction ``plainFraction(at:anchorBeat:duration:)`` gives from the anchor beat and the duration
    /// alone.
    var isPlain: Bool { speed == 1 && anchor == MovementAnchor(delayInBeats: 0, movementTime: 0) && legStart == 0 }

    /// The leg fraction at a beat of a plain clock (see ``isPlain``), or `nil` if the beat is outside
    /// the leg: the general arithmetic with the plain clock's numbers as constants, so the same
    /// value to the bit. The compiler leaves out what cannot change a value (subtracting 0,
    /// multiplying by 1) and keeps adding the zero movement time, which turns a −0 into +0.
    @inline(__always)
    static func plainFraction(at beat: TimeInterval, anchorBeat: TimeInterval, duration: TimeInterval) -> Double? {
        let plain = Tail(speed: 1, anchor: MovementAnchor(delayInBeats: 0, movementTime: 0), legStart: 0)
        return plain.fraction(at: beat, anchorBeat: anchorBeat, duration: duration)
    }

    /// The leg fraction at a beat, or `nil` if the beat is outside this leg.
    @inline(__always)
    func fraction(at beat: TimeInterval) -> Double? {
        tail.fraction(at: beat, anchorBeat: anchorBeat, duration: duration)
    }
}
