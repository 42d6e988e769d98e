import Foundation
@_spi(Kernel) import MotionKernel

/// An easing equation together with its slope, so a motion that uses it can report the exact
/// velocity of every property at any moment (see ``Motion/velocity(ofPropertyAt:)``).
///
/// ```swift
/// let motion = Motion(target: card, properties: [PropertyData(keyPath: \Card.x, start: 0, end: 300)],
///                     duration: 0.6, easing: .cubic(.easeInOut))
/// // Later, mid-flight: continue on a spring without a jump in velocity.
/// let velocity = motion.velocity(ofPropertyAt: 0) ?? 0
/// ```
///
/// Every built-in family has a curve here whose ``update`` is the very closure the family's
/// `easeIn()`/`easeOut()`/`easeInOut()` returns, paired with the analytic derivative of that
/// equation. A curve made from a custom closure with `EasingCurve(_:)` (an easing closure) has no slope.
public struct EasingCurve: Sendable {
    /// What a curve keeps: a built-in equation without a slope is its kind alone, whose closure the
    /// kind gives back; a custom equation is its closure in a box, and an equation with a slope a
    /// box with both, each shared by the curve's copies. So a curve is one word, in every motion that
    /// keeps one.
    private enum Equation: Sendable {
        /// A built-in equation, without a slope.
        case builtIn(EasingKind)
        /// A custom equation, without a slope.
        case custom(Custom)
        /// An equation with a slope.
        case sloped(Sloped)
    }

    /// A custom equation's closure.
    private final class Custom: Sendable {
        let update: EasingUpdateClosure

        init(update: @escaping EasingUpdateClosure) {
            self.update = update
        }
    }

    /// An equation with its slope, and the built-in kind it is, if it is one.
    private final class Sloped: Sendable {
        let update: EasingUpdateClosure
        let unitSlope: @Sendable (Double) -> Double
        let kind: EasingKind?

        init(update: @escaping EasingUpdateClosure, unitSlope: @escaping @Sendable (Double) -> Double, kind: EasingKind?) {
            self.update = update
            self.unitSlope = unitSlope
            self.kind = kind
        }
    }

    private let equation: Equation

    /// The built-in equation ``update`` is, if it is one (see ``EasingKind``): beats then evaluate it
    /// inline, with the same result as calling it.
    var kind: EasingKind? {
        switch equation {
        case .builtIn(let kind): kind
        case .custom: nil
        case .sloped(let sloped): sloped.kind
        }
    }

    /// The easing equation in Penner's form.
    public var update: EasingUpdateClosure {
        switch equation {
        case .builtIn(let kind): kind.closure
        case .custom(let custom): custom.update
        case .sloped(let sloped): sloped.update
        }
    }

    private var unitSlope: (@Sendable (Double) -> Double)? {
        if case .sloped(let sloped) = equation { return sloped.unitSlope }
        return nil
    }

    /// Pairs an easing equation with its slope: the derivative of the unit curve
    /// (`update(p, 0, 1, 1)`) with respect to the progress p, for p in [0, 1].
    public init(update: @escaping EasingUpdateClosure, slope: (@Sendable (_ progress: Double) -> Double)?) {
        let kind = EasingKind.recognize(update)
        if let slope {
            equation = .sloped(Sloped(update: update, unitSlope: slope, kind: kind))
        } else if let kind {
            equation = .builtIn(kind)
        } else {
            equation = .custom(Custom(update: update))
        }
    }

    /// Wraps a custom easing equation; the curve has no slope, so motions using it report no velocity.
    public init(_ update: @escaping EasingUpdateClosure) {
        self.init(update: update, slope: nil)
    }

    /// Whether ``slope(at:)`` gives values for this curve.
    public var hasSlope: Bool { unitSlope != nil }

    /// The eased progress for an input progress in [0, 1].
    public func value(at progress: Double) -> Double {
        update(progress, 0, 1, 1)
    }

    /// The derivative of the eased progress with respect to the input progress (clamped to [0, 1]).
    /// `nil` when the curve has no slope, or where it is infinite (a circular curve's vertical end).
    public func slope(at progress: Double) -> Double? {
        guard let unitSlope, !progress.isNaN else { return nil }
        let slope = unitSlope(min(max(progress, 0), 1))
        return slope.isFinite ? slope : nil
    }

    /// Evaluates the easing equation, so a curve can be called like the closure it wraps.
    public func callAsFunction(_ elapsedTime: TimeInterval, _ startValue: Double, _ valueRange: Double,
                               _ duration: TimeInterval) -> Double {
        update(elapsedTime, startValue, valueRange, duration)
    }

    /// Constant-rate timing; the slope is 1 everywhere.
    public static let linear = EasingCurve(update: EasingLinear.easeNone(), slope: { _ in 1 })

    /// A curve of a family whose ease-out curve is the point reflection of its ease-in curve and whose
    /// ease-in-out curve joins the two at half speed (Penner's power, sine, expo, circular, back and
    /// bounce families). The slopes reflect with the curves: ease-out at p has the ease-in slope at
    /// 1 − p; ease-in-out has the ease-in slope at 2p, then at 2(1 − p).
    static func mirrored(_ mode: EasingMode, _ easeIn: () -> EasingUpdateClosure, _ easeOut: () -> EasingUpdateClosure,
                         _ easeInOut: () -> EasingUpdateClosure,
                         inSlope: @escaping @Sendable (Double) -> Double) -> EasingCurve {
        let update = switch mode {
        case .easeIn: easeIn()
        case .easeOut: easeOut()
        case .easeInOut: easeInOut()
        }
        return EasingCurve(update: update, slope: { EasingShape.slope($0, mode: mode, inSlope) })
    }
}
