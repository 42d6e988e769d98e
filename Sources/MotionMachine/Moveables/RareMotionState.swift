import Foundation
@_spi(Kernel) import MotionKernel

/// The parts of a ``Motion`` that most motions never use, kept behind one pointer that stays `nil`
/// until one of them is first given a value other than its default: the additive bookkeeping (an
/// additive motion, or a weighting other than 1), the reverse leg's own easing, a custom value
/// assistant, a run's operation ID once one is asked for, and a plain motion's law when animation
/// traits give it a spring (``PhysicsMotion`` and ``SpringMotion`` keep theirs in a field of their
/// own).
///
/// They take no word of their own: this is the larger kind of a motion's ``MotionExtras`` box,
/// holding the callbacks and the collection membership too, made in its place when one of these
/// parts is first needed (136 bytes, the allocator's 144) and kept for the motion's life; a read
/// asks which kind the box is (a class check). One dependent load per read: they are read when a
/// run begins or ends, when a reverse leg begins, and when a value is decomposed, never on a beat
/// the tempo plays. The value assistant is behind a pointer of its own, set more rarely still.
///
/// The fields are not checked for exclusivity at run time. Each is read or replaced whole, or
/// appended to, by code that calls out to nothing while it holds the access (a release of a sum or
/// a key runs no code of yours).
final class RareMotionState: MotionExtras {
    /// ``Motion/additiveWeighting``, already clamped to 0…1.
    @exclusivity(unchecked) var weighting = 1.0
    /// Each property's registry key for this run (`nil` for a property that cannot be identified),
    /// in the properties' order (see ``AdditiveRegistry``).
    @exclusivity(unchecked) var additiveKeys: [AdditiveKey?] = []
    /// The sums this run's lanes contribute to (see ``AdditiveSum``): held while the lanes refer to
    /// them, until the next run's lanes are filled.
    @exclusivity(unchecked) var additiveSums: [AdditiveSum] = []
    /// Sums let go of during the motion's own beat or seek, kept until it ends: a write loop of the
    /// previous lanes may still be running below (a target setter that restarted the motion).
    @exclusivity(unchecked) var retiredAdditiveSums: [AdditiveSum] = []
    /// The reverse leg's own easing, if set (``Motion/reverseEasingCurve``).
    @exclusivity(unchecked) var reverseCurve: EasingCurve?
    /// A value assistant set in place of the standard one (``Motion/valueAssistant``), behind a
    /// pointer of its own: an existential takes five words, which every additive motion would carry.
    @RarelySet var customValueAssistant: (any ValueAssistant)?
    /// A plain motion's law when it is not eased (``Motion/law``: a spring from animation traits).
    @exclusivity(unchecked) var law: MoveableLaw = .eased
    /// The run's operation ID once one was made (``Motion/operationID``): asked for by an additive
    /// run, or by you; 0 after the run.
    @exclusivity(unchecked) var operationID: UInt = 0
    /// The run's lanes that follow a law of their own (bouncing launches, keyframe tracks), by lane
    /// (`nil` for the others); empty unless some lane does (see ``Motion/timedLanes``). Replaced
    /// whole when the lanes are filled: a write loop holds its own copy.
    @exclusivity(unchecked) var timedLanes: [TimedLane?] = []
    /// The lanes' box of an additive motion whose tempo plays its eased leg, kept here while the
    /// motion's run record is given back (see ``RunRecord``), and put back when it is rebuilt.
    @exclusivity(unchecked) var parkedLanes: RareLanes?
}
