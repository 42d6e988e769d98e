import Foundation
@_spi(Kernel) import MotionKernel

/// A ``TempoDriven`` object's place in a ``Tempo``'s beat list; cancel it to stop receiving beats.
public final class TempoSubscription {
    /// The tempo this subscription belongs to, while it is active.
    public var tempo: Tempo? { tempoReference.object }
    /// Neither weak nor counted: the tempo clears it before it goes (``detach()``). A weak reference
    /// would give every tempo a side table, and each retain and release of the tempo (several per
    /// motion started) would take the runtime's slow path. Not checked for exclusivity at run time:
    /// it is only ever read or replaced whole.
    @exclusivity(unchecked) private var tempoReference: UncountedReference<Tempo>
    /// The entry's subscriber, which keeps the entry's index (see ``TempoSubscriber``).
    let subscriber: DrivenSubscriber

    init(tempo: Tempo, subscriber: DrivenSubscriber) {
        self.tempoReference = UncountedReference(tempo)
        self.subscriber = subscriber
    }

    /// Whether the subscription still receives beats.
    public var isActive: Bool { tempo != nil }

    /// Stops the beats. Safe to call more than once, and from inside a beat.
    public func cancel() {
        guard let tempo else { return }
        detach()
        tempo.remove(index: subscriber.index, of: subscriber)
    }

    /// Ends the subscription's reference to its tempo: when it is cancelled, or when the tempo goes.
    func detach() { tempoReference.object = nil }
}
