import Foundation
@_spi(Kernel) import MotionKernel

/// A point's place on a `MotionPath`: the object a ``PathMotion`` or ``PathPhysicsMotion`` moves.
///
/// A motion moves ``percentageComplete``, the progress along the path (0 at its start, 1 at its end,
/// by distance); the state turns each progress into ``currentPoint`` and ``currentAngle``, through
/// its ``edgeBehavior`` when the progress leaves the motion's range, and writes them to the target
/// attached with one of the `attach` methods (``attach(_:position:rotation:rotationOffset:)``, ``attach(_:x:y:)``, …).
///
/// ```swift
/// let state = PathState(path: try MotionPath(svgPathData: "M0 0 C50 -80 150 80 200 0"))
/// state.percentageComplete = 0.5
/// state.currentPoint   // (100, 0): half-way along, by distance
/// ```
public final class PathState {
    // The state's fields are not checked for exclusivity at run time (a checked access is a call
    // into the runtime on every beat): each is read or replaced whole, and no access spans a call
    // but the attached target's writer, which reads none of them.

    /// The path the point travels.
    public let path: MotionPath
    /// The point's place at ``percentageComplete`` (after the edge behaviour); the path's start
    /// until the progress is first set.
    @exclusivity(unchecked) public private(set) var currentPoint: CGPoint
    /// The direction of travel at the point, in radians from the x axis (toward increasing y is
    /// positive); CSS's `offset-rotate: auto`. Worked out when read (a beat that writes no rotation
    /// does not pay for it).
    ///
    /// - Complexity: O(log *n*) in the path's segments.
    public var currentAngle: Double { path.angle(at: placedProgress) }
    /// What progress outside the motion's range does (see ``PathEdgeBehavior``); `.stopAtEdges`
    /// by default.
    @exclusivity(unchecked) public var edgeBehavior: PathEdgeBehavior = .stopAtEdges
    /// The range of progress ``PathEdgeBehavior/stopAtEdges`` holds the point in: the motion's start
    /// and end positions (0 and 1 until a motion sets them).
    @exclusivity(unchecked) var edges: (start: Double, end: Double) = (0, 1)
    /// The progress as the motion wrote it, before the edge behaviour.
    @exclusivity(unchecked) private var progress = 0.0
    /// The progress where the point stands, after the edge behaviour.
    @exclusivity(unchecked) private var placedProgress = 0.0
    /// The attached target's writer, if any: it takes the point and the angle of travel (0 unless
    /// ``placingTurns``).
    @exclusivity(unchecked) private var placing: ((CGPoint, Double) -> Void)?
    /// Whether the attached target takes the angle of travel (a rotation was attached).
    @exclusivity(unchecked) private var placingTurns = false

    /// A state at the start of `path`.
    public init(path: MotionPath) {
        self.path = path
        let point = path.point(at: 0)
        currentPoint = CGPoint(x: point.x, y: point.y)
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
        placedProgress = edgeBehavior.position(for: percentage, start: edges.start, end: edges.end)
        if placingTurns {
            let (point, angle) = path.placement(at: placedProgress)
            currentPoint = CGPoint(x: point.x, y: point.y)
            placing?(currentPoint, angle)
        } else {
            let point = path.point(at: placedProgress)
            currentPoint = CGPoint(x: point.x, y: point.y)
            placing?(currentPoint, 0)
        }
    }

    /// The point at `percentage` (0…1) of the path's length, or `nil` for a percentage outside
    /// 0…1, a value that is not finite or a path of no length.
    public func point(at percentage: Double) -> CGPoint? {
        guard percentage >= 0, percentage <= 1, !path.isEmpty else { return nil }
        let point = path.point(at: percentage)
        return CGPoint(x: point.x, y: point.y)
    }

    // MARK: Attaching a target

