import Foundation

// Additive motion's bookkeeping: where additive runs start and the ends they register.

extension Motion {
    /// The properties with their additive starts: the end of the latest additive motion on the same
    /// property, or the current value (given starts are ignored).
    func additiveStarts(in target: Target) -> [PropertyData<Target>] {
        properties.map { property in
            var started = property
            let key = AdditiveKey.make(for: property, of: target)
            started.start = key.flatMap { AdditiveRegistry.shared.latestEnd(for: $0) } ?? property.accessor.read(target)
            return started
        }
    }

    /// Records where this run takes each identifiable property, for additive motions that start later.
    func registerAdditiveEnds(in target: Target) {
        releaseAdditiveEntries()
        for (index, property) in properties.enumerated() where index < lanes.count {
            guard let key = AdditiveKey.make(for: property, of: target) else { continue }
            AdditiveRegistry.shared.register(key, operation: currentOperationID, end: lanes.lane(at: index).end)
            additiveKeys.append(key)
        }
    }

    /// Ends this run's operation: its additive registry entries go, and the ID returns to 0.
    func releaseAdditiveEntries() {
        if !additiveKeys.isEmpty {
            AdditiveRegistry.shared.unregister(operation: currentOperationID, keys: additiveKeys)
            additiveKeys.removeAll()
        }
    }
}
