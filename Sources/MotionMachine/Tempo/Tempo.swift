import Foundation
@_spi(Kernel) import MotionKernel

/// A clock that sends beats to the ``TempoDriven`` objects subscribed to it.
///
/// One tempo drives any number of moveables: each running motion is one entry in the tempo's beat
/// list, so a beat is a loop over the list with no allocation. While subscribed, a moveable is kept
/// alive by its tempo, so `Motion(...).start()` runs to completion without being stored.
///
/// Subclasses supply ``currentTime`` and call ``beat(_:)``; ``TimerTempo`` and ``ManualTempo`` are the
/// two provided. Beats whose timestamp is not finite are ignored, and so is a beat requested from
/// inside a beat of the same tempo (a callback calling `advance(by:)`, say), which would otherwise
/// re-enter every subscriber.
open class Tempo {
    /// The beat list, in subscription order. A beat reads it for its whole length while subscribers
    /// call back into the tempo; an object leaving mid-beat only changes its mode, through the
    /// list's own memory, and entries join or leave the list only between beats, so no two accesses
    /// to it change it at once. Not checked for exclusivity at run time, then: a tracked check on
    /// every beat of every tempo (a collection's child clock included) cost more than the rest of a
    /// small group's beat. Stored in the tempo itself rather than behind a pointer, so a group's beat
    /// reaches its members' records without first waiting for the list's own cache lines.
    @exclusivity(unchecked) final var entries = TempoEntries()
    /// The run records this tempo lends its motions while it plays their legs (see ``RunRecord``).
    /// Not checked for exclusivity at run time: lending and taking back call nothing out.
    @exclusivity(unchecked) final var runRecords = RunRecordPool()
    /// Objects that subscribed during a beat; they join the list (and get beats) after it. This array
    /// and the next are not checked for exclusivity at run time (each subscription checked two
    /// accesses, about 150 instructions): no access to them spans a call out of the tempo, and
    /// releasing their elements runs no code that reaches them (the entries are still in the list).
    @exclusivity(unchecked) private var joining: [(entry: TempoEntries.Entry, isCollection: Bool)] = []
    /// Entries retired during the current beat; their references are dropped right after it.
    @exclusivity(unchecked) private var retiredDuringBeat: [Int] = []
    /// The objects ``subscribe(_:)`` returned that are still active, by their subscribers' identity:
    /// the tempo detaches them when it goes (they refer to it uncounted). Moveables hold places
    /// instead, which keep the tempo alive.
    ///
    /// A subscriber keeps the index of its entry itself (in ``entries``, or past their end while it
    /// waits to join), and the tempo tells it the new one whenever its entry moves (see
    /// ``TempoSubscriber/entryMoved(to:)``): the list needs no table from handles to indices, nor a
    /// handle in each entry.
    @exclusivity(unchecked) private var subscriptions: [ObjectIdentifier: TempoSubscription] = [:]
    private var vacated = 0
    private var beating = false
    /// When beats check the targets of the eased legs in the beat list.
    private var targetSweep = TargetSweep()
    /// Objects kept alive until the beat in progress ends (see ``holdUntilBeatEnds(_:)``).
    private var heldDuringBeat: [AnyObject] = []
    /// Whether the beat in progress left work for its end (joining, retired or held objects, slots
    /// to make): a plain flag, read on every beat instead of the arrays.
    private var workAfterBeat = false
    /// Kinds of slot that legs offered during the beat in progress needed and the list had not
    /// made; made when the beat ends (see ``hasSlots(_:)``).
    private var wantedSlots: TempoEntries.SlotKinds = []
    /// The catch-up work the beat in progress may still do (see ``maximumCatchUpPerBeat``).
    private var catchUpLeft = 0