    /// Writes the point to `target`'s `position` each time the point moves; replaces any target
    /// attached before. The state holds the target weakly: once it is gone, nothing is written. The
    /// property is written where it is stored, learned on the first write (an observed or computed
    /// property through its setter), as a motion's properties are.
    public func attach<Target: AnyObject>(_ target: Target, position: ReferenceWritableKeyPath<Target, CGPoint>) {
        let point = StoredLocation(position)
        install(turns: false) { [weak target] place, _ in
            guard let target else { return }
            point.write(target, place)
        }
    }

    /// Writes the point to `target`'s `position` and the direction of travel plus `rotationOffset`
    /// (radians) to its `rotation`, each time the point moves: the target faces along the path, as
    /// CSS's `offset-rotate: auto` (with an offset, `auto 90deg`). Replaces any target attached
    /// before; the target is held weakly.
    public func attach<Target: AnyObject, Angle: MotionScalar>(
        _ target: Target, position: ReferenceWritableKeyPath<Target, CGPoint>,
        rotation: ReferenceWritableKeyPath<Target, Angle>, rotationOffset: Double = 0
    ) {
        let point = StoredLocation(position), turn = StoredLocation(rotation)
        let offset = Self.offset(rotationOffset)
        install(turns: true) { [weak target] place, angle in
            guard let target else { return }
            point.write(target, place)
            turn.write(target, Angle(motionValue: angle + offset))
        }
    }

    /// Writes the point's coordinates to `target`'s `x` and `y` (any scalar: `Double`, `CGFloat`,
    /// `Float`) each time the point moves; replaces any target attached before; the target is held
    /// weakly.
    public func attach<Target: AnyObject, Coordinate: MotionScalar>(
        _ target: Target, x: ReferenceWritableKeyPath<Target, Coordinate>, y: ReferenceWritableKeyPath<Target, Coordinate>
    ) {
        let (x, y) = (StoredLocation(x), StoredLocation(y))
        install(turns: false) { [weak target] place, _ in
            guard let target else { return }
            x.write(target, Coordinate(motionValue: place.x))
            y.write(target, Coordinate(motionValue: place.y))
        }
    }

    /// Writes the point's coordinates to `target`'s `x` and `y`, and the direction of travel plus
    /// `rotationOffset` (radians) to its `rotation`, each time the point moves; replaces any target
    /// attached before; the target is held weakly.
    public func attach<Target: AnyObject, Coordinate: MotionScalar, Angle: MotionScalar>(
        _ target: Target, x: ReferenceWritableKeyPath<Target, Coordinate>, y: ReferenceWritableKeyPath<Target, Coordinate>,
        rotation: ReferenceWritableKeyPath<Target, Angle>, rotationOffset: Double = 0
    ) {
        let (x, y, turn) = (StoredLocation(x), StoredLocation(y), StoredLocation(rotation))
        let offset = Self.offset(rotationOffset)
        install(turns: true) { [weak target] place, angle in
            guard let target else { return }
            x.write(target, Coordinate(motionValue: place.x))
            y.write(target, Coordinate(motionValue: place.y))
            turn.write(target, Angle(motionValue: angle + offset))
        }
    }

    /// A rotation offset made finite (with a diagnostic).
    private static func offset(_ value: Double) -> Double {
        Sanitize.finite(value, fallback: 0, what: "PathState rotation offset")
    }

    /// Installs `writer` as the attached target's writer, and writes the current point with it.
    private func install(turns: Bool, _ writer: @escaping (CGPoint, Double) -> Void) {
        placing = writer
        placingTurns = turns
        writer(currentPoint, turns ? currentAngle : 0)
    }

    /// Stops writing to the attached target.
    public func detach() {
        placing = nil
        placingTurns = false
    }

    /// The accessor through which motions move ``percentageComplete``: one closure calling its getter
    /// and setter directly, rather than a key path.
    static var progressAccessor: PropertyAccessor<PathState> {
        PropertyAccessor(body: { target, request in
            let state = uncheckedCast(target, to: PathState.self)
            switch request {
            case .read: return state.percentageComplete
            case .write(let value), .writeInPlace(let value):
                state.percentageComplete = value
                return request.answer(wrote: value)
            case .identify: return 0
            }
        })
    }
}
