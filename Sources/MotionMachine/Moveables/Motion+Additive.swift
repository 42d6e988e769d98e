import Foundation
@_spi(Kernel) import MotionKernel

// Additive motion's bookkeeping: where additive runs start, the sums they join, and what happens to
// their offsets when a run ends.

extension Motion {
    /// The properties with their additive starts: the end of the latest additive motion on the same
    /// property, or the current value (given starts are ignored).
    ///
    /// Worked on the properties' non-generic form, as the lanes' fill is: the motion's code runs
    /// unspecialized, and a map over `Target`'s properties looked up generic metadata about fourteen
    /// times a start (see the Performance article's *Starting an additive motion, a launch, and a motion with callbacks*).
    func additiveStarts(in target: Target) -> MotionProperties {
        let object: AnyObject = target, keys = rareState.additiveKeys
        var index = 0
        return propertyList.map { property in
            let key = index < keys.count ? keys[index] : nil
            index += 1
            property.start = key.flatMap { AdditiveRegistry.shared.latestEnd(for: $0) } ?? property.accessor.read(object)
        }
    }

    /// Works out each property's ``AdditiveKey`` (`nil` when it cannot be identified) for this run's
    /// operation, once a start: identifying a typed key path property may run its getter and setter
    /// (see ``AdditiveKey``), which the start's other steps must not repeat.
    func identifyAdditiveProperties(in target: Target) {
        let rare = rareState, object: AnyObject = target
        rare.additiveKeys.removeAll(keepingCapacity: true)
        propertyList.withBuffer { properties in
            for property in properties {
                // Made before the append's access begins: identifying runs target code.
                let key = AdditiveKey.make(for: property, of: object)
                rare.additiveKeys.append(key)
            }
        }
    }

    /// Joins each property's ``AdditiveSum`` (the one shared by the additive motions running on the
    /// same property, or a sum of its own when the property cannot be identified), registering
    /// where this run takes the property for additive motions that start later.
    func joinAdditiveSums(in target: Target) {
        let rare = rareState, object: AnyObject = target, keys = rare.additiveKeys
        var sums: [AdditiveSum] = []
        sums.reserveCapacity(runMemory.lanes.count)
        propertyList.withBuffer { properties in
            for index in 0..<min(properties.count, runMemory.lanes.count) {
                let property = properties[index]
                let current = property.accessor.read(object)
                if index < keys.count, let key = keys[index] {
                    sums.append(AdditiveRegistry.shared.join(key, operation: resolvedOperationID, end: runMemory.lanes.lane(at: index).end,
                                                             current: current))
                } else {
                    sums.append(AdditiveSum(base: current.isFinite ? current : 0))
                }
            }
        }
        rare.additiveSums = sums
        runMemory.lanes.setAdditive(weight: rare.weighting, sums: sums)
        additiveJoined = runMemory.lanes.isAdditive
    }

    /// Lets go of the sums kept by ``retireAdditiveSums()`` once the write loop that needed them ended.
    @inline(__always)
    func releaseRetiredAdditiveSums() {
        guard hasRetiredAdditiveSums else { return }
        hasRetiredAdditiveSums = false
        rare?.retiredAdditiveSums.removeAll()
    }

    /// Lets go of the previous run's sums. A write loop over the previous lanes may still be running
    /// (this motion's own beat or seek, or its tempo's beat): the sums stay alive until it ends.
    func retireAdditiveSums() {
        guard let rare, !rare.additiveSums.isEmpty else { return }
        if updating {
            rare.retiredAdditiveSums.append(contentsOf: rare.additiveSums)
            hasRetiredAdditiveSums = true
        }
        if let tempo, tempo.isBeating { for sum in rare.additiveSums { tempo.holdUntilBeatEnds(sum) } }
        rare.additiveSums = []
    }

    /// Ends this run's operation on its properties: the lanes' offsets move into their sums' bases
    /// (values stay where they are), and the registry entries go.
    func releaseAdditiveEntries() {
        if additiveJoined {
            runMemory.lanes.endAdditive()
            additiveJoined = false
        }
        if let rare, !rare.additiveKeys.isEmpty {
            AdditiveRegistry.shared.unregister(operation: currentOperationID, keys: rare.additiveKeys)
            rare.additiveKeys.removeAll(keepingCapacity: true)
        }
    }
}
