import Foundation

/// The additive motions in progress, by property: each property's shared ``AdditiveSum``, and each
/// motion's operation with the end value it moves that property towards, latest last.
///
/// An additive motion starting on a property takes the end value of the latest entry as its start
/// (or the property's current value when there is none), joins the property's sum, registers its
/// own end, and removes its entries when its run ends (completes, stops, resets or loses its
/// target); a property with no entries left is forgotten, sum and all. Only starts and ends touch
/// the registry; beats never do.
@MainActor
final class AdditiveRegistry {
    static let shared = AdditiveRegistry()

    private struct Entry {
        let sum: AdditiveSum
        var ends: [(operation: UInt, end: Double)]
    }

    private var entries: [AdditiveKey: Entry] = [:]
    private var lastOperationID: UInt = 0

    /// A new operation ID (never 0).
    func makeOperationID() -> UInt {
        lastOperationID &+= 1
        if lastOperationID == 0 { lastOperationID = 1 }
        return lastOperationID
    }

    /// The end value of the latest additive motion on `key`.
    func latestEnd(for key: AdditiveKey) -> Double? {
        entries[key]?.ends.last?.end
    }

    /// Records that `operation` moves `key` towards `end`, and returns the property's sum: the one
    /// its running additive motions share (updated with the property's `current` value, see
    /// ``AdditiveSum/absorb(current:)``), or a new one based at `current`.
    func join(_ key: AdditiveKey, operation: UInt, end: Double, current: Double) -> AdditiveSum {
        if var entry = entries[key] {
            entry.sum.absorb(current: current)
            entry.ends.append((operation, end))
            entries[key] = entry
            return entry.sum
        }
        let sum = AdditiveSum(base: current.isFinite ? current : 0)
        entries[key] = Entry(sum: sum, ends: [(operation, end)])
        return sum
    }

    /// Removes the entries of `operation` on `keys`; properties left with none are forgotten.
    func unregister(operation: UInt, keys: [AdditiveKey]) {
        for key in keys {
            guard var entry = entries[key] else { continue }
            entry.ends.removeAll { $0.operation == operation }
            entries[key] = entry.ends.isEmpty ? nil : entry
        }
    }

    /// The number of properties with additive motions in progress.
    var propertyCount: Int { entries.count }
}
