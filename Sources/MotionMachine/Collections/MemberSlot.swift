import Foundation

/// One member of a collection, and where it is in the collection's current cycle: what a collection
/// keeps per member, in one array of these.
struct MemberSlot {
    /// The member, or ``VacatedSlot/shared`` once it has been removed during a run.
    var moveable: any Moveable
    /// Whether the member still belongs to the collection. Removal while running leaves the slot
    /// until the run ends, so that the indices members report stay valid.
    var isLive = true
    /// Whether the current cycle has started it.
    var hasStarted = false
    /// Whether it has passed its first reversal (or finished) in the current cycle.
    var hasPassedReversal = false
    /// Whether it has finished in the current cycle.
    var hasFinished = false

    init(_ moveable: any Moveable) {
        self.moveable = moveable
    }

    /// Whether the member is running in the current cycle: live, started and not finished.
    var isRunning: Bool { isLive && hasStarted && !hasFinished }

    /// Forgets the current cycle: the member has not started, passed or finished.
    mutating func resetCycle() {
        hasStarted = false
        hasPassedReversal = false
        hasFinished = false
    }
}
