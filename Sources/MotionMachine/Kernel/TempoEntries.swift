import Foundation

/// A tempo's beat list, in a ``ManualBuffer``.
///
/// Entries hold their objects strongly. A retired entry stops receiving beats at once; the tempo
/// drops its reference then, or right after the beat in progress, so an object that leaves during its
/// own beat is never freed mid-call.
struct TempoEntries: ~Copyable, Sendable {
    struct Entry {
        // In this order the flag fills the steady leg's tail padding: an entry is 200 bytes, and a
        // beat streams every entry through the cache.
        var driven: (any TempoDriven)?
        let subscription: TempoSubscription
        /// Set while the subscriber is a motion the tempo can move by itself.
        var steady: SteadyLeg? = nil
        var isLive: Bool
    }

    private var entries = ManualBuffer<Entry>()

    /// The number of entries, retired ones included until compaction.
    var count: Int { entries.count }

    /// Whether the entry at `index` is the live one for `subscription` (no copy of the entry).
    func isLive(_ subscription: TempoSubscription, at index: Int) -> Bool {
        guard index < entries.count else { return false }
        let entry = entries.base.unsafelyUnwrapped + index
        return entry.pointee.isLive && entry.pointee.subscription === subscription
    }

    /// The progress of the entry's steady leg, read in place (the record is not copied).
    @inline(__always)
    func steadyProgress(at index: Int) -> SteadyLeg.Progress? {
        let entry = entries.base.unsafelyUnwrapped + index
        guard entry.pointee.steady != nil else { return nil }
        return entry.pointee.steady.unsafelyUnwrapped.progress
    }

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// Makes room for `capacity` entries in one block.
    mutating func reserve(_ capacity: Int) {
        entries.reserve(capacity)
    }

    /// Sets or withdraws the steady leg of an entry.
    @inline(__always)
    func setSteady(_ steady: SteadyLeg?, at index: Int) {
        entries.base.unsafelyUnwrapped[index].steady = steady
    }

    /// Stops beats to the entry at once. Its reference and its steady leg stay until
    /// ``release(at:)``: an object that leaves during its own beat (a target setter that stops its
    /// motion, say) is not freed mid-call, and the steady leg being played is not destroyed under it.
    func retire(at index: Int) {
        entries.base.unsafelyUnwrapped[index].isLive = false
    }

    /// Drops the reference and the steady leg of a retired entry.
    func release(at index: Int) {
        let entry = entries.base.unsafelyUnwrapped + index
        entry.pointee.driven = nil
        entry.pointee.steady = nil
    }

    /// Calls every live entry, or moves it by its steady leg. Entries appended meanwhile are not
    /// visited (the tempo queues them).
    func beat(_ timestamp: TimeInterval) {
        guard let base = entries.base else { return }
        let end = entries.count
        var index = 0
        while index < end {
            if base[index].isLive && base[index].steady?.beat(timestamp) != true {
                base[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp)
            }
            index += 1
        }
    }

    /// Removes retired entries, keeping order, and renumbers the subscriptions that moved.
    mutating func compact() {
        entries.removeAll(where: { !$0.isLive }, moved: { entry, index in entry.subscription.index = index })
    }
}
