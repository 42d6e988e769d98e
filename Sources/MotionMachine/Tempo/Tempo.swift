import Foundation

/// A clock that sends beats to the ``TempoDriven`` objects subscribed to it.
///
/// One tempo drives any number of moveables: each running motion is one entry in the tempo's beat
/// list, so a beat is a loop over the list with no allocation. While subscribed, a moveable is kept
/// alive by its tempo, so `Motion(...).start()` runs to completion without being stored.
///
/// Subclasses supply ``currentTime`` and call ``beat(_:)``; ``TimerTempo`` and ``ManualTempo`` are the
/// two provided. Beats whose timestamp is not finite are ignored.
@MainActor
open class Tempo {
    private struct Entry {
        /// The object called on each beat; `owner` keeps it alive.
        unowned(unsafe) let driven: any TempoDriven
        /// The strong reference. Released when the entry is compacted away, never during a beat, so
        /// an object that unsubscribes inside its own beat stays alive until the beat is over.
        var owner: (any TempoDriven)?
        var isLive: Bool
        let subscription: TempoSubscription
    }

    private var entries: [Entry] = []
    private var vacated = 0
    private var beating = false

    /// The tempo new moveables use. Set it to a ``ManualTempo`` for tests or offline rendering.
    public static var `default`: Tempo = TimerTempo()

    /// Creates a tempo with no subscribers.
    public init() {}

    /// The tempo's current time in seconds: the timestamp its next beat will not precede.
    open var currentTime: TimeInterval { 0 }

    /// The number of objects receiving beats.
    public var subscriberCount: Int { entries.count - vacated }

    /// Starts sending beats to `driven` until the returned subscription is cancelled. The tempo holds
    /// `driven` strongly meanwhile.
    public func subscribe(_ driven: any TempoDriven) -> TempoSubscription {
        let subscription = TempoSubscription(tempo: self, index: entries.count)
        entries.append(Entry(driven: driven, owner: driven, isLive: true, subscription: subscription))
        if subscriberCount == 1 { subscribersDidChange(isEmpty: false) }
        return subscription
    }

    func remove(_ subscription: TempoSubscription) {
        let index = subscription.index
        guard index < entries.count, entries[index].subscription === subscription, entries[index].isLive else { return }
        subscription.detach()
        entries[index].isLive = false
        if !beating { entries[index].owner = nil }
        vacated += 1
        if !beating { compactIfNeeded() }
        if subscriberCount == 0 { subscribersDidChange(isEmpty: true) }
    }

    /// Sends a beat to every subscriber, in subscription order. Objects that subscribe during the beat
    /// receive it too; those that unsubscribe stop at once. Removed entries are compacted after the
    /// beat, so a beat never moves or frees an entry it is about to visit.
    public final func beat(_ timestamp: TimeInterval) {
        guard timestamp.isFinite, !beating else { return }
        beating = true
        var index = 0
        while index < entries.count {
            if entries[index].isLive {
                entries[index].driven.tempoBeatUpdate(timestamp)
            }
            index += 1
        }
        beating = false
        compactIfNeeded()
    }

    /// Called when the tempo gains its first subscriber or loses its last one, so a subclass can
    /// start or stop its clock.
    open func subscribersDidChange(isEmpty: Bool) {}

    private func compactIfNeeded() {
        guard vacated > 0, vacated * 4 >= entries.count || vacated >= 64 || subscriberCount == 0 else { return }
        var kept = 0
        for index in entries.indices where entries[index].isLive {
            if kept != index {
                entries[kept] = entries[index]
                entries[kept].subscription.index = kept
            }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        vacated = 0
    }
}
