import Foundation

/// A CSS-style cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2).
///
/// `evaluateY(forX:)` solves x(t) = x for the curve parameter t and returns y(t). The solver runs
/// Newton–Raphson from t = x, keeps a bracket around the root, and falls back to bisection when
/// Newton leaves the bracket or stalls on a flat stretch, so it never returns NaN. It is exact at 0 and 1 and stays within 1e-10 of the true curve
/// across [0, 1]. Inputs outside [0, 1] are clamped.
///
/// Control x values outside [0, 1] would make x(t) non-monotonic (CSS rejects them); they are
/// clamped into range, and non-finite control values fall back to those of the linear curve, each
/// with a diagnostic.
public struct CubicBezier: Sendable, Hashable, Codable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Creates a curve from its two control points, sanitizing them as described above.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = CubicBezier.sanitizedX(x1, fallback: 0, name: "x1")
        self.y1 = Sanitize.finite(y1, fallback: 0, what: "CubicBezier y1")
        self.x2 = CubicBezier.sanitizedX(x2, fallback: 1, name: "x2")
        self.y2 = Sanitize.finite(y2, fallback: 1, what: "CubicBezier y2")
    }

    /// CSS `linear`.
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// CSS `ease`.
    public static let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// CSS `ease-in`.
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// CSS `ease-out`.
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// CSS `ease-in-out`.
    public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The same curve played backwards in time: y_reversed(x) = 1 − y(1 − x).
    public var reversed: CubicBezier {
        CubicBezier(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    }

    /// An easing closure that follows this curve.
    public var easing: EasingUpdateClosure {
        let solver = self.solver
        return { t, b, c, d in b + c * solver.value(atFraction: EasingShape.fraction(t, d)) }
    }

    /// The curve's y for a given x (the output progress for an input progress).
    public func evaluateY(forX x: Double) -> Double {
        solver.value(atFraction: x)
    }

    /// The curve's slope dy/dx at a given x (clamped to [0, 1]): y′(t) / x′(t) at the parameter t
    /// where x(t) = x. Infinite where the curve is vertical (x′(t) = 0 with y′(t) ≠ 0).
    public func slope(atX x: Double) -> Double {
        solver.slope(atFraction: x)
    }

    /// This curve as an ``EasingCurve``, with its slope.
    public var curve: EasingCurve {
        let solver = self.solver
        return EasingCurve(update: easing, slope: { solver.slope(atFraction: $0) })
    }

    private static func sanitizedX(_ value: Double, fallback: Double, name: String) -> Double {
        let finite = Sanitize.finite(value, fallback: fallback, what: "CubicBezier \(name)")
        let clamped = min(max(finite, 0), 1)
        if clamped != finite {
            MotionDiagnostics.logger.report(.warning, "CubicBezier \(name) \(finite) is outside [0, 1]; using \(clamped)")
        }
        return clamped
    }
}

extension CubicBezier {
    /// The curve as MotionCore evaluates it (its control points already checked): keep one to
    /// evaluate the curve many times without rebuilding its coefficients.
    public var solver: CubicBezierEasing { CubicBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2) }
}

extension EasingCurve {
    /// A CSS cubic Bézier timing curve with its slope.
    public static func bezier(_ curve: CubicBezier) -> EasingCurve { curve.curve }
}
