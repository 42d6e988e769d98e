import Foundation

/// The hand-written baseline for springs: per spring its start time, end value, release displacement
/// and velocity, the under-damped constants and a writer closure; each beat evaluates
/// x = end + e^(−at)·(x₀·cos ω_d t + (v₀ + a·x₀)·sin(ω_d t)/ω_d) and writes.
struct PlainSpringLoop {
    struct Release {
        let startTime: Double
        let end: Double
        let displacement: Double
        let velocity: Double
        let decayRate: Double
        let dampedFrequency: Double
        let writer: (BenchTarget, Double) -> Void
        let target: BenchTarget

        /// The under-damped solution at `time` (inlined into both loops).
        @inline(__always)
        func value(at time: Double) -> Double {
            let t = max(time - startTime, 0)
            let decay = exp(-decayRate * t)
            let angle = dampedFrequency * t
            let b = velocity + decayRate * displacement
            return end + decay * (displacement * cos(angle) + b * sin(angle) / dampedFrequency)
        }
    }

    private(set) var releases: [Release] = []

    init(targets: [BenchTarget], startTime: Double, from: Double, to: Double, velocity: Double,
         mass: Double, stiffness: Double, damping: Double) {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        releases.reserveCapacity(targets.count)
        for target in targets {
            releases.append(Release(startTime: startTime, end: to, displacement: from - to, velocity: velocity,
                                    decayRate: zeta * omega0, dampedFrequency: omega0 * (1 - zeta * zeta).squareRoot(),
                                    writer: { $0.x = $1 }, target: target))
        }
    }

    @inline(never)
    func beat(at time: Double) {
        for release in releases {
            release.writer(release.target, release.value(at: time))
        }
    }

    /// The under-damped solution written out with a direct store (`direct_ns_per_motion_beat`).
    @inline(never)
    func directBeat(at time: Double) {
        for release in releases {
            release.target.x = release.value(at: time)
        }
    }
}
