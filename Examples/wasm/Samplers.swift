// Samplers exported from MotionCore, compiled with the core's own sources into one module: for
// WebAssembly under Embedded Swift (exported by name), and for the host, to check that both builds
// give the same numbers.

/// The position of a spring released `x0` from rest with velocity `v0`, after `t` seconds.
@_cdecl("spring_position")
public func springPosition(_ omega0: Double, _ zeta: Double, _ x0: Double, _ v0: Double, _ t: Double) -> Double {
    let basis = SpringBasis(naturalFrequency: omega0, dampingRatio: zeta)
    let (even, odd) = basis.evaluate(at: t)
    return x0 * even + (v0 + basis.decayRate * x0) * odd
}

/// The travelled fraction of a friction launch after `t` seconds.
@_cdecl("decay_progress")
public func decayProgress(_ rate: Double, _ scale: Double, _ t: Double) -> Double {
    DecayBasis(rate: rate, scale: scale).progress(at: t)
}

/// A CSS cubic Bézier's value at fraction `x`.
@_cdecl("bezier_value")
public func bezierValue(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    CubicBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2).value(atFraction: x)
}

/// Penner's exponential ease-in-out at fraction `p`.
@_cdecl("expo_in_out")
public func expoInOut(_ p: Double) -> Double {
    EasingShape.inOut(p, PennerCurve.exponential)
}

/// The curve progress of a timing (delay, duration, speed, time offset, a repeat count, autoreverse
/// when `autoreverses` is not 0) at parent time `t`.
@_cdecl("timing_progress")
public func timingProgress(_ delay: Double, _ duration: Double, _ speed: Double, _ offset: Double, _ count: Double,
                           _ autoreverses: Int32, _ t: Double) -> Double {
    MotionTiming(delay: delay, duration: duration, speed: speed, timeOffset: offset, repetition: .count(count),
                 autoreverses: autoreverses != 0).position(atParentTime: t).curveProgress
}
