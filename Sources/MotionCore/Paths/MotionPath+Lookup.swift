// What a motion along the path asks: the point, the direction and the angle at a progress.

extension MotionPath {
    /// The point at `progress` (0…1) of the path's length, clamped to the path's ends; the start
    /// (or the origin) for a path of no length.
    ///
    /// - Complexity: O(log *n*) in the number of segments.
    @inlinable public func point(at progress: Double) -> PathPoint {
        guard let (segment, t) = table.location(atDistance: progress * table.length) else {
            return segments.first?.start ?? currentPoint ?? .zero
        }
        return segments[segment].point(at: t)
    }

    /// The unit direction of travel at `progress` (CSS's `offset-rotate: auto` turns a shape to
    /// it); where a curve's derivative vanishes, the direction just inside it. Zero for a path of no
    /// length.
    ///
    /// - Complexity: O(log *n*) in the number of segments.
    public func direction(at progress: Double) -> PathPoint {
        guard let (segment, t) = table.location(atDistance: progress * table.length) else { return .zero }
        return segments[segment].direction(at: t)
    }

    /// The angle of the direction of travel at `progress`, in radians from the x axis (−π…π);
    /// toward increasing y is positive, as in SVG and UIKit coordinates. 0 for a path of no length.
    ///
    /// - Complexity: O(log *n*) in the number of segments.
    public func angle(at progress: Double) -> Double {
        let d = direction(at: progress)
        return d == .zero ? 0 : CoreMath.atan2(d.y, d.x)
    }

    /// The point and the angle of travel (as ``angle(at:)``) at `progress`, with one lookup.
    ///
    /// - Complexity: O(log *n*) in the number of segments.
    @inlinable public func placement(at progress: Double) -> (point: PathPoint, angle: Double) {
        guard let (index, t) = table.location(atDistance: progress * table.length) else {
            return (segments.first?.start ?? currentPoint ?? .zero, 0)
        }
        let segment = segments[index]
        let d = segment.derivative(at: t)
        // Where the derivative vanishes (a control point on an end), the direction just inside.
        let direction = d.x * d.x + d.y * d.y > 1e-24 ? d : segment.direction(at: t)
        return (segment.point(at: t), CoreMath.atan2(direction.y, direction.x))
    }

    /// The distance along the path of `progress`, clamped to 0…``length``.
    public func distance(at progress: Double) -> Double {
        min(max(progress * length, 0), length)
    }
}
