import Foundation

/// The parts of ``PropertyLanes`` that most motions never use, behind one pointer that stays `nil`
/// until one of them first holds something: the lanes of a motion of two or more properties, the
/// bounded launches of a physics motion that bounces between bounds, and the additive shares of an
/// additive motion.
///
/// Inline, their three buffers took nine words of every motion; boxed, one, beside the single lane
/// that most motions keep inline. A motion that uses any of them pays one allocation for the box
/// (96 bytes taken), made once and kept for the lanes' life, and one dependent load where the lanes
/// read them: when a run begins, when it ends, and on the motion's own beats, never on a beat the
/// tempo plays (a steady leg keeps the buffer's address). All three keep outgrown memory until they
/// end, so a write loop that a target setter interrupts never reads freed memory.
///
/// `@unchecked Sendable` as the lanes are: only the isolation domain that runs the motion touches
/// it. Its fields are not checked for exclusivity at run time: every access is a buffer's count, base
/// or append, none of which calls out.
final class RareLanes: @unchecked Sendable {
    /// The lanes of a motion of two or more properties (a motion of one keeps its lane inline),
    /// and of any motion whose lanes have once been here.
    @exclusivity(unchecked) final var lanes = ManualBuffer<PropertyLanes.Lane>(keepsRetiredMemory: true)
    /// Physics launches that bounce between bounds, by lane (`nil` for the others); empty unless
    /// some lane bounces.
    @exclusivity(unchecked) final var launches = ManualBuffer<BoundedLaunch?>(keepsRetiredMemory: true)
    /// For an additive motion, each lane's share of its property's sum; empty otherwise.
    @exclusivity(unchecked) final var additive = ManualBuffer<PropertyLanes.AdditiveLane>(keepsRetiredMemory: true)
}
