import Foundation

/// The per-run, per-property numbers a motion writes on each beat: one lane inline, or more in a
/// manually managed buffer.
///
/// The lanes are filled when movement begins (start values resolved, deltas computed) and then only
/// read, so a beat does no allocation, no dictionary or string work, and no exclusivity bookkeeping: a
/// target setter that re-enters the motion cannot trip an access conflict. The type is not generic,
/// so the per-beat loop needs no generic metadata even when the motion's code is not specialized.
/// Noncopyable, like its buffers: the memory goes with the lanes' one owner.
@_spi(Kernel) public struct PropertyLanes: ~Copyable, Sendable {
    /// The lanes of a motion of two or more properties as a ``LaneList`` (a steady leg keeps a copy of a
    /// single lane instead; see ``withSpan(_:)`` for lanes of any count).
    @inlinable public var span: LaneList {
        assert(one == nil, "a single inline lane has no span of its own")
        return LaneList(base: rare?.lanes.base, count: rare?.lanes.count ?? 0, additive: additiveShares)
    }

    /// Calls `body` with the lanes as a ``LaneList``: the buffer's, or, for a single inline lane, a copy
    /// on the stack, which a target setter that refills the lanes during `body` cannot change.
    @inline(__always)
    @inlinable public func withSpan<Result>(_ body: (LaneList) -> Result) -> Result {
        guard var copy = one else { return body(span) }
        return withUnsafeMutablePointer(to: &copy) { body(LaneList(base: $0, count: 1, additive: additiveShares)) }
    }

    /// The only lane of a motion of one property, inline, in the lanes' own bytes: no allocation
    /// (40 bytes, 48 taken) for it. `nil` when the lanes are in the rare box's buffer (a motion of
    /// two or more properties, see ``RareLanes``) or there are none. Once the lanes have needed the
    /// buffer, they stay in it.
    ///
    /// Lanes are written in loops that call target setters, which may restart the motion and refill
    /// its lanes: the buffer's memory is never freed before the lanes end, so such a loop reads
    /// allocated memory, and a single inline lane is copied before it is written.
    ///
    /// Unchecked for sendability as the buffer is: only the isolation domain that runs the motion
    /// touches the lanes.
    @usableFromInline nonisolated(unsafe) var one: Lane?
    /// The lanes of two or more properties, and the additive shares, made when
    /// any of them first holds something (see ``RareLanes``). Kept apart so that the common lanes
    /// stay small.
    @usableFromInline var rare: RareLanes?

    /// The lane at `index` (below ``count``), copied.
    @inline(__always)
    @inlinable public func stored(at index: Int) -> Lane {
        one ?? rare.unsafelyUnwrapped.lanes[index]
    }

    /// The box, made if there is none yet.
    @inlinable mutating func rareLanes() -> RareLanes {
        if let rare { return rare }
        let made = RareLanes()
        rare = made
        return made
    }

    /// The box with additive shares, made if there is none yet: it takes over
    /// the lanes of the smaller box, if there is one.
    @inlinable mutating func laneExtras() -> RareLanes.WithExtras {
        if let extras = rare?.extras { return extras }
        let made = RareLanes.WithExtras(takingLanesOf: rare)
        rare = made
        return made
    }
    /// Whether the lanes are one, inline (for tests).
    @inlinable public var hasInlineLane: Bool { one != nil }
    /// Whether the box of several lanes has been made (for tests).
    @inlinable public var hasRareLanes: Bool { rare != nil }
    /// Whether the box of additive shares has been made (for tests).
    @inlinable public var hasLaneExtras: Bool { rare?.extras != nil }
    /// The additive shares, when the lanes have any: `nil` for plain lanes.
    @inlinable var additiveShares: UnsafeMutablePointer<AdditiveLane>? {
        guard let extras = rare?.extras, extras.additive.count > 0 else { return nil }
        return extras.additive.base
    }
    /// The number of additive shares: 0, or one per lane.
    @inlinable public var additiveCount: Int { rare?.extras?.additive.count ?? 0 }
    /// Whether writes set offsets in additive sums instead of storing values.
    @inlinable public var isAdditive: Bool { additiveCount > 0 }

    /// The number of properties.
    @inlinable public var count: Int { one == nil ? rare?.lanes.count ?? 0 : 1 }

