import MotionMachine

/// A moveable in a stress case's graph, and what its callbacks have told so far.
@MainActor
final class StressNode {
    enum Kind: String { case motion, physics, spring, keyframes, group, sequence }

    let kind: Kind
    let moveable: any Moveable
    let label: String
    /// Set when `completed` or `stopped` fired; cleared when `started` fires or the case itself
    /// starts or seeks the moveable (or a collection holding it). While set, callbacks of a run are
    /// a broken promise.
    var ended = true
    /// Set once the case drove the moveable's clock ahead of its tempo by hand: it may then ignore
    /// beats for a while, members' reports included.
    var drivenAhead = false
    /// Counts what happened to the moveable or anything in it (callbacks other than `updated`, and
    /// the case's actions): a collection that stays idle with this unchanged has stalled.
    var activity = 0

    init(kind: Kind, moveable: any Moveable, label: String) {
        self.kind = kind
        self.moveable = moveable
        self.label = label
    }

    /// The moveable's live members, for collections.
    var members: [any Moveable] {
        switch moveable {
        case let group as MotionGroup: group.motions
        case let sequence as MotionSequence: sequence.steps
        default: []
        }
    }
}
