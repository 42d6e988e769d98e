import MotionMachine

/// The hand-written baseline for path motions: per motion a start time, duration, start and change
/// of progress, easing closure, the path and a writer closure; each beat computes progress, eases
/// it, looks the point up by arc length (the same `MotionPath.point(at:)` the engine's state calls)
/// and writes both coordinates.
struct PlainPathLoop {
    struct Follower {
        let startTime: Double
        let duration: Double
        let startValue: Double
        let change: Double
        let easing: EasingUpdateClosure
        let path: MotionPath
        let writer: (BenchTarget, PathPoint) -> Void
        let target: BenchTarget
    }

    private(set) var followers: [Follower] = []

    init(targets: [BenchTarget], path: MotionPath, startTime: Double, duration: Double,
         easing: @escaping EasingUpdateClosure) {
        followers.reserveCapacity(targets.count)
        for target in targets {
            followers.append(Follower(startTime: startTime, duration: duration, startValue: 0, change: 1, easing: easing,
                                      path: path, writer: { $0.x = $1.x; $0.y = $1.y }, target: target))
        }
    }

    @inline(never)
    func beat(at time: Double) {
        for follower in followers {
            let elapsed = PlainTweenLoop.elapsed(at: time, from: follower.startTime, duration: follower.duration)
            let progress = follower.easing(elapsed, follower.startValue, follower.change, follower.duration)
            follower.writer(follower.target, follower.path.point(at: progress))
        }
    }

    /// The same lookups with the quadratic in-out easing written out and direct stores
    /// (`direct_ns_per_motion_beat`).
    @inline(never)
    func directBeat(at time: Double) {
        for follower in followers {
            let elapsed = PlainTweenLoop.elapsed(at: time, from: follower.startTime, duration: follower.duration)
            let progress = follower.startValue + follower.change * PlainTweenLoop.quadraticInOut(elapsed, duration: follower.duration)
            let point = follower.path.point(at: progress)
            follower.target.x = point.x
            follower.target.y = point.y
        }
    }
}
