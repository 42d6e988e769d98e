@_spi(Kernel) import MotionKernel

/// A member's link to its collection, which the collection marks dead when it goes away.
///
/// Members reach their collection on every report, and the collection is retained on every beat;
/// a weak reference would give the collection a side table and make each of those retains slower,
/// so members hold this small link instead, and the collection holds the link.
final class CollectionLink: @unchecked Sendable {
    /// The collection, not counted: read only while ``isAlive``.
    private let collection: UncountedReference<MoveableCollection>
    /// Cleared by the collection's deinit (the only write, after which nobody reads `collection`).
    var isAlive = true

    init(_ collection: MoveableCollection) {
        self.collection = UncountedReference(collection)
    }

    /// The collection, while it exists.
    var target: MoveableCollection? { isAlive ? collection.object : nil }
}
