import Foundation
@_spi(Kernel) import MotionKernel

// Starting, stopping, pausing, resuming and resetting a run, and what ends a run.

extension Motion {
    // MARK: Control

    /// Starts a run; a collection repeating its cycle keeps the start values resolved before.
    func start(keepingResolvedStarts: Bool) {
        guard state == .stopped else { return }
        if reducesMotionNow { return startInstantly(keepingResolvedStarts: keepingResolvedStarts) }
        // The commonest start, a lone tween that moves at once, goes straight into its leg.
        if !keepingResolvedStarts, startStraightIntoLeg() { return }
        guard beginRun() else {
            // A collection waiting for this member learns that it has nothing to play.
            parentCollection?.member(at: memberIndex, finishedAt: tempo?.currentTime ?? 0)
            return
        }
        keepsResolvedStarts = keepingResolvedStarts
        // Read once for the subscription, the anchor and the offer: each read counts the tempo.
        let tempo = self.tempo
        // A seek from stopped subscribes before its state changes; a target setter that starts the
        // motion during that seek must not leave the seek's subscription behind.
        resubscribe(to: tempo)
        reanchor(at: tempo?.currentTime)
        state = .delayed
        guard runDelay == 0 else { return }
        let token = runToken
        beginMovement()
        // Moving from the tempo's current beat, where the clock is anchored: the leg is offered now,
        // so the first beat is the tempo's own, as every later one, rather than a call into the
        // motion (about 300 instructions a motion; the values are the same either way). Not when
        // a callback of the start stopped or restarted the motion (that run offers its own), or
        // moved it to another tempo.
        if token == runToken, state == .moving, runMemory.clock.anchorBeat != nil, let tempo, tempo === self.tempo,
           isSubscribed, mayOfferSteadyLeg {
            offerSteadyLeg(at: runMemory.clock.lastBeat, on: tempo)
        }
    }

    /// Prepares a new run at local time 0 (nothing subscribed, no callbacks). False if the target is gone.
    func beginRun() -> Bool {
        // A lease held still (released at the end of a beat) keeps the target alive.
        if lease == nil {
            guard let taken = idleTarget.takeLease() else {
                let names = properties.map(\.path).joined(separator: ", ")
                MotionDiagnostics.logger.report(.warning, "Motion.start: the target of the motion on [\(names)] was deallocated; nothing moves and no callback fires")
                return false
            }
            lease = taken
        }
        beginRunFlags()
        restartTimeline()
        runDelay = configuredDelay
        runMemory.clock.localTime = 0
        runMemory.clock.lastBeat = -.infinity
        return true
    }

    /// What a new run sets besides its record and its timeline: a new run token, and the run's
    /// yes-or-no facts cleared.
    @inline(__always)
    func beginRunFlags() {
        runToken &+= 1
        reportedBadEasing = false
        movementBegun = false
        held = false
        reversalReported = false
        if timeline.isEndless && timeline.duration == 0 {
            MotionDiagnostics.logger.report(.warning, "Motion repeats forever with zero duration; it runs one cycle")
        }
    }

    /// Stops a running motion where it is and calls `stopped`. Values stay; `start()` restarts.
    /// A collection member that is stopped counts as finished for its collection.
    public func stop() {
        guard state != .stopped else { return }
        halt()
        reportFinishedToParent()
        emit(callbacks.stopped)
    }

    /// Freezes local time; beats are ignored until ``resume()``.
    public func pause() {
        guard state == .moving || state == .delayed else { return }
        reclaimSteadyLeg()
        stateBeforePause = state
        reanchor(at: nil)
        state = .paused
        emit(callbacks.paused)
    }

    /// Continues from the frozen local time, so values do not jump.
    public func resume() {
        guard state == .paused, MoveableCollection.allowsDirectControl(of: parentCollection, "resume") else { return }
        state = stateBeforePause
        reanchor(at: isSubscribed ? tempo?.currentTime : nil)
        emit(callbacks.resumed)
    }

    /// Stops without callbacks and puts values, progress and cycle count back at the start. A
    /// running collection member that is reset counts as finished for its collection, as if stopped.
    public func reset() {
        parentCollection?.memberResets(self)
        let wasRunning = state != .stopped
        halt()
        if wasRunning {
            reportFinishedToParent()
        }
        restartTimeline()
        runMemory.clock.localTime = 0
        held = false
        guard lanesFilled, let target else { return }
        // An additive motion takes its offsets back out of its properties; others write their starts.
        if runMemory.lanes.isAdditive {
            runMemory.lanes.takeOutAdditive(from: TargetPointer(target))
        } else {
            runMemory.lanes.writeStart(to: TargetPointer(target))
        }
    }

    /// Stops, leaves the tempo and drops callbacks and per-run storage. The motion can still be
    /// configured and started again. A running collection member counts as finished for its
    /// collection, as if stopped.
    public func cleanupResources() {
        let wasRunning = state != .stopped
        halt()
        if wasRunning {
            reportFinishedToParent()
        }
        // A member keeps its collection's clock (the collection drives it); a lone motion leaves its tempo.
        if parentCollection == nil { tempo = nil }
        extras?.callbacks.removeAll()
        reportsUpdates = false
    }

    /// Tells a collection waiting for this member that its run ended, at the member's last beat.
    func reportFinishedToParent() {
        parentCollection?.member(at: memberIndex, finishedAt: runMemory.clock.lastBeat.isFinite ? runMemory.clock.lastBeat : tempo?.currentTime ?? 0)
    }

    func loseTarget() {
        MotionDiagnostics.logger.report(.debug, "Motion target has no other owner; the motion stops")
        stop()
    }

    func halt() {
        lease?.prefetch()
        // The entry leaves the beat list just below, its leg with it.
        reclaimSteadyLeg(forBeat: true)
        runToken &+= 1
        unsubscribe()
        endOperation()
        state = .stopped
        runEnded()
        held = false
        // During this motion's own beat the target is released when the beat ends; during a beat the
        // tempo plays for it (a steady leg), the tempo keeps the target until that beat ends.
        guard !updating else { return }
        if let tempo, tempo.isBeating, let lease { tempo.holdUntilBeatEnds(lease.target) }
        releaseTarget()
    }

    func endOperation() {
        releaseAdditiveEntries()
        currentOperationID = 0
    }

    /// Goes back to not keeping the target alive. Deferred while a beat is in progress, because the beat
    /// calls writers on the target without retaining it. The idle reference made at creation still
    /// refers to the target (a motion's target never changes), so only the lease goes.
    func releaseTarget() {
        guard let lease = lease.take() else { return }
        assert(idleTarget.refers(to: lease.target), "a motion's lease is for the target it was created with")
        lease.relinquish()
    }

    func unsubscribe() {
        cancelSubscription()
        steadyLegOffered = false
    }

    /// Pins the current local time to a beat timestamp (or to the next beat, when `nil`).
    func reanchor(at beat: TimeInterval?) {
        // The run's schedule on the collection's clock may have changed (a start, pause, resume, speed
        // or seek): the collection works out its members' next report again.
        parentCollection?.nextReportIsStale = true
        runMemory.clock.reanchor(at: beat)
    }
}
