import Foundation

/// The six numbers a leg record keeps to map a beat to its leg fraction, exactly as the motion's
/// clock and timeline do: the clock's anchor and speed, the run's delay, and the leg's start and
/// duration. Both kinds of leg (``EasedLeg``, ``SteadyLeg``) carry one, so both compute the fraction
/// with the motion's own arithmetic, step for step.
struct LegClock {
    let anchorBeat: TimeInterval
    let anchorLocalTime: TimeInterval
    let speed: Double
    let delay: TimeInterval
    let legStart: TimeInterval
    let duration: TimeInterval

    /// The leg fraction at a beat, or `nil` if the beat is outside this leg.
    @inline(__always)
    func fraction(at beat: TimeInterval) -> Double? {
        let movementTime = MotionTimeline.movementTime(at: beat, anchorBeat: anchorBeat, anchorLocalTime: anchorLocalTime,
                                                       speed: speed, delay: delay)
        return MotionTimeline.fraction(at: movementTime, legStart: legStart, duration: duration)
    }
}