    /// Makes writes additive with `weight`, lane `i` contributing to `sums[i]` from an offset of 0,
    /// or plain with `nil`. The caller keeps the sums alive while the lanes refer to them.
    @inlinable public mutating func setAdditive(weight: Double?, sums: [AdditiveSum] = []) {
        // Emptied, not freed: a write loop still running may hold the memory (see `one`).
        rare?.extras?.additive.removeAll(keepingCapacityFor: 0)
        guard let weight, sums.count == count, !sums.isEmpty else { return }
        let extras = laneExtras()
        extras.additive.reserve(count)
        for sum in sums {
            sum.totals.pointee.contributors += 1
            extras.additive.append(AdditiveLane(offset: 0, folded: 0, weight: weight, totals: sum.totals))
        }
    }

    /// Ends the lanes' part in their sums: each current offset moves into its sum's base, so the
    /// property keeps its value, and is remembered for ``takeOutAdditive(from:)``.
    @inlinable public func endAdditive() {
        guard let shares = additiveShares else { return }
        for index in 0..<additiveCount {
            let share = shares + index
            let totals = share.pointee.totals
            totals.pointee.base += share.pointee.offset
            totals.pointee.offsets -= share.pointee.offset
            totals.pointee.contributors -= 1
            share.pointee.folded += share.pointee.offset
            share.pointee.offset = 0
        }
    }

    /// Takes the offsets that ``endAdditive()`` kept back out of the properties (a reset): from the
    /// sum's base while other motions still run on the property, else from the value it holds.
    @inlinable public func takeOutAdditive(from target: TargetPointer) {
        guard let shares = additiveShares else { return }
        withSpan { span in
            guard let base = span.base else { return }
            for index in 0..<min(additiveCount, span.count) {
                let share = shares + index
                let folded = share.pointee.folded
                guard folded != 0 else { continue }
                share.pointee.folded = 0
                let totals = share.pointee.totals
                if totals.pointee.contributors > 0 {
                    totals.pointee.base -= folded
                    base[index].write(target, totals.pointee.base + totals.pointee.offsets)
                } else {
                    let current = target.withObject { base[index].access($0, .read) }
                    base[index].write(target, current - folded)
                }
            }
        }
    }

    /// Refills the lanes with `count` lanes that `lane` makes from their index, in order: the one
    /// lane inline when `count` is 1 and the lanes never needed the buffer, else in the box's
    /// buffer, where they stay once there.
    ///
    /// `lane` may call a target getter that restarts the motion and refills its lanes: the buffer's
    /// memory outlives such a refill (see ``one``), and each lane made is appended after `lane`
    /// returns.
    /// - Complexity: O(`count`).
    @inlinable @inline(__always)
    public mutating func refill(count: Int, _ lane: (Int) -> Lane) {
        if count == 1, (rare?.lanes.capacity ?? 0) == 0 {
            one = lane(0)
            return
        }
        one = nil
        rareLanes().lanes.removeAll(keepingCapacityFor: count)
        for index in 0..<count {
            let made = lane(index)
            rare.unsafelyUnwrapped.lanes.append(made)
        }
    }

    /// Lanes of one property, `lane`, inline, with the box `box` (see ``takeBox()``).
    @inlinable public init(single lane: Lane, box: RareLanes? = nil) {
        one = lane
        rare = box
    }

    /// No lanes yet.
    @inlinable public init() {}

    /// Takes the box out of the lanes, leaving them with their inline lane alone: the box of a
    /// single additive lane waits in the motion while its run record is given back (see
    /// ``RunRecord``).
    @inlinable public mutating func takeBox() -> RareLanes? {
        defer { rare = nil }
        return rare
    }

    /// The only lane's additive share, for a steady leg to carry, when there is exactly one lane and
    /// it is additive.
    @inlinable public var singleShare: SteadyLeg.Share? {
        guard count == 1, additiveCount == 1, let share = additiveShares else { return nil }
        return SteadyLeg.Share(totals: share.pointee.totals, weight: share.pointee.weight, offset: share.pointee.offset)
    }

    /// The only lane's additive share, for an eased leg: with the lane's start, from which its offset
    /// is measured.
    @inlinable public var singleEasedShare: EasedLeg.Share? {
        // `stored(at:)` rather than `single`, as in ``write(eased:reverse:to:)``.
        guard let share = singleShare, count == 1 else { return nil }
        let lane = stored(at: 0)
        return EasedLeg.Share(totals: share.totals, weight: share.weight, start: lane.start, offset: share.offset)
    }

    /// Takes back the offset that a steady leg carrying the only lane's share has reached.
    @inlinable public func adoptSingleOffset(_ offset: Double) {
        guard additiveCount == 1, let own = additiveShares else { return }
        own.pointee.offset = offset
    }
}
