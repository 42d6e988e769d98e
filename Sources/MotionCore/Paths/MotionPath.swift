/// A path in the plane that a motion can follow: lines, Bézier curves and elliptical arcs, in one
/// or more subpaths, measured by arc length so that equal progress covers equal distance.
///
/// Build one from SVG path data, from segments, or step by step with the same verbs as SwiftUI's
/// `Path`:
///
/// ```swift
/// var path = MotionPath()
/// path.move(to: PathPoint(x: 0, y: 0))
/// path.addCurve(to: PathPoint(x: 200, y: 0), control1: PathPoint(x: 50, y: -80), control2: PathPoint(x: 150, y: 80))
/// let middle = path.point(at: 0.5)   // half-way along, by distance
/// let path2 = try MotionPath(svgPathData: "M0 0 C50 -80 150 80 200 0")
/// ```
///
/// Progress `p` (0…1) stands for the distance `p × length` from the path's start, as CSS's
/// `offset-distance` does; a `move` between subpaths covers no distance, so progress jumps across
/// it. Each segment keeps a table of its parameter at equal steps of distance, made when the segment
/// is added, so a lookup is a search among the segments, one interpolation in the table and one
/// evaluation of the curve. The table is fine enough that the point for progress `p` lies, along
/// the path, within ``arcLengthTolerance`` of the segment's length of the exact `p × length`
/// (checked at every step's quarter points while the table is built; lines and circular arcs are
/// exact).
///
/// Points that are not finite are left out of a path as it is built (the segment that would use one
/// is dropped) and counted in ``droppedSegments``, so a path never holds NaN.
public struct MotionPath: Sendable {
    /// The segments, in order of travel.
    public private(set) var segments: [PathSegment] = []
    /// How many segments were left out because a point was not finite.
    public private(set) var droppedSegments = 0
    /// Whether the last subpath was closed (``closeSubpath()`` or SVG's `Z`).
    public private(set) var isClosed = false
    /// Where the next segment begins: the last point added.
    public private(set) var currentPoint: PathPoint?
    /// Where the subpath being built began, which ``closeSubpath()`` returns to.
    private var subpathStart: PathPoint?
    /// The arc-length table (see the type's description).
    @usableFromInline var table = ArcLengthTable()

    /// The largest distance, as a fraction of its segment's length, between the point a lookup
    /// returns and the exact arc-length point: 10⁻⁶.
    public static var arcLengthTolerance: Double { 1e-6 }

    /// An empty path.
    public init() {}

    /// A path of `segments`, in order; a segment that does not begin where the one before it ended
    /// begins a new subpath.
    public init(_ segments: [PathSegment]) {
        for segment in segments { add(segment) }
    }

    /// The path's total length: the sum of its segments' lengths.
    public var length: Double { table.length }

    /// Whether the path covers no distance (no segments, or only segments of no length).
    public var isEmpty: Bool { table.entries.isEmpty }

    /// Where the path begins, or `nil` if it has no segments.
    public var start: PathPoint? { segments.first?.start ?? currentPoint }

    // MARK: Building

    /// Begins a new subpath at `point`.
    public mutating func move(to point: PathPoint) {
        guard point.isFinite else { droppedSegments += 1; return }
        currentPoint = point
        subpathStart = point
        isClosed = false
    }

    /// Adds a straight line from the current point (the origin if there is none) to `point`.
    public mutating func addLine(to point: PathPoint) {
        add(.line(from: beginning(), to: point))
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: PathPoint, control: PathPoint) {
        add(.quadratic(from: beginning(), control: control, to: point))
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: PathPoint, control1: PathPoint, control2: PathPoint) {
        add(.cubic(from: beginning(), control1: control1, control2: control2, to: point))
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle` (radians from the
    /// x axis), preceded by a line from the current point to the arc's start if they differ.
    /// `clockwise` turns toward increasing angles, which is clockwise on a screen whose y axis points
    /// down (as `UIBezierPath`'s argument of that name); the arc turns less than a full circle
    /// unless the angles are a full turn or more apart.
    public mutating func addArc(center: PathPoint, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var sweep = endAngle - startAngle
        if sweep.isFinite, abs(sweep) < twoPi {
            if clockwise && sweep < 0 { sweep += twoPi }
            if !clockwise && sweep > 0 { sweep -= twoPi }
        } else if sweep.isFinite {
            sweep = clockwise ? twoPi : -twoPi
        }
        addArc(EllipticalArc(center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep))
    }

    /// Adds `arc`, preceded by a line from the current point to its start if they differ.
    public mutating func addArc(_ arc: EllipticalArc) {
        let segment = PathSegment.arc(arc)
        let from = segment.start
        if let current = currentPoint, !Self.coincide(current, from), from.isFinite { add(.line(from: current, to: from)) }
        add(segment)
    }

    /// Adds `arc`, which begins at the current point, and makes `end` the current point: the exact
    /// end SVG data names rather than the one the arc's cosines give.
    mutating func addArc(_ arc: EllipticalArc, endingAt end: PathPoint) {
        add(.arc(arc))
        if segments.last == .arc(arc) { currentPoint = end }
    }

    /// Whether two points are the same but for rounding (the start of an arc worked out from its
    /// centre and the point it was meant to start at).
    static func coincide(_ a: PathPoint, _ b: PathPoint) -> Bool {
        (a - b).magnitude <= 1e-9 * max(1, abs(a.x), abs(a.y))
    }

    /// Closes the subpath with a line back to where it began (none if it is already there).
    public mutating func closeSubpath() {
        guard let current = currentPoint, let first = subpathStart else { return }
        if !Self.coincide(current, first) { add(.line(from: current, to: first)) }
        currentPoint = first
        isClosed = true
    }

    /// Appends `segment`, measuring it; a segment with a point that is not finite is dropped.
    public mutating func add(_ segment: PathSegment) {
        guard segment.isFinite else { droppedSegments += 1; return }
        // A segment that does not begin where the last one ended begins a subpath of its own.
        if currentPoint.map({ !Self.coincide($0, segment.start) }) ?? true { subpathStart = segment.start }
        isClosed = false
        table.append(segment, index: segments.count)
        segments.append(segment)
        currentPoint = segment.end
    }

    private func beginning() -> PathPoint { currentPoint ?? .zero }
}

extension MotionPath: Hashable {
    /// Two paths are equal when they have the same segments (and so the same table).
    public static func == (a: MotionPath, b: MotionPath) -> Bool {
        a.segments == b.segments && a.isClosed == b.isClosed
    }

    /// Hashes the segments.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        hasher.combine(isClosed)
    }
}

extension PathSegment {
    /// Whether every point of the segment is finite.
    var isFinite: Bool {
        switch self {
        case .line(let a, let b): a.isFinite && b.isFinite
        case .quadratic(let a, let c, let b): a.isFinite && c.isFinite && b.isFinite
        case .cubic(let a, let c1, let c2, let b): a.isFinite && c1.isFinite && c2.isFinite && b.isFinite
        case .arc(let arc): arc.center.isFinite && arc.radiusX.isFinite && arc.radiusY.isFinite
            && arc.rotation.isFinite && arc.startAngle.isFinite && arc.sweep.isFinite
        }
    }
}
