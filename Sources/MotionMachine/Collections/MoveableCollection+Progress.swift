import Foundation
@_spi(Kernel) import MotionKernel

// What a collection reports about its run, and the rules its members' direct control follows.

extension MoveableCollection {
    // MARK: State

    /// Whether the collection is running (or paused) and so drives its members.
    var isDrivingMembers: Bool { state != .stopped }

    /// Whether a public control call (start, seek, resume) may act on a member of `collection`
    /// directly: only while the collection drives its members; otherwise the member would run on a
    /// clock that does not beat. Refused calls are reported.
    static func allowsDirectControl(of collection: MoveableCollection?, _ call: String) -> Bool {
        guard let collection, !collection.isDrivingMembers else { return true }
        MotionDiagnostics.logger.report(.warning, "\(call) ignored: the moveable belongs to a \(type(of: collection)) that is not running; control the collection, or remove the moveable from it first")
        return false
    }

    /// The tempo a moveable in `collection` may have: the collection's clock for as long as it is a
    /// member (another tempo is refused with a diagnostic naming `owner`); any tempo otherwise.
    static func memberTempo(_ tempo: Tempo?, in collection: MoveableCollection?, _ owner: String) -> Tempo? {
        guard let clock = collection?.childClock, tempo !== clock else { return tempo }
        MotionDiagnostics.logger.report(.warning, "\(owner).tempo: a collection member runs on its collection's clock; remove it from the collection first")
        return clock
    }

    /// What the collection is doing; ``MotionState/paused`` while it waits at its reversal for its
    /// own collection.
    public var motionState: MotionState { isHeld && state != .stopped ? .paused : state }

    /// Forward until the collection's reversal, reverse after it.
    public var motionDirection: MotionDirection { isReversePhase ? .reverse : .forward }

    /// Progress of the current leg: the forward part of the cycle (up to its reversal), or the
    /// reverse part. Leg lengths come from the members' durations; a member whose duration is only
    /// known once it starts (a spring) counts from then.
    public var motionProgress: Double {
        if isComplete { return 1 }
        let plan = schedule.plannedCycle
        let u = clock.localTime - cycleStart
        guard reversing else { return Self.fraction(u, of: plan.length) }
        let turn = reversalTime.map { $0 - cycleStart } ?? plan.reversal ?? plan.length
        return isReversePhase ? Self.fraction(u - turn, of: plan.length - turn) : Self.fraction(u, of: turn)
    }

    /// Progress of the current cycle: the leg's progress, or half of it per leg when reversing.
    public var cycleProgress: Double {
        if isComplete { return 1 }
        guard reversing else { return motionProgress }
        return isReversePhase ? 0.5 + motionProgress / 2 : motionProgress / 2
    }

    /// The number of cycles completed.
    public var cyclesCompletedCount: UInt {
        cyclesCompleted >= Double(UInt.max) ? UInt.max : UInt(cyclesCompleted)
    }

    /// Progress of the whole run; equals ``cycleProgress`` when repeating forever.
    public var totalProgress: Double {
        if isComplete { return 1 }
        guard let cycles = cycleCount else { return cycleProgress }
        // Never past 1, even when repeating was turned off after later cycles (the run then
        // completes at the end of the cycle under way).
        return min((cyclesCompleted + cycleProgress) / cycles, 1)
    }

    /// Cycles in a run; `nil` when endless.
    var cycleCount: Double? {
        guard repeating else { return 1 }
        return repeatCycles == REPEAT_INFINITE ? nil : Double(repeatCycles) + 1
    }

    static func fraction(_ part: Double, of whole: Double) -> Double {
        guard whole > 0, whole.isFinite else { return 0 }
        let fraction = part / whole
        // NaN (a part from infinite clock times) reads as 0, like any other progress outside 0…1.
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}
