import Foundation
@_spi(Kernel) import MotionKernel

// What the lanes say about themselves without changing: the single lane a leg is made from, a lane's
// resolved numbers, and how long a spring takes to settle on them.

extension PropertyLanes {
    /// The one lane, when the lanes are exactly that: inline, with no box (no additive share). A leg
    /// made from it holds everything the lanes hold (see ``RunRecord``).
    var singleInlineLane: Lane? { rare == nil ? one : nil }

    /// Whether the lanes are one inline lane and, in the box, its additive share and nothing else:
    /// an eased leg with the share holds everything but the box (see ``takeBox()``).
    var isSingleAdditiveLane: Bool {
        guard one != nil, let extras = rare?.extras else { return false }
        return extras.lanes.count == 0 && extras.additive.count == 1
    }

    /// The only lane, when there is exactly one.
    var single: Lane? {
        if let one { return one }
        guard let rare, rare.lanes.count == 1 else { return nil }
        return rare.lanes[0]
    }

    /// Lane `index`'s resolved start and end, and its initial velocity.
    func lane(at index: Int) -> (start: Double, end: Double, velocity: Double) {
        let lane = stored(at: index)
        return (lane.start, lane.end, lane.velocity)
    }

    /// The longest time any lane takes to settle on `spring` (forward leg, from its start with its
    /// velocity), and, when `reversing`, on the way back from rest; relative to each lane's own span.
    func settlingTime(on spring: Spring, reversing: Bool) -> Double {
        var longest = 0.0
        for index in 0..<count {
            let lane = stored(at: index)
            longest = max(longest, SpringSolution(spring: spring, displacement: -lane.delta, velocity: lane.velocity)
                .settlingTime(tolerance: Spring.restingDisplacement))
            if reversing {
                longest = max(longest, SpringSolution(spring: spring, displacement: lane.delta, velocity: 0)
                    .settlingTime(tolerance: Spring.restingDisplacement))
            }
        }
        return longest
    }
}
