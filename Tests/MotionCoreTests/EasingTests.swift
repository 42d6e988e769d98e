import Testing
import MotionCore

/// The core's easing curves: Béziers against the 50-digit bisection of Tests/Reference/bezier_reference.py,
/// Penner's curves against their published formulas at points worked out by hand.
@Suite("MotionCore easing curves")
struct CoreEasingTests {
    /// (x1, y1, x2, y2, x, y), from bezier_reference.py's 50-digit bisection.
    static let beziers: [(Double, Double, Double, Double, Double, Double)] = [
        (0.42, 0.0, 0.58, 1.0, 0.25, 0.12916193104731982),
        (0.42, 0.0, 0.58, 1.0, 0.5, 0.50000000000000004),
        (0.25, 0.1, 0.25, 1.0, 0.5, 0.80240338758485699),
        (0.4, 0.0, 0.2, 1.0, 0.5, 0.77556131111619776),
        (1.0, 0.0, 1.0, 0.0, 0.999, 0.72899999999999993),
        (0.0, 1.0, 0.0, 1.0, 0.001, 0.271),
        (0.68, -0.55, 0.265, 1.55, 0.2, -0.092701694823313526),
        (0.5, -2.0, 0.5, 3.0, 0.75, 1.4705372848749114),
    ]

    @Test("cubic Bézier values, vertical tangents and overshoots included", arguments: beziers.indices)
    func bezier(index: Int) {
        let (x1, y1, x2, y2, x, y) = Self.beziers[index]
        let curve = CubicBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2)
        #expect(abs(curve.value(atFraction: x) - y) <= 1e-12)
    }

    @Test("a Bézier clamps outside 0…1, reads NaN as 0, and its slope at the ends follows its control points")
    func bezierEdges() {
        let ease = CubicBezierEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        #expect(ease.value(atFraction: -1) == 0 && ease.value(atFraction: 2) == 1 && ease.value(atFraction: .nan) == 0)
        // y1 = 0 and y2 = 1: flat at both ends; the linear curve's slope is 1 everywhere.
        #expect(ease.slope(atFraction: 0) == 0 && ease.slope(atFraction: 1) == 0)
        #expect(CubicBezierEasing(x1: 0, y1: 0, x2: 1, y2: 1).slope(atFraction: 0.3) == 1)
        // (0.25, 0.1, 0.25, 1) starts with slope y1/x1 = 0.4.
        #expect(abs(CubicBezierEasing(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).slope(atFraction: 0) - 0.4) < 1e-15)
    }

    @Test("Penner's unit curves and their in-out forms at points worked out by hand")
    func penner() {
        #expect(PennerCurve.quadratic(0.5) == 0.25 && PennerCurve.cubic(0.5) == 0.125)
        #expect(PennerCurve.quartic(0.5) == 0.0625 && PennerCurve.quintic(0.5) == 0.03125)
        // 2^(10·(0.5 − 1)) = 2⁻⁵; pinned ends.
        #expect(PennerCurve.exponential(0.5) == 0.03125 && PennerCurve.exponential(0) == 0 && PennerCurve.exponential(1) == 1)
        // 1 − √(1 − 0.36) = 0.2; the radicand clamps for p > 1.
        #expect(abs(PennerCurve.circular(0.6) - 0.2) < 1e-15 && PennerCurve.circular(1.5) == 1)
        // In-out at 0.25 is half the ease-in at 0.5; out is the reflection.
        #expect(EasingShape.inOut(0.25, PennerCurve.quadratic) == 0.125)
        #expect(EasingShape.inOut(0.75, PennerCurve.quadratic) == 0.875)
        #expect(EasingShape.out(0.5, PennerCurve.cubic) == 0.875)
        #expect(EasingShape.fraction(1, 0) == 1 && EasingShape.fraction(0.5, 2) == 0.25)
    }
}
