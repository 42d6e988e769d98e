import Foundation

/// The status callbacks every moveable offers (``Motion`` and the collections alike), kept in one
/// place: each is called with the moveable that fires it.
///
/// `Subject` is class-bound so the callbacks are stored as they are written: with an unconstrained
/// `Subject`, each closure is wrapped in a reabstraction thunk that takes the moveable indirectly,
/// which cost a `updated` callback about 12% of its beat.
struct MoveableCallbacks<Subject: AnyObject> {
    typealias Callback = (Subject) -> Void

    /// A beat moved values, after they are written. First: it is the one a beat reads.
    var updated: Callback?
    /// Movement begins, after the delay.
    var started: Callback?
    /// A running moveable is stopped (or its target is gone).
    var stopped: Callback?
    /// A reverse leg begins, after the end values are written.
    var reversed: Callback?
    /// A new cycle begins, after the previous cycle's final values are written.
    var cycleRepeated: Callback?
    var paused: Callback?
    var resumed: Callback?
    /// The run finished, after the final values are written.
    var completed: Callback?

    /// Drops every callback.
    mutating func removeAll() {
        self = MoveableCallbacks()
    }
}
