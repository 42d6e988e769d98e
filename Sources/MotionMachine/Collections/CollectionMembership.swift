import Foundation

/// A motion's place in a collection: the link to the collection it belongs to and its index among
/// the collection's members.
///
/// Most motions belong to no collection, so the two live in a box of their own, made when a motion
/// first joins one and kept for the motion's life, behind one word of every motion. A member reads
/// them when it reports to its collection (its reversal, its end, a restart), never on a beat its
/// tempo plays.
final class CollectionMembership {
    /// The collection's link (see ``CollectionLink``), `nil` once the motion has left it.
    var link: CollectionLink?
    /// The index among the collection's members, in 32 bits (a collection of more than 2³¹ members
    /// would hold hundreds of gigabytes).
    var index: Int32 = 0

    init() {}
}
