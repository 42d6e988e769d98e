import Foundation
@_spi(Kernel) import MotionKernel

// A motion's two ways into and out of the fast path: it offers its tempo a steady leg after each of
// its own beats (and at a start that moves at once, see `start(keepingResolvedStarts:)`), and
// reclaims it (adopting the beats the tempo played) before anything about its run changes or is
// read (see SteadyLeg). The motion's other code uses nothing of the fast path but its target check
// interval.

extension Motion {
    // MARK: Steady legs

    /// Lets the tempo compute the next beats itself while the motion is moving within one leg (see
    /// ``SteadyLeg`` and ``EasedLeg``): an eased leg reports each beat to an `updated` callback; a
    /// motion with a callback and any other leg plays its own beats. Otherwise withdraws any earlier
    /// offer.
    func offerSteadyLeg(at beat: TimeInterval) {
        guard mayOfferSteadyLeg, isSubscribed, let tempo else { return }
        offerSteadyLeg(at: beat, on: tempo)
    }

    /// Whether the motion may have a leg to offer or one to withdraw, decided from plain flags
    /// before the tempo is read (a retain): a leg offered, or a moving motion whose lanes are not
    /// played by time (those never get a leg, so there is none to withdraw either).
    @inline(__always)
    var mayOfferSteadyLeg: Bool {
        steadyLegOffered || (state == .moving && !hasTimedLanes)
    }

    /// ``offerSteadyLeg(at:)`` for a subscribed motion that ``mayOfferSteadyLeg``, by a caller that
    /// has read ``tempo`` already.
    func offerSteadyLeg(at beat: TimeInterval, on tempo: Tempo) {
        assert(tempo === self.tempo && isSubscribed && mayOfferSteadyLeg, "a motion offers its legs to its own tempo, when it may")
        let index = subscriptionIndex
        func withdraw() {
            if steadyLegOffered { tempo.offerSteadyLeg(nil, at: index, of: self) }
            steadyLegOffered = false
        }
        // Timed lanes (bouncing launches, keyframe tracks) are played by time on the motion's own
        // path; they get no steady leg.
        // Additive lanes do: their writes are a function of time too (see ``AdditiveSum``).
        guard state == .moving, !held, lanesFilled, !hasTimedLanes,
              !timeline.isComplete, timeline.isWholeLeg(legIndex),
              let anchorBeat = runMemory.clock.anchorBeat, let target = targetPointer, timeline.duration > 0 else {
            return withdraw()
        }
        let reverse = timeline.isReverseLeg
        let legClock = LegClock(anchorBeat: anchorBeat, anchorLocalTime: runMemory.clock.anchorLocalTime, speed: runMemory.clock.speed, delay: runDelay,
                                leg: legIndex, duration: timeline.duration)
        // The commonest motion, one plain property eased by a built-in curve, gets the compact leg;
        // with an `updated` callback, the tempo reports each beat it plays back to the motion. One
        // additive property eased by a built-in curve gets it too, with its share of the sum beside
        // it (and, with a callback, plays its own beats).
        if let kind = easingKind(reverse: reverse), let lane = runMemory.lanes.single {
            let leg = EasedLeg(clock: legClock, reverse: reverse, target: target, lane: lane, kind: kind)
            if !runMemory.lanes.isAdditive {
                offeringLeg()
                let readsNext = extras.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
                let report = reportsUpdates ? EasedLeg.Report(reporter: self, token: runToken, readsNext: readsNext) : nil
                // The leg holds the whole run now: the record goes back to the tempo until the
                // motion takes the leg back (see ``RunRecord``).
                if tempo.offerEasedLeg(leg, access: laneAccess(lane), tail: legClock.tail, report: report,
                                       at: beat, entry: index, of: self) {
                    lendRunToLeg(of: tempo, eased: true)
                }
                return
            }
            if !reportsUpdates, let share = runMemory.lanes.singleEasedShare {
                offeringLeg()
                if tempo.offerEasedLeg(leg, access: laneAccess(lane), tail: legClock.tail, share: share,
                                       at: beat, entry: index, of: self) {
                    lendRunToLeg(of: tempo, eased: true)
                }
                return
            }
        }
        // A general leg reports nothing: a motion with an `updated` callback plays its own beats.
        guard !reportsUpdates else { return withdraw() }
        offeringLeg()
        if tempo.offerSteadyLeg(SteadyLeg(clock: legClock, reverse: reverse, lastBeat: beat, target: target,
                                          evaluator: legEvaluator(reverse: reverse), lanes: runMemory.lanes),
                                tail: legClock.tail, at: index, of: self) {
            lendRunToLeg(of: tempo, eased: false)
        }
    }

