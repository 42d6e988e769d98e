import Foundation
@_spi(Kernel) import MotionKernel

// The steps MotionGroup and MotionSequence build their schedules from: starting and releasing members, turning, finishing a cycle, completing.

extension MoveableCollection {
    // MARK: Tools for MotionGroup and MotionSequence

    /// Starts member `index` at `time` on the collection's clock. While events are handled, the
    /// member then catches up with the beat in progress.
    func startMember(_ index: Int, at time: TimeInterval) {
        // A callback earlier in the same loop may have stopped the collection, or restarted it with
        // fewer members: a stale index is ignored.
        guard state != .stopped, index < slots.count else { return }
        slots[index].hasStarted = true
        nextReportIsStale = true
        // A step replayed on a sequential way back starts its reports afresh.
        startReportsAfresh(of: index)
        guard slots[index].isLive else { return finishedAtOnce(index, at: time) }
        childClock.now = time
        let keep = keepsResolvedStarts || cyclesCompleted > 0 || isReversePhase
        let moveable = slots[index].moveable
        // The member's callbacks (and its target's setters) may stop, reset or restart this
        // collection, or remove members: a later run's slots are not this run's.
        let token = runToken
        if let member = moveable as? any CollectionMember {
            member.start(keepingResolvedStarts: keep)
        } else {
            moveable.start()
            if !(moveable is any TempoDriven) { moveable.update(withTimeInterval: time) }
        }
        guard token == runToken, state != .stopped else { return }
        if handlingEvents { catchUp.append(index) }
    }

    /// Releases member `index` from its hold at `time`; a member that is not holding counts as
    /// finished then.
    func releaseMember(_ index: Int, at time: TimeInterval) {
        guard state != .stopped, index < slots.count else { return }
        guard slots[index].isLive, let member = slots[index].moveable as? any CollectionMember, member.isHeld else {
            return finishedAtOnce(index, at: time)
        }
        childClock.now = time
        nextReportIsStale = true
        let token = runToken
        member.releaseHold()
        guard token == runToken, state != .stopped else { return }
        if handlingEvents { catchUp.append(index) }
    }

    func finishedAtOnce(_ index: Int, at time: TimeInterval) {
        pendingEvents.append(MemberEvent(index: index, kind: slots[index].hasFinished ? .passedOver : .finished, time: time))
    }

    /// The collection reaches its own reversal at `time`: it holds there if its parent asked, and
    /// otherwise turns and plays the way back.
    func enterReversal(at time: TimeInterval) {
        guard !isReversePhase else { return }
        isReversePhase = true
        reversalTime = time
        parentCollection?.member(at: memberIndex, reachedReversalAt: parentTime(of: time))
        if holdsAtReversal {
            isHeld = true
            // The collection's time stops at its reversal, part-way through the beat it was moving
            // to: its members' clock does too, so a member started or resumed while it holds
            // anchors there, not at the beat's end, which the collection's later beats would not
            // reach for a while.
            clock.localTime = time
            targetTime = time
            childClock.now = time
            return
        }
        turn(at: time)
    }

    /// Plays the way back from `time`: members turn first, then the collection reports it.
    func turn(at time: TimeInterval) {
        // Members' callbacks while they turn, and this one's, may stop, pause or restart the
        // collection.
        let token = runToken
        schedule.beginReversePhase(at: time)
        guard continues(token, else: .reversed(at: time)) else { return }
        finishTurn(at: time)
    }

    /// The members have turned at `time`: `reversed` fires, then the schedule plays the way back.
    func finishTurn(at time: TimeInterval) {
        let token = runToken
        emit(callbacks.reversed)
        guard continues(token, else: .reversePhaseBegan(at: time)) else { return }
        schedule.reversePhaseBegan(at: time)
    }

    /// The cycle ends at `time`: the next one begins, or the run completes.
    func finishCycle(at time: TimeInterval) {
        lastCycleLength = time - cycleStart
        var next = time
        cyclesCompleted += 1
        if let cycles = cycleCount, cyclesCompleted >= cycles { return complete(at: time) }
        if !((lastCycleLength ?? 0) > 0) {
            // The cycles left would take no time either (an empty collection, members of zero length,
            // or every member removed; or a member seeked directly that reports finishing before the
            // cycle began): they are not played one by one, and the run completes now.
            if let cycles = cycleCount {
                MotionDiagnostics.logger.report(.notice, "\(Self.self) cycle took no time; the \(cycles - cyclesCompleted) cycles left complete at once")
                cyclesCompleted = cycles
            } else {
                MotionDiagnostics.logger.report(.warning, "\(Self.self) repeats forever with an empty cycle; it runs one cycle")
            }
            return complete(at: time)
        }
        // Far behind (a long pause in beats, a seek): skip whole cycles, which all look alike. Each
        // whole cycle played one by one is catch-up work, which the tempo's beat bounds: once it is
        // spent, every whole cycle ahead is skipped.
        if let length = lastCycleLength, length > 0 {
            let ahead = ((targetTime - time) / length).rounded(.down)
            let walked = ahead >= 1 && !grantsCatchUp() ? 0 : Double(Self.maximumCyclesPerBeat)
            let behind = ahead - walked
            let remaining = cycleCount.map { $0 - cyclesCompleted - 1 } ?? .infinity
            let skipped = min(behind, remaining)
            if skipped > 0 {
                cyclesCompleted += skipped
                next += skipped * length
            }
        }
        resetCycleState(at: next)
        let token = runToken
        emit(callbacks.cycleRepeated)
        // A `cycleRepeated` callback that stops the collection ends it here; one that pauses it
        // leaves the cycle to start when it resumes.
        guard continues(token, else: .cycle(at: next)) else { return }
        schedule.startCycle(at: next)
    }

    /// The most whole cycles a collection plays through one by one in a beat; beyond that, or once
    /// the tempo's beat has spent its catch-up work (``Tempo/maximumCatchUpPerBeat``), it skips.
    public static var maximumCyclesPerBeat: Int { 64 }

    func resetCycleState(at time: TimeInterval) {
        cycleStart = time
        isReversePhase = false
        reversalTime = nil
        cycleMemberCount = slots.count
        passedCount = 0
        finishedCount = 0
        latestPass = time
        latestFinish = time
        for index in slots.indices { slots[index].resetCycle() }
        // Before any callback of the new cycle or run: the schedule's plan for the last one is gone.
        schedule.cycleWillStart()
    }

    func complete(at time: TimeInterval) {
        isComplete = true
        clock.localTime = time
        let token = runToken
        unsubscribe()
        state = .stopped
        runEnded()
        compactMembers()
        // The parent hears first: a straggler's `stopped` callback below may reset this collection
        // (then nothing would tell the parent the run ended) or restart it (which takes it back
        // into the parent's cycle, dropping this report).
        parentCollection?.member(at: memberIndex, finishedAt: parentTime(of: time))
        // Nothing outlives the run: a member still running now was started, sought or resumed out of
        // turn (after its turn in the cycle, or having joined mid-run) or waits at a reversal that no
        // longer comes. Its clock stops beating, so it is stopped here (its `stopped` fires).
        stopStragglers()
        guard token == runToken else { return }
        emit(callbacks.updated)
        // An `updated` callback that restarted the collection began a new run.
        guard token == runToken else { return }
        emit(callbacks.completed)
    }

    /// The moment on the parent's clock (or tempo) at which local time reaches `time`.
    func parentTime(of time: TimeInterval) -> TimeInterval {
        clock.beat(atLocalTime: time)
    }
}
