import Foundation

/// The hand-written baseline for physics: per launch a start time, start value, velocity, friction
/// constant and writer closure; each beat evaluates x = x₀ + v₀((1 − f)^t − 1)/ln(1 − f) and writes.
struct PlainDecayLoop {
    struct Launch {
        let startTime: Double
        let startValue: Double
        let velocity: Double
        let logRetained: Double
        let writer: (BenchTarget, Double) -> Void
        let target: BenchTarget

        /// The decay law at `time` (inlined into both loops).
        @inline(__always)
        func value(at time: Double) -> Double {
            let elapsed = max(time - startTime, 0)
            return startValue + velocity * (exp(elapsed * logRetained) - 1) / logRetained
        }
    }

    private(set) var launches: [Launch] = []

    init(targets: [BenchTarget], startTime: Double, from: Double, velocity: Double, friction: Double) {
        launches.reserveCapacity(targets.count)
        for target in targets {
            launches.append(Launch(startTime: startTime, startValue: from, velocity: velocity, logRetained: log(1 - friction),
                                   writer: { $0.x = $1 }, target: target))
        }
    }

    @inline(never)
    func beat(at time: Double) {
        for launch in launches {
            launch.writer(launch.target, launch.value(at: time))
        }
    }

    /// The decay law written out with a direct store (`direct_ns_per_motion_beat`).
    @inline(never)
    func directBeat(at time: Double) {
        for launch in launches {
            launch.target.x = launch.value(at: time)
        }
    }
}
