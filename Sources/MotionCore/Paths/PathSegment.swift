/// One piece of a path: a straight line, a quadratic or cubic Bézier curve, or an elliptical arc,
/// each parametrized by `t` from 0 (its start) to 1 (its end).
public enum PathSegment: Sendable, Hashable {
    /// A straight line.
    case line(from: PathPoint, to: PathPoint)
    /// A quadratic Bézier curve.
    case quadratic(from: PathPoint, control: PathPoint, to: PathPoint)
    /// A cubic Bézier curve.
    case cubic(from: PathPoint, control1: PathPoint, control2: PathPoint, to: PathPoint)
    /// An arc of an ellipse.
    case arc(EllipticalArc)

    /// Where the segment begins.
    public var start: PathPoint {
        switch self {
        case .line(let from, _), .quadratic(let from, _, _), .cubic(let from, _, _, _): from
        case .arc(let arc): arc.point(at: 0)
        }
    }

    /// Where the segment ends.
    public var end: PathPoint {
        switch self {
        case .line(_, let to), .quadratic(_, _, let to), .cubic(_, _, _, let to): to
        case .arc(let arc): arc.point(at: 1)
        }
    }

    /// The point at `t` (0…1).
    @inlinable public func point(at t: Double) -> PathPoint {
        switch self {
        case .line(let a, let b):
            return PathPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
        case .quadratic(let a, let c, let b):
            let u = 1 - t
            let (wa, wc, wb) = (u * u, 2 * u * t, t * t)
            return PathPoint(x: wa * a.x + wc * c.x + wb * b.x, y: wa * a.y + wc * c.y + wb * b.y)
        case .cubic(let a, let c1, let c2, let b):
            let u = 1 - t
            let (wa, w1, w2, wb) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return PathPoint(x: wa * a.x + w1 * c1.x + w2 * c2.x + wb * b.x,
                             y: wa * a.y + w1 * c1.y + w2 * c2.y + wb * b.y)
        case .arc(let arc):
            return arc.point(at: t)
        }
    }

    /// The derivative of ``point(at:)`` with respect to `t`: the direction of travel, scaled by the
    /// speed at which `t` covers distance.
    @inlinable public func derivative(at t: Double) -> PathPoint {
        switch self {
        case .line(let a, let b):
            return b - a
        case .quadratic(let a, let c, let b):
            let u = 1 - t
            return PathPoint(x: 2 * (u * (c.x - a.x) + t * (b.x - c.x)), y: 2 * (u * (c.y - a.y) + t * (b.y - c.y)))
        case .cubic(let a, let c1, let c2, let b):
            let u = 1 - t
            let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
            return PathPoint(x: w0 * (c1.x - a.x) + w1 * (c2.x - c1.x) + w2 * (b.x - c2.x),
                             y: w0 * (c1.y - a.y) + w1 * (c2.y - c1.y) + w2 * (b.y - c2.y))
        case .arc(let arc):
            return arc.derivative(at: t)
        }
    }

    /// The direction of travel at `t`, as a unit vector; where the derivative vanishes (a curve whose
    /// control point sits on its end, a cusp), the direction just inside the segment. Zero only for a
    /// segment of no length.
    public func direction(at t: Double) -> PathPoint {
        var d = derivative(at: t)
        var length = d.magnitude
        if !(length > 1e-12) {
            // Step toward the segment's inside: the limit of the direction as t approaches.
            for nudge in [1e-6, 1e-4, 1e-2] {
                let inside = t < 0.5 ? t + nudge : t - nudge
                d = t < 0.5 ? point(at: inside) - point(at: t) : point(at: t) - point(at: inside)
                length = d.magnitude
                if length > 1e-12 { break }
            }
        }
        return length > 1e-12 ? (1 / length) * d : .zero
    }

    /// The segment's length from `t = a` to `t = b`, by Gauss–Legendre quadrature of its speed,
    /// halving the interval until two estimates agree within `tolerance`.
    ///
    /// - Complexity: O(*k*) evaluations of the derivative, *k* growing with the curve's bends.
    public func length(from a: Double = 0, to b: Double = 1, tolerance: Double = 1e-12) -> Double {
        if case .line(let p, let q) = self { return (b - a) * (q - p).magnitude }
        if case .arc(let arc) = self, arc.radiusX == arc.radiusY { return (b - a) * abs(arc.sweep) * arc.radiusX }
        return adaptiveLength(a, b, whole: GaussLegendre.integrate(over: a, b) { derivative(at: $0).magnitude },
                              tolerance: tolerance, depth: 0)
    }

    private func adaptiveLength(_ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int) -> Double {
        let mid = (a + b) / 2
        let left = GaussLegendre.integrate(over: a, mid) { derivative(at: $0).magnitude }
        let right = GaussLegendre.integrate(over: mid, b) { derivative(at: $0).magnitude }
        let halves = left + right
        if depth >= 24 || abs(halves - whole) <= tolerance * max(1, halves) { return halves }
        return adaptiveLength(a, mid, whole: left, tolerance: tolerance / 2, depth: depth + 1)
            + adaptiveLength(mid, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
    }
}
