import Foundation
@_spi(Kernel) import MotionKernel

/// A ``TempoDriven`` object of yours, as a tempo's beat list holds it: it passes each beat on.
final class DrivenSubscriber: TempoSubscriber {
    let driven: any TempoDriven
    /// The index of its entry in the beat list (see ``Tempo/subscribe(_:)``).
    var index = -1

    init(_ driven: any TempoDriven) {
        self.driven = driven
    }

    func tempoBeatUpdate(_ timestamp: TimeInterval) {
        driven.tempoBeatUpdate(timestamp)
    }

    func entryMoved(to index: Int) {
        self.index = index
    }

    /// Never asked: only a motion offers eased legs. An accessor that writes nothing.
    func laneAccess() -> PropertyAccessBody {
        { _, request in request.answer(wrote: 0) }
    }

    /// Never told: only a motion offers eased legs.
    func laneIsNotInPlace() {}

    /// Never asked: only a collection is.
    func collectionHint() -> CollectionHint { CollectionHint() }
}
