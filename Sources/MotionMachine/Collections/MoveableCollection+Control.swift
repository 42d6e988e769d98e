import Foundation
@_spi(Kernel) import MotionKernel

// Starting, stopping, pausing, resuming and resetting a collection's run.

extension MoveableCollection {
    // MARK: Control

    /// Starts the collection and its first members; a no-op unless stopped. An empty collection
    /// completes at once.
    @discardableResult
    public func start() -> Self {
        guard Self.allowsDirectControl(of: parentCollection, "start") else { return self }
        // Started directly while its parent runs: the parent takes it into the cycle again.
        if state == .stopped { parentCollection?.memberRejoins(at: memberIndex) }
        start(keepingResolvedStarts: false)
        return self
    }

    /// Starts a run; a parent repeating its cycle keeps the start values its members resolved before.
    func start(keepingResolvedStarts keep: Bool) {
        guard state == .stopped else { return }
        beginRun(keepingResolvedStarts: keep)
        // Never two subscriptions (a member's setter may start the collection during its seek).
        subscription?.cancel(of: self)
        subscription = tempo?.subscribe(collection: self)
        reanchor(at: tempo?.currentTime)
        state = .delayed
        if runDelay == 0 { beginCycles() }
    }

    /// The delay is over: the first cycle begins at local time ``delay``.
    func beginCycles() {
        state = .moving
        let token = runToken
        emit(callbacks.started)
        // A `started` callback that stops or restarts the collection ends this run here; one that
        // pauses it leaves the cycle to begin when it resumes.
        guard continues(token, else: .firstCycle) else { return }
        playCycle(startingAt: runDelay)
    }

    /// Whether the run of `token` goes on after a callback: it does while moving; a pause leaves
    /// `step` for ``resume()``; a stop or restart ends it.
    func continues(_ token: UInt64, else step: ResumeStep) -> Bool {
        guard token == runToken else { return false }
        if state == .paused { stepOnResume = step }
        return state == .moving
    }

    /// Starts the cycle that begins at `time`, then handles what its members report at once.
    func playCycle(startingAt time: TimeInterval) {
        scheduleStep { $0.startCycle(at: time) }
    }

    /// Runs a step of the schedule outside a beat, then handles what members report at once (inside
    /// a beat, or while events are handled, the beat handles them).
    private func scheduleStep(_ step: (any CollectionSchedule) -> Void) {
        let token = runToken
        let wasProcessing = processing
        processing = true
        step(schedule)
        processing = wasProcessing
        if token == runToken && state == .moving && !wasProcessing { handleEvents() }
    }

    func beginRun(keepingResolvedStarts keep: Bool) {
        runToken &+= 1
        nextReportIsStale = true
        compactMembers()
        keepsResolvedStarts = keep
        runDelay = configuredDelay
        clock.localTime = 0
        targetTime = 0
        clock.lastBeat = -.infinity
        cyclesCompleted = 0
        lastCycleLength = nil
        isComplete = false
        isHeld = false
        stepOnResume = nil
        childClock.now = runDelay
        // A member started directly while this collection was stopped runs on the old run's clock,
        // ahead of the time this run sets it back to: it goes on from here instead of waiting for
        // the new clock to catch up.
        for case let member as any CollectionMember in liveMembers where member.motionState != .stopped {
            member.continueOnRestartedClock(at: runDelay)
        }
        childClock.reserveCapacity(slots.count)
        pendingEvents.removeAll(reservingCapacity: slots.count * 2 + 4)
        catchUp.removeAll(reservingCapacity: slots.count + 4)
        resetCycleState(at: runDelay)
    }

    /// Stops the collection and every running member where they are (members' `stopped` callbacks
    /// fire first, then this one's).
    public func stop() {
        guard state != .stopped else { return }
        halt()
        // The parent hears first: members' callbacks below may reset or restart this collection
        // (a restart takes it back into the parent's cycle, see ``memberRejoins(at:)``).
        reportFinishedToParent()
        let token = runToken
        for member in liveMembers where member.motionState != .stopped {
            member.stop()
            // A member's `stopped` callback that restarted or reset this collection ended this stop:
            // the old run's `stopped` does not fire after that.
            guard token == runToken else { return }
        }
        emit(callbacks.stopped)
    }

    /// Freezes local time (during the delay too) and pauses the running members.
    public func pause() {
        guard state == .moving || state == .delayed else { return }
        stateBeforePause = state
        reanchor(at: nil)
        state = .paused
        for member in liveMembers where member.motionState == .moving || member.motionState == .delayed { member.pause() }
        emit(callbacks.paused)
    }

    /// Resumes the paused members and continues from the frozen local time.
    public func resume() {
        guard state == .paused, Self.allowsDirectControl(of: parentCollection, "resume") else { return }
        state = stateBeforePause
        reanchor(at: subscription != nil ? tempo?.currentTime : nil)
        let token = runToken
        for member in liveMembers where member.motionState == .paused { member.resume() }
        guard token == runToken, state != .stopped else { return }
        emit(callbacks.resumed)
        guard let step = stepOnResume, token == runToken, state == .moving else { return }
        stepOnResume = nil
        switch step {
        case .firstCycle: playCycle(startingAt: runDelay)
        case .cycle(let time): playCycle(startingAt: time)
        case .reversed(let time): scheduleStep { _ in finishTurn(at: time) }
        case .reversePhaseBegan(let time): scheduleStep { $0.reversePhaseBegan(at: time) }
        }
    }

    /// Stops without callbacks and puts every member back at its start (last member first, so values
    /// shared along a sequence end up at the first step's start).
    public func reset() {
        parentCollection?.memberResets(self)
        let wasRunning = state != .stopped
        halt()
        let token = runToken
        // A running member collection that is reset counts as finished for its parent, as if
        // stopped; the parent hears before the members' writes run any target code.
        if wasRunning { reportFinishedToParent() }
        // A callback or a member's target setter that starts this collection begins a run of its
        // own, which the rest of the reset must not undo.
        for member in liveMembers.reversed() {
            guard token == runToken else { return }
            member.reset()
        }
        guard token == runToken else { return }
        clock.localTime = 0
        cyclesCompleted = 0
        isComplete = false
        resetCycleState(at: 0)
    }

    /// Stops, leaves the tempo and drops callbacks (every kind's, `stepCompleted` included); members
    /// are cleaned up too. A running member collection counts as finished for its parent, as if
    /// stopped.
    public func cleanupResources() {
        let wasRunning = state != .stopped
        halt()
        if wasRunning { reportFinishedToParent() }
        // A member keeps its parent's clock; a lone collection leaves its tempo.
        if parentCollection == nil { tempo = nil }
        callbacks.removeAll()
        schedule.removeKindCallbacks()
        for case let member as any CollectionMember in liveMembers { member.cleanupResources() }
    }

    /// Tells a parent waiting for this collection that its run ended, at its current local time.
    func reportFinishedToParent() {
        parentCollection?.member(at: memberIndex, finishedAt: parentTime(of: clock.localTime))
    }

    func halt() {
        runToken &+= 1
        stepOnResume = nil
        unsubscribe()
        state = .stopped
        runEnded()
        isHeld = false
    }

    func unsubscribe() {
        subscription?.cancel(of: self)
        subscription = nil
    }

    /// Pins the current local time to a beat timestamp (or to the next beat, when `nil`).
    func reanchor(at beat: TimeInterval?) {
        nextReportIsStale = true
        clock.reanchor(at: beat)
    }
}
