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
            let t = max(time - release.startTime, 0)
            let decay = exp(-release.decayRate * t)
            let angle = release.dampedFrequency * t
            let b = release.velocity + release.decayRate * release.displacement
            let value = release.end + decay * (release.displacement * cos(angle) + b * sin(angle) / release.dampedFrequency)
            release.writer(release.target, value)
        }
    }

    /// The under-damped solution written out with a direct store (`direct_ns_per_motion_beat`).
    @inline(never)
    func directBeat(at time: Double) {
        for release in releases {
            let t = max(time - release.startTime, 0)
            let decay = exp(-release.decayRate * t)
            let angle = release.dampedFrequency * t
            let b = release.velocity + release.decayRate * release.displacement
            release.target.x = release.end + decay * (release.displacement * cos(angle) + b * sin(angle) / release.dampedFrequency)
        }
    }
}