    /// The tempo moveables created on the main actor use. Set it to a ``ManualTempo`` for tests or
    /// offline rendering. A collection takes it when it is made; a motion given no tempo of its own
    /// takes it when it first needs one (see ``Motion/tempo``).
    ///
    /// Moveables belong to the isolation domain that creates them. One made anywhere else (a game
    /// loop's actor or thread) starts with no tempo: drive it with `advance(by:)`, or give it a tempo
    /// of its own domain, such as a ``ManualTempo`` the loop advances.
    @MainActor public static var `default`: Tempo {
        get { mainActorDefault }
        set { mainActorDefault = newValue }
    }

    /// The storage of ``default``: written only through it, on the main actor, and read elsewhere
    /// only by ``forNewMoveable`` once it has checked that it runs there. Reading it directly spares
    /// every new moveable `MainActor.assumeIsolated`, which asks the concurrency runtime for the
    /// current executor and boxes the result (about 1,200 instructions).
    nonisolated(unsafe) private static var mainActorDefault: Tempo = TimerTempo()

    /// The tempo a moveable created now starts with: ``default`` on the main actor, none elsewhere.
    package static var forNewMoveable: Tempo? {
        guard MainQueue.isCurrent else { return nil }
        // On the main actor (just checked), where `mainActorDefault` is written; the tempo stays in
        // its domain, with the moveable.
        return mainActorDefault
    }

    /// Creates a tempo with no subscribers.
    public init() {}

    deinit {
        // Subscriptions refer to their tempo uncounted: none may still point here once it is gone.
        // (Places hold the tempo, so none is left.)
        for subscription in subscriptions.values { subscription.detach() }
    }

    /// The tempo's current time in seconds: the timestamp its next beat will not precede.
    open var currentTime: TimeInterval { 0 }

    /// The number of objects receiving beats.
    public var subscriberCount: Int { entries.count + joining.count - vacated }

    /// Starts sending beats to `driven` until the returned subscription is cancelled. The tempo holds
    /// `driven` strongly meanwhile. An object that subscribes during a beat gets beats from the next one.
    public func subscribe(_ driven: any TempoDriven) -> TempoSubscription {
        // Always through a subscriber of its own, even for a motion (whose own subscription keeps
        // its own index): the entry's index is the subscriber's to keep.
        let subscriber = DrivenSubscriber(driven)
        subscriber.index = subscribe(subscriber, isCollection: false)
        let subscription = TempoSubscription(tempo: self, subscriber: subscriber)
        subscriptions[ObjectIdentifier(subscriber)] = subscription
        return subscription
    }

    /// ``subscribe(_:)`` for a collection, whose entry keeps a hint of where its beat reads first
    /// (see ``CollectionHint``); the collection holds the returned place.
    func subscribe(collection: MoveableCollection) -> TempoPlace {
        TempoPlace(tempo: self, index: subscribe(collection, isCollection: true))
    }

    /// Adds `driven` to the beat list (or to the objects joining it after the beat in progress).
    /// - Returns: the index of the subscriber's entry, which it keeps (see ``subscriptions``).
    private func subscribe(_ driven: consuming any TempoSubscriber, isCollection: Bool) -> Int {
        let wasEmpty = subscriberCount == 0
        let index = entries.count + joining.count
        // The caller's reference moves into the entry, and the entry into the list: no copy.
        let entry = TempoEntries.Entry(driven: consume driven)
        if beating {
            joining.append((consume entry, isCollection))
            workAfterBeat = true
        } else {
            entries.append(consume entry, isCollection: isCollection)
        }
        // Room for every subscriber to leave during one beat, reserved now so that beat allocates
        // nothing: its index among the retired.
        if retiredDuringBeat.capacity < subscriberCount {
            retiredDuringBeat.reserveCapacity(max(subscriberCount, retiredDuringBeat.capacity * 2))
        }
        if wasEmpty { subscribersDidChange(isEmpty: false) }
        return index
    }

    /// Whether the beat list has the slots of `kinds` for a leg offered now: made at once between
    /// beats; during one, `false`, and made when it ends (a beat reads the slots' addresses once,
    /// when it begins).
    func hasSlots(_ kinds: TempoEntries.SlotKinds) -> Bool {
        if entries.hasSlots(kinds) { return true }
        guard beating else {
            entries.makeSlots(kinds)
            return true
        }
        wantedSlots.formUnion(kinds)
        workAfterBeat = true
        return false
    }

