import Foundation
@_spi(Kernel) import MotionKernel

// Adding and removing members, and what members report on the collection's clock.

extension MoveableCollection {
    // MARK: Members

    /// Adds a member at the end (see ``add(_:)``).
    func addMember(_ moveable: any Moveable) {
        guard canAdopt(moveable) else { return }
        if moveable.motionState != .stopped {
            MotionDiagnostics.logger.report(.notice, "\(Self.self).add: the moveable was running; it is stopped and moves with the collection")
            moveable.stop()
            // Its `stopped` callback may have started it again: then it is not ours to take.
            guard moveable.motionState == .stopped, canAdopt(moveable) else {
                MotionDiagnostics.logger.report(.error, "\(Self.self).add refused: the moveable was started again while being stopped")
                return
            }
        }
        let index = slots.count
        slots.append(MemberSlot(moveable))
        if let member = moveable as? any CollectionMember {
            member.parentCollection = self
            member.memberIndex = index
            member.isSilent = isQuiet
            member.tempo = childClock
            schedule.configure(member)
        } else {
            foreignIndices.append(index)
            if let driven = moveable as? any TempoDriven { driven.tempo = childClock }
        }
    }

    /// Removes a member. When stopped, it simply leaves. While running, the member is stopped (its
    /// `stopped` callback fires), the collection carries on as if it had finished at that moment, and
    /// the slot is cleared when the run ends. Either way the moveable goes back to ``Tempo/default``.
    func removeMember(_ moveable: any Moveable) {
        guard let index = slots.firstIndex(where: { $0.isLive && $0.moveable === moveable }) else {
            MotionDiagnostics.logger.report(.notice, "\(Self.self).remove: the moveable is not a member; nothing removed")
            return
        }
        // The slot stays until the run ends, but without the moveable (see VacatedSlot).
        slots[index].isLive = false
        slots[index].moveable = VacatedSlot.shared
        if let member = moveable as? any CollectionMember {
            member.parentCollection = nil
            // Alone, nobody would release it from a hold at its reversal.
            member.holdsAtReversal = false
        }
        if moveable.motionState != .stopped { moveable.stop() }
        if let driven = moveable as? any TempoDriven { driven.tempo = Tempo.forNewMoveable }
        if state == .stopped {
            compactMembers()
        } else {
            pendingEvents.append(MemberEvent(index: index, kind: .finished, time: clock.localTime))
        }
    }

    /// Whether the member in slot `index` still belongs to the collection.
    func isMemberLive(at index: Int) -> Bool { slots[index].isLive }

    /// The live members, in order. Control calls (stop, pause, reset…) reach only these: a removed
    /// member's slot stays until the run ends, but the member is no longer this collection's.
    /// - Complexity: O(n) in the number of members.
    var liveMembers: [any Moveable] { slots.filter(\.isLive).map(\.moveable) }

    func canAdopt(_ moveable: any Moveable) -> Bool {
        if isLiveMember(moveable) {
            MotionDiagnostics.logger.report(.error, "\(Self.self).add refused: the moveable is already a member")
            return false
        }
        if let member = moveable as? any CollectionMember, member.parentCollection != nil {
            MotionDiagnostics.logger.report(.error, "\(Self.self).add refused: the moveable already belongs to a collection; remove it there first")
            return false
        }
        var ancestor: MoveableCollection? = self
        while let collection = ancestor {
            if collection === moveable {
                MotionDiagnostics.logger.report(.error, "\(Self.self).add refused: a collection cannot contain itself, directly or through a member")
                return false
            }
            ancestor = collection.parentCollection
        }
        return true
    }

    /// Drops the slots of members removed during a run and renumbers the rest.
    func compactMembers() {
        guard slots.contains(where: { !$0.isLive }) else { return }
        slots = slots.filter(\.isLive).map { MemberSlot($0.moveable) }
        foreignIndices = []
        for (index, slot) in slots.enumerated() {
            if let member = slot.moveable as? any CollectionMember { member.memberIndex = index } else { foreignIndices.append(index) }
        }
    }

    /// Stops every live member that is still running once the run has ended (see ``complete(at:)``).
    func stopStragglers() {
        let token = runToken
        for member in liveMembers where member.motionState != .stopped {
            member.stop()
            // A `stopped` callback that restarted this collection began a new run: it is left alone.
            guard token == runToken, state == .stopped else { return }
        }
    }

    // MARK: Reports from members

    /// Member `index` is starting a run by a call of its own (`start()`, or `seek(to:)` from stopped)
    /// while this collection runs. A member this cycle has already started (a sequence's step added
    /// mid-run included, once the sequence reached it), and which has finished or passed its
    /// reversal, takes part in the cycle again: the collection waits for its finish and its reversal
    /// as for any running member, as it counts its reports. (A member the cycle has not started is
    /// not counted for this cycle; ``complete(at:)`` stops it if it still runs.)
    func memberRejoins(at index: Int) {
        guard state != .stopped, index < slots.count, slots[index].isLive, slots[index].hasStarted else { return }
        nextReportIsStale = true
        startReportsAfresh(of: index)
    }

    /// Member `index` starts a new run within the cycle: it has neither passed its reversal nor
    /// finished, and the reports it made that are still waiting are dropped (they belong to the run
    /// it had before, and would count against the new one).
    func startReportsAfresh(of index: Int) {
        if slots[index].hasFinished { slots[index].hasFinished = false; finishedCount -= 1 }
        if slots[index].hasPassedReversal { slots[index].hasPassedReversal = false; passedCount -= 1 }
        pendingEvents.removeAll { $0.index == index }
    }

    /// A member reached its first reversal at `time` (collection clock); it may be holding there.
    /// Not inlined, so that members' beat code stays small.
    @inline(never)
    func member(at index: Int, reachedReversalAt time: TimeInterval) {
        guard state != .stopped, index < slots.count, slots[index].isLive else { return }
        pendingEvents.append(MemberEvent(index: index, kind: .reachedReversal, time: reportTime(time)))
    }

    /// A member completed, or was stopped, at `time` (collection clock).
    @inline(never)
    func member(at index: Int, finishedAt time: TimeInterval) {
        guard state != .stopped, index < slots.count, slots[index].isLive else { return }
        pendingEvents.append(MemberEvent(index: index, kind: .finished, time: reportTime(time)))
    }

    /// The moment a member's report takes effect: its own, but never later than the collection's
    /// current local time, where the report arrives. A member reports at most at the moment it is
    /// moved to; one sought to its end, or whose planned end overflows (a huge delay or duration, a
    /// speed near 0), may name a later or an infinite moment, and the collection must not start its
    /// next step or cycle in a future its members' clocks would then wait for.
    private func reportTime(_ time: TimeInterval) -> TimeInterval {
        time.isFinite ? min(time, clock.localTime) : clock.localTime
    }
}
