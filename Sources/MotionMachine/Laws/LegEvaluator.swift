import Foundation
@_spi(Kernel) import MotionKernel

/// A leg's law reduced to what one beat evaluates: an easing curve, a friction decay's numbers, or a
/// spring's basis functions. A motion builds it when it plays a leg, and the same evaluation serves
/// the motion's own beats and the steady legs its tempo plays for it, so the two paths cannot drift
/// apart.
enum LegEvaluator {
    /// An easing curve, normalized: 0 at the leg's start, 1 at its end.
    case easing(EasingUpdateClosure)
    /// A friction decay's travelled fraction (see MotionCore's `DecayBasis`).
    case decay(DecayBasis)
    /// A spring's forward leg: each property's value follows from the two basis functions.
    case spring(SpringBasis)
    /// A spring's way back, by the law's own curve: the fraction a release from rest has returned.
    case returning(SpringBasis)
    /// A built-in easing curve, evaluated inline on the leg fraction (see ``EasingKind``).
    case kind(EasingKind)

    /// What the law gives `time` seconds into a leg of `duration`.
    enum Sample {
        /// The eased fraction of the leg, shared by every property.
        case eased(Double)
        /// The spring's basis values, from which each property's value follows.
        case spring(even: Double, odd: Double, decayRate: Double)
    }

    /// The law's value at `fraction` of a leg of `duration` (`fraction × duration` seconds into it).
    /// An eased fraction may be non-finite (a user's easing); the caller decides what to do with it.
    @inline(__always)
    func sample(atFraction fraction: Double, duration: Double) -> Sample {
        switch self {
        case .easing(let curve): Self.eased(curve, at: fraction * duration, duration: duration)
        case .decay(let basis): Self.decayed(basis, at: fraction * duration)
        case .spring(let basis): Self.sprung(basis, at: fraction * duration)
        case .returning(let basis): Self.returned(basis, at: fraction * duration, duration: duration)
        case .kind(let kind): .eased(kind.value(atFraction: fraction, duration: duration))
        }
    }

    // The three evaluations, shared with ``LegKind/sample(at:duration:reverse:forward:reverseCurve:)``,
    // which evaluates a leg in place on the motion's own path (building an evaluator there would copy
    // the easing closure on every beat).

    @inline(__always)
    static func eased(_ curve: EasingUpdateClosure, at time: Double, duration: Double) -> Sample {
        .eased(curve(time, 0, 1, duration))
    }

    @inline(__always)
    static func decayed(_ basis: DecayBasis, at time: Double) -> Sample {
        .eased(basis.progress(at: time))
    }

    @inline(__always)
    static func returned(_ basis: SpringBasis, at time: Double, duration: Double) -> Sample {
        .eased(basis.returned(time, 0, 1, duration))
    }

    @inline(__always)
    static func sprung(_ basis: SpringBasis, at time: Double) -> Sample {
        let (even, odd) = basis.evaluate(at: time)
        return .spring(even: even, odd: odd, decayRate: basis.decayRate)
    }
}
