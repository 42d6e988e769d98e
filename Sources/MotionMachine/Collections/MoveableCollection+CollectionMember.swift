import Foundation
@_spi(Kernel) import MotionKernel

// What a parent collection asks of a nested collection.

extension MoveableCollection: CollectionMember {
    /// Continues from the hold at the reversal: the way back starts at the parent's current time.
    func releaseHold() {
        guard isHeld, let turn = reversalTime else { return }
        isHeld = false
        clock.localTime = turn
        reanchor(at: tempo?.currentTime)
        let token = runToken
        processing = true
        self.turn(at: turn)
        processing = false
        if token == runToken && state == .moving { handleEvents() }
    }

    /// Re-anchors the clock at `beat` of the parent's clock (see
    /// ``CollectionMember/continueOnRestartedClock(at:)``); the members keep this collection's own
    /// clock, which goes on as it was.
    func continueOnRestartedClock(at beat: TimeInterval) {
        reanchor(at: beat)
    }

    /// Seconds on the parent's clock from start to completion, delay included (infinite when endless).
    var plannedRunDuration: TimeInterval {
        let length = schedule.plannedCycle.length
        guard let cycles = cycleCount else { return length > 0 ? .infinity : BeatClock.span(delay, atSpeed: clock.speed) }
        return BeatClock.span(delay + cycles * length, atSpeed: clock.speed)
    }

    /// Seconds on the parent's clock from start to the reversal, delay included; `nil` unless reversing.
    var plannedReversalTime: TimeInterval? {
        guard reversing else { return nil }
        let plan = schedule.plannedCycle
        return BeatClock.span(delay + (plan.reversal ?? plan.length), atSpeed: clock.speed)
    }

    /// The beat on the parent's clock at which this collection's earliest member report falls (a
    /// superset of the moments it reports to its parent); `nil` unless moving.
    var nextReportTime: TimeInterval? {
        guard state == .moving, !isHeld, clock.speed > 0, let local = nextMemberReport() else { return nil }
        let time = clock.beat(atLocalTime: local)
        return time.isFinite ? time : nil
    }
}
