import Foundation

/// The parts of ``PropertyLanes`` that most motions never use, behind one pointer that stays `nil`
/// until one of them first holds something: the bounded launches of a physics motion that bounces
/// between bounds, and the additive shares of an additive motion.
///
/// Inline, their two buffers took six words of every motion; boxed, one (the object went from 424
/// bytes to 384). A motion that uses either pays one allocation for the box, made once and kept for
/// the lanes' life, and one dependent load where the lanes read them: when a run begins, when it
/// ends, and on the motion's own beats of an additive or bouncing motion, never on a beat the
/// tempo plays. Like the lanes' own buffer, both keep outgrown memory until they end, so a write
/// loop that a target setter interrupts never reads freed memory.
///
/// `@unchecked Sendable` as the lanes are: only the isolation domain that runs the motion touches
/// it. Its fields are not checked for exclusivity at run time: every access is a buffer's count, base
/// or append, none of which calls out.
final class RareLanes: @unchecked Sendable {
    /// Physics launches that bounce between bounds, by lane (`nil` for the others); empty unless
    /// some lane bounces.
    @exclusivity(unchecked) final var launches = ManualBuffer<BoundedLaunch?>(keepsRetiredMemory: true)
    /// For an additive motion, each lane's share of its property's sum; empty otherwise.
    @exclusivity(unchecked) final var additive = ManualBuffer<PropertyLanes.AdditiveLane>(keepsRetiredMemory: true)
}
