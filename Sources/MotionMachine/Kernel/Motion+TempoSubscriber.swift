import Foundation
import MotionKernel

// A motion as its tempo's beat list holds it (see TempoSubscriber).

extension Motion: TempoSubscriber {
    /// Keeps the entry's new index (see ``subscriptionIndex``).
    final func entryMoved(to index: Int) {
        subscriptionIndex = index
    }

    /// The accessor of the motion's one property, which an eased leg of the motion moves: the leg
    /// keeps no accessor of its own while its lane is stored in place (see ``EasedLeg``).
    final func laneAccess() -> PropertyAccessBody {
        propertyList.accessBody(at: 0)
    }

    /// Notes that the motion's lane is written through its accessor: its next legs come with it.
    final func laneIsNotInPlace() {
        writesThroughAccessor = true
    }
}