    /// ``subscribe(_:)`` for a generic moveable (``Motion``), taking the subscriber as it is.
    /// - Returns: the index of the subscriber's entry (a motion keeps the index alone; its tempo is
    ///   its own).
    ///
    /// Not optimized, so the optimizer does not rewrite it, as it rewrites ``subscribe(_:)`` for
    /// such callers, to take the subscriber's type as a generic argument: a generic motion would
    /// then look up its own type's metadata (about 330 instructions) at every start, where passing
    /// an object and its conformance needs nothing. The call it makes is the only work it does.
    @_optimize(none)
    func subscribe(generic driven: consuming any TempoSubscriber) -> Int {
        subscribe(consume driven, isCollection: false)
    }

    /// Makes room for `count` subscribers at once, so the beat list is one block from the start.
    func reserveCapacity(_ count: Int) {
        // Not during a beat: the beat is reading the list, and growing it would move the memory.
        if !beating { entries.reserve(count) }
        if retiredDuringBeat.capacity < count { retiredDuringBeat.reserveCapacity(count) }
    }

    /// Ends the subscription of `subscriber`, whose entry is at `index` (or that waits to join at
    /// it): the entry stops receiving beats at once.
    func remove(index: Int, of subscriber: AnyObject) {
        if index >= entries.count {
            let waiting = joining.count
            joining.removeAll { $0.entry.driven.map(ObjectIdentifier.init) == ObjectIdentifier(subscriber) }
            guard joining.count < waiting else { return }
            // The objects joining after it join one place earlier.
            for (offset, joiner) in joining.enumerated() where entries.count + offset >= index {
                joiner.entry.driven?.entryMoved(to: entries.count + offset)
            }
        } else {
            guard entries.isLive(at: index, subscriber) else { return }
            entries.retire(at: index)
            if beating {
                retiredDuringBeat.append(index)
                workAfterBeat = true
            } else {
                entries.release(at: index)
            }
            vacated += 1
        }
        // (The object itself detached before calling here; see ``TempoSubscription/cancel()``.)
        if !subscriptions.isEmpty { subscriptions.removeValue(forKey: ObjectIdentifier(subscriber)) }
        if !beating { compactIfNeeded() }
        if subscriberCount == 0 {
            // Nothing runs here any more: the lease table may shrink now rather than at the next start.
            TargetLease.pruneIfMostlyEmpty()
            subscribersDidChange(isEmpty: true)
        }
    }

    /// `index`, if it is the index of `subscriber`'s live entry in the beat list (not joining).
    func entryIndex(_ index: Int, of subscriber: AnyObject) -> Int? {
        entries.isLive(at: index, subscriber) ? index : nil
    }

    /// ``entryIndex(_:of:)``, asking first for the lines a motion rebuilding its run from the entry's
    /// leg reads (see ``TempoEntries/prefetchRun(at:)``), so that they arrive with the entry's mode
    /// rather than after it.
    func runEntryIndex(_ index: Int, of subscriber: AnyObject) -> Int? {
        if index < entries.count { entries.prefetchRun(at: index) }
        return entryIndex(index, of: subscriber)
    }

    /// Whether a beat is being sent.
    var isBeating: Bool { beating }

    /// Whether a start on this tempo left its target's lease to be indexed (see
    /// ``TargetLease/lease(indexedLater:)``): the next beat indexes the leases waiting before it
    /// checks any target, so a drop is noticed from then on.
    var indexesLeases = false

    /// Keeps `object` alive until the beat in progress ends: a motion stopped by its target's setter
    /// while the tempo writes that target lets go of it here, so the target is not freed mid-write.
    func holdUntilBeatEnds(_ object: AnyObject) {
        heldDuringBeat.append(object)
        workAfterBeat = true
    }

