import Foundation

// What a motion rebuilds its run record from (see RunRecord): the leg the list holds for it, read in
// place, when the leg holds the whole run.

extension TempoEntries {
    /// Asks for the lines ``rebuildRun(at:into:box:access:)`` reads for an eased leg (the record,
    /// which may straddle two lines, and its last beat): a stopped motion rebuilds its run from a leg
    /// nothing has read for a while.
    @inline(__always)
    @inlinable public func prefetchRun(at index: Int) {
        guard eased.base != nil else { return }
        Prefetch.lines(UnsafeRawPointer(eased[index]), 2)
        Prefetch.line(UnsafeRawPointer(lastBeats.base.unsafelyUnwrapped + index))
    }

    /// Whether the entry at `index` holds a leg its motion can rebuild its run record from (see
    /// ``RunRecord``): an eased leg, or a general leg of one lane without an additive share.
    @inlinable public func holdsRunSource(at index: Int) -> Bool {
        switch modes[index] {
        case .eased, .reporting, .additive: return true
        case .steady:
            guard case .single = steady[index].pointee.writes else { return false }
            return steady[index].pointee.share == nil
        default: return false
        }
    }

    /// The clock the entry's leg was made from, standing at the last beat the leg played, and the
    /// run's delay, read in place; the entry ``holdsRunSource(at:)``.
    @inlinable public func runClock(at index: Int) -> (clock: MoveableClock, delay: TimeInterval) {
        let (clock, delay, _) = run(at: index)
        return (clock, delay)
    }

    /// ``runClock(at:)`` and the index of the leg.
    @inlinable func run(at index: Int) -> (clock: MoveableClock, delay: TimeInterval, leg: Double) {
        assert(holdsRunSource(at: index), "the entry holds a leg to rebuild a run from")
        let anchorBeat: TimeInterval, hasTail: Bool, lastBeat: TimeInterval
        if modes[index] == .steady {
            let leg = steady[index]
            (anchorBeat, hasTail, lastBeat) = (leg.pointee.anchorBeat, leg.pointee.hasTail, leg.pointee.lastBeat)
        } else {
            let leg = eased[index]
            (anchorBeat, hasTail, lastBeat) = (leg.pointee.anchorBeat, leg.pointee.hasTail, lastBeats[index])
        }
        // A leg without a tail has the plain clock's numbers (see ``LegClock/isPlain``).
        let tail = hasTail ? tails[index] : nil
        var clock = MoveableClock(anchorBeat: anchorBeat, anchorLocalTime: tail?.pointee.anchorLocalTime ?? 0,
                                  speed: tail?.pointee.speed ?? 1)
        clock.lastBeat = lastBeat
        clock.localTime = clock.localTime(at: lastBeat)
        return (clock, tail?.pointee.delay ?? 0, tail?.pointee.leg ?? 0)
    }

    /// Initializes `record` with the run the entry's leg holds: its clock at the leg's last beat, the
    /// run's delay (the configured delay too), the leg's index and the one lane, with `box` as the
    /// lanes' box (an additive lane's, which takes the offset the leg's share reached); the entry
    /// ``holdsRunSource(at:)``. (The progress through the leg is the motion's to work out.)
    /// - Parameter access: the accessor of the motion's property, for an eased leg's lane (a general
    ///   leg keeps its lane's own).
    @inlinable public func rebuildRun(at index: Int, into record: RunRecord, box: RareLanes?, access: @escaping PropertyAccessBody) {
        let (clock, delay, leg) = run(at: index)
        let mode = modes[index]
        let lane: Lane
        if mode == .steady {
            guard case .single(let single) = steady[index].pointee.writes else { preconditionFailure("a general leg of one lane") }
            lane = single
        } else {
            let leg = eased[index]
            let reverse = leg.pointee.reverse, origin = leg.pointee.origin, farEnd = leg.pointee.farEnd
            lane = Lane(start: reverse ? farEnd : origin, end: reverse ? origin : farEnd, velocity: 0,
                                      access: access)
        }
        // A leg holds a run only while the configured delay is the run's (see ``RunRecord``).
        record.initialize(clock: clock, delay: delay, lanes: PropertyLanes(single: lane, box: box), leg: leg,
                          configuredDelay: delay)
        if mode == .additive { record.lanes.adoptSingleOffset(shares[index].pointee.offset) }
    }
}
