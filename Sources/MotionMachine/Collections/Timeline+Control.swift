import Foundation

// Starting, beats, pausing, stopping, seeking, progress and callbacks.

extension Timeline {
    // MARK: Control

    /// Starts the run from the beginning (the children read their start values again as the
    /// playhead first reaches them); a no-op unless stopped.
    @discardableResult
    public func start() -> Self {
        guard motionState == .stopped else { return self }
        for child in children { (child.moveable as? any TimelineChild)?.readsStartsAgain() }
        // Room for every event a beat can cross, so that beats allocate nothing.
        eventBuffer.reserveCapacity(calls.count + 2 * children.count)
        if orders.count != children.count * 2 { sortChildren() }
        (elapsed, leg, placed, time, motionDirection) = (0, 0, false, 0, .forward)
        anchor = nil
        lastBeat = nil
        subscription?.cancel()
        subscription = tempo?.subscribe(self)
        anchor = tempo.map { ($0.currentTime, 0) }
        motionState = .delayed
        advanceState()
        return self
    }

    /// Stops the run where it is and calls `stopped`; the children keep their values.
    public func stop() {
        guard motionState != .stopped else { return }
        halt()
        callbacks.stopped?(self)
    }

    /// Freezes the playhead; beats are ignored until ``resume()``.
    public func pause() {
        guard motionState == .moving || motionState == .delayed else { return }
        stateBeforePause = motionState
        motionState = .paused
        anchor = nil
        callbacks.paused?(self)
    }

    /// Continues from where ``pause()`` froze the playhead, with no jump.
    public func resume() {
        guard motionState == .paused else { return }
        motionState = stateBeforePause
        anchor = nil
        callbacks.resumed?(self)
    }

    /// Puts the playhead back at the start (the children at theirs, silently) and stops.
    public func reset() {
        if placed { place(atPlayed: delay, silently: true) }
        for child in children.reversed() { child.moveable.reset() }
        halt()
        (elapsed, leg, placed, time, motionDirection) = (0, 0, false, 0, .forward)
    }

    /// Ends the run without callbacks.
    func halt() {
        subscription?.cancel()
        subscription = nil
        motionState = .stopped
        anchor = nil
    }

    // MARK: Beats

    /// A beat of the timeline's tempo.
    public func tempoBeatUpdate(_ timestamp: TimeInterval) {
        update(withTimeInterval: timestamp)
    }

    /// Takes a beat at `currentTime`: the playhead moves by the time since the last beat × ``speed``.
    public func update(withTimeInterval currentTime: TimeInterval) {
        guard motionState == .moving || motionState == .delayed, currentTime.isFinite else { return }
        guard let anchor else {
            self.anchor = (currentTime, elapsed)
            lastBeat = currentTime
            return
        }
        lastBeat = currentTime
        elapsed = max(anchor.elapsed + (currentTime - anchor.beat) * speed, elapsed)
        advanceState()
    }

    /// Plays `seconds` of the timeline's own time (× ``speed``), for a loop that owns its clock.
    public func advance(by seconds: TimeInterval) {
        guard motionState == .moving || motionState == .delayed, seconds.isFinite, seconds > 0 else { return }
        elapsed += seconds * speed
        anchor = nil
        advanceState()
    }

    /// Moves the playhead to ``elapsed``: begins movement after the delay, places the children,
    /// completes the run at its end.
    func advanceState() {
        if motionState == .delayed {
            guard elapsed >= delay else { return }
            motionState = .moving
            callbacks.started?(self)
            guard motionState == .moving else { return }
        }
        let complete = place(atPlayed: elapsed, silently: false)
        guard motionState == .moving else { return }
        callbacks.updated?(self)
        if complete && motionState == .moving {
            halt()
            callbacks.completed?(self)
        }
    }

    // MARK: Seeking

    /// Moves the playhead to `time` seconds of the run (delay included), silently, as GSAP's `seek`:
    /// the children take the values of that moment, no placed callback fires, `updated` does. A
    /// running timeline plays on from there, a stopped one becomes paused there.
    public func seek(to time: TimeInterval) {
        guard time.isFinite else {
            MotionDiagnostics.logger.report(.warning, "Timeline.seek(to: \(time)) ignored: the time must be finite")
            return
        }
        if motionState == .stopped {
            subscription?.cancel()
            subscription = tempo?.subscribe(self)
            stateBeforePause = .moving
            motionState = .paused
        }
        if time < elapsed && (legCount > 1 || !placed) {
            // Back in time across legs: start the walk over from the first leg.
            if placed { place(atPlayed: delay, silently: true) }
            leg = 0
        }
        elapsed = max(time, 0)
        anchor = lastBeat.map { ($0, elapsed) }
        place(atPlayed: max(elapsed, delay), silently: true)
        callbacks.updated?(self)
    }

