import Foundation
@_spi(Kernel) import MotionKernel

/// The additive motions in progress, by property: each property's shared ``AdditiveSum``, and each
/// motion's operation with the end value it moves that property towards, latest last.
///
/// An additive motion starting on a property takes the end value of the latest entry as its start
/// (or the property's current value when there is none), joins the property's sum, registers its
/// own end, and removes its entries when its run ends (completes, stops, resets or loses its
/// target); a property with no entries left is forgotten, sum and all. Only starts and ends touch
/// the registry; beats never do.
///
/// One registry serves every isolation domain, so its tables sit behind a lock (``LockedState``).
final class AdditiveRegistry: Sendable {
    static let shared = AdditiveRegistry()

    private struct Entry {
        let sum: AdditiveSum
        var ends: [(operation: UInt, end: Double)]
    }

    private struct Tables {
        var entries: [AdditiveKey: Entry] = [:]
        var lastOperationID: UInt = 0
    }

    private let tables = LockedState(Tables())

    /// Marks a moving motion whose operation ID is not made yet; never made by ``makeOperationID()``.
    static var pendingOperationID: UInt { .max }

    /// A new operation ID (never 0, nor ``pendingOperationID``).
    func makeOperationID() -> UInt {
        tables.withLock { tables in
            tables.lastOperationID &+= 1
            if tables.lastOperationID == 0 || tables.lastOperationID == Self.pendingOperationID { tables.lastOperationID = 1 }
            return tables.lastOperationID
        }
    }

    /// The end value of the latest additive motion on `key`.
    func latestEnd(for key: AdditiveKey) -> Double? {
        tables.withLock { $0.entries[key]?.ends.last?.end }
    }

    /// Records that `operation` moves `key` towards `end`, and returns the property's sum: the one
    /// its running additive motions share (updated with the property's `current` value, see
    /// ``AdditiveSum/absorb(current:)``), or a new one based at `current`.
    func join(_ key: AdditiveKey, operation: UInt, end: Double, current: Double) -> AdditiveSum {
        tables.withLock { tables in
            if var entry = tables.entries[key] {
                entry.sum.absorb(current: current)
                entry.ends.append((operation, end))
                tables.entries[key] = entry
                return entry.sum
            }
            let sum = AdditiveSum(base: current.isFinite ? current : 0)
            tables.entries[key] = Entry(sum: sum, ends: [(operation, end)])
            return sum
        }
    }

    /// Removes the entries of `operation` on `keys` (`nil` for a property that was not identified);
    /// properties left with none are forgotten.
    func unregister(operation: UInt, keys: [AdditiveKey?]) {
        tables.withLock { tables in
            for case let key? in keys {
                guard var entry = tables.entries[key] else { continue }
                entry.ends.removeAll { $0.operation == operation }
                tables.entries[key] = entry.ends.isEmpty ? nil : entry
            }
        }
    }

    /// The number of properties with additive motions in progress.
    var propertyCount: Int { tables.withLock { $0.entries.count } }
}
