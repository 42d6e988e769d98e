import Foundation

/// The status callbacks every moveable offers (``Motion`` and the collections alike), kept in one
/// place: each is called with the moveable that fires it.
///
/// `Subject` is class-bound so the callbacks are stored as they are written: with an unconstrained
/// `Subject`, each closure is wrapped in a reabstraction thunk that takes the moveable indirectly,
/// which cost a `updated` callback about 12% of its beat.
///
/// The eight closures (128 bytes) live in a box made when the first one is set: most moveables set
/// none or one, and a running motion's memory is mostly its record. Reading a callback is one load
/// more; the box is copied on write when shared.
struct MoveableCallbacks<Subject: AnyObject> {
    typealias Callback = (Subject) -> Void

    private final class Storage {
        var updated: Callback?
        var started: Callback?
        var stopped: Callback?
        var reversed: Callback?
        var cycleRepeated: Callback?
        var paused: Callback?
        var resumed: Callback?
        var completed: Callback?

        init() {}

        init(copying other: Storage) {
            updated = other.updated
            started = other.started
            stopped = other.stopped
            reversed = other.reversed
            cycleRepeated = other.cycleRepeated
            paused = other.paused
            resumed = other.resumed
            completed = other.completed
        }
    }

    private var storage: Storage?

    /// No callbacks, and no box. Always inlined: the implicit initializer, called from another file,
    /// made every new motion look up its own generic metadata (about 330 instructions) to pass it.
    @inline(__always)
    init() {
        storage = nil
    }

    /// The box, made or unshared before a write.
    private mutating func writable() -> Storage {
        if let storage, isKnownUniquelyReferenced(&self.storage) { return storage }
        let fresh = storage.map(Storage.init(copying:)) ?? Storage()
        storage = fresh
        return fresh
    }

    /// The box's address, or 0 without one: for the tempo to ask the cache for the box ahead of a
    /// reported beat (an address only, never read through).
    var boxAddress: UInt {
        storage.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
    }

    /// A beat moved values, after they are written. The one a beat reads.
    var updated: Callback? {
        @inline(__always) get { storage?.updated }
        set { writable().updated = newValue }
    }
    /// Movement begins, after the delay.
    var started: Callback? {
        @inline(__always) get { storage?.started }
        set { writable().started = newValue }
    }
    /// A running moveable is stopped (or its target is gone).
    var stopped: Callback? {
        @inline(__always) get { storage?.stopped }
        set { writable().stopped = newValue }
    }
    /// A reverse leg begins, after the end values are written.
    var reversed: Callback? {
        @inline(__always) get { storage?.reversed }
        set { writable().reversed = newValue }
    }
    /// A new cycle begins, after the previous cycle's final values are written.
    var cycleRepeated: Callback? {
        @inline(__always) get { storage?.cycleRepeated }
        set { writable().cycleRepeated = newValue }
    }
    /// The moveable is paused.
    var paused: Callback? {
        @inline(__always) get { storage?.paused }
        set { writable().paused = newValue }
    }
    /// The moveable resumes after a pause.
    var resumed: Callback? {
        @inline(__always) get { storage?.resumed }
        set { writable().resumed = newValue }
    }
    /// The run finished, after the final values are written.
    var completed: Callback? {
        @inline(__always) get { storage?.completed }
        set { writable().completed = newValue }
    }

    /// Drops every callback.
    mutating func removeAll() {
        storage = nil
    }
}
