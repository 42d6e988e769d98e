import Foundation

/// How a motion's properties move inside a leg. ``Motion`` runs ``eased``; ``PhysicsMotion`` and
/// ``SpringMotion`` choose ``launch(_:)`` and ``spring(_:)``, and keep nothing else in the motion.
///
/// The law decides where each property ends (its end value, or its start plus a launch's travel),
/// how long a spring's leg lasts, and, through ``legKind``, which ``LegEvaluator`` the beats of a leg
/// evaluate: the motion's own beats and its tempo's steady legs alike.
///
/// Indirect: a launch's or a spring's numbers (about a hundred bytes) live in a box made when the
/// law is set, so the commonest motion, an eased one, stores one word for its law instead of them,
/// and copying a law is a retain. Beats read the plain ``legKind``, not the law.
indirect enum MoveableLaw: Sendable {
    /// Each property goes from its start to its end along the motion's easing curves.
    case eased
    /// Each property is launched with a velocity and slowed by a ``PhysicsSolving`` law.
    case launch(LaunchLaw)
    /// Each property follows a damped spring on the forward leg; see ``SpringLaw``.
    case spring(SpringLaw)
    /// Property `i` plays keyframe track `i` from where it starts (MotionCore's `KeyframeLaw`); the
    /// leg lasts as long as the longest track.
    case keyframes(KeyframeLaw)

    /// The spring, for a spring law.
    var spring: SpringLaw? {
        if case .spring(let law) = self { return law }
        return nil
    }

    /// The launch, for a launch law.
    var launch: LaunchLaw? {
        if case .launch(let law) = self { return law }
        return nil
    }

    /// Every property ends this far from where it starts (a launch's travel), or `nil` to end at its
    /// own end value.
    var offset: Double? { launch?.distance }

    /// Each property's velocity when the forward leg begins (a spring's initial velocities).
    var velocities: [Double] { spring?.velocities ?? [] }

    /// A velocity towards every property's end, for a spring from animation traits.
    var towardEnd: (absolute: Double, normalized: Double) { spring?.towardEnd ?? (0, 0) }

    /// The lanes that follow a law of their own: a bouncing launch for each property with both a
    /// start and an end (collisions), or each property's keyframe track.
    var timedLanes: TimedLaneMaker? {
        switch self {
        case .launch(let launch) where launch.bounces:
            return { _, start, bound in
                guard let bound, bound.isFinite else { return nil }
                return .bounce(launch.bounded(from: start, within: min(start, bound)...max(start, bound)))
            }
        case .keyframes(let law):
            return { index, start, _ in
                index < law.tracks.count ? .keyframes(law.tracks[index].resolved(from: start, velocity: 0)) : nil
            }
        default:
            return nil
        }
    }

    /// The law with a user's easing in place of the launch's own curve: the closed-form decay no
    /// longer describes the leg, so beats evaluate the easing instead.
    var withoutCurveShortcut: MoveableLaw {
        guard case .launch(var law) = self else { return self }
        law.decay = nil
        return .launch(law)
    }

    /// The numbers a beat evaluates, without the law's solver or velocities: see ``LegKind``.
    var legKind: LegKind {
        switch self {
        case .eased: .eased
        case .launch(let law): law.decay.map(LegKind.decay) ?? .eased
        case .spring(let law): .spring(law.basis)
        case .keyframes: .eased
        }
    }
}
