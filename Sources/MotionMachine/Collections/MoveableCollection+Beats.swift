import Foundation
@_spi(Kernel) import MotionKernel

// A beat: the collection's local time advances, members are driven and their reports handled in time order.

extension MoveableCollection {
    // MARK: Beats

    /// Receives a beat from the tempo.
    public func tempoBeatUpdate(_ timestamp: TimeInterval) {
        update(withTimeInterval: timestamp)
    }

    /// Advances the collection, and its members, to a beat at `currentTime`. Beats earlier than the
    /// previous one, non-finite timestamps and calls from inside this collection's own beat are ignored.
    public func update(withTimeInterval currentTime: TimeInterval) {
        guard !processing, state == .moving || state == .delayed, !isHeld, let time = clock.accept(currentTime)
        else { return }
        let token = runToken
        // Callbacks during the beat may change the speed: the clock is then anchored where this beat
        // takes local time, not part-way there (see ``MoveableClock/setSpeed(_:localTimeAtLastBeat:)``).
        beatTime = time
        defer { beatTime = nil }
        if state == .delayed {
            clock.localTime = min(time, runDelay)
            guard time >= runDelay else { return }
            beginCycles()
            guard token == runToken, state == .moving else { return }
        }
        advance(to: time)
        if token == runToken && state == .moving { emit(callbacks.updated) }
    }

    /// Plays `seconds` more of beat time on a collection without a tempo (`tempo = nil`), as a game loop
    /// that owns its clock does each frame: the first call after ``start()`` counts from the start,
    /// and a call after ``resume()`` from the resume, so values at a moment do not depend on the
    /// frame rate (unlike a first ``update(withTimeInterval:)``, which only sets the clock).
    /// Negative or non-finite spans, and calls on a collection that has a tempo, are ignored with a
    /// diagnostic.
    public func advance(by seconds: TimeInterval) {
        advanceClock(by: seconds)
    }

    /// The most intermediate steps one beat takes when it moves members boundary by boundary (see
    /// the collections article); past that, the rest of the beat is taken in one step, with reports
    /// still handled in time order. A collection inside another also shares its tempo's catch-up
    /// work (``Tempo/maximumCatchUpPerBeat``), and takes the rest at once when the beat has spent it.
    public static var maximumStepsPerBeat: Int { 64 }

    /// Moves local time to `time`, boundary by boundary: when a member will report (reach its
    /// reversal, or finish) before `time`, every member is first moved to that exact moment and the
    /// report handled there, so the collection's own callbacks (`reversed`, `cycleRepeated`,
    /// `completed`, a sequence's next step) see every member at its exact boundary values and the
    /// collection's progress at the boundary, as a lone motion's callbacks do.
    func advance(to time: TimeInterval) {
        let token = runToken
        var steps = 0
        while steps < Self.maximumStepsPerBeat, let next = nextMemberReport(), next > clock.localTime, next < time {
            // Inside another collection, whose cycles and steps can replay this one many times in
            // one beat, each step past the first is catch-up work, which the tempo's beat bounds. (A
            // collection on a tempo of its own is stepped once per beat; its own cap bounds it.)
            if steps > 0 && parentLink != nil && !grantsCatchUp() { break }
            steps += 1
            step(to: next)
            // Whatever happened there, the next report is worked out afresh.
            nextReportIsStale = true
            guard token == runToken, state == .moving, !isHeld else { return }
        }
        step(to: time)
    }

    /// Takes a unit of the tempo's catch-up work (``Tempo/grantsCatchUp(on:)``). Out of line, so that
    /// the beats that take no extra step or cycle do not load the tempo for it.
    @inline(never)
    final func grantsCatchUp() -> Bool {
        Tempo.grantsCatchUp(on: tempo)
    }

    /// The earliest moment after the current local time at which a started, unfinished member will
    /// report, from the members' own schedules (``CollectionMember/nextReportTime``).
    /// - Complexity: O(members) when the schedule changed since the last call, O(1) otherwise.
    func nextMemberReport() -> TimeInterval? {
        if nextReportIsStale { findNextMemberReport() }
        return cachedNextReport
    }

    /// Works out ``nextMemberReport()`` afresh. Out of line, so that a beat whose schedule has not
    /// changed makes no access to the members (the optimizer otherwise widens the read of `slots`
    /// over the whole of ``advance(to:)``, a dynamic exclusivity check on every beat).
    @inline(never)
    private func findNextMemberReport() {
        nextReportIsStale = false
        var earliest: TimeInterval?
        for slot in slots where slot.isRunning {
            guard let member = slot.moveable as? any CollectionMember, let time = member.nextReportTime,
                  time > clock.localTime else { continue }
            earliest = min(earliest ?? time, time)
        }
        cachedNextReport = earliest
    }

