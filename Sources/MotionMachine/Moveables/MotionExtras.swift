import Foundation

/// What a motion's users set rarely: its status callbacks, and its place in a collection (the link
/// to the collection and its index among the members).
///
/// Most motions set no callback and belong to no collection, so these live in a box of their own,
/// made when a motion first needs it (its first callback, or joining a collection) and kept for the
/// motion's life, behind one word of every motion. A beat the tempo plays reads only `updated`, the
/// box's first field, for a motion that has it (the tempo asks for its line ahead, see
/// ``EasedLeg/Report``); a member reads its place when it reports to its collection (its reversal,
/// its end, a restart).
///
/// A motion that needs the parts fewer motions still use (additive bookkeeping, a reverse easing)
/// keeps the larger kind of box, ``RareMotionState``, in the same word instead.
class MotionExtras {
    /// Not checked for exclusivity at run time (a check costs about 76 instructions on every beat
    /// that calls `updated`): replacing a callback may release a closure and run user code that
    /// reads the callbacks, and finds the new one already stored (see ``MoveableCallbacks``).
    @exclusivity(unchecked) var callbacks = MoveableCallbacks()
    /// The collection's link (see ``CollectionLink``), `nil` outside any collection and once the
    /// motion has left it.
    var link: CollectionLink?
    /// The index among the collection's members, in 32 bits (a collection of more than 2³¹ members
    /// would hold hundreds of gigabytes).
    var index: Int32 = 0

    init() {}

    /// A box holding what `other` holds, if there is one.
    init(taking other: MotionExtras?) {
        guard let other else { return }
        callbacks = other.callbacks
        link = other.link
        index = other.index
    }
}
