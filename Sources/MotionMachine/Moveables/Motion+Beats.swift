import Foundation
@_spi(Kernel) import MotionKernel

// A beat: local time from the clock, boundaries crossed in order, values written, completion.

extension Motion {
    // MARK: Beats

    /// Receives a beat from the tempo.
    public func tempoBeatUpdate(_ timestamp: TimeInterval) {
        update(withTimeInterval: timestamp)
    }

    /// Advances the motion to a beat at `currentTime`. Beats earlier than the previous one, non-finite
    /// timestamps and calls from inside this motion's own callbacks are ignored.
    public func update(withTimeInterval currentTime: TimeInterval) {
        guard !updating else { return }
        reclaimSteadyLeg(forBeat: true)
        guard state == .moving || state == .delayed, !held, let time = runMemory.clock.accept(currentTime) else { return }
        runMemory.clock.localTime = time
        updating = true
        advance(token: runToken)
        updating = false
        releaseRetiredAdditiveSums()
        if state == .stopped { releaseTarget() } else { offerSteadyLeg(at: currentTime) }
    }

    /// Plays `seconds` more of beat time on a motion without a tempo (`tempo = nil`), as a game loop
    /// that owns its clock does each frame: the first call after ``start()`` counts from the start,
    /// and a call after ``resume()`` from the resume, so values at a moment do not depend on the
    /// frame rate (unlike a first ``update(withTimeInterval:)``, which only sets the clock).
    /// Negative or non-finite spans, and calls on a motion that has a tempo, are ignored with a
    /// diagnostic.
    public func advance(by seconds: TimeInterval) {
        advanceClock(by: seconds)
    }

    /// Changes one property in place (used by retargeting).
    func updateProperty(at index: Int, _ change: (inout PropertyData<Target>) -> Void) {
        var property = propertyList.property(at: index, of: Target.self)
        change(&property)
        propertyList.replace(at: index, with: property)
    }

    /// The start value property `index` moves from in the current run, once movement has begun.
    func resolvedStart(ofPropertyAt index: Int) -> Double? {
        guard lanesFilled, index >= 0, index < runMemory.lanes.count else { return nil }
        return runMemory.lanes.lane(at: index).start
    }


    // MARK: Timeline

    @inline(__always)
    func advance(token: RunToken) {
        let movementTime = runMemory.clock.movementTime(at: runMemory.clock.lastBeat, delay: runDelay)
        if state == .delayed {
            guard movementTime >= 0 else { return }
            beginMovement()
            guard token == runToken, state == .moving else { return }
        }
        // On each of its own beats: if the running motions' lease is the target's last owner,
        // everyone else let go, so the motion ends. The check reads the count in place (a few
        // instructions), less than a field of every motion would cost to space the checks out.
        guard let lease, !lease.isDropped else { return loseTarget() }
        // The lease stays until this beat ends (see `releaseTarget`), so unretained is safe.
        let target = lease.targetPointer
        let legCount = timeline.legCount
        let destination = timeline.position(at: movementTime, from: legIndex, legCount: legCount)
        // Repeating or reversing turned off while running can leave the run past its last leg: it
        // completes now, with the final values of what it has become.
        if legIndex >= legCount { return completeNow(target) }
        var crossed = false
        while legIndex < destination.leg {
            let firstReversal = legIndex == 0 && timeline.reversing && !reversalReported
            if firstReversal {
                reversalReported = true
                if holds { return holdAtReversal(target) }
                parentCollection?.member(at: memberIndex, reachedReversalAt: beat(atLocalTime: runDelay + timeline.duration))
            } else if destination.leg - legIndex > Double(Self.maximumBoundariesPerBeat) {
                // Skip the earlier boundaries (no callbacks), keeping the work per beat bounded.
                enterLeg(destination.leg - Double(Self.maximumBoundariesPerBeat))
            } else if crossed, parentLink != nil, destination.leg - legIndex > 1, !grantsCatchUp() {
                // A collection's member with another boundary before the last one, and the beat has
                // spent its catch-up work: skip to the last one. (A motion outside any collection is
                // walked once per beat, so its own cap bounds it; it takes none of the budget.)
                enterLeg(destination.leg - 1)
            }
            crossed = true
            let finishedDirection = timeline.direction
            // Past 2⁵³ legs, leg + 1 == leg: go straight to the destination instead of walking.
            let next = legIndex + 1
            enterLeg(next > legIndex ? next : destination.leg)
            if timeline.isComplete {
                writeFinalValues(to: target)
            } else if finishedDirection == .forward {
                runMemory.lanes.writeEnd(to: target)
            } else {
                runMemory.lanes.writeStart(to: target)
            }
            // A target setter may have stopped or restarted the motion during that write.
            guard token == runToken, state == .moving else { return }
            if timeline.isComplete { return complete() }
            if timeline.direction == .reverse { emit(callbacks.reversed) } else { emit(callbacks.cycleRepeated) }
            guard token == runToken, state == .moving else { return }
        }
        legFraction = destination.fraction
        writeLeg(at: destination.fraction, to: target)
        // A target setter may have stopped or restarted the motion during the write.
        guard token == runToken else { return }
        // Not `emit`: passing the callback along would copy (retain and release) it on every beat.
        if reportsUpdates && !quiet { updatedCallback?(self) }
    }

