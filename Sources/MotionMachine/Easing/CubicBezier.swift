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
        let solver = CubicBezierSolver(self)
        return { t, b, c, d in b + c * solver.y(forX: EasingMath.fraction(t, d)) }
    }

    /// The curve's y for a given x (the output progress for an input progress).
    public func evaluateY(forX x: Double) -> Double {
        CubicBezierSolver(self).y(forX: x)
    }

    /// The curve's slope dy/dx at a given x (clamped to [0, 1]): y′(t) / x′(t) at the parameter t
    /// where x(t) = x. Infinite where the curve is vertical (x′(t) = 0 with y′(t) ≠ 0).
    public func slope(atX x: Double) -> Double {
        CubicBezierSolver(self).slope(forX: x)
    }

    /// This curve as an ``EasingCurve``, with its slope.
    public var curve: EasingCurve {
        let solver = CubicBezierSolver(self)
        return EasingCurve(update: easing, slope: { solver.slope(forX: $0) })
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

/// The polynomial form of a ``CubicBezier`` and its root finder. Cheap to build: six numbers.
@usableFromInline
struct CubicBezierSolver: Sendable {
    private let ax, bx, cx, ay, by, cy: Double
    private let x1, y1, x2, y2: Double

    init(_ curve: CubicBezier) {
        (x1, y1, x2, y2) = (curve.x1, curve.y1, curve.x2, curve.y2)
        cx = 3 * curve.x1
        bx = 3 * (curve.x2 - curve.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * curve.y1
        by = 3 * (curve.y2 - curve.y1) - cy
        ay = 1 - cy - by
    }

    @inline(__always) private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// dy/dx at x, from the derivatives in Bernstein form (exact zeros where control points meet
    /// end points). Where both first derivatives vanish, the ratio of the second (then third)
    /// derivatives, as l'Hôpital's rule gives.
    func slope(forX x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        let t = x > 0 ? (x < 1 ? parameter(forX: x) : 1) : 0
        let orders = [(first(t, y1, y2), first(t, x1, x2)), (second(t, y1, y2), second(t, x1, x2)),
                      (1 - 3 * y2 + 3 * y1, 1 - 3 * x2 + 3 * x1)]
        for (rise, run) in orders where rise != 0 || run != 0 {
            return run == 0 ? rise * .infinity : rise / run
        }
        return 1
    }

    /// A coordinate's first derivative / 3, for control values p1, p2 between 0 and 1.
    private func first(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return u * u * p1 + 2 * u * t * (p2 - p1) + t * t * (1 - p2)
    }

    /// A coordinate's second derivative / 6.
    private func second(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        (1 - t) * (p2 - 2 * p1) + t * (1 - 2 * p2 + p1)
    }

    func y(forX x: Double) -> Double {
        guard x > 0 else { return 0 }   // also catches NaN
        guard x < 1 else { return 1 }
        return y(parameter(forX: x))
    }

    /// Solves x(t) = target for t in [0, 1]; x(t) is non-decreasing because x1, x2 ∈ [0, 1].
    ///
    /// Newton–Raphson starts at t = target (exact for the linear curve, close for gentle ones) and
    /// keeps a bracket [lo, hi] around the root; when a step would leave the bracket or the slope
    /// vanishes, bisection finishes the job.
    private func parameter(forX target: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        var t = target
        for _ in 0..<10 {
            let error = x(t) - target
            if error == 0 { return t }
            if error > 0 { hi = t } else { lo = t }
            let slope = dx(t)
            guard slope > 1e-12 else { break }
            let next = t - error / slope
            guard next > lo && next < hi else { break }
            if abs(next - t) < 1e-15 { return next }
            t = next
        }
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if x(mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

extension EasingCurve {
    /// A CSS cubic Bézier timing curve with its slope.
    public static func bezier(_ curve: CubicBezier) -> EasingCurve { curve.curve }
}
