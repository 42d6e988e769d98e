import Foundation

/// A tempo's beat list, in structure-of-arrays form: one byte per entry says how a beat treats it,
/// and each kind of record sits in its own array, so a beat streams only the bytes it uses.
///
/// | array | per entry | read by a beat |
/// | --- | --- | --- |
/// | `modes` | 1 byte | always |
/// | `eased` | 104 bytes (``EasedLeg``) | for an entry moved by an eased leg |
/// | `lastBeats` | 8 bytes | for an entry moved by an eased leg (the only number it writes) |
/// | `steady` | 168 bytes (``SteadyLeg``) | for an entry moved by a general steady leg |
/// | `entries` | 24 bytes (object, subscription) | for an entry the beat calls |
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
        /// Moved by the entry's ``SteadyLeg``, or called when the leg hands the beat back.
        case steady
        /// Moved by the entry's ``EasedLeg``, or called when the leg hands the beat back.
        case eased
    }

    /// What a beat reads only for the entries it calls.
    struct Entry {
        var driven: (any TempoDriven)?
        let subscription: TempoSubscription
    }

    private var modes = ManualBuffer<Mode>()
    private var eased = ManualBuffer<EasedLeg?>()
    private var lastBeats = ManualBuffer<TimeInterval>()
    private var steady = ManualBuffer<SteadyLeg?>()
    private var entries = ManualBuffer<Entry>()

    /// The number of entries, retired ones included until compaction.
    var count: Int { entries.count }

    /// Whether the entry at `index` is the live one for `subscription` (no copy of the entry).
    func isLive(_ subscription: TempoSubscription, at index: Int) -> Bool {
        guard index < entries.count else { return false }
        return modes[index] != .retired && (entries.base.unsafelyUnwrapped + index).pointee.subscription === subscription
    }

    /// The progress of the entry's leg, read in place (the record is not copied).
    @inline(__always)
    func steadyProgress(at index: Int) -> SteadyLeg.Progress? {
        switch modes[index] {
        case .eased:
            return SteadyLeg.Progress(lastBeat: lastBeats[index], offset: nil)
        case .steady:
            return (steady.base.unsafelyUnwrapped + index).pointee.unsafelyUnwrapped.progress
        case .call, .retired:
            return nil
        }
    }

    /// How many entries are in `mode` (for tests and diagnostics).
    /// - Complexity: O(n).
    func count(in mode: Mode) -> Int {
        (0..<modes.count).reduce(0) { $0 + (modes[$1] == mode ? 1 : 0) }
    }

    /// Appends a live entry that is called on each beat.
    mutating func append(_ entry: Entry) {
        entries.append(entry)
        modes.append(.call)
        eased.append(nil)
        lastBeats.append(0)
        steady.append(nil)
    }

    /// Makes room for `capacity` entries in one block.
    mutating func reserve(_ capacity: Int) {
        entries.reserve(capacity)
        modes.reserve(capacity)
        eased.reserve(capacity)
        lastBeats.reserve(capacity)
        steady.reserve(capacity)
    }

    /// Sets or withdraws the steady leg of a live entry, in place of any other leg.
    @inline(__always)
    func setSteady(_ leg: SteadyLeg?, at index: Int) {
        // Clearing a record the beat may be writing through is safe: a leg touches nothing of itself
        // after its write (see ``EasedLeg/beat(_:)``); the mode says which record is current.
        if modes[index] == .eased { eased[index] = nil }
        steady[index] = leg
        modes[index] = leg == nil ? .call : .steady
    }

    /// Sets the eased leg of a live entry, offered at the beat `offeredAt`, in place of any other leg.
    @inline(__always)
    func setEased(_ leg: EasedLeg, offeredAt beat: TimeInterval, at index: Int) {
        if modes[index] == .steady { steady[index] = nil }
        eased[index] = leg
        lastBeats[index] = beat
        modes[index] = .eased
    }

    /// Stops beats to the entry at once. Its reference and its legs stay until ``release(at:)``: an
    /// object that leaves during its own beat (a target setter that stops its motion, say) is not
    /// freed mid-call, and the leg being played is not destroyed under it.
    func retire(at index: Int) {
        modes[index] = .retired
    }

    /// Drops the reference and the legs of a retired entry.
    func release(at index: Int) {
        (entries.base.unsafelyUnwrapped + index).pointee.driven = nil
        eased[index] = nil
        steady[index] = nil
    }

    /// Calls every live entry, or moves it by its leg. Entries appended meanwhile are not visited
    /// (the tempo queues them).
    func beat(_ timestamp: TimeInterval) {
        guard let modes = modes.base, let eased = eased.base, let lastBeats = lastBeats.base, let steady = steady.base,
              let cold = entries.base else { return }
        let end = entries.count
        var index = 0
        while index < end {
            // Plain branches, the commonest mode first: a switch compiles to a jump through a table.
            let mode = modes[index]
            if mode == .eased {
                if eased[index]?.beat(timestamp, lastBeat: &lastBeats[index]) != true { cold[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp) }
            } else if mode == .call {
                cold[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp)
            } else if mode == .steady {
                if steady[index]?.beat(timestamp) != true { cold[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp) }
            }
            index += 1
        }
    }

    /// Removes retired entries, keeping order, and renumbers the subscriptions that moved.
    mutating func compact() {
        // Every array drops the same indices, the retired ones, read from `modes`, which is compacted
        // last.
        guard let marks = modes.base else { return }
        func retired(_ index: inout Int) -> Bool {
            defer { index += 1 }
            return marks[index] == .retired
        }
        var index = 0
        entries.removeAll(where: { _ in retired(&index) }, moved: { entry, index in entry.subscription.index = index })
        index = 0
        eased.removeAll(where: { _ in retired(&index) }, moved: { _, _ in })
        index = 0
        lastBeats.removeAll(where: { _ in retired(&index) }, moved: { _, _ in })
        index = 0
        steady.removeAll(where: { _ in retired(&index) }, moved: { _, _ in })
        modes.removeAll(where: { $0 == .retired }, moved: { _, _ in })
    }
}
