import Foundation
import MotionCore

/// The clock every moveable runs on (MotionMachine's `Motion`, `MotionGroup` and `MotionSequence`):
/// local time as a function of the beats its tempo sends.
///
/// Local time runs at ``speed`` times beat time from an anchor, a beat paired with the local time
/// at that beat. A clock without an anchor is frozen: the next beat it accepts becomes the anchor,
/// so a moveable that starts, resumes or is seeked goes on from its local time at its next beat,
/// whenever that comes. Changing the speed anchors the clock at the last beat first, so local time
/// never jumps. Beats that are not finite, or earlier than the last one, are not accepted.
///
/// The arithmetic is ``BeatClock``'s, which the tempo's legs evaluate too, so local times agree to
/// the bit on both paths.
@_spi(Kernel) public struct MoveableClock {
    /// The beat that corresponds to ``anchorLocalTime``; `nil` until the next beat sets it.
    @inlinable public var anchorBeat: TimeInterval? {
        @inline(__always) get { storedAnchorBeat.isNaN ? nil : storedAnchorBeat }
        set { storedAnchorBeat = newValue ?? .nan }
    }
    /// ``anchorBeat``, NaN for none: eight bytes where an optional takes sixteen (its tag byte pads to
    /// a word). A beat is never NaN (``accept(_:)`` takes finite beats only), and a NaN given to
    /// ``reanchor(at:)`` leaves the clock waiting for its next beat, as `nil` does.
    @usableFromInline var storedAnchorBeat: TimeInterval = .nan
    /// The local time at ``anchorBeat``.
    public var anchorLocalTime: TimeInterval = 0
    /// How fast local time runs against beat time (0 freezes it).
    public var speed: Double = 1
    /// The latest beat accepted (or the moment of the last re-anchoring).
    public var lastBeat: TimeInterval = -.infinity
    /// Seconds since the start on this clock, as the owner last moved it.
    public var localTime: TimeInterval = 0

    /// A clock at rest: no anchor, local time 0, speed 1.
    @inlinable public init() {}

    /// A clock anchored at `anchorBeat`, where local time is `anchorLocalTime`, running at `speed`
    /// (a motion rebuilding its clock from the leg its tempo played, see ``RunRecord``).
    @inlinable public init(anchorBeat: TimeInterval, anchorLocalTime: TimeInterval, speed: Double) {
        storedAnchorBeat = anchorBeat
        self.anchorLocalTime = anchorLocalTime
        self.speed = speed
    }

    /// Accepts a beat: records it as the last, anchors the clock there if it has no anchor, and
    /// returns the local time at it. Returns `nil`, changing nothing, for a beat that is not finite
    /// or is earlier than the last one.
    @inline(__always)
    @inlinable public mutating func accept(_ beat: TimeInterval) -> TimeInterval? {
        guard beat.isFinite, beat >= lastBeat else { return nil }
        lastBeat = beat
        let anchor: TimeInterval
        if let anchorBeat { anchor = anchorBeat } else { anchor = beat; anchorBeat = beat }
        let local = BeatClock.localTime(at: beat, anchorBeat: anchor, anchorLocalTime: anchorLocalTime, speed: speed)
        // A beat so far out that local time overflows reads as the largest finite time: a collection
        // beats its members at its local time, and a tempo takes finite beats only.
        return local.isFinite ? local : Self.saturated(local, nanFallback: anchorLocalTime)
    }

    /// MotionCore's saturating rule out of line, so the beat's inlined code stays small.
    @inline(never)
    @inlinable static func saturated(_ time: TimeInterval, nanFallback: TimeInterval) -> TimeInterval {
        SanitizingRule.saturated(time, nanFallback: nanFallback)
    }

    /// The local time at `beat`, counted from the anchor (from the last beat when there is none).
    @inline(__always)
    @inlinable public func localTime(at beat: TimeInterval) -> TimeInterval {
        BeatClock.localTime(at: beat, anchorBeat: anchorBeat ?? lastBeat, anchorLocalTime: anchorLocalTime, speed: speed)
    }

    /// Movement time (local time less `delay`) at `beat`, by the arithmetic every path shares
    /// (``BeatClock/movementTime(at:anchorBeat:speed:anchor:)``); ``localTime``
    /// less `delay` while the clock waits for an anchor.
    @inline(__always)
    @inlinable public func movementTime(at beat: TimeInterval, delay: TimeInterval) -> TimeInterval {
        guard let anchorBeat else { return localTime - delay }
        let anchor = MovementAnchor(delay: delay, anchorLocalTime: anchorLocalTime, speed: speed)
        return BeatClock.movementTime(at: beat, anchorBeat: anchorBeat, speed: speed, anchor: anchor)
    }

    /// The beat at which local time reaches `time`: the inverse of ``localTime(at:)``, and the anchor
    /// beat itself when the clock is frozen (speed 0).
    @inlinable public func beat(atLocalTime time: TimeInterval) -> TimeInterval {
        BeatClock.beat(atLocalTime: time, anchorBeat: anchorBeat ?? lastBeat, anchorLocalTime: anchorLocalTime,
                            speed: speed)
    }

    /// Anchors the clock at `anchorTime` (``localTime`` when `nil`) and `beat`, which also becomes
    /// the last beat; with a `nil` beat the clock waits for its next beat to anchor (start, pause,
    /// seek), as it does with NaN.
    @inlinable public mutating func reanchor(at beat: TimeInterval?, localTime anchorTime: TimeInterval? = nil) {
        anchorLocalTime = anchorTime ?? localTime
        // A NaN beat is no beat: the clock waits for the next one (a NaN last beat would refuse
        // every beat after it).
        guard let beat, !beat.isNaN else { return anchorBeat = nil }
        anchorBeat = beat
        lastBeat = beat
    }

    /// Sets the speed from the last beat on, anchoring the clock there first so local time does not
    /// jump. The caller sanitizes `speed`. A beat still being played in steps (a collection moving
    /// its members boundary by boundary) has already been accepted: its owner passes the local time
    /// the beat moves to, which is where the clock stands at the last beat, rather than ``localTime``
    /// part-way there.
    @inlinable public mutating func setSpeed(_ speed: Double, localTimeAtLastBeat: TimeInterval? = nil) {
        if anchorBeat != nil { reanchor(at: lastBeat, localTime: localTimeAtLastBeat) }
        self.speed = speed
    }

    /// The beat `seconds` after the last one, for a moveable whose owner plays relative time (a game
    /// loop calling `advance(by:)`): a clock without an anchor is anchored at the last beat first (at
    /// 0 before any beat), so the first advance after a start, resume or seek counts in full.
    @inlinable public mutating func beat(advancingBy seconds: TimeInterval) -> TimeInterval {
        let base = lastBeat.isFinite ? lastBeat : 0
        if anchorBeat == nil { reanchor(at: base) }
        return base + seconds
    }

    /// Back to the start: local time 0, no beat seen, no anchor. The speed stays.
    @inlinable public mutating func restart() {
        localTime = 0
        lastBeat = -.infinity
        anchorLocalTime = 0
        anchorBeat = nil
    }
}
