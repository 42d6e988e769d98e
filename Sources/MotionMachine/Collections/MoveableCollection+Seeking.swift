import Foundation

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
        let wasSilent = isSilent
        isSilent = true
        halt()
        for member in liveMembers.reversed() { member.reset() }
        // A target setter run by those resets may have started this collection: that run takes over.
        guard state == .stopped else {
            isSilent = wasSilent
            return
        }
        beginRun(keepingResolvedStarts: true)
        subscription?.cancel()
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
        if state != .stopped {
            if previous == .moving {
                reanchor(at: subscription != nil ? tempo?.currentTime : nil)
            } else {
                pause()
            }
        }
        isSilent = wasSilent
        emit(callbacks.updated)
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
