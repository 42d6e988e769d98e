import Foundation
import MotionCore

/// A leg's law reduced to what one beat evaluates: an easing curve, a friction decay's numbers, or a
/// spring's basis functions. A motion builds it when it plays a leg, and the same evaluation serves
/// the motion's own beats and the steady legs its tempo plays for it, so the two paths cannot drift
/// apart.
@_spi(Kernel) public enum LegEvaluator {
    /// An easing curve, normalized: 0 at the leg's start, 1 at its end.
    case easing(EasingFunction)
    /// A friction decay's travelled fraction (see MotionCore's `DecayBasis`).
    case decay(DecayBasis)
    /// A spring's forward leg: each property's value follows from the two basis functions.
    case spring(SpringBasis)
    /// A spring's way back, by the law's own curve: the fraction a release from rest has returned.
    case returning(SpringBasis)
    /// A built-in easing curve, evaluated inline on the leg fraction (see ``EasingKind``).
    case kind(EasingKind)

    /// What the law gives `time` seconds into a leg of `duration`.
    public enum Sample {
        /// The eased fraction of the leg, shared by every property.
        case eased(Double)
        /// The spring's basis values, from which each property's value follows.
        case spring(even: Double, odd: Double, decayRate: Double)
    }

    /// The law's value at `fraction` of a leg of `duration` (`fraction × duration` seconds into it).
    /// An eased fraction may be non-finite (a user's easing); the caller decides what to do with it.
    @inlinable @inline(__always)
    public func sample(atFraction fraction: Double, duration: Double) -> Sample {
        switch self {
        case .easing(let curve): Self.eased(curve, at: fraction * duration, duration: duration)
        case .decay(let basis): Self.decayed(basis, at: fraction * duration)
        case .spring(let basis): Self.sprung(basis, at: fraction * duration)
        case .returning(let basis): Self.returned(basis, at: fraction * duration, duration: duration)
        case .kind(let kind): .eased(kind.value(atFraction: fraction, duration: duration))
        }
    }

    // The evaluations, shared with the engine's `LegKind.sample(at:duration:reverse:forward:reverseCurve:)`,
    // which evaluates a leg in place on the motion's own path (building an evaluator there would copy
    // the easing closure on every beat).

    @inlinable @inline(__always)
    public static func eased(_ curve: EasingFunction, at time: Double, duration: Double) -> Sample {
        .eased(curve(time, 0, 1, duration))
    }

    @inlinable @inline(__always)
    public static func decayed(_ basis: DecayBasis, at time: Double) -> Sample {
        .eased(basis.progress(at: time))
    }

    @inlinable @inline(__always)
    public static func returned(_ basis: SpringBasis, at time: Double, duration: Double) -> Sample {
        .eased(basis.returned(time, 0, 1, duration))
    }

    @inlinable @inline(__always)
    public static func sprung(_ basis: SpringBasis, at time: Double) -> Sample {
        let (even, odd) = basis.evaluate(at: time)
        return .spring(even: even, odd: odd, decayRate: basis.decayRate)
    }
}

extension SpringBasis {
    /// The fraction a release from rest has returned, as an easing pinned to the start and end
    /// values at the leg's ends: the way back of a motion that follows a spring. Beats evaluate it in
    /// place (``LegEvaluator/returning(_:)``), and the engine hands it out as an easing closure.
    @inlinable @inline(__always)
    public func returned(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t <= 0 { return b }
        if t >= d { return b + c }
        return b + c * returnedFraction(at: t)
    }
}
