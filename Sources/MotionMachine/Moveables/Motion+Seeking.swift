import Foundation
@_spi(Kernel) import MotionKernel

// Seeking: placing the timeline, and the target's values, at any local time.

extension Motion {
    // MARK: Seeking

    /// Moves the timeline to `time` seconds after start (delay included): values, progress, direction
    /// and state become what playing to that moment gives, and only `updated` fires. A running motion
    /// continues from there, a paused one stays paused, and a stopped one becomes paused there (call
    /// ``resume()`` to play on). Seeking to or past the end completes the motion, without `completed`.
    /// Negative times count as 0; non-finite ones are ignored with a diagnostic.
    public func seek(to time: TimeInterval) {
        // Ignored from inside this motion's own beat or seek (a target setter that seeks, say).
        guard !updating, !seeking, MoveableCollection.allowsDirectControl(of: parentCollection, "seek") else { return }
        seeking = true
        defer { seeking = false }
        guard time.isFinite else {
            MotionDiagnostics.logger.report(.warning, "Motion.seek(to: \(time)) ignored: the time must be finite")
            return
        }
        reclaimSteadyLeg()
        let previous = state
        if previous == .stopped {
            // A member sought from stopped while its collection runs takes part in the cycle again.
            parentCollection?.memberRejoins(at: memberIndex)
            guard beginRun() else {
                parentCollection?.member(at: memberIndex, finishedAt: tempo?.currentTime ?? 0)
                return
            }
            resubscribe()
        }
        // Like a beat, the writes may run target setters that stop or restart the motion: the target
        // stays held until they are done, and such a call takes over.
        let token = runToken
        updating = true
        let phase = place(atLocalTime: max(time, 0))
        updating = false
        releaseRetiredAdditiveSums()
        guard token == runToken else {
            if state == .stopped {
                releaseTarget()
                // Sought from stopped, the member rejoined its collection's cycle, and a setter
                // stopped or reset it before the seek gave it a state (so that call had no run to
                // report): the collection must still hear that it ended, or it waits for it.
                if previous == .stopped { reportFinishedToParent() }
            }
            return
        }
        // A setter may have added this motion (stopped until the seek ends) to a collection, or
        // stopped the collection it belongs to: a member of a collection that does not run stays
        // stopped, with the values the seek wrote.
        if let parent = parentCollection, !parent.isDrivingMembers {
            halt()
            return
        }
        if phase == .stopped {
            unsubscribe()
            endOperation()
            state = .stopped
            runEnded()
            releaseTarget()
            // Completed by the seek: a collection waiting for this member hears it, as from stop().
            reportFinishedToParent()
        } else if previous == .moving || previous == .delayed {
            state = phase
            reanchor(at: isSubscribed ? tempo?.currentTime : nil)
        } else {
            stateBeforePause = phase
            state = .paused
            reanchor(at: nil)
        }
        emit(callbacks.updated)
    }

    /// Seeks to a fraction of the whole run (``totalProgress``), or of the current cycle when the
    /// motion repeats forever. NaN is ignored; other values are clamped to 0…1.
    public func seek(toProgress progress: Double) {
        guard !progress.isNaN else {
            MotionDiagnostics.logger.report(.warning, "Motion.seek(toProgress: nan) ignored")
            return
        }
        // A spring's leg length is known once its start values are: resolve them first.
        // Silently: the caller's one seek fires `updated` once, below.
        if state == .stopped && !lanesFilled {
            let wasQuiet = seekingQuietly
            seekingQuietly = true
            seek(to: configuredDelay)
            seekingQuietly = wasQuiet
        }
        let p = min(max(progress, 0), 1)
        let delay = state == .stopped ? configuredDelay : runDelay
        let cycle = timeline.duration * timeline.legsPerCycle
        let movement = timeline.isEndless ? (Double(timeline.cyclesCompleted(leg: legIndex)) + p) * cycle : p * timeline.runDuration
        seek(to: delay + movement)
    }

    /// Puts the timeline, and the target's values, where they are at local time `time`, and returns
    /// the phase that gives (`.stopped` when complete).
    func place(atLocalTime time: TimeInterval) -> MotionState {
        runMemory.clock.localTime = time
        held = false
        restartTimeline()
        let movementTime = time - runDelay
        guard movementTime >= 0 else {
            reversalReported = false
            if movementBegun, let target = runningTarget { runMemory.lanes.writeStart(to: TargetPointer(target)) }
            return .delayed
        }
        if !movementBegun && !prepareLanes() { return .stopped }
        guard let target = runningTarget.map({ TargetPointer($0) }) else { return .stopped }
        let destination = timeline.position(at: movementTime, from: legIndex)
        reversalReported = destination.leg >= 1
        enterLeg(destination.leg)
        if timeline.isComplete {
            writeFinalValues(to: target)
            return .stopped
        }
        legFraction = destination.fraction
        writeLeg(at: destination.fraction, to: target)
        return .moving
    }
}
