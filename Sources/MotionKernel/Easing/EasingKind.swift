import Foundation
import MotionCore

/// A built-in easing equation named by a byte, so a beat can evaluate it inline instead of calling
/// its closure.
///
/// Each case evaluates the very expression of the closure MotionMachine's family hands out for it
/// (`b + c * …` on `EasingShape.fraction(t, d)`, the same unit curve from MotionCore's
/// `PennerCurve`, the same in/out/in-out shaping), so the two give identical bits for every input;
/// `EasingKindTests` checks that for every case. The engine recognizes a kind from that very
/// closure (its `EasingKind.recognize(_:)`); a custom closure, or a family with parameters or
/// transcendental functions (sine, back, elastic, bounce, steps, Bézier, spring), stays a closure
/// call.
@_spi(Kernel) public enum EasingKind: UInt8, CaseIterable, Sendable {
    /// Progress equal to the fraction.
    case linear
    /// Penner's quadratic, easing in, out, and in and out.
    case quadraticIn, quadraticOut, quadraticInOut
    /// Penner's cubic, easing in, out, and in and out.
    case cubicIn, cubicOut, cubicInOut
    /// Penner's quartic, easing in, out, and in and out.
    case quarticIn, quarticOut, quarticInOut
    /// Penner's quintic, easing in, out, and in and out.
    case quinticIn, quinticOut, quinticInOut
    /// Penner's exponential, easing in, out, and in and out.
    case expoIn, expoOut, expoInOut
    /// Penner's circular, easing in, out, and in and out.
    case circularIn, circularOut, circularInOut

    /// The eased value at `fraction` of a movement of `duration`, from 0 to 1: what the family's
    /// closure computes for `(fraction × duration, 0, 1, duration)`, without the round trip through
    /// seconds (which can move the fraction by an ulp). A non-positive duration counts as finished,
    /// as in the closures.
    @inlinable @inline(__always)
    public func value(atFraction fraction: Double, duration: Double) -> Double {
        let p = duration > 0 ? fraction : 1
        switch self {
        case .linear: return Self.scaled(p)
        case .quadraticIn: return Self.scaled(PennerCurve.quadratic(p))
        case .quadraticOut: return Self.scaled(EasingShape.out(p, PennerCurve.quadratic))
        case .quadraticInOut: return Self.scaled(EasingShape.inOut(p, PennerCurve.quadratic))
        case .cubicIn: return Self.scaled(PennerCurve.cubic(p))
        case .cubicOut: return Self.scaled(EasingShape.out(p, PennerCurve.cubic))
        case .cubicInOut: return Self.scaled(EasingShape.inOut(p, PennerCurve.cubic))
        case .quarticIn: return Self.scaled(PennerCurve.quartic(p))
        case .quarticOut: return Self.scaled(EasingShape.out(p, PennerCurve.quartic))
        case .quarticInOut: return Self.scaled(EasingShape.inOut(p, PennerCurve.quartic))
        case .quinticIn: return Self.scaled(PennerCurve.quintic(p))
        case .quinticOut: return Self.scaled(EasingShape.out(p, PennerCurve.quintic))
        case .quinticInOut: return Self.scaled(EasingShape.inOut(p, PennerCurve.quintic))
        case .expoIn: return Self.scaled(PennerCurve.exponential(p))
        case .expoOut: return Self.scaled(EasingShape.out(p, PennerCurve.exponential))
        case .expoInOut: return Self.scaled(EasingShape.inOut(p, PennerCurve.exponential))
        case .circularIn: return Self.scaled(PennerCurve.circular(p))
        case .circularOut: return Self.scaled(EasingShape.out(p, PennerCurve.circular))
        case .circularInOut: return Self.scaled(EasingShape.inOut(p, PennerCurve.circular))
        }
    }

    /// `b + c · v` with the engine's `b = 0`, `c = 1`, computed as the closures compute it (the sum
    /// with 0 is kept: it turns −0 into +0, as the closure does).
    @inlinable @inline(__always)
    static func scaled(_ value: Double) -> Double {
        let start = 0.0, range = 1.0
        return start + range * value
    }
}
