/// A point, or a direction, in a path's plane.
///
/// The core's own two numbers, so that paths need neither CoreGraphics nor Foundation; the engine
/// converts to and from `CGPoint`.
public struct PathPoint: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down the screen in SVG's and UIKit's coordinates).
    public var y: Double

    /// The point (`x`, `y`).
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static var zero: PathPoint { PathPoint(x: 0, y: 0) }

    /// The distance from the origin: the length of a direction.
    @inlinable public var magnitude: Double { (x * x + y * y).squareRoot() }

    /// Whether both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The sum of two points, coordinate by coordinate.
    @inlinable public static func + (a: PathPoint, b: PathPoint) -> PathPoint { PathPoint(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two points: the direction from `b` to `a`.
    @inlinable public static func - (a: PathPoint, b: PathPoint) -> PathPoint { PathPoint(x: a.x - b.x, y: a.y - b.y) }
    /// A point scaled from the origin.
    @inlinable public static func * (s: Double, p: PathPoint) -> PathPoint { PathPoint(x: s * p.x, y: s * p.y) }
}