    /// Seeks to a fraction of the whole run (or of one cycle when it is endless); NaN is ignored.
    public func seek(toProgress progress: Double) {
        guard !progress.isNaN else { return }
        let p = min(max(progress, 0), 1)
        let total = totalDuration
        seek(to: delay + p * (total.isFinite ? total : duration * (reversing ? 2 : 1)))
    }

    /// Seeks to the label `name` in the first leg; an unknown label is ignored, with a diagnostic.
    public func seek(toLabel name: String) {
        guard let time = labels[name] else {
            MotionDiagnostics.logger.report(.warning, "Timeline.seek(toLabel: \"\(name)\") ignored: no such label (labels: \(labels.keys.sorted().joined(separator: ", ")))")
            return
        }
        seek(to: delay + time)
    }

    // MARK: Progress

    /// The playhead's progress through the current leg, 0…1.
    public var motionProgress: Double {
        let length = duration
        guard length > 0, length.isFinite else { return motionState == .stopped && placed ? 1 : 0 }
        return isReverseLeg(leg) ? 1 - time / length : time / length
    }

    /// Progress through the current cycle: the leg's, or halves of it when ``reversing``.
    public var cycleProgress: Double {
        reversing ? (Double(leg % 2) + motionProgress) / 2 : motionProgress
    }

    /// Cycles completed so far.
    public var cyclesCompletedCount: UInt {
        let perCycle = reversing ? 2 : 1
        let done = motionState == .stopped && placed && motionProgress >= 1 ? leg + 1 : leg
        return UInt(done / perCycle)
    }

    /// Progress through the whole run (of the current cycle when endless), 0…1.
    public var totalProgress: Double {
        let total = totalDuration
        guard total.isFinite else { return cycleProgress }
        guard total > 0 else { return placed ? 1 : 0 }
        return min(max((elapsed - delay) / total, 0), 1)
    }

    // MARK: Callbacks

    /// Called when the first cycle begins, after the delay.
    @discardableResult public func started(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.started = closure; return self }
    /// Called once per beat that moves the playhead, and after a seek.
    @discardableResult public func updated(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.updated = closure; return self }
    /// Called when a backward leg begins.
    @discardableResult public func reversed(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.reversed = closure; return self }
    /// Called when a new cycle begins.
    @discardableResult public func cycleRepeated(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.cycleRepeated = closure; return self }
    /// Called once when the run ends, the children at their final values.
    @discardableResult public func completed(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.completed = closure; return self }
    /// Called when ``stop()`` stops a running timeline.
    @discardableResult public func stopped(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.stopped = closure; return self }
    /// Called when ``pause()`` pauses the timeline.
    @discardableResult public func paused(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.paused = closure; return self }
    /// Called when ``resume()`` resumes the timeline.
    @discardableResult public func resumed(_ closure: @escaping (Timeline) -> Void) -> Self { callbacks.resumed = closure; return self }

    // MARK: Tweening the playhead

    /// A motion that moves the playhead from where it is to `position` (in the first leg) over
    /// `duration` seconds, or over the distance ÷ ``speed`` when none is given (GSAP's `tweenTo`),
    /// pausing the timeline first. Start it to play.
    public func tweenTo(_ position: TimelinePosition, duration: TimeInterval? = nil,
                        easing: @escaping EasingUpdateClosure = EasingLinear.easeNone()) -> Motion<MotionValue<Double>> {
        tweenFromTo(.time(time), position, duration: duration, easing: easing)
    }

    /// A motion that moves the playhead from `from` to `to` (in the first leg), as ``tweenTo(_:duration:easing:)``.
    public func tweenFromTo(_ from: TimelinePosition, _ to: TimelinePosition, duration: TimeInterval? = nil,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone()) -> Motion<MotionValue<Double>> {
        let start = resolvePlayhead(from), end = resolvePlayhead(to)
        pause()
        let seconds = duration ?? (speed > 0 ? abs(end - start) / speed : 0)
        return Motion(from: start, to: end, duration: seconds, easing: easing) { [weak self] playhead in
            guard let self else { return }
            self.seek(to: self.delay + playhead)
            self.pause()
        }
    }

    /// A position's time for the playhead: like ``resolve(_:)``, without making a missing label.
    func resolvePlayhead(_ position: TimelinePosition) -> TimeInterval {
        if case .label(let name, let offset) = position, labels[name] == nil {
            MotionDiagnostics.logger.report(.warning, "Timeline: no label \"\(name)\"; using the end")
            return max(duration + offset, 0)
        }
        return resolve(position)
    }
}

extension Timeline {
    /// Repeats the cycle `count` more times with `delay` seconds between legs: GSAP's `repeat` and
    /// `repeatDelay` (with ``reversing``, its `yoyo`).
    @discardableResult
    public func repeats(_ count: UInt, delay: TimeInterval) -> Self {
        repeating = true
        repeatCycles = count
        repeatDelay = delay
        return self
    }

    /// Plays each cycle forwards and then backwards (GSAP's `yoyo`).
    @discardableResult
    public func reverses() -> Self {
        reversing = true
        return self
    }
}
