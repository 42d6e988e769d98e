import Foundation
@_spi(Kernel) import MotionKernel

/// Moves a point along a `MotionPath` with a motion's timeline: its duration and easing, delay,
/// reversing, repeating, speed, seeking and every callback, which here also hand over the point.
///
/// ```swift
/// let path = try MotionPath(svgPathData: "M0 0 C50 -80 150 80 200 0")
/// let motion = PathMotion(path: path, duration: 2, easing: EasingQuadratic.easeInOut())
///     .updated { motion, point in print(point) }
/// motion.pathState.attach(sprite, position: \.position, rotation: \.rotation)
/// motion.start()
/// ```
///
/// The motion moves its ``pathState``'s progress from ``startPosition`` to ``endPosition`` (0…1 of
/// the path's length, by distance: equal progress is equal distance, as CSS's `offset-distance`);
/// the state places the point and writes an attached target's position and, to orient it along the
/// path, its rotation (CSS's `offset-rotate: auto`, plus an offset). Progress that an overshooting
/// easing carries past the start or end follows ``edgeBehavior``. A `PathMotion` is a
/// ``Motion`` of its ``PathState``, so it joins groups and sequences like any other.
public final class PathMotion: Motion<PathState>, PathFollowing {
    /// The point's place on the path, which this motion moves.
    public let pathState: PathState

    /// Where on the path the motion begins, 0…1 of its length.
    public let startPosition: Double
    /// Where on the path the motion ends, 0…1 of its length.
    public let endPosition: Double

    /// What progress past the start or end position does (the state's ``PathState/edgeBehavior``).
    public var edgeBehavior: PathEdgeBehavior {
        get { pathState.edgeBehavior }
        set { pathState.edgeBehavior = newValue }
    }

    /// Creates a motion of `pathState`'s point from `startPosition` to `endPosition` (each 0…1 of
    /// the path's length; outside that range, or not finite, they are clamped, with a diagnostic).
    public init(pathState: PathState, duration: TimeInterval, startPosition: Double = 0, endPosition: Double = 1,
                easing: EasingCurve, edgeBehavior: PathEdgeBehavior = .stopAtEdges, options: MotionOptions = []) {
        self.pathState = pathState
        (self.startPosition, self.endPosition) = Self.positions(startPosition, endPosition)
        pathState.edgeBehavior = edgeBehavior
        pathState.edges = (self.startPosition, self.endPosition)
        super.init(target: pathState, properties: [Self.progress(self.startPosition, self.endPosition)],
                   duration: duration, easing: easing, options: options)
    }

    /// Creates a motion of `pathState`'s point from `startPosition` to `endPosition`, eased by an
    /// easing closure (linear unless given).
    public convenience init(pathState: PathState, duration: TimeInterval, startPosition: Double = 0, endPosition: Double = 1,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(),
                            edgeBehavior: PathEdgeBehavior = .stopAtEdges, options: MotionOptions = []) {
        self.init(pathState: pathState, duration: duration, startPosition: startPosition, endPosition: endPosition,
                  easing: EasingCurve(easing), edgeBehavior: edgeBehavior, options: options)
    }

    /// Creates a motion along `path`, with a ``PathState`` of its own.
    public convenience init(path: MotionPath, duration: TimeInterval, startPosition: Double = 0, endPosition: Double = 1,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(),
                            edgeBehavior: PathEdgeBehavior = .stopAtEdges, options: MotionOptions = []) {
        self.init(pathState: PathState(path: path), duration: duration, startPosition: startPosition, endPosition: endPosition,
                  easing: EasingCurve(easing), edgeBehavior: edgeBehavior, options: options)
    }

    /// The property a path motion moves: the state's progress, from `start` to `end`.
    static func progress(_ start: Double, _ end: Double) -> PropertyData<PathState> {
        PropertyData(path: "percentageComplete", start: start, end: end, accessor: PathState.progressAccessor)
    }

    /// Positions clamped into 0…1 (a value that is not finite becomes the path's start or end).
    static func positions(_ start: Double, _ end: Double) -> (Double, Double) {
        func clamped(_ value: Double, _ fallback: Double, _ what: String) -> Double {
            let finite = Sanitize.finite(value, fallback: fallback, what: "Path motion \(what) position")
            let result = min(max(finite, 0), 1)
            if result != finite {
                MotionDiagnostics.logger.report(.warning, "Path motion \(what) position \(finite) is outside 0…1; using \(result)")
            }
            return result
        }
        return (clamped(start, 0, "start"), clamped(end, 1, "end"))
    }
}
