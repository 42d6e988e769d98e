import Foundation

/// A moveable's subscription to a tempo, held by value: the tempo and the handle of the subscriber's
/// place in its beat list.
///
/// ``TempoSubscription`` is an object, which is what the public ``Tempo/subscribe(_:)`` returns, and
/// making one per run would cost an allocation and its reference counting. A place costs neither:
/// the tempo keeps the entry's index
/// by handle (see ``Tempo``), and the place holds the tempo strongly, so the handle is never read
/// after the tempo is gone. Its holder clears it when it cancels, so a handle is never used after
/// the tempo has handed it to another subscriber.
struct TempoPlace {
    /// The tempo whose beat list holds the subscriber.
    let tempo: Tempo
    /// The subscriber's handle in ``tempo``.
    let handle: Int

    /// Stops the beats. Call it once, then drop the place.
    func cancel() {
        tempo.remove(handle: handle)
    }
}