    /// The accessor an eased leg of `lane` keeps: only for a lane known not to be stored in place (a
    /// leg that stores in place learns where on its first write, through the motion).
    @inline(__always)
    private func laneAccess(_ lane: Lane) -> EasedLeg.Access? {
        writesThroughAccessor ? EasedLeg.Access(body: lane.access) : nil
    }

    /// Marks a leg as offered. The leg checks the target from now on (see ``TargetCheck``); the
    /// motion checks on every beat it plays itself, which includes the beat a leg hands back when it
    /// finds the target dropped.
    @inline(__always)
    private func offeringLeg() {
        steadyLegOffered = true
    }

    /// A beat the tempo played through a reporting eased leg, after its write: the end of the
    /// motion's own beat for a motion with an `updated` callback (see ``advance(token:)`` and
    /// ``update(withTimeInterval:)``), from the callback on. The motion's clock is not moved: state
    /// read from the callback adopts the leg's progress, as any read does. Additive sums retired
    /// meanwhile wait for the motion's next own beat, as after any beat a leg plays.
    @_spi(Kernel) public func reportLegBeat(token: RunToken) {
        // A write that restarted or stopped the motion began another run, and a callback between
        // the write and this report may have ended the run (completed it, stopped or paused it):
        // the beat reports nothing then. (The state, the flags and the token share the motion's
        // first cache line.)
        guard token == runToken, state == .moving, !updating, reportsUpdates, !quiet else { return }
        updating = true
        updatedCallback?(self)
        updating = false
        if state == .stopped { releaseTarget() }
    }

    /// Adopts the beats the tempo computed through the steady leg, so state reads as if the motion had
    /// handled them itself: first rebuilding the run record from the leg, when the leg holds it.
    private func adoptSteadyProgress() {
        guard steadyLegOffered, isSubscribed else { return }
        // A record rebuilt from the leg has its clock and progress at the leg's last beat already.
        if runRecord == nil {
            _ = rebuildRunRecord()
            return
        }
        guard let progress = tempo?.steadyProgress(at: subscriptionIndex, of: self),
              progress.lastBeat > runMemory.clock.lastBeat, runMemory.clock.anchorBeat != nil else { return }
        // The leg was made from this clock and leg, which have not changed since (any change reclaims
        // the leg first): the leg's own arithmetic (LegClock.TailSlot.fraction), on the same numbers.
        guard adoptFraction(at: progress.lastBeat) else { return }
        runMemory.clock.lastBeat = progress.lastBeat
        runMemory.clock.localTime = runMemory.clock.localTime(at: progress.lastBeat)
        if let offset = progress.offset { runMemory.lanes.adoptSingleOffset(offset) }
    }

    /// Sets the progress through the leg to the leg's at `beat`, by the leg's own arithmetic
    /// (``LegClock/TailSlot/fraction(at:anchorBeat:duration:hasTail:)``) on the clock's numbers;
    /// `false`, changing nothing, if the beat is outside the leg.
    @discardableResult
    func adoptFraction(at beat: TimeInterval) -> Bool {
        let movementTime = runMemory.clock.movementTime(at: beat, delay: runDelay)
        guard let fraction = BeatClock.fraction(at: movementTime, legStart: legIndex * timeline.duration,
                                                     duration: timeline.duration) else { return false }
        legFraction = fraction
        return true
    }

    /// Takes the motion back from the tempo, adopting the beats the tempo played for it: before
    /// anything about its run changes, before it reads its own state, and when the tempo hands a beat
    /// back. Its next own beat offers a leg again.
    /// - Parameter forBeat: the motion is about to play a beat itself, whose end offers a new leg
    ///   (or withdraws this one), or to leave the beat list (a stop): the record may stay in the
    ///   beat list until then, which saves clearing it first.
    func reclaimSteadyLeg(forBeat: Bool = false) {
        guard steadyLegOffered, isSubscribed else { return }
        adoptSteadyProgress()
        if forBeat { return }
        tempo?.offerSteadyLeg(nil, at: subscriptionIndex, of: self)
        steadyLegOffered = false
    }
}

@_spi(Kernel) extension Motion: LegReporting {}
