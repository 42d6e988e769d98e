import Foundation

/// What a tempo's beat list holds and calls: the engine's side of its public `TempoDriven`.
///
/// Motions and collections are subscribers themselves. Any other `TempoDriven` object (one of a
/// program's, subscribed with `Tempo.subscribe(_:)`) subscribes through a small object around it.
@_spi(Kernel) public protocol TempoSubscriber: AnyObject {
    /// Receives one beat (`TempoDriven.tempoBeatUpdate(_:)`).
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

    /// Where the subscriber's next beat first reads, if it is a collection (its entry's mode says
    /// so): see ``CollectionHint``. Asked right after the collection's beat, on the beats that check
    /// targets. Only a collection is asked.
    func collectionHint() -> CollectionHint
}
