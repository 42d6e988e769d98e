import Foundation
@_spi(Kernel) import MotionKernel

// A motion as its tempo's beat list holds it (see TempoSubscriber).

@_spi(Kernel) extension Motion: TempoSubscriber {
    /// Keeps the entry's new index (see ``subscriptionIndex``).
    public final func entryMoved(to index: Int) {
        subscriptionIndex = index
    }

    /// The accessor of the motion's one property, which an eased leg of the motion moves: the leg
    /// keeps no accessor of its own while its lane is stored in place (see ``EasedLeg``).
    public final func laneAccess() -> PropertyAccessBody {
        propertyList.accessBody(at: 0)
    }

    /// Notes that the motion's lane is written through its accessor: its next legs come with it.
    public final func laneIsNotInPlace() {
        writesThroughAccessor = true
    }

    /// Never asked: only a collection is.
    public final func collectionHint() -> CollectionHint { CollectionHint() }
}
