import Foundation
import MotionKernel

/// What a tempo's beat list holds and calls: the engine's side of ``TempoDriven``.
///
/// Motions and collections are subscribers themselves. Any other ``TempoDriven`` object (one of
/// yours, subscribed with ``Tempo/subscribe(_:)``) subscribes through a ``DrivenSubscriber``
/// around it, one small object per subscription.
protocol TempoSubscriber: AnyObject {
    /// Receives one beat (``TempoDriven/tempoBeatUpdate(_:)``).
    func tempoBeatUpdate(_ timestamp: TimeInterval)

    /// Told that its entry in the beat list moved to `index` (the list compacted, or an object
    /// that was to join before it left): the subscriber keeps its entry's index, by which it
    /// finds its entry and leaves the list. Runs no code of yours.
    func entryMoved(to index: Int)

    /// The accessor of the one lane this subscriber's eased leg moves: how a leg that keeps no
    /// accessor of its own writes for the first time, and where it takes one from (see
    /// ``EasedLeg``). Only a motion offers eased legs, so only a motion is asked.
    func laneAccess() -> PropertyAccessBody

    /// Told by an eased leg that its lane is not stored in place, on the leg's first write: the
    /// subscriber's later legs come with the accessor.
    func laneIsNotInPlace()
}

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
}
