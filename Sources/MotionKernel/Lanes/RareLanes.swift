import Foundation

/// The parts of ``PropertyLanes`` that a motion of one plain property never uses, behind one pointer
/// that stays `nil` until one of them first holds something: the lanes of a motion of two or more
/// properties and, in a larger box of the same kind (``WithExtras``), the additive shares of an
/// additive motion.
///
/// Boxed, the two buffers take one word of every motion, beside the single lane that most motions
/// keep inline. A motion of several plain properties pays one allocation for the box (40 bytes, 48
/// taken); an additive one, for the larger box instead (64 bytes, 80 taken), which takes over the
/// lanes of a smaller one. Either is made once and kept for the lanes' life, and costs one dependent
/// load where the lanes read it: when a run begins, when it ends, and on the motion's own beats,
/// never on a beat the tempo plays (a steady leg keeps the buffers' addresses). The buffers keep
/// outgrown memory until they end, so a write loop that a target setter interrupts never reads
/// freed memory.
///
/// `@unchecked Sendable` as the lanes are: only the isolation domain that runs the motion touches
/// it. Its fields are not checked for exclusivity at run time: every access is a buffer's count, base
/// or append, none of which calls out.
@_spi(Kernel) public class RareLanes: @unchecked Sendable {
    /// The lanes of a motion of two or more properties (a motion of one keeps its lane inline),
    /// and of any motion whose lanes have once been here.
    @usableFromInline @exclusivity(unchecked) final var lanes = ManualBuffer<Lane>(keepsRetiredMemory: true)

    /// An empty box.
    @usableFromInline init() {}

    /// The box with additive shares.
    public final class WithExtras: RareLanes, @unchecked Sendable {
        /// For an additive motion, each lane's share of its property's sum; empty otherwise.
        @usableFromInline @exclusivity(unchecked) final var additive = ManualBuffer<AdditiveLane>(keepsRetiredMemory: true)

        /// A box taking over the lanes of `smaller`, if any (their memory moves, it is not freed).
        @usableFromInline init(takingLanesOf smaller: RareLanes?) {
            super.init()
            if let smaller { lanes = smaller.lanes.take() }
        }
    }

    /// This box as the larger kind, when it is one: a comparison of the object's type, no dynamic
    /// cast.
    @inline(__always)
    @inlinable final var extras: WithExtras? {
        type(of: self) == WithExtras.self ? unsafeDowncast(self, to: WithExtras.self) : nil
    }
}
