import Foundation

// What the lanes say about themselves without changing: the single lane a leg is made from, a lane's
// resolved numbers.

extension PropertyLanes {
    /// The one lane, when the lanes are exactly that: inline, with no box (no additive share). A leg
    /// made from it holds everything the lanes hold (see ``RunRecord``).
    @inlinable public var singleInlineLane: Lane? { rare == nil ? one : nil }

    /// Whether the lanes are one inline lane and, in the box, its additive share and nothing else:
    /// an eased leg with the share holds everything but the box (see ``takeBox()``).
    @inlinable public var isSingleAdditiveLane: Bool {
        guard one != nil, let extras = rare?.extras else { return false }
        return extras.lanes.count == 0 && extras.additive.count == 1
    }

    /// The only lane, when there is exactly one.
    @inlinable public var single: Lane? {
        if let one { return one }
        guard let rare, rare.lanes.count == 1 else { return nil }
        return rare.lanes[0]
    }

    /// Lane `index`'s resolved start and end, and its initial velocity.
    @inlinable public func lane(at index: Int) -> (start: Double, end: Double, velocity: Double) {
        let lane = stored(at: index)
        return (lane.start, lane.end, lane.velocity)
    }
}
