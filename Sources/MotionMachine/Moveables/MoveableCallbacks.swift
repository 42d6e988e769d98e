import Foundation

/// The status callbacks every moveable offers (``Motion`` and the collections alike), kept in one
/// place: each is called with the moveable that fires it.
///
/// `updated`, the one a beat reads, is kept inline; the seven others, which fire at boundaries, in
/// an array that holds only those set (empty, it allocates nothing): most moveables set none or
/// one or two, and eight closures take 128 bytes. Reading `updated` is one load; reading another
/// looks through at most seven entries, at a boundary. A ``Motion`` keeps this in its
/// ``MotionExtras``, made when the first callback is set.
///
/// Each closure is kept as one taking any object (``ErasedCallback``) and called with the moveable
/// that set it. A motion's callback, written for its own type, is reinterpreted as such a closure
/// (``erased(_:)``, in the kernel's folder with the other reinterpretations): a closure over a
/// class-bound type and one over `AnyObject` take their argument the same way, one reference, as
/// the properties' non-generic form relies on too. Wrapping it in a closure that casts would cost a
/// call on every `updated` beat; an unconstrained subject would be taken indirectly, through a
/// reabstraction thunk (about 12% of such a beat). (Reinterpreting each callback as it is read,
/// instead of as it is set, looks up the closure's type on every beat that reports.)
///
/// Replacing a callback stores the new closure before the old one is released, so user code that
/// the release runs (a deinitializer that reads the callbacks) finds the new one.
struct MoveableCallbacks {
    /// A beat moved values, after they are written. The one a beat reads.
    var updated: ErasedCallback?
    /// The other callbacks set, in the order of ``Kind``.
    private var others: [Entry]

    /// The callbacks other than `updated`.
    private enum Kind: UInt8 {
        case started, stopped, reversed, cycleRepeated, paused, resumed, completed
    }

    /// One callback set, other than `updated`.
    private struct Entry {
        let kind: Kind
        let callback: ErasedCallback
    }

    /// No callbacks, and nothing allocated. Always inlined: when the type was generic over its
    /// subject, the implicit initializer, called from another file, made every new motion look up
    /// its own generic metadata (about 330 instructions) to pass it.
    @inline(__always)
    init() {
        updated = nil
        others = []
    }

    /// The callback of `kind`, if set.
    private func callback(_ kind: Kind) -> ErasedCallback? {
        for entry in others where entry.kind == kind { return entry.callback }
        return nil
    }

    /// Sets or, with `nil`, removes the callback of `kind`, keeping the entries in order.
    private mutating func set(_ kind: Kind, _ callback: ErasedCallback?) {
        let index = others.firstIndex { $0.kind.rawValue >= kind.rawValue } ?? others.endIndex
        if index < others.endIndex, others[index].kind == kind {
            if let callback { others[index] = Entry(kind: kind, callback: callback) } else { others.remove(at: index) }
        } else if let callback {
            others.insert(Entry(kind: kind, callback: callback), at: index)
        }
    }

    /// Movement begins, after the delay.
    var started: ErasedCallback? {
        get { callback(.started) }
        set { set(.started, newValue) }
    }

    /// A running moveable is stopped (or its target is gone).
    var stopped: ErasedCallback? {
        get { callback(.stopped) }
        set { set(.stopped, newValue) }
    }

    /// A reverse leg begins, after the end values are written.
    var reversed: ErasedCallback? {
        get { callback(.reversed) }
        set { set(.reversed, newValue) }
    }

    /// A new cycle begins, after the previous cycle's final values are written.
    var cycleRepeated: ErasedCallback? {
        get { callback(.cycleRepeated) }
        set { set(.cycleRepeated, newValue) }
    }

    /// The moveable is paused.
    var paused: ErasedCallback? {
        get { callback(.paused) }
        set { set(.paused, newValue) }
    }

    /// The moveable resumes after a pause.
    var resumed: ErasedCallback? {
        get { callback(.resumed) }
        set { set(.resumed, newValue) }
    }

    /// The run finished, after the final values are written.
    var completed: ErasedCallback? {
        get { callback(.completed) }
        set { set(.completed, newValue) }
    }

    /// Whether no callback is set.
    var isEmpty: Bool { updated == nil && others.isEmpty }

    /// Drops every callback.
    mutating func removeAll() {
        updated = nil
        others = []
    }
}
