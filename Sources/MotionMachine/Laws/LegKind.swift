import Foundation
@_spi(Kernel) import MotionKernel

/// What a ``MoveableLaw`` asks of each beat, as plain numbers: an easing curve (the motion's own), a
/// friction decay's closed form, or a spring's basis functions on the forward leg.
///
/// A trivial value, derived from the law whenever the law changes: a beat reads it without copying
/// any reference, and picks the leg's evaluation from it, on the motion's own path
/// (``sample(at:duration:reverse:forward:reverseCurve:)``) and for a steady leg
/// (``evaluator(reverse:forward:reverseCurve:)``) alike.
enum LegKind {
    case eased
    case decay(DecayBasis)
    case spring(SpringBasis)

    /// What a leg's beats evaluate: the spring on a spring's forward leg, and on its way back while
    /// the law's own curve is the forward easing; a launch's closed-form decay while the law's own
    /// curve is in place; otherwise the leg's easing curve.
    /// - Parameters:
    ///   - reverse: whether the leg is a reverse leg.
    ///   - forward: the forward easing, read only if the leg uses it.
    ///   - reverseCurve: the reverse leg's own easing, if any, read only on a reverse leg.
    ///   - lawCurve: whether the forward easing is the law's own (a spring's way back), which the
    ///     motion does not keep as a closure.
    @inline(__always)
    func evaluator(reverse: Bool, forward: @autoclosure () -> EasingUpdateClosure,
                   reverseCurve: @autoclosure () -> EasingUpdateClosure?, lawCurve: Bool) -> LegEvaluator {
        // Plain branches: `reverseCurve ?? forward` would box the closure.
        if reverse, let reverseCurve = reverseCurve() { return .easing(reverseCurve) }
        switch self {
        case .spring(let basis) where !reverse: return .spring(basis)
        case .spring(let basis) where lawCurve: return .returning(basis)
        case .decay(let basis): return .decay(basis)
        default: return .easing(forward())
        }
    }

    /// The value `time` seconds into a leg of `duration`: what the leg's evaluator gives, evaluated in
    /// place (building an evaluator on every beat would copy the easing closure). The easings are
    /// read only when the leg uses them: a spring's or a decay's beat touches neither (each read of a
    /// motion's curve costs reference counting and an exclusivity check).
    @inline(__always)
    func sample(at time: Double, duration: Double, reverse: Bool, forward: @autoclosure () -> EasingUpdateClosure,
                reverseCurve: @autoclosure () -> EasingUpdateClosure?, lawCurve: Bool) -> LegEvaluator.Sample {
        if reverse, let reverseCurve = reverseCurve() { return LegEvaluator.eased(reverseCurve, at: time, duration: duration) }
        switch self {
        case .spring(let basis) where !reverse: return LegEvaluator.sprung(basis, at: time)
        case .spring(let basis) where lawCurve: return LegEvaluator.returned(basis, at: time, duration: duration)
        case .decay(let basis): return LegEvaluator.decayed(basis, at: time)
        default: return LegEvaluator.eased(forward(), at: time, duration: duration)
        }
    }
}
