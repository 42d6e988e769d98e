/// A CSS cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), x1 and x2 in 0…1: its value and slope at a fraction of the way along x.
///
/// Built from the polynomial form of the curve (six numbers, cheap to make). The value solves
/// x(t) = x for the curve parameter with Newton's method inside a bracket, finishing by bisection
/// where a step would leave the bracket or the derivative vanishes, so it never returns NaN or a
/// wrong root near a vertical tangent. x outside 0…1 clamps to the ends; NaN reads as 0.
public struct CubicBezierEasing: Sendable, Hashable {
    /// The first control point's x, in 0…1.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in 0…1.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double
    private let ax, bx, cx, ay, by, cy: Double

    /// The curve with the given control points; x1 and x2 must lie in 0…1 (the caller checks).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    @inline(__always) private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's y where its x is `fraction`.
    public func value(atFraction fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }   // also catches NaN
        guard fraction < 1 else { return 1 }
        return y(parameter(forX: fraction))
    }

    /// dy/dx where the curve's x is `fraction`, from the derivatives in Bernstein form (exact zeros
    /// where control points meet end points). Where both first derivatives vanish, the ratio of the
    /// second (then third) derivatives, as l'Hôpital's rule gives.
    public func slope(atFraction fraction: Double) -> Double {
        guard !fraction.isNaN else { return 0 }
        let t = fraction > 0 ? (fraction < 1 ? parameter(forX: fraction) : 1) : 0
        let firstRise = first(t, y1, y2), firstRun = first(t, x1, x2)
        if firstRise != 0 || firstRun != 0 { return Self.ratio(firstRise, firstRun) }
        let secondRise = second(t, y1, y2), secondRun = second(t, x1, x2)
        if secondRise != 0 || secondRun != 0 { return Self.ratio(secondRise, secondRun) }
        let thirdRise = 1 - 3 * y2 + 3 * y1, thirdRun = 1 - 3 * x2 + 3 * x1
        if thirdRise != 0 || thirdRun != 0 { return Self.ratio(thirdRise, thirdRun) }
        return 1
    }

    private static func ratio(_ rise: Double, _ run: Double) -> Double {
        run == 0 ? rise * .infinity : rise / run
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

    /// Solves x(t) = target for t in [0, 1]; x(t) is non-decreasing because x1, x2 ∈ [0, 1].
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
