/// A spring as an easing curve: progress from 0 to 1 following a spring released one unit short of
/// its end, so a tween or an animation moves with a spring's feel.
///
/// The release starts at displacement −1 with `velocity` in units of the whole change per second
/// (positive towards the end), and the curve's progress is 1 + displacement. Its natural length is
/// the spring's settling time (``settlingDuration``): a curve read by fraction maps 0…1 onto it, and
/// is exactly 0 and 1 at its ends; in between it may overshoot, as the spring does.
public struct SpringCurve: Sendable, Hashable {
    /// The release: displacement −1, the given velocity.
    public let release: SpringRelease
    /// Seconds until the release settles (its displacement and velocity stay within
    /// ``SpringRelease/restingDisplacement``), at least 1 ns.
    public let settlingDuration: Double

    /// The curve of a spring with natural frequency ω₀ and damping ratio ζ, released with
    /// `velocity` (units of the whole change per second; a non-finite one counts as 0).
    public init(naturalFrequency: Double, dampingRatio: Double, velocity: Double) {
        release = SpringRelease(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
                                displacement: -1, velocity: velocity)
        settlingDuration = max(release.settlingTime(tolerance: SpringRelease.restingDisplacement), 1e-9)
    }

    /// The progress `time` seconds into the release: 1 + displacement (not clamped at the end).
    @inlinable
    public func progress(atTime time: Double) -> Double {
        1 + release.displacement(at: time)
    }

    /// The progress at `fraction` of the settling time: exactly 0 at or before 0, exactly 1 at or
    /// after 1.
    @inlinable
    public func value(atFraction fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return 1 + release.displacement(at: fraction * settlingDuration)
    }

    /// d(progress)/d(fraction): the spring's velocity scaled by the settling time.
    @inlinable
    public func slope(atFraction fraction: Double) -> Double {
        settlingDuration * release.velocity(at: fraction * settlingDuration)
    }
}
