import Foundation

/// A tempo's beat list, in two parallel ``ManualBuffer``s: a hot array that a beat streams through,
/// and a cold one it touches only for the entries it must call.
///
/// Entries hold their objects strongly. A retired entry stops receiving beats at once; the tempo
/// drops its reference then, or right after the beat in progress, so an object that leaves during its
/// own beat is never freed mid-call.
struct TempoEntries: ~Copyable, Sendable {
    /// How a beat treats an entry.
    enum Mode: UInt8 {
        /// Gone: skipped until compaction.
        case retired
        /// Called: the object handles its own beats.
        case call
        /// Moved by the entry's ``SteadyLeg`` (in the cold array), or called when the leg hands the
        /// beat back.
        case steady
        /// Moved by the entry's ``EasedLeg`` (in the hot array), or called when the leg hands the
        /// beat back.
        case eased
    }

    /// What a beat reads for every entry: the mode and, for a motion the tempo moves by itself
    /// with an eased leg, that leg.
    struct Hot {
        var eased: EasedLeg?
        var mode: Mode
    }

    /// What a beat reads only for entries it calls or moves by a general steady leg.
    struct Entry {
        var driven: (any TempoDriven)?
        let subscription: TempoSubscription
        /// Set while the subscriber is a motion the tempo can move by itself, by a general leg.
        var steady: SteadyLeg? = nil
    }

    private var hot = ManualBuffer<Hot>()
    private var entries = ManualBuffer<Entry>()

    /// The number of entries, retired ones included until compaction.
    var count: Int { entries.count }

    /// Whether the entry at `index` is the live one for `subscription` (no copy of the entry).
    func isLive(_ subscription: TempoSubscription, at index: Int) -> Bool {
        guard index < entries.count else { return false }
        return hot.base.unsafelyUnwrapped[index].mode != .retired
            && (entries.base.unsafelyUnwrapped + index).pointee.subscription === subscription
    }

    /// The progress of the entry's steady leg, read in place (the record is not copied).
    @inline(__always)
    func steadyProgress(at index: Int) -> SteadyLeg.Progress? {
        switch hot.base.unsafelyUnwrapped[index].mode {
        case .eased:
            return SteadyLeg.Progress(lastBeat: hot.base.unsafelyUnwrapped[index].eased.unsafelyUnwrapped.lastBeat, offset: nil)
        case .steady:
            return (entries.base.unsafelyUnwrapped + index).pointee.steady.unsafelyUnwrapped.progress
        case .call, .retired:
            return nil
        }
    }

    /// How many entries are in `mode` (for tests and diagnostics).
    /// - Complexity: O(n).
    func count(in mode: Mode) -> Int {
        guard let hot = hot.base else { return 0 }
        return (0..<entries.count).reduce(0) { $0 + (hot[$1].mode == mode ? 1 : 0) }
    }

    /// Appends a live entry that is called on each beat.
    mutating func append(_ entry: Entry) {
        entries.append(entry)
        hot.append(Hot(eased: nil, mode: .call))
    }

    /// Makes room for `capacity` entries in one block.
    mutating func reserve(_ capacity: Int) {
        entries.reserve(capacity)
        hot.reserve(capacity)
    }

    /// Sets or withdraws the steady leg of a live entry.
    @inline(__always)
    func setSteady(_ steady: SteadyLeg?, at index: Int) {
        let slot = hot.base.unsafelyUnwrapped + index
        // Clearing a record the beat may be writing through is safe: a leg touches nothing of itself
        // after its write (see ``EasedLeg/beat(_:)``); only the mode says which record is current.
        if slot.pointee.mode == .eased { slot.pointee.eased = nil }
        (entries.base.unsafelyUnwrapped + index).pointee.steady = steady
        slot.pointee.mode = steady == nil ? .call : .steady
    }

    /// Sets the eased leg of a live entry, in place of any other leg.
    @inline(__always)
    func setEased(_ eased: EasedLeg, at index: Int) {
        let slot = hot.base.unsafelyUnwrapped + index
        if slot.pointee.mode == .steady { (entries.base.unsafelyUnwrapped + index).pointee.steady = nil }
        slot.pointee.eased = eased
        slot.pointee.mode = .eased
    }

    /// Stops beats to the entry at once. Its reference and its legs stay until ``release(at:)``: an
    /// object that leaves during its own beat (a target setter that stops its motion, say) is not
    /// freed mid-call, and the leg being played is not destroyed under it.
    func retire(at index: Int) {
        hot.base.unsafelyUnwrapped[index].mode = .retired
    }

    /// Drops the reference and the legs of a retired entry.
    func release(at index: Int) {
        let entry = entries.base.unsafelyUnwrapped + index
        entry.pointee.driven = nil
        entry.pointee.steady = nil
        hot.base.unsafelyUnwrapped[index].eased = nil
    }

    /// Calls every live entry, or moves it by its leg. Entries appended meanwhile are not visited
    /// (the tempo queues them).
    func beat(_ timestamp: TimeInterval) {
        guard let hot = hot.base, let cold = entries.base else { return }
        let end = entries.count
        var index = 0
        while index < end {
            // Plain branches, the commonest mode first: a switch compiles to a jump through a table.
            let mode = hot[index].mode
            if mode == .eased {
                if hot[index].eased?.beat(timestamp) != true { cold[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp) }
            } else if mode == .call {
                cold[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp)
            } else if mode == .steady {
                if cold[index].steady?.beat(timestamp) != true { cold[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp) }
            }
            index += 1
        }
    }

    /// Removes retired entries, keeping order, and renumbers the subscriptions that moved.
    mutating func compact() {
        // Both arrays drop the same indices: the retired ones, marked in the hot array. The cold
        // array is compacted first, reading the marks the hot one still holds.
        guard let marks = hot.base else { return }
        var index = 0
        entries.removeAll(where: { _ in
            defer { index += 1 }
            return marks[index].mode == .retired
        }, moved: { entry, index in entry.subscription.index = index })
        hot.removeAll(where: { $0.mode == .retired }, moved: { _, _ in })
    }
}
