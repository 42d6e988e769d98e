import Foundation

/// A law and the leg kind derived from it, kept together by the motions that always have a law
/// (``PhysicsMotion`` and ``SpringMotion``), which override ``Motion/law`` and ``Motion/lawLegKind``
/// with them: a beat reads the leg kind without the law's box, and a plain motion stores neither.
struct KeptLaw {
    /// The law.
    private(set) var law: MoveableLaw = .eased
    /// What the law asks of each beat (``MoveableLaw/legKind``), worked out when the law is set.
    private(set) var legKind: LegKind = .eased

    /// Sets the law and works out its leg kind.
    mutating func set(_ law: MoveableLaw) {
        self.law = law
        legKind = law.legKind
    }
}
