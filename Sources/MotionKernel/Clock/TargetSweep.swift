import Foundation

/// When a tempo's beat checks the targets of all its eased legs at once: at least every
/// ``TargetCheck/interval`` of beat time.
///
/// An eased leg keeps no check time of its own: one flag, decided once per beat,
/// tells every leg in the list whether this beat checks, so the record holds no time for it and a
/// steady beat tests one flag instead of comparing a time per leg. Checks made on the same beat
/// overlap their cache misses (see ``TargetCheck``). A beat
/// earlier than the previous check (a collection's time going back) checks at once and starts the
/// interval again, so no leg goes unchecked for longer than the interval of forward beat time.
@_spi(Kernel) public struct TargetSweep {
    /// The beat of the latest check.
    @usableFromInline var last = -TimeInterval.infinity
    /// Beats at or after this time check.
    @usableFromInline var next = -TimeInterval.infinity

    /// A sweep whose first beat checks.
    @inlinable public init() {}

    /// Whether the beat at `timestamp` checks the targets (and, if so, when the next one does).
    @inlinable public mutating func isDue(at timestamp: TimeInterval) -> Bool {
        guard timestamp >= next || timestamp < last else { return false }
        last = timestamp
        next = timestamp + TargetCheck.interval
        return true
    }
}