    /// Sends a beat to every subscriber, in subscription order. Those that unsubscribe during the beat
    /// stop at once and are released right after it, so no object is freed while it is being called.
    public final func beat(_ timestamp: TimeInterval) {
        guard timestamp.isFinite, !beating else { return }
        if indexesLeases {
            indexesLeases = false
            TargetLease.indexWaitingLeases()
        }
        beating = true
        catchUpLeft = Self.maximumCatchUpPerBeat
        entries.beat(timestamp, checksTargets: targetSweep.isDue(at: timestamp))
        beating = false
        // Most beats retire and admit nobody; skip the bookkeeping then.
        guard workAfterBeat else { return }
        finishBeat()
    }

    /// The work the beat just ended left for its end: slots to make, objects to let go, entries to
    /// release and subscribers to admit. Out of line, so that a beat that leaves none (most of a
    /// collection's clock's) runs only the check.
    @inline(never)
    private func finishBeat() {
        workAfterBeat = false
        if !wantedSlots.isEmpty {
            entries.makeSlots(wantedSlots)
            wantedSlots = []
        }
        heldDuringBeat.removeAll()
        for index in retiredDuringBeat { entries.release(at: index) }
        retiredDuringBeat.removeAll(keepingCapacity: true)
        // Each joins at the index it was given: the end of the list, in the order they came.
        for joiner in joining { entries.append(joiner.entry, isCollection: joiner.isCollection) }
        joining.removeAll(keepingCapacity: true)
        compactIfNeeded()
    }

    /// The most catch-up work one beat does for the collections it drives, members at any depth
    /// included: whole cycles a collection plays one by one, steps a collection inside another takes
    /// beyond the first in its beat, and boundaries a member crosses beyond the first in its beat.
    ///
    /// A beat far ahead of the last one (a long stall, a jump in time) plays the boundaries in
    /// between one by one, with their callbacks, up to each moveable's own cap
    /// (``Motion/maximumBoundariesPerBeat``, ``MoveableCollection/maximumCyclesPerBeat``,
    /// ``MoveableCollection/maximumStepsPerBeat``). Those caps multiply through nested repeating
    /// collections (a group's cycles each replay a sequence's cycles, each replaying a motion's), so
    /// the tempo also bounds their sum. Once it is spent, every collection and member takes the rest
    /// of that beat at once, as at its own cap: the boundaries in between pass without callbacks, and
    /// values and counters land where time says. A beat that passes no whole cycle of a collection,
    /// and in which each member crosses at most one boundary and each nested collection takes at most
    /// one step, uses none of it; a motion or collection outside any collection, which a beat walks
    /// only once, is bounded by its own caps alone. Outside a tempo's beat (a collection driven with
    /// `update(withTimeInterval:)`), only the moveables' own caps apply.
    public static var maximumCatchUpPerBeat: Int { 1024 }

    /// Takes one unit of catch-up work from `tempo`'s beat: the one rule every collection and member
    /// asks (a moveable without a tempo is bounded by its own caps alone).
    /// - Returns: `false` once the beat in progress has spent its work; `true` outside a beat, or
    ///   without a tempo.
    static func grantsCatchUp(on tempo: Tempo?) -> Bool {
        tempo?.grantCatchUp() ?? true
    }

    /// Takes one unit of the beat's catch-up work (see ``maximumCatchUpPerBeat``).
    /// - Returns: `false` once the beat in progress has spent it; `true` outside a beat.
    func grantCatchUp() -> Bool {
        guard beating else { return true }
        guard catchUpLeft > 0 else { return false }
        catchUpLeft -= 1
        return true
    }

    /// Called when the tempo gains its first subscriber or loses its last one, so a subclass can
    /// start or stop its clock.
    open func subscribersDidChange(isEmpty: Bool) {}

    /// Compacts once a quarter of the list is vacated: a compaction moves O(n) entries and follows at
    /// least n/4 removals, so removal is amortized O(1), and a beat visits at most a third more
    /// entries than there are subscribers.
    private func compactIfNeeded() {
        guard vacated > 0, vacated * 4 >= entries.count || subscriberCount == 0 else { return }
        entries.compact()
        vacated = 0
    }
}
