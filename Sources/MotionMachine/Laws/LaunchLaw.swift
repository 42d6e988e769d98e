import Foundation

/// A launch slowed by a ``PhysicsSolving`` law (``PhysicsMotion``): every property travels the same
/// ``distance`` from its own start over the law's rest time, along the travelled fraction of that
/// distance.
struct LaunchLaw: Sendable {
    /// The solver.
    let system: any PhysicsSolving
    /// The launch velocity, in value units per second.
    let velocity: Double
    /// How far a free property travels before it rests.
    let distance: Double
    /// The fraction of speed kept at each bounce, for properties that bounce.
    let restitution: Double
    /// Whether properties with both a start and an end bounce between them.
    let bounces: Bool
    /// The travelled fraction in closed form, when the solver is a ``PhysicsSystem`` (and the
    /// motion's easing is still the law's own curve).
    var decay: DecayBasis?
    /// Each property's share of the launch, by lane: it travels share × ``distance`` and moves at
    /// share × the law's velocity (a value motion's components). Empty means 1 for every lane.
    var shares: [Double] = []

    /// Lane `index`'s share of the launch.
    func share(ofLane index: Int) -> Double {
        index < shares.count ? shares[index] : 1
    }

    /// The bouncing launch of a property that starts at `start` and stays within `bounds`.
    func bounded(from start: Double, within bounds: ClosedRange<Double>) -> BoundedLaunch {
        BoundedLaunch(start: start, bounds: bounds, velocity: velocity, restitution: restitution, system: system)
    }
}
