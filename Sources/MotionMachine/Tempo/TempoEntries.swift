import Foundation

/// A tempo's beat list in manually managed memory.
///
/// Entries hold their objects strongly. A retired entry stops receiving beats at once; its reference
/// is dropped then, or (while a beat is running) at the next compaction, so an object that leaves
/// during its own beat is never freed mid-call. `@unchecked Sendable`: only its main-actor tempo
/// touches it, or the tempo's deinit when nothing else can.
struct TempoEntries: @unchecked Sendable {
    struct Entry {
        var driven: (any TempoDriven)?
        var isLive: Bool
        let subscription: TempoSubscription
        /// Set while the subscriber is a motion the tempo can move by itself.
        var steady: SteadyLeg? = nil
    }

    private var base: UnsafeMutablePointer<Entry>?
    private var capacity = 0
    private(set) var count = 0

    subscript(index: Int) -> Entry { base.unsafelyUnwrapped[index] }

    /// Sets or withdraws the steady leg of an entry.
    func setSteady(_ steady: SteadyLeg?, at index: Int) {
        base.unsafelyUnwrapped[index].steady = steady
    }

    mutating func append(_ entry: Entry) {
        if count == capacity {
            let grown = max(16, capacity * 2)
            let fresh = UnsafeMutablePointer<Entry>.allocate(capacity: grown)
            if let base {
                fresh.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = fresh
            capacity = grown
        }
        (base.unsafelyUnwrapped + count).initialize(to: entry)
        count += 1
    }

    /// Stops beats to the entry; drops its reference now when `release` is set.
    func retire(at index: Int, release: Bool) {
        base.unsafelyUnwrapped[index].isLive = false
        base.unsafelyUnwrapped[index].steady = nil
        if release { base.unsafelyUnwrapped[index].driven = nil }
    }

    /// Calls every live entry. Entries appended meanwhile are not visited (the tempo queues them).
    @MainActor
    func beat(_ timestamp: TimeInterval) {
        guard let base else { return }
        let end = count
        var index = 0
        while index < end {
            if base[index].isLive && base[index].steady?.beat(timestamp) != true {
                base[index].driven.unsafelyUnwrapped.tempoBeatUpdate(timestamp)
            }
            index += 1
        }
    }

    /// Removes retired entries, keeping order, and renumbers the subscriptions that moved.
    @MainActor
    mutating func compact() {
        guard let base else { return }
        var kept = 0
        for index in 0..<count {
            if base[index].isLive {
                if kept != index {
                    (base + kept).moveInitialize(from: base + index, count: 1)
                    base[kept].subscription.index = kept
                }
                kept += 1
            } else {
                (base + index).deinitialize(count: 1)
            }
        }
        count = kept
    }

    mutating func deallocate() {
        base?.deinitialize(count: count)
        base?.deallocate()
        base = nil
        capacity = 0
        count = 0
    }
}
