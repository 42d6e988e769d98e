import Foundation

/// A moveable's subscription to a tempo, held by value: the tempo and the index of the subscriber's
/// entry in its beat list.
///
/// ``TempoSubscription`` is an object, which is what the public ``Tempo/subscribe(_:)`` returns, and
/// making one per run would cost an allocation and its reference counting. A place costs neither:
/// the tempo tells its holder the entry's new index whenever the entry moves (see
/// ``TempoSubscriber/entryMoved(to:)``), and the place holds the tempo strongly, so the index is
/// never read after the tempo is gone. Its holder clears it when it cancels.
struct TempoPlace {
    /// The tempo whose beat list holds the subscriber.
    let tempo: Tempo
    /// The index of the subscriber's entry in ``tempo``'s beat list.
    var index: Int

    /// Stops the beats of `subscriber`, the place's holder. Call it once, then drop the place.
    func cancel(of subscriber: AnyObject) {
        tempo.remove(index: index, of: subscriber)
    }
}