    /// Takes a unit of the tempo's catch-up work (``Tempo/grantsCatchUp(on:)``). Out of line, so that
    /// the beats that cross no extra boundary do not load the tempo for it.
    @inline(never)
    final func grantsCatchUp() -> Bool {
        Tempo.grantsCatchUp(on: tempo)
    }

    /// Writes the values of the current leg at `fraction`, evaluated as its steady leg would (see
    /// ``LegKind``).
    @inline(__always)
    func writeLeg(at fraction: Double, to target: TargetPointer) {
        let reverse = timeline.isReverseLeg
        let duration = timeline.duration
        let time = fraction * duration
        // Read once: for a motion that follows a law, each read is a call.
        let legKind = legKind
        let sample = if let kind = easingKind(reverse: reverse, legKind: legKind) {
            LegEvaluator.Sample.eased(kind.value(atFraction: fraction, duration: duration))
        } else {
            legKind.sample(at: time, duration: duration, reverse: reverse, forward: forwardCurve.update,
                           reverseCurve: reverseCurve?.update, lawCurve: curveFromLaw)
        }
        switch sample {
        case .spring(let even, let odd, let decayRate):
            runMemory.lanes.writeSpring(even: even, odd: odd, decayRate: decayRate, to: target)
        case .eased(let value):
            let eased = finiteEased(value, fraction: fraction)
            if hasTimedLanes {
                runMemory.lanes.write(eased: eased, reverse: reverse, time: time, duration: duration,
                                      timedLane: { self.timedLane(at: $0) }, to: target)
            } else {
                runMemory.lanes.write(eased: eased, reverse: reverse, to: target)
            }
        }
    }

    /// Writes the run's final values: its end values, or its start values when it ends after a
    /// reverse leg, or, for a run that ends part-way through its last leg, that leg's values there.
    func writeFinalValues(to target: TargetPointer) {
        if let partial = timeline.partialFinalLeg { return writeLeg(at: partial.fraction, to: target) }
        if timeline.endsReversed { runMemory.lanes.writeStart(to: target) } else { runMemory.lanes.writeEnd(to: target) }
    }

    /// What the beats of the current leg evaluate, on this motion's path and on its steady legs.
    @inline(__always)
    func legEvaluator(reverse: Bool) -> LegEvaluator {
        if let kind = easingKind(reverse: reverse) { return .kind(kind) }
        return legKind.evaluator(reverse: reverse, forward: forwardCurve.update, reverseCurve: reverseCurve?.update,
                                 lawCurve: curveFromLaw)
    }

    /// The built-in curve the current leg is eased by, if the leg is eased by a curve and that curve is
    /// one (see ``EasingKind``): the motion's beats and its steady legs then evaluate it inline on the
    /// leg fraction. The choice of curve mirrors ``LegKind/evaluator(reverse:forward:reverseCurve:)``.
    @inline(__always)
    func easingKind(reverse: Bool) -> EasingKind? {
        easingKind(reverse: reverse, legKind: legKind)
    }

    /// ``easingKind(reverse:)`` for the leg kind `legKind`, read by the caller.
    @inline(__always)
    func easingKind(reverse: Bool, legKind: @autoclosure () -> LegKind) -> EasingKind? {
        if reverse, let reverseCurve { return reverseCurve.kind }
        switch legKind() {
        case .spring where !reverse, .decay: return nil
        case .spring where curveFromLaw: return nil
        default: return forwardCurve.kind
        }
    }


    /// Stops at the end of the first forward leg, with the end values written exactly, and tells the
    /// collection, which releases the motion later.
    func holdAtReversal(_ target: TargetPointer) {
        let token = runToken
        runMemory.lanes.writeEnd(to: target)
        // A target setter may have stopped or restarted the motion during that write: then there is
        // nothing to hold.
        guard token == runToken, state == .moving else { return }
        legFraction = 1
        runMemory.clock.localTime = runDelay + timeline.duration
        held = true
        parentCollection?.member(at: memberIndex, reachedReversalAt: beat(atLocalTime: runMemory.clock.localTime))
    }

    /// The beat (on this motion's clock) at which local time reaches `local`.
    func beat(atLocalTime local: TimeInterval) -> TimeInterval {
        runMemory.clock.beat(atLocalTime: local)
    }

    /// `value`, or, when an easing returned a non-finite number, linear progress (one diagnostic
    /// per run).
    @inline(__always)
    func finiteEased(_ value: Double, fraction: Double) -> Double {
        if value.isFinite { return value }
        if !reportedBadEasing {
            reportedBadEasing = true
            MotionDiagnostics.logger.report(.warning, "Motion easing returned \(value); using linear progress where it does")
        }
        return fraction
    }

