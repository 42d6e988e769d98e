import Foundation

/// A point's place on a ``MotionPath``: the object a ``PathMotion`` or ``PathPhysicsMotion`` moves.
///
/// A motion moves ``percentageComplete``, the progress along the path (0 at its start, 1 at its end,
/// by distance); the state turns each progress into ``currentPoint`` and ``currentAngle``, through
/// its ``edgeBehavior`` when the progress leaves the motion's range, and writes them to the target
/// attached with ``attach(_:position:rotation:rotationOffset:)`` or ``attach(_:x:y:rotation:rotationOffset:)``.
///
/// ```swift
/// let state = PathState(path: try MotionPath(svgPathData: "M0 0 C50 -80 150 80 200 0"))
/// state.percentageComplete = 0.5
/// state.currentPoint   // (100, 0): half-way along, by distance
/// ```
public final class PathState {
    /// The path the point travels.
    public let path: MotionPath
    /// The point's place at ``percentageComplete`` (after the edge behaviour); the path's start
    /// until the progress is first set.
    public private(set) var currentPoint: CGPoint
    /// The direction of travel at the point, in radians from the x axis (toward increasing y is
    /// positive); CSS's `offset-rotate: auto`.
    public private(set) var currentAngle: Double
    /// What progress outside the motion's range does (see ``PathEdgeBehavior``); `.stopAtEdges`
    /// by default.
    public var edgeBehavior: PathEdgeBehavior = .stopAtEdges
    /// The range of progress ``PathEdgeBehavior/stopAtEdges`` holds the point in: the motion's start
    /// and end positions (0 and 1 until a motion sets them).
    var edges: (start: Double, end: Double) = (0, 1)
    /// The progress as the motion wrote it, before the edge behaviour.
    private var progress = 0.0
    /// The attached target's writer, if any.
    @usableFromInline var placing: ((CGPoint, Double) -> Void)?

    /// A state at the start of `path`.
    public init(path: MotionPath) {
        self.path = path
        let (point, angle) = path.placement(at: 0)
        currentPoint = CGPoint(x: point.x, y: point.y)
        currentAngle = angle
        if path.droppedSegments > 0 {
            MotionDiagnostics.logger.report(.warning, "PathState: the path left out \(path.droppedSegments) segment(s) with a point that is not finite")
        }
    }

    /// The path's length.
    public var length: Double { path.length }

    /// The progress along the path, as the motion moves it (0…1 by distance; beyond them while an
    /// easing overshoots or a launch travels on). Setting it places the point, through the edge
    /// behaviour, and writes the attached target. A value that is not finite is ignored, with a
    /// diagnostic.
    public var percentageComplete: Double {
        get { progress }
        set {
            guard newValue.isFinite else {
                MotionDiagnostics.logger.report(.warning, "PathState: progress \(newValue) ignored; the point stays at \(progress)")
                return
            }
            progress = newValue
            movePoint(to: newValue)
        }
    }

    /// Places the point at `percentage` (through the edge behaviour) and writes the attached target,
    /// without changing ``percentageComplete``.
    public func movePoint(to percentage: Double) {
        let (point, angle) = path.placement(at: edgeBehavior.position(for: percentage, start: edges.start, end: edges.end))
        currentPoint = CGPoint(x: point.x, y: point.y)
        currentAngle = angle
        placing?(currentPoint, angle)
    }

    /// The point at `percentage` (0…1) of the path's length, or `nil` for a percentage outside
    /// 0…1, a value that is not finite or a path of no length.
    public func point(at percentage: Double) -> CGPoint? {
        guard percentage >= 0, percentage <= 1, !path.isEmpty else { return nil }
        let point = path.point(at: percentage)
        return CGPoint(x: point.x, y: point.y)
    }

    // MARK: Attaching a target

    /// Writes the point to `target`'s `position`, and, with `rotation`, the direction of travel plus
    /// `rotationOffset` (radians) to that property, each time the point moves; replaces any target
    /// attached before. The state holds the target weakly: once it is gone, nothing is written.
    @inlinable
    public func attach<Target: AnyObject>(_ target: Target, position: ReferenceWritableKeyPath<Target, CGPoint>,
                                          rotation: ReferenceWritableKeyPath<Target, Double>? = nil,
                                          rotationOffset: Double = 0) {
        let offset = rotationOffset.isFinite ? rotationOffset : 0
        if let rotation {
            placing = { [weak target] point, angle in
                guard let target else { return }
                target[keyPath: position] = point
                target[keyPath: rotation] = angle + offset
            }
        } else {
            placing = { [weak target] point, _ in target?[keyPath: position] = point }
        }
        placing?(currentPoint, currentAngle)
    }

    /// Writes the point's coordinates to `target`'s `x` and `y`, and, with `rotation`, the direction
    /// of travel plus `rotationOffset` (radians), each time the point moves; replaces any target
    /// attached before. The state holds the target weakly: once it is gone, nothing is written.
    @inlinable
    public func attach<Target: AnyObject>(_ target: Target, x: ReferenceWritableKeyPath<Target, Double>,
                                          y: ReferenceWritableKeyPath<Target, Double>,
                                          rotation: ReferenceWritableKeyPath<Target, Double>? = nil,
                                          rotationOffset: Double = 0) {
        let offset = rotationOffset.isFinite ? rotationOffset : 0
        if let rotation {
            placing = { [weak target] point, angle in
                guard let target else { return }
                target[keyPath: x] = point.x
                target[keyPath: y] = point.y
                target[keyPath: rotation] = angle + offset
            }
        } else {
            placing = { [weak target] point, _ in
                guard let target else { return }
                target[keyPath: x] = point.x
                target[keyPath: y] = point.y
            }
        }
        placing?(currentPoint, currentAngle)
    }

    /// Stops writing to the attached target.
    public func detach() {
        placing = nil
    }

    /// The accessor through which motions move ``percentageComplete``: its getter and setter,
    /// called directly rather than through a key path.
    static var progressAccessor: PropertyAccessor<PathState> {
        PropertyAccessor(read: { $0.percentageComplete }, write: { $0.percentageComplete = $1 })
    }
}
