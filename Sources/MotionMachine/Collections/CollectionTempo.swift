import Foundation

/// The tempo a collection gives its members: its time is the collection's local time, set by the
/// collection before each beat it sends and before it starts or releases a member at an exact moment.
///
/// Members run on it as on any tempo, so a motion inside a group still hands its steady legs to the
/// tempo and costs no more per beat than a motion on its own.
final class CollectionTempo: Tempo {
    /// The collection's local time.
    var now: TimeInterval = 0
    /// The collection whose clock this is (set by the collection as it is made).
    var owner: CollectionLink?

    override var currentTime: TimeInterval { now }

    /// The members' catch-up work comes out of the beat that drives the collection, through every
    /// level of nesting up to the tempo at the top (see ``Tempo/maximumCatchUpPerBeat``).
    override func grantCatchUp() -> Bool {
        Tempo.grantsCatchUp(on: owner?.target?.tempo)
    }

    /// Sets the time and beats every member.
    func beat(at time: TimeInterval) {
        now = time
        beat(time)
    }
}
