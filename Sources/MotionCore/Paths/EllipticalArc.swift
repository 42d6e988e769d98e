/// An arc of an ellipse in centre form: the parametrization that SVG's endpoint-form arcs (`A`) are
/// converted to (SVG 2, "Elliptical arc implementation notes"), and that a path evaluates.
///
/// The point at parameter `t` (0…1) is `center + R(rotation)·(radiusX·cos θ, radiusY·sin θ)` with
/// `θ = startAngle + t·sweep`; a positive sweep turns from the x axis toward the y axis (clockwise
/// on a screen whose y axis points down, as SVG's positive sweep flag).
public struct EllipticalArc: Sendable, Hashable {
    /// The ellipse's centre.
    public var center: PathPoint
    /// The radius along the ellipse's own x axis (≥ 0).
    public var radiusX: Double
    /// The radius along the ellipse's own y axis (≥ 0).
    public var radiusY: Double
    /// The angle, in radians, from the plane's x axis to the ellipse's.
    public var rotation: Double {
        didSet { (rotationCosine, rotationSine) = (CoreMath.cos(rotation), CoreMath.sin(rotation)) }
    }
    /// cos(``rotation``) and sin(``rotation``), worked out once rather than on every evaluation.
    @usableFromInline private(set) var rotationCosine: Double
    @usableFromInline private(set) var rotationSine: Double
    /// The parametric angle, in radians, where the arc begins.
    public var startAngle: Double
    /// The parametric angle the arc turns through, in radians; negative turns the other way.
    public var sweep: Double

    /// An arc of the ellipse with these radii and rotation, centred on `center`, from `startAngle`
    /// through `sweep` (radians). Negative radii are taken as their magnitudes.
    public init(center: PathPoint, radiusX: Double, radiusY: Double, rotation: Double = 0,
                startAngle: Double, sweep: Double) {
        self.center = center
        self.radiusX = abs(radiusX)
        self.radiusY = abs(radiusY)
        self.rotation = rotation
        (rotationCosine, rotationSine) = (CoreMath.cos(rotation), CoreMath.sin(rotation))
        self.startAngle = startAngle
        self.sweep = sweep
    }

    /// The point at parametric angle `angle`.
    @inlinable func point(atAngle angle: Double) -> PathPoint {
        let (c, s) = (CoreMath.cos(angle), CoreMath.sin(angle))
        let (cr, sr) = (rotationCosine, rotationSine)
        let (ex, ey) = (radiusX * c, radiusY * s)
        return PathPoint(x: center.x + cr * ex - sr * ey, y: center.y + sr * ex + cr * ey)
    }

    /// The point at `t` (0 at the start, 1 at the end).
    @inlinable public func point(at t: Double) -> PathPoint { point(atAngle: startAngle + t * sweep) }

    /// The derivative of ``point(at:)`` with respect to `t`.
    @inlinable public func derivative(at t: Double) -> PathPoint {
        let angle = startAngle + t * sweep
        let (c, s) = (CoreMath.cos(angle), CoreMath.sin(angle))
        let (cr, sr) = (rotationCosine, rotationSine)
        let (ex, ey) = (-radiusX * s * sweep, radiusY * c * sweep)
        return PathPoint(x: cr * ex - sr * ey, y: sr * ex + cr * ey)
    }

    /// The arc SVG's endpoint form describes: from `start` to `end` on an ellipse of radii
    /// (`radiusX`, `radiusY`) turned by `rotationDegrees`, choosing of the four candidate arcs the one
    /// that `largeArc` and `sweep` name. Follows SVG 2's implementation notes: radii too small to
    /// reach are scaled up until they just do (F.6.6), negative radii count as positive.
    ///
    /// - Returns: `nil` when SVG draws a straight line or nothing instead: a zero radius (a line), or
    ///   equal endpoints (nothing).
    public static func endpointArc(from start: PathPoint, to end: PathPoint, radiusX: Double, radiusY: Double,
                                   rotationDegrees: Double, largeArc: Bool, sweep: Bool) -> EllipticalArc? {
        if start == end { return nil }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 { return nil }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let (cp, sp) = (CoreMath.cos(phi), CoreMath.sin(phi))
        // Step 1: the midpoint's offset in the ellipse's own frame.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cp * dx + sp * dy
        let y1 = -sp * dx + cp * dy
        // Radii that cannot reach from one end to the other grow just enough (F.6.6).
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        // Step 2: the centre in that frame; the sign picks one of the two ellipses. Radii that just
        // reach put it at the midpoint, where the formula's numerator is zero but for rounding (whose
        // square root would move the centre by ~10⁻⁵ of the radius).
        var factor = 0.0
        if lambda >= 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        } else {
            let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
            let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
            factor = (max(0, numerator) / denominator).squareRoot()
            if largeArc == sweep { factor = -factor }
        }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        // Step 3: the centre in the plane.
        let center = PathPoint(x: cp * cx1 - sp * cy1 + (start.x + end.x) / 2,
                               y: sp * cx1 + cp * cy1 + (start.y + end.y) / 2)
        // Step 4: the start angle and the sweep.
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = CoreMath.atan2(uy, ux)
        var delta = CoreMath.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        return EllipticalArc(center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: theta1, sweep: delta)
    }
}
