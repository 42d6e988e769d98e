import Foundation
@_spi(Kernel) import MotionKernel

/// Launches a point along a `MotionPath` and lets friction bring it to rest: a
/// ``PhysicsMotion`` of a ``PathState``'s progress.
///
/// ```swift
/// let motion = PathPhysicsMotion(path: path, velocity: 600, friction: 0.8)   // 600 points a second
///     .completed { motion, point in print("rests at", point) }
/// motion.start()
/// ```
///
/// The velocity is in the path's units (points) per second along the path, so the same flick
/// travels the same distance on a long path and a short one; the motion turns it into progress per
/// second (÷ the path's length). With ``PathEdgeBehavior/stopAtEdges`` (the default) the point
/// collides with the start and end positions, stopping there unless a restitution bounces it back;
/// with ``PathEdgeBehavior/contiguousEdges`` it travels on, continuing from the path's other end.
public final class PathPhysicsMotion: PhysicsMotion<PathState>, PathFollowing {
    /// The point's place on the path, which this motion moves.
    public let pathState: PathState
    /// Where on the path the launch begins, 0…1 of its length.
    public let startPosition: Double
    /// The far bound of the launch, 0…1 of the path's length (used when the point collides with the edges).
    public let endPosition: Double

    /// What progress past the start or end position does (the state's ``PathState/edgeBehavior``).
    public var edgeBehavior: PathEdgeBehavior {
        get { pathState.edgeBehavior }
        set {
            pathState.edgeBehavior = newValue
            collisionsEnabled = newValue == .stopAtEdges
        }
    }

    /// Launches `pathState`'s point from `startPosition` at `velocity` points per second along the
    /// path, slowed by `friction` (the fraction of velocity lost per second, 0.001…0.999).
    ///
    /// - Parameters:
    ///   - pathState: the point's place on the path, which the motion moves.
    ///   - velocity: the launch speed in points per second along the path (negative toward its
    ///     start); not finite becomes 0.
    ///   - friction: the fraction of velocity lost per second, 0.001…0.999.
    ///   - restitution: the fraction of speed kept when the point meets an edge under
    ///     ``PathEdgeBehavior/stopAtEdges``; 0 (no bounce) unless given.
    ///   - startPosition: where the launch begins, 0…1 of the path's length.
    ///   - endPosition: the far edge, 0…1 (clamped into that range, with a diagnostic).
    ///   - edgeBehavior: what the point does at the start and end positions.
    ///   - options: `.reverses`, `.repeats`.
    public init(pathState: PathState, velocity: Double, friction: Double, restitution: Double? = nil,
                startPosition: Double = 0, endPosition: Double = 1, edgeBehavior: PathEdgeBehavior = .stopAtEdges,
                options: MotionOptions = []) {
        self.pathState = pathState
        (self.startPosition, self.endPosition) = PathMotion.positions(startPosition, endPosition)
        pathState.edgeBehavior = edgeBehavior
        pathState.edges = (self.startPosition, self.endPosition)
        let length = pathState.length
        let progressVelocity = length > 0 ? velocity / length : 0
        super.init(target: pathState, properties: [PathMotion.progress(self.startPosition, self.endPosition)],
                   velocity: progressVelocity, friction: friction, options: options)
        if edgeBehavior == .stopAtEdges {
            self.restitution = restitution ?? 0
            collisionsEnabled = true
        } else if let restitution {
            self.restitution = restitution
        }
    }

    /// Launches a point along `path`, with a ``PathState`` of its own (see
    /// ``init(pathState:velocity:friction:restitution:startPosition:endPosition:edgeBehavior:options:)``).
    public convenience init(path: MotionPath, velocity: Double, friction: Double, restitution: Double? = nil,
                            startPosition: Double = 0, endPosition: Double = 1,
                            edgeBehavior: PathEdgeBehavior = .stopAtEdges, options: MotionOptions = []) {
        self.init(pathState: PathState(path: path), velocity: velocity, friction: friction, restitution: restitution,
                  startPosition: startPosition, endPosition: endPosition, edgeBehavior: edgeBehavior, options: options)
    }

    /// Launches `pathState`'s point (the spelling of MotionMachine 3's tests; see
    /// ``init(pathState:velocity:friction:restitution:startPosition:endPosition:edgeBehavior:options:)``).
    public convenience init(path pathState: PathState, velocity: Double, friction: Double, restitution: Double? = nil,
                            startPosition: Double = 0, endPosition: Double = 1,
                            edgeBehavior: PathEdgeBehavior = .stopAtEdges, options: MotionOptions = []) {
        self.init(pathState: pathState, velocity: velocity, friction: friction, restitution: restitution,
                  startPosition: startPosition, endPosition: endPosition, edgeBehavior: edgeBehavior, options: options)
    }

    /// The point's current speed along the path, in points per second (negative toward the path's
    /// start): the launch law's velocity, not a finite difference; 0 unless moving.
    public var pathVelocity: Double { velocity(ofPropertyAt: 0) * pathState.length }
}
