import Foundation
@_spi(Kernel) import MotionKernel

/// How many of the records shared by every running moveable are in use: target leases, additive
/// sums and the properties they belong to, tasks awaiting a run's end, run records, and a tempo's
/// beat list.
/// Every one of them comes back when the runs that took it end (complete, stop, reset, or lose
/// their target), which is what the churn check (`motion churn`) and the tests compare against.
package struct KernelCensus: Equatable, Sendable, CustomStringConvertible {
    /// Targets whose lease some running motion holds.
    package var heldLeases: Int
    /// Lease records in the lease slab: held leases, and empty ones the table has not pruned yet.
    package var leaseRecords: Int
    /// Blocks of the lease slab (16 KiB each).
    package var leaseBlocks: Int
    /// Additive sums alive (one per property with additive motions in progress).
    package var additiveSums: Int
    /// Blocks of the additive sums' slab.
    package var additiveBlocks: Int
    /// Properties the additive registry tracks.
    package var additiveProperties: Int
    /// Moveables with tasks awaiting the end of their run.
    package var awaitedMoveables: Int
    /// The tempo's subscribers (running motions and collections), when a tempo was given.
    package var subscribers: Int
    /// Run records held by motions (see ``RunRecord``): the store's records less the free ones, in
    /// the store and in the given tempo's list.
    package var heldRunRecords: Int

    /// The census now, with `tempo`'s subscribers (0 without a tempo).
    /// - Complexity: O(1); takes each shared table's lock once.
    package static func take(tempo: Tempo? = nil) -> KernelCensus {
        let leases = TargetLease.census, sums = AdditiveSum.census, runs = RunRecordStore.census
        return KernelCensus(heldLeases: leases.held, leaseRecords: leases.records, leaseBlocks: leases.blocks,
                            additiveSums: sums.sums, additiveBlocks: sums.blocks,
                            additiveProperties: AdditiveRegistry.shared.propertyCount,
                            awaitedMoveables: FinishWaiters.waitedCount, subscribers: tempo?.subscriberCount ?? 0,
                            heldRunRecords: runs.blocks * RunRecordStore.recordsPerBlock - runs.free - (tempo?.runRecords.count ?? 0))
    }

    /// Whether everything taken since `baseline` (a census from before) came back: as many held
    /// leases, additive sums and properties, awaited moveables and held run records as then, no
    /// subscriber on this census's tempo, and no more empty lease records than the lease table keeps
    /// without pruning. (A baseline taken without the tempo counts the tempo's free run records as
    /// held: take both with it.)
    package func returned(to baseline: KernelCensus) -> Bool {
        heldLeases == baseline.heldLeases && additiveSums == baseline.additiveSums
            && heldRunRecords <= baseline.heldRunRecords
            && additiveProperties == baseline.additiveProperties && awaitedMoveables == baseline.awaitedMoveables
            && subscribers == 0 && !TargetLease.prunes(empty: leaseRecords - heldLeases, of: leaseRecords)
    }

    package var description: String {
        "leases \(heldLeases) held / \(leaseRecords) records / \(leaseBlocks) blocks, additive \(additiveSums) sums / "
            + "\(additiveProperties) properties / \(additiveBlocks) blocks, awaited \(awaitedMoveables), subscribers \(subscribers), "
            + "run records \(heldRunRecords) held"
    }
}
