import Foundation
@_spi(Kernel) import MotionKernel

// A motion's run record (see RunRecord): lent by its tempo when the motion first needs it, given
// back while the tempo plays a leg that holds the whole run, and rebuilt from that leg when the
// motion takes the leg back.

extension Motion {
    /// The delay of the run in progress, in local time.
    final var runDelay: TimeInterval {
        @inline(__always) get { runMemory.delay }
        @inline(__always) set { runMemory.delay = newValue }
    }

    /// The delay the next run takes (``delay``), kept in the run record: a motion that was never
    /// given one has no record for it and reads 0, and while a leg holds the run the record is given
    /// back only if this delay is the run's, which the leg keeps (see ``RunRecord``).
    final var configuredDelay: TimeInterval {
        get {
            if let record = runHandle.record { return record.configuredDelay }
            return steadyLegOffered ? clockAndDelay.delay : 0
        }
        set {
            guard newValue.bitPattern != 0 || runHandle.record != nil || steadyLegOffered else { return }
            runMemory.configuredDelay = newValue
        }
    }

    /// The index of the current leg since movement began (see ``MotionTimeline``).
    final var legIndex: Double {
        @inline(__always) get { runMemory.leg }
        @inline(__always) set { runMemory.leg = newValue }
    }

    /// Progress within the current leg of the timeline, 0…1.
    final var legFraction: Double {
        @inline(__always) get { runMemory.legFraction }
        @inline(__always) set { runMemory.legFraction = newValue }
    }

    /// Moves the timeline to the start of its first leg.
    @inline(__always)
    final func restartTimeline() {
        timeline.restart()
        legIndex = 0
        legFraction = 0
    }

    /// Moves the timeline to the start of leg `leg` (see ``MotionTimeline/enterLeg(_:)``).
    @inline(__always)
    final func enterLeg(_ leg: Double) {
        legIndex = leg
        legFraction = timeline.enterLeg(leg)
    }

    /// The run record the motion holds, if it holds one.
    final var runRecord: RunRecord? {
        @inline(__always) get { runHandle.record }
    }

    /// The target's lease while running (shared with every motion running on the same target): it
    /// holds the target strongly, so beats need neither weak loads nor retains. Kept in the run
    /// record, or in ``runHandle`` while the record is given back: read without a record.
    final var lease: TargetLease? {
        @inline(__always) get {
            if let record = runHandle.record { return record.lease }
            return runHandle.lentLease
        }
        set {
            guard newValue != nil || runHandle.record != nil || runHandle.lentLease != nil else { return }
            runMemory.lease = newValue
        }
    }

    /// The run record, lent now if the motion has none. Its parts are read and changed in place
    /// through it (`runMemory.clock.accept(beat)`, `runMemory.lanes.writeEnd(to:)`: the clock is
    /// local time, seconds since start including the delay, as a function of the tempo's beats),
    /// with no exclusivity check at run time: the
    /// lanes' memory is their buffers' own, which writes reach through pointers (see ``LaneList``),
    /// and the lanes are refilled only between writes. (Through the record's addressors rather
    /// than a property of the motion's own: such a property would yield the part from a
    /// coroutine, whose frame is allocated wherever it is not inlined, as in a beat.)
    @inline(__always)
    final var runMemory: RunRecord {
        if let record = runHandle.record { return record }
        return lendRunRecord()
    }

    /// A record for a motion that has none: rebuilt from the leg its tempo plays, or a new one.
    @inline(never)
    final func lendRunRecord() -> RunRecord {
        if steadyLegOffered, let rebuilt = rebuildRunRecord() { return rebuilt }
        let record = tempo?.runRecords.lend() ?? RunRecordPool.allocate()
        // A lease waiting for a record the leg no longer holds goes into the new one.
        record.lease = runHandle.lentLease
        runHandle = RunHandle(record: record)
        return record
    }

    /// Rebuilds the record from the leg the tempo plays for the motion, its clock at the last beat
    /// the leg played and its progress through the leg worked out at that beat, as the leg works it
    /// out (`nil` when the tempo has no leg that holds the run).
    final func rebuildRunRecord() -> RunRecord? {
        guard isSubscribed, let tempo, let index = tempo.runSourceIndex(subscriptionIndex, of: self) else { return nil }
        let box = rare?.parkedLanes
        rare?.parkedLanes = nil
        let record = tempo.runRecords.memory()
        tempo.entries.rebuildRun(at: index, into: record, box: box, access: propertyList.accessBody(at: 0))
        record.lease = runHandle.lentLease
        runHandle = RunHandle(record: record)
        adoptFraction(at: record.clock.lastBeat)
        return record
    }

    /// The clock and the run's delay, read without lending a record: from the leg the tempo plays
    /// while the motion has given its record back (a collection working out when its member next
    /// reports reads them, between the member's own beats).
    final var clockAndDelay: (clock: MoveableClock, delay: TimeInterval) {
        if runRecord == nil, steadyLegOffered, isSubscribed, let tempo, let index = tempo.runSourceIndex(subscriptionIndex, of: self) {
            return tempo.entries.runClock(at: index)
        }
        return (runMemory.clock, runDelay)
    }

    /// Gives the record back to `tempo` after it took the motion's leg, when the leg holds all of it:
    /// one lane inline (no law of its own, no other lanes), which ``rebuildRunRecord()`` makes again
    /// to the bit; for an eased leg, which keeps no velocity, a lane without one. An eased leg's
    /// additive share holds the lane's offset, and the lanes' box waits in ``rare`` meanwhile.
    ///
    /// Not while the motion fills its lanes: a target getter the fill calls may start the motion
    /// again, and the fill goes on writing to the record when the getter returns.
    final func lendRunToLeg(of tempo: Tempo, eased: Bool) {
        // The leg keeps the run's delay only: a delay set for the next run keeps the record.
        guard !fillingLanes, let record = runRecord,
              record.configuredDelay.bitPattern == record.delay.bitPattern else { return }
        if let lane = record.lanes.singleInlineLane {
            guard !eased || lane.velocity.bitPattern == 0 else { return }
        } else {
            guard eased, record.lanes.isSingleAdditiveLane, let rare else { return }
            rare.parkedLanes = record.lanes.takeBox()
        }
        runHandle = RunHandle(lentWith: record.lease)
        tempo.runRecords.takeBack(record)
    }

    /// Lets go of the record when the motion is freed (after its lease): back to its tempo's list,
    /// or to the store (see ``RunRecordStore``) for a motion without a tempo.
    final func giveBackRunRecord() {
        guard let record = runRecord else { return }
        runHandle = RunHandle()
        if let tempo {
            tempo.runRecords.takeBack(record)
        } else {
            RunRecordPool.deallocate(record)
        }
    }
}