    /// Moves local time to `time` in one step: members due to start start, every running member
    /// gets the beat, and what they report is handled in time order.
    func step(to time: TimeInterval) {
        processing = true
        targetTime = time
        clock.localTime = time
        if membersAwaitStart { schedule.startDueMembers(upTo: time) }
        childClock.beat(at: time)
        pollForeignMembers(at: time)
        processing = false
        handleEvents()
    }

    /// Members that are not ``CollectionMember``s report nothing: drive the ones without a tempo, and
    /// notice the ones that have stopped.
    func pollForeignMembers(at time: TimeInterval) {
        for index in foreignIndices where index < slots.count && slots[index].isRunning {
            let member = slots[index].moveable
            if !(member is any TempoDriven) { member.update(withTimeInterval: time) }
            if member.motionState == .stopped { pendingEvents.append(MemberEvent(index: index, kind: .finished, time: time)) }
        }
    }

    /// Handles reports in time order; members started or released meanwhile first catch up with the
    /// beat, which may bring more reports.
    func handleEvents() {
        // Most beats bring no reports and start nothing.
        guard !handlingEvents,
              !pendingEvents.isEmpty || !catchUp.isEmpty || membersAwaitStart && schedule.hasMembersDue(by: targetTime)
        else { return }
        handlingEvents = true
        processing = true
        nextReportIsStale = true
        defer { handlingEvents = false; processing = false }
        let token = runToken
        while token == runToken && state == .moving && !isHeld {
            if membersAwaitStart { schedule.startDueMembers(upTo: targetTime) }
            if let index = catchUp.popLast() {
                childClock.now = targetTime
                if index < slots.count { slots[index].moveable.update(withTimeInterval: targetTime) }
                continue
            }
            guard let event = takeEarliestEvent() else { break }
            record(event)
        }
        childClock.now = targetTime
    }

    func takeEarliestEvent() -> MemberEvent? {
        guard var earliest = pendingEvents.indices.first else { return nil }
        for index in pendingEvents.indices where pendingEvents[index].time < pendingEvents[earliest].time {
            earliest = index
        }
        return pendingEvents.remove(at: earliest)
    }

    func record(_ event: MemberEvent) {
        let index = event.index
        // Members added while running take part from the next cycle, unless this cycle started them
        // (a sequence reaches steps added before it gets there).
        guard index < slots.count, index < cycleMemberCount || slots[index].hasStarted,
              slots[index].hasStarted || event.kind != .reachedReversal else { return }
        switch event.kind {
        case .passedOver:
            schedule.memberFinished(index, at: event.time)
        case .reachedReversal:
            guard !slots[index].hasPassedReversal && !slots[index].hasFinished else { return }
            markPassed(index, at: event.time)
            // A member that rejoined after the collection turned (see ``memberRejoins(at:)``) holds
            // at a reversal that is already behind the collection: it turns at once.
            if isReversePhase, let member = slots[index].moveable as? any CollectionMember, member.isHeld {
                return releaseMember(index, at: event.time)
            }
            schedule.memberReachedReversal(index, at: event.time)
        case .finished:
            guard !slots[index].hasFinished else { return }
            slots[index].hasFinished = true
            finishedCount += 1
            latestFinish = max(latestFinish, event.time)
            markPassed(index, at: event.time)
            schedule.memberFinished(index, at: event.time)
        }
    }

    func markPassed(_ index: Int, at time: TimeInterval) {
        guard !slots[index].hasPassedReversal else { return }
        slots[index].hasPassedReversal = true
        passedCount += 1
        latestPass = max(latestPass, time)
    }
}

@_spi(Kernel) extension MoveableCollection: TempoSubscriber {
    /// Keeps the entry's new index in the collection's place (see ``TempoPlace``).
    public final func entryMoved(to index: Int) {
        subscription?.index = index
    }

    /// Never asked: a collection offers no eased leg. An accessor that writes nothing.
    public final func laneAccess() -> PropertyAccessBody {
        { _, request in request.answer(wrote: 0) }
    }

    /// Never told: a collection offers no eased leg.
    public final func laneIsNotInPlace() {}

    /// Where the collection's next beat first reads: the collection, its child clock and the heads
    /// of the child clock's beat list (see ``CollectionHint``).
    public final func collectionHint() -> CollectionHint {
        CollectionHint(collection: self, tempo: childClock, entries: childClock.entries)
    }
}
