import Foundation
@_spi(Kernel) import MotionKernel

// Seeking: replaying the collection's timeline silently up to a local time.

extension MoveableCollection {
    // MARK: Seeking

    /// Moves the timeline to `time` seconds after start: every member's values, progress, direction
    /// and state become what playing to that moment gives, and only this collection's `updated`
    /// fires. The collection replays its run silently from the start (members keep the start values
    /// they resolved), so seeking costs about as much as playing there in one beat. A running
    /// collection continues from there, a paused one stays paused, and a stopped one becomes paused
    /// there. Seeking to or past the end completes it, without `completed`. Negative times count as
    /// 0; non-finite ones are ignored with a diagnostic.
    public func seek(to time: TimeInterval) {
        guard !processing, Self.allowsDirectControl(of: parentCollection, "seek") else { return }
        guard time.isFinite else {
            MotionDiagnostics.logger.report(.warning, "\(Self.self).seek(to: \(time)) ignored: the time must be finite")
            return
        }
        let previous = state
        // Sought from stopped while its parent runs: the parent takes it into the cycle again.
        if previous == .stopped { parentCollection?.memberRejoins(at: memberIndex) }
        let wasReplaying = isReplaying
        isReplaying = true
        halt()
        let resetOutOfTurn = resetMembersForSeek()
        // A target setter run by those resets may have started this collection (that run takes
        // over), added it to a collection that does not run, or stopped the one it belongs to (it
        // stays stopped, as its members are).
        guard state == .stopped, parentCollection?.isDrivingMembers ?? true else {
            isReplaying = wasReplaying
            return
        }
        beginRun(keepingResolvedStarts: true)
        subscription?.cancel(of: self)
        subscription = tempo?.subscribe(collection: self)
        let target = max(time, 0)
        if target < runDelay {
            state = .delayed
            clock.localTime = target
        } else {
            state = .moving
            processing = true
            schedule.startCycle(at: runDelay)
            processing = false
            handleEvents()
            if state == .moving { advance(to: target) }
        }
        // A member that a setter or callback reset while the seek reset the members stays reset:
        // it counts as finished for the cycle, as a member reset while the collection runs does.
        for member in resetOutOfTurn where state != .stopped && isLiveMember(member) { member.reset() }
        if state != .stopped {
            if previous == .moving {
                reanchor(at: subscription != nil ? tempo?.currentTime : nil)
            } else {
                pause()
            }
        }
        isReplaying = wasReplaying
        emit(callbacks.updated)
    }

    /// Puts every member back at its start for a seek (last member first), and returns the members
    /// that something else reset meanwhile: a target setter run by those writes, say.
    private func resetMembersForSeek() -> [any Moveable] {
        var outOfTurn: [any Moveable] = []
        let members = liveMembers
        seekResets = SeekResets()
        defer { seekResets = nil }
        for member in members.reversed() {
            seekResets?.own = ObjectIdentifier(member)
            member.reset()
        }
        for reset in seekResets?.others ?? [] {
            if let member = members.first(where: { ObjectIdentifier($0) == reset }) { outOfTurn.append(member) }
        }
        return outOfTurn
    }

    /// A member is being reset (by anyone): during a seek's resets, a reset other than the seek's
    /// own is remembered.
    func memberResets(_ member: AnyObject) {
        guard var resets = seekResets else { return }
        let id = ObjectIdentifier(member)
        if resets.own == id {
            resets.own = nil
        } else {
            resets.others.append(id)
        }
        seekResets = resets
    }

    /// Whether `moveable` is a live member.
    func isLiveMember(_ moveable: any Moveable) -> Bool {
        slots.contains { $0.isLive && $0.moveable === moveable }
    }

    /// Seeks to a fraction of the whole run (or of the current cycle when repeating forever), using
    /// the members' planned durations. NaN is ignored; other values are clamped to 0…1.
    public func seek(toProgress progress: Double) {
        guard !progress.isNaN else {
            MotionDiagnostics.logger.report(.warning, "\(Self.self).seek(toProgress: nan) ignored")
            return
        }
        let p = min(max(progress, 0), 1)
        let length = schedule.plannedCycle.length
        let delay = state == .stopped ? configuredDelay : runDelay
        guard let cycles = cycleCount else { return seek(to: delay + (cyclesCompleted + p) * length) }
        seek(to: delay + p * cycles * length)
    }
}
