import Foundation

/// A ``TempoDriven`` object's place in a ``Tempo``'s beat list; cancel it to stop receiving beats.
public final class TempoSubscription {
    /// The tempo this subscription belongs to, while it is active. (Not checked for exclusivity at
    /// run time: it is only ever read or replaced whole.)
    @exclusivity(unchecked) public private(set) weak var tempo: Tempo?
    var index: Int

    init(tempo: Tempo, index: Int) {
        self.tempo = tempo
        self.index = index
    }

    /// Whether the subscription still receives beats.
    public var isActive: Bool { tempo != nil }

    /// Stops the beats. Safe to call more than once, and from inside a beat.
    public func cancel() {
        tempo?.remove(self)
    }

    func detach() { tempo = nil }
}
