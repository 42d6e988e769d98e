import Foundation
@_spi(Kernel) import MotionKernel

// The commonest start, straight into the tempo's eased leg: a lone tween that has never needed a
// run record and moves at once. The general start lends a record, fills its lanes and clock, offers
// the leg and gives the record back; this one offers the same leg from the motion's settings, and
// leaves the motion as the general start leaves it once its record is given back.

extension Motion {
    /// Starts the motion straight into an eased leg its tempo plays, when nothing about it needs
    /// the general start: no collection and no `updated` callback, no record and no lease yet
    /// (it has never run, and nothing set on it lives in a record: a delay, a speed, a seek), one
    /// property whose start is given (no getter to call), eased by a built-in curve without a law or
    /// an additive share, a first leg that lasts and is played whole, and a tempo between beats (a
    /// subscriber that joins during a beat has no entry yet for a leg).
    /// - Returns: whether it started; `false` leaves the start to the general one, having changed
    ///   nothing it does not set again (the timeline may be at its start already).
    func startStraightIntoLeg() -> Bool {
        guard runHandle.isEmpty, parentLink == nil, !reportsUpdates, !isSubscribed, !followsLaw, !isAdditive, !writesThroughAccessor,
              let (start, end) = propertyList.singleStartAndEnd, let start = PropertyData<Target>.value(start),
              let kind = forwardCurve.kind, timeline.duration > 0, case let tempo = unretainedTempo, tempo.isPresent
        else { return false }
        // The tempo is the motion's until `started` runs, after the leg is offered: borrowed, not
        // counted (two atomic operations).
        let started = tempo.borrow { tempo in
            startStraight(on: tempo, from: start, to: PropertyData<Target>.value(end) ?? start, kind: kind)
        }
        guard started else { return false }
        // Told once the leg is the tempo's: what the callback reads or changes (the progress, a
        // setting, a stop) takes the leg back first, as for any running motion.
        if extras != nil { emit(callbacks.started) }
        return true
    }

    /// ``tempo``, not counted: valid while the motion keeps it, until something sets ``tempo``.
    private var unretainedTempo: UncountedReference<Tempo> {
        settleTempo()
        return UncountedReference(chosenTempo)
    }

    /// ``startStraightIntoLeg()`` on `tempo`, the motion's, once the motion's own conditions hold.
    private func startStraight(on tempo: Tempo, from start: Double, to end: Double, kind: EasingKind) -> Bool {
        guard !tempo.isBeating, tempo.hasSlots(TempoEntries.slots(ofEasedLegWithReport: false, share: false)) else { return false }
        let now = tempo.currentTime
        timeline.restart()
        // The lease is indexed by the tempo's next beat, with the others started meanwhile.
        guard !now.isNaN, timeline.isWholeLeg(0), let lease = idleTarget.takeLeaseIndexedLater() else { return false }
        tempo.indexesLeases = true
        beginRunFlags()
        keepsResolvedStarts = false
        // The record the leg's end (or a read of the run) will lend, ready outside the beat.
        tempo.runRecords.keepOneFree()
        // The lease waits in the run handle, as while any leg holds the run.
        runHandle = RunHandle(lentWith: lease)
        subscriptionIndex = tempo.subscribe(generic: self)
        // What beginning movement sets (see ``prepareLanes()``): its lanes are the leg's.
        movementBegun = true
        lanesFilled = true
        currentOperationID = AdditiveRegistry.pendingOperationID
        state = .moving
        // The leg of a clock anchored at this beat, local time 0, speed 1 and no delay (a record
        // never lent holds these), over the property's span made finite as the lanes make it.
        let clock = LegClock(anchorBeat: now, anchorLocalTime: 0, speed: 1, delay: 0, leg: 0, duration: timeline.duration)
        let span = PropertyLanes.span(from: start, to: end, of: propertyList.property(at: 0, of: Target.self).path)
        let leg = EasedLeg(clock: clock, reverse: false, target: lease.targetPointer, span: span, kind: kind)
        steadyLegOffered = true
        let offered = tempo.offerEasedLeg(leg, access: nil, tail: clock.tail, at: now, entry: subscriptionIndex, of: self)
        assert(offered, "a tempo with the slots of an eased leg takes one from a subscriber it just took")
        return true
    }
}
