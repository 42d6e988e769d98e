import Foundation
@_spi(Kernel) import MotionKernel

// What a collection asks of a member motion: releasing a hold, and the planned schedule.

extension Motion: CollectionMember {
    /// Continues from a hold at the first reversal: the reverse leg starts at the collection's
    /// current time, and `reversed` fires.
    func releaseHold() {
        guard held else { return }
        held = false
        reanchor(at: tempo?.currentTime)
        enterLeg(1)
        emit(callbacks.reversed)
    }

    /// Re-anchors the clock at `beat` (see ``CollectionMember/continueOnRestartedClock(at:)``),
    /// taking back a steady leg made on the old clock first.
    func continueOnRestartedClock(at beat: TimeInterval) {
        reclaimSteadyLeg()
        reanchor(at: beat)
    }

    /// Seconds on the collection's clock from start to completion (infinite for an endless run).
    var plannedRunDuration: TimeInterval {
        BeatClock.span(delay + timeline.runDuration, atSpeed: speed)
    }

    /// The beat on the collection's clock at which this run next reports: its first reversal, or
    /// its end. `nil` while paused, held or stopped, at speed 0, or for an endless run past its
    /// reversal.
    ///
    /// Read without taking the member's leg back (see ``clockAndDelay``): the collection asks between
    /// its members' beats.
    var nextReportTime: TimeInterval? {
        guard state == .moving || state == .delayed, !held else { return nil }
        let (clock, runDelay) = clockAndDelay
        guard clock.speed > 0 else { return nil }
        let local: TimeInterval
        if timeline.reversing && !reversalReported {
            local = runDelay + timeline.duration
        } else if !timeline.isEndless {
            local = runDelay + timeline.runDuration
        } else {
            return nil
        }
        let time = clock.beat(atLocalTime: local)
        return time.isFinite ? time : nil
    }

    /// Seconds on the collection's clock from start to the first reversal; `nil` unless reversing.
    var plannedReversalTime: TimeInterval? {
        reversing ? BeatClock.span(delay + duration, atSpeed: speed) : nil
    }
}
