import Foundation

/// The status callbacks every moveable offers (``Motion`` and the collections alike), kept in one
/// place: each is called with the moveable that fires it.
///
/// The eight closures (128 bytes) live in a box made when the first one is set: most moveables set
/// none or one, and a running motion's memory is mostly its record. Reading a callback is one load
/// more; the box is copied on write when shared.
///
/// Each closure is kept as one taking any object (``ErasedCallback``) and called with the moveable
/// that set it. A motion's callback, written for its own type, is reinterpreted as such a closure
/// (``erased(_:)``, in the kernel's folder with the other reinterpretations): a closure over a class-bound type and one over `AnyObject` take their argument
/// the same way, one reference, as the properties' non-generic form relies on too. Wrapping it in a
/// closure that casts would cost a call on every `updated` beat; an unconstrained subject would be
/// taken indirectly, through a reabstraction thunk (about 12% of such a beat). And a box generic
/// over the moveable's type made ``Motion``'s unspecialized code look up the box's generic metadata
/// and the motion's own, about 2,000 instructions when the first callback was set. (Reinterpreting
/// each callback as it is read, instead of as it is set, looks up the closure's type on every beat
/// that reports.)
struct MoveableCallbacks {
    private var storage: CallbackBox?

    /// No callbacks, and no box. Always inlined: when the type was generic over its subject, the
    /// implicit initializer, called from another file, made every new motion look up its own generic
    /// metadata (about 330 instructions) to pass it.
    @inline(__always)
    init() {
        storage = nil
    }

    /// The box, made or unshared before a write.
    private mutating func writable() -> CallbackBox {
        if let storage, isKnownUniquelyReferenced(&self.storage) { return storage }
        let fresh = storage.map(CallbackBox.init(copying:)) ?? CallbackBox()
        storage = fresh
        return fresh
    }

    /// The box's address, or 0 without one: for the tempo to ask the cache for the box ahead of a
    /// reported beat (an address only, never read through).
    var boxAddress: UInt {
        storage.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
    }

    /// A beat moved values, after they are written. The one a beat reads.
    var updated: ErasedCallback? {
        @inline(__always) get { storage?.updated }
        set { writable().updated = newValue }
    }

    /// Movement begins, after the delay.
    var started: ErasedCallback? {
        @inline(__always) get { storage?.started }
        set { writable().started = newValue }
    }

    /// A running moveable is stopped (or its target is gone).
    var stopped: ErasedCallback? {
        @inline(__always) get { storage?.stopped }
        set { writable().stopped = newValue }
    }

    /// A reverse leg begins, after the end values are written.
    var reversed: ErasedCallback? {
        @inline(__always) get { storage?.reversed }
        set { writable().reversed = newValue }
    }

    /// A new cycle begins, after the previous cycle's final values are written.
    var cycleRepeated: ErasedCallback? {
        @inline(__always) get { storage?.cycleRepeated }
        set { writable().cycleRepeated = newValue }
    }

    /// The moveable is paused.
    var paused: ErasedCallback? {
        @inline(__always) get { storage?.paused }
        set { writable().paused = newValue }
    }

    /// The moveable resumes after a pause.
    var resumed: ErasedCallback? {
        @inline(__always) get { storage?.resumed }
        set { writable().resumed = newValue }
    }

    /// The run finished, after the final values are written.
    var completed: ErasedCallback? {
        @inline(__always) get { storage?.completed }
        set { writable().completed = newValue }
    }

    /// Drops every callback.
    mutating func removeAll() {
        storage = nil
    }
}

/// The box of ``MoveableCallbacks``: the eight callbacks, each a closure taking any object.
private final class CallbackBox {
    var updated: ErasedCallback?
    var started: ErasedCallback?
    var stopped: ErasedCallback?
    var reversed: ErasedCallback?
    var cycleRepeated: ErasedCallback?
    var paused: ErasedCallback?
    var resumed: ErasedCallback?
    var completed: ErasedCallback?

    init() {}

    init(copying other: CallbackBox) {
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
