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

/// A keyframe track of every kind of key (cubic, cubic, eased linear, spring until it settles,
/// move, cubic ending at rest), played from 0.25 at rest, at `t` seconds: the track
/// Tests/MotionCoreTests/KeyframeTests.swift checks against its reference.
@_cdecl("keyframe_position")
public func keyframePosition(_ t: Double) -> Double {
    let track = KeyframeSequence([
        .cubic(1, duration: 0.5, startVelocity: nil, endVelocity: nil),
        .cubic(0.2, duration: 0.3, startVelocity: nil, endVelocity: nil),
        .linear(0.8, duration: 0.4, curve: .easeInOut),
        .spring(0, duration: nil, naturalFrequency: 4 * Double.pi, dampingRatio: 0.7, startVelocity: nil),
        .move(0.5),
        .cubic(1, duration: 0.25, startVelocity: nil, endVelocity: 0),
    ])
    return track.resolved(from: 0.25, velocity: 0).sample(at: t).position
}

/// A run: a cubic ease-in-out tween from 0 to 320 over 0.4 s, twice there and back, each way back
/// replaying the curve from the end, at parent time `t` (filled before and after).
@_cdecl("run_position")
public func runPosition(_ t: Double) -> Double {
    let run = MotionRun(law: TweenLaw(curve: .penner(.cubic, .easeInOut), duration: 0.4),
                        lanes: [RunLane(start: 0, end: 320)],
                        timing: MotionTiming(duration: 0.4, repetition: .count(2), autoreverses: true, fill: .both),
                        reverseLegs: .replayed)
    return run.sample(at: t, lane: 0)?.position ?? -1
}
