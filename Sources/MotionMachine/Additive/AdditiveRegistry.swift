import Foundation

/// The additive motions in progress, by property: each entry is a motion's operation and the end
/// value it moves that property towards, latest last.
///
/// An additive motion starting on a property takes the end value of the latest entry as its start
/// (or the property's current value when there is none), registers its own end, and removes its
/// entries when its run ends (completes, stops, resets or loses its target), so no entries outlive
/// the motions. Only starts and ends touch the registry; beats never do.
@MainActor
final class AdditiveRegistry {
    static let shared = AdditiveRegistry()

    private var entries: [AdditiveKey: [(operation: UInt, end: Double)]] = [:]
    private var lastOperationID: UInt = 0

    /// A new operation ID (never 0).
    func makeOperationID() -> UInt {
        lastOperationID &+= 1
        if lastOperationID == 0 { lastOperationID = 1 }
        return lastOperationID
    }

    /// The end value of the latest additive motion on `key`.
    func latestEnd(for key: AdditiveKey) -> Double? {
        entries[key]?.last?.end
    }

    /// Records that `operation` moves `key` towards `end`.
    func register(_ key: AdditiveKey, operation: UInt, end: Double) {
        entries[key, default: []].append((operation, end))
    }

    /// Removes the entries of `operation` on `keys`; properties left with none are forgotten.
    func unregister(operation: UInt, keys: [AdditiveKey]) {
        for key in keys {
            guard var list = entries[key] else { continue }
            list.removeAll { $0.operation == operation }
            entries[key] = list.isEmpty ? nil : list
        }
    }

    /// The number of properties with additive motions in progress.
    var propertyCount: Int { entries.count }
}
