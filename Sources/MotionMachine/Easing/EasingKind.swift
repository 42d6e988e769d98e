import Foundation

/// A built-in easing equation named by a byte, so a beat can evaluate it inline instead of calling
/// its closure.
///
/// Each case evaluates the very expression of the closure its family returns (`b + c * …` on
/// `EasingShape.fraction(t, d)`, the same unit curve, the same in/out/in-out shaping), so the two give
/// identical bits for every input; `EasingKindTests` checks that for every case. Each family hands
/// out one stored closure per curve, and a closure is recognized as a kind when it is that very
/// closure (see ``recognize(_:)``): `EasingQuadratic.easeInOut()`, the curve `.quadratic(.easeInOut)`
/// and the `easing` property set to either are all recognized; a custom closure, or a family with
/// parameters or transcendental functions (sine, back, elastic, bounce, steps, Bézier, spring), stays
/// a closure call.
enum EasingKind: UInt8, CaseIterable, Sendable {
    case linear
    case quadraticIn, quadraticOut, quadraticInOut
    case cubicIn, cubicOut, cubicInOut
    case quarticIn, quarticOut, quarticInOut
    case quinticIn, quinticOut, quinticInOut
    case expoIn, expoOut, expoInOut
    case circularIn, circularOut, circularInOut

    /// The eased value at `fraction` of a movement of `duration`, from 0 to 1: what the family's
    /// closure computes for `(fraction × duration, 0, 1, duration)`, without the round trip through
    /// seconds (which can move the fraction by an ulp). A non-positive duration counts as finished,
    /// as in the closures.
    @inline(__always)
    func value(atFraction fraction: Double, duration: Double) -> Double {
        let p = duration > 0 ? fraction : 1
        switch self {
        case .linear: return Self.scaled(p)
        case .quadraticIn: return Self.scaled(EasingQuadratic.unitIn(p))
        case .quadraticOut: return Self.scaled(EasingShape.out(p, EasingQuadratic.unitIn))
        case .quadraticInOut: return Self.scaled(EasingShape.inOut(p, EasingQuadratic.unitIn))
        case .cubicIn: return Self.scaled(EasingCubic.unitIn(p))
        case .cubicOut: return Self.scaled(EasingShape.out(p, EasingCubic.unitIn))
        case .cubicInOut: return Self.scaled(EasingShape.inOut(p, EasingCubic.unitIn))
        case .quarticIn: return Self.scaled(EasingQuartic.unitIn(p))
        case .quarticOut: return Self.scaled(EasingShape.out(p, EasingQuartic.unitIn))
        case .quarticInOut: return Self.scaled(EasingShape.inOut(p, EasingQuartic.unitIn))
        case .quinticIn: return Self.scaled(EasingQuintic.unitIn(p))
        case .quinticOut: return Self.scaled(EasingShape.out(p, EasingQuintic.unitIn))
        case .quinticInOut: return Self.scaled(EasingShape.inOut(p, EasingQuintic.unitIn))
        case .expoIn: return Self.scaled(EasingExpo.unitIn(p))
        case .expoOut: return Self.scaled(EasingShape.out(p, EasingExpo.unitIn))
        case .expoInOut: return Self.scaled(EasingShape.inOut(p, EasingExpo.unitIn))
        case .circularIn: return Self.scaled(EasingCircular.unitIn(p))
        case .circularOut: return Self.scaled(EasingShape.out(p, EasingCircular.unitIn))
        case .circularInOut: return Self.scaled(EasingShape.inOut(p, EasingCircular.unitIn))
        }
    }

    /// `b + c · v` with the engine's `b = 0`, `c = 1`, computed as the closures compute it (the sum
    /// with 0 is kept: it turns −0 into +0, as the closure does).
    @inline(__always)
    private static func scaled(_ value: Double) -> Double {
        let start = 0.0, range = 1.0
        return start + range * value
    }

    /// The closure each kind stands for: the one its family hands out.
    var closure: EasingUpdateClosure {
        switch self {
        case .linear: EasingLinear.easeNoneClosure
        case .quadraticIn: EasingQuadratic.easeInClosure
        case .quadraticOut: EasingQuadratic.easeOutClosure
        case .quadraticInOut: EasingQuadratic.easeInOutClosure
        case .cubicIn: EasingCubic.easeInClosure
        case .cubicOut: EasingCubic.easeOutClosure
        case .cubicInOut: EasingCubic.easeInOutClosure
        case .quarticIn: EasingQuartic.easeInClosure
        case .quarticOut: EasingQuartic.easeOutClosure
        case .quarticInOut: EasingQuartic.easeInOutClosure
        case .quinticIn: EasingQuintic.easeInClosure
        case .quinticOut: EasingQuintic.easeOutClosure
        case .quinticInOut: EasingQuintic.easeInOutClosure
        case .expoIn: EasingExpo.easeInClosure
        case .expoOut: EasingExpo.easeOutClosure
        case .expoInOut: EasingExpo.easeInOutClosure
        case .circularIn: EasingCircular.easeInClosure
        case .circularOut: EasingCircular.easeOutClosure
        case .circularInOut: EasingCircular.easeInOutClosure
        }
    }

    /// Each kind's closure identity, by kind.
    private static let identities: [ClosureAddress] = allCases.map { ClosureAddress($0.closure) }

    /// The kind `closure` is, if it is one of the families' parameterless closures; `nil` for any
    /// other closure.
    /// - Complexity: O(number of kinds), once per easing curve made.
    static func recognize(_ closure: @escaping EasingUpdateClosure) -> EasingKind? {
        let identity = ClosureAddress(closure)
        guard let index = identities.firstIndex(of: identity) else { return nil }
        return EasingKind(rawValue: UInt8(index))
    }
}
