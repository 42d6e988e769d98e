import Foundation

/// A launch that bounces between two bounds: the law of a ``PhysicsSolving`` solver between contacts,
/// and at each contact the velocity reversed and scaled by the restitution.
///
/// Computed once, when the launch begins, as a list of phases. Contact times are solved from the
/// law itself (bisection to 1e-13 s on the solver's displacement, so any solver works), not detected
/// when a beat happens to overshoot. The launch rests when its speed falls below
/// ``PhysicsSystem/restingSpeedFraction`` of the launch speed; then it holds. A launch that would
/// bounce more than ``maximumBounces`` times rests at its last contact.
final class BoundedLaunch: Sendable {
    struct Phase: Sendable {
        /// When the phase begins, its position then, and its velocity then.
        let time: Double
        let position: Double
        let velocity: Double
    }

    static let maximumBounces = 1000

    let phases: [Phase]
    /// When the launch comes to rest, and where.
    let restTime: Double
    let restValue: Double
    private let system: any PhysicsSolving

    init(start: Double, bounds: ClosedRange<Double>, velocity: Double, restitution: Double, system: any PhysicsSolving) {
        self.system = system
        let threshold = abs(velocity) * PhysicsSystem.restingSpeedFraction
        var phases: [Phase] = []
        var phase = Phase(time: 0, position: min(max(start, bounds.lowerBound), bounds.upperBound), velocity: velocity)
        var rest: (time: Double, value: Double)?
        while rest == nil {
            // Leaving a bound outwards: bounce at once.
            if (phase.position >= bounds.upperBound && phase.velocity > 0) || (phase.position <= bounds.lowerBound && phase.velocity < 0) {
                phase = Phase(time: phase.time, position: phase.position, velocity: -restitution * phase.velocity)
            }
            phases.append(phase)
            let speed = abs(phase.velocity)
            if speed <= threshold || phases.count > BoundedLaunch.maximumBounces {
                rest = (phase.time, phase.position)
                break
            }
            let stop = BoundedLaunch.solve(upTo: system.restTime(initialVelocity: velocity)) {
                abs(system.velocity(after: $0, initialVelocity: phase.velocity)) > threshold
            }
            let travel = system.displacement(after: stop, initialVelocity: phase.velocity)
            let wall = phase.velocity > 0 ? bounds.upperBound : bounds.lowerBound
            let reachesWall = phase.velocity > 0 ? phase.position + travel > wall : phase.position + travel < wall
            if !reachesWall {
                rest = (phase.time + stop, phase.position + travel)
                break
            }
            let contact = BoundedLaunch.solve(upTo: stop) {
                let reached = phase.position + system.displacement(after: $0, initialVelocity: phase.velocity)
                return phase.velocity > 0 ? reached < wall : reached > wall
            }
            let impact = system.velocity(after: contact, initialVelocity: phase.velocity)
            phase = Phase(time: phase.time + contact, position: wall, velocity: -restitution * impact)
        }
        self.phases = phases
        restTime = rest?.time ?? 0
        restValue = rest?.value ?? start
    }

    /// The position at time `t` (held at the rest value after the rest time).
    func value(at t: Double) -> Double {
        if t >= restTime { return restValue }
        let phase = self.phase(at: t)
        return phase.position + system.displacement(after: max(t - phase.time, 0), initialVelocity: phase.velocity)
    }

    /// The velocity at time `t`: the law's, from the phase in progress (so it changes sign and
    /// shrinks at each contact); 0 once at rest.
    func velocity(at t: Double) -> Double {
        if t >= restTime { return 0 }
        let phase = self.phase(at: t)
        return system.velocity(after: max(t - phase.time, 0), initialVelocity: phase.velocity)
    }

    /// The last phase that began at or before `t` (the first for earlier times).
    /// - Complexity: O(log n) in the number of bounces.
    private func phase(at t: Double) -> Phase {
        var low = 0, high = phases.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if phases[middle].time <= t { low = middle } else { high = middle - 1 }
        }
        return phases[low]
    }

    /// The last time in [0, limit] at which `isBefore` holds, for a condition true early and false
    /// late, by bisection to 1e-13 s.
    private static func solve(upTo limit: Double, _ isBefore: (Double) -> Bool) -> Double {
        var low = 0.0, high = max(limit, 0)
        if isBefore(high) { return high }
        while high - low > 1e-13 {
            let middle = (low + high) / 2
            // At large times adjacent doubles are further apart than 1e-13: stop when no progress is possible.
            if middle <= low || middle >= high { break }
            if isBefore(middle) { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
