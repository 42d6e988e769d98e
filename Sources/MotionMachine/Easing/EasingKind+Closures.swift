import Foundation
@_spi(Kernel) import MotionKernel

// Which built-in easing a closure is: each family hands out one stored closure per curve, and a
// closure is recognized as a kind when it is that very closure. `EasingQuadratic.easeInOut()`, the
// curve `.quadratic(.easeInOut)` and the `easing` property set to either are all recognized.

extension EasingKind {
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