    func beginMovement() {
        // Resolving the start values runs target code (getters, and the setters of an additive
        // motion's properties), which may stop, reset or restart the motion: that call takes over.
        let token = runToken
        let prepared = prepareLanes()
        guard token == runToken, state != .stopped else { return }
        guard prepared else { return loseTarget() }
        state = .moving
        emit(callbacks.started)
    }

    /// Resolves this run's start values (and, for a spring, the leg's duration). False if the target
    /// is gone.
    func prepareLanes() -> Bool {
        guard let runningTarget else { return false }
        let target = uncheckedCast(runningTarget, to: Target.self)
        movementBegun = true
        // Movement may begin again within one run (a spring retargeted): the entries registered under
        // the previous operation go before the new operation takes over.
        releaseAdditiveEntries()
        currentOperationID = AdditiveRegistry.pendingOperationID
        // Filled in place: the lanes sit behind the motion's own pointer, so a target getter that
        // re-enters the motion meets no access in progress, and their record stays the motion's
        // meanwhile (``fillingLanes``), so no loop below reads memory given back.
        if isAdditive { identifyAdditiveProperties(in: target) }
        if !(keepsResolvedStarts && lanesFilled && runMemory.lanes.count == propertyList.count) {
            // Read once, before the properties: each read is a call the subclasses may override
            // (and copies the enum), and a call between reading the properties and the fill would
            // make the fill copy them through their value witness.
            let law = law
            let properties = isAdditive ? additiveStarts(in: target) : propertyList
            let nested = fillingLanes
            fillingLanes = true
            defer { fillingLanes = nested }
            if case .eased = law {
                // An eased motion's law adds nothing: none of the empty arrays and absent closures
                // read from it (five retains and releases a start).
                runMemory.lanes.fill(from: properties, target: target)
                if hasTimedLanes { (rareState.timedLanes, hasTimedLanes) = ([], false) }
            } else {
                let timed = runMemory.lanes.fill(from: properties, target: target, offset: law.offset,
                                       offsetShares: law.launch?.shares ?? [], velocities: law.velocities,
                                       towardEnd: law.towardEnd, timed: law.timedLanes)
                if !timed.isEmpty || hasTimedLanes { (rareState.timedLanes, hasTimedLanes) = (timed, !timed.isEmpty) }
            }
            lanesFilled = true
        }
        runMemory.lanes.setAdditive(weight: nil)
        retireAdditiveSums()
        if isAdditive { joinAdditiveSums(in: target) }
        // Read again: a target getter called by the fill may have changed it.
        if let spring = self.law.spring?.spring {
            let settling = runMemory.lanes.settlingTime(on: spring, reversing: timeline.reversing)
            if settling.isFinite && settling >= 0 {
                timeline.duration = settling
            } else {
                MotionDiagnostics.logger.report(.warning, "SpringMotion settling time \(settling) is not finite; the spring lands at once")
                timeline.duration = 0
            }
        }
        return true
    }

    /// Begins a new run from the properties as they are now, at once and without callbacks: used to
    /// retarget a moving spring. The timeline (cycles, legs) starts over.
    func beginNewRun() {
        guard state == .moving else { return }
        reclaimSteadyLeg()
        runToken &+= 1
        keepsResolvedStarts = false
        restartTimeline()
        runDelay = 0
        runMemory.clock.localTime = 0
        reanchor(at: isSubscribed ? tempo?.currentTime : nil)
        if !prepareLanes() { loseTarget() }
    }

    /// Property `index`'s position and velocity at the motion's current moment, as its law gives
    /// them. `nil` unless moving.
    func legState(ofPropertyAt index: Int) -> LegState? {
        reclaimSteadyLeg()
        guard state == .moving, lanesFilled, index >= 0, index < runMemory.lanes.count else { return nil }
        let reverse = timeline.isReverseLeg
        return law.state(of: runMemory.lanes.lane(at: index), index: index, timedLane: timedLane(at: index),
                         time: legFraction * timeline.duration, duration: timeline.duration, reverse: reverse,
                         curve: reverse ? reverseCurve ?? easingCurve : easingCurve)
    }

    func complete() {
        unsubscribe()
        endOperation()
        state = .stopped
        runEnded()
        held = false
        let token = runToken
        parentCollection?.member(at: memberIndex, finishedAt: beat(atLocalTime: runDelay + timeline.runDuration))
        emit(callbacks.updated)
        // An `updated` callback that restarted the motion began a new run: the old one's `completed`
        // no longer applies.
        guard token == runToken else { return }
        emit(callbacks.completed)
    }

    /// Completes a run that is already past its last leg, writing its final values.
    func completeNow(_ target: TargetPointer) {
        let token = runToken
        enterLeg(timeline.legCount)
        writeFinalValues(to: target)
        // A target setter may have stopped or restarted the motion during those writes.
        guard token == runToken, state == .moving else { return }
        complete()
    }
}
