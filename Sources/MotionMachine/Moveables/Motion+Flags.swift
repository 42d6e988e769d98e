import Foundation

// Each of the motion's flags (see MotionFlags) read and set by name, as a stored `Bool` would be.

extension Motion {
    /// ``MotionFlags/updating``.
    var updating: Bool {
        @inline(__always) get { flags.contains(.updating) }
        @inline(__always) set { flags.set(.updating, newValue) }
    }
    /// ``MotionFlags/silent``.
    var silent: Bool {
        @inline(__always) get { flags.contains(.silent) }
        @inline(__always) set { flags.set(.silent, newValue) }
    }
    /// ``MotionFlags/seekingQuietly``.
    var seekingQuietly: Bool {
        @inline(__always) get { flags.contains(.seekingQuietly) }
        @inline(__always) set { flags.set(.seekingQuietly, newValue) }
    }
    /// Whether callbacks are held back: by the collection (``silent``) or by the motion's own quiet
    /// seek (``seekingQuietly``).
    var quiet: Bool {
        @inline(__always) get { !flags.isDisjoint(with: .quiet) }
    }
    /// ``MotionFlags/reportsUpdates``.
    var reportsUpdates: Bool {
        @inline(__always) get { flags.contains(.reportsUpdates) }
        @inline(__always) set { flags.set(.reportsUpdates, newValue) }
    }
    /// ``MotionFlags/held``.
    var held: Bool {
        @inline(__always) get { flags.contains(.held) }
        @inline(__always) set { flags.set(.held, newValue) }
    }
    /// ``MotionFlags/steadyLegOffered``.
    var steadyLegOffered: Bool {
        @inline(__always) get { flags.contains(.steadyLegOffered) }
        @inline(__always) set { flags.set(.steadyLegOffered, newValue) }
    }
    /// ``MotionFlags/followsLaw``.
    var followsLaw: Bool {
        @inline(__always) get { flags.contains(.followsLaw) }
        @inline(__always) set { flags.set(.followsLaw, newValue) }
    }
    /// ``MotionFlags/hasTimedLanes``.
    var hasTimedLanes: Bool {
        @inline(__always) get { flags.contains(.hasTimedLanes) }
        @inline(__always) set { flags.set(.hasTimedLanes, newValue) }
    }
    /// ``MotionFlags/hasRetiredAdditiveSums``.
    var hasRetiredAdditiveSums: Bool {
        @inline(__always) get { flags.contains(.hasRetiredAdditiveSums) }
        @inline(__always) set { flags.set(.hasRetiredAdditiveSums, newValue) }
    }
    /// ``MotionFlags/movementBegun``.
    var movementBegun: Bool {
        @inline(__always) get { flags.contains(.movementBegun) }
        @inline(__always) set { flags.set(.movementBegun, newValue) }
    }

    /// ``MotionFlags/awaitsDefaultTempo``.
    var awaitsDefaultTempo: Bool {
        @inline(__always) get { flags.contains(.awaitsDefaultTempo) }
        @inline(__always) set { flags.set(.awaitsDefaultTempo, newValue) }
    }

    /// ``MotionFlags/curveFromLaw``.
    var curveFromLaw: Bool {
        @inline(__always) get { flags.contains(.curveFromLaw) }
        @inline(__always) set { flags.set(.curveFromLaw, newValue) }
    }
    /// ``MotionFlags/writesThroughAccessor``.
    var writesThroughAccessor: Bool {
        @inline(__always) get { flags.contains(.writesThroughAccessor) }
        @inline(__always) set { flags.set(.writesThroughAccessor, newValue) }
    }

    /// The motion's state, kept in its flags (see ``MotionFlags/state``).
    var state: MotionState {
        @inline(__always) get { flags.state }
        @inline(__always) set { flags.state = newValue }
    }

    /// The state a paused motion resumes to: moving, or delayed when paused during its delay (a
    /// motion pauses from no other state), one flag rather than a field of its own.
    var stateBeforePause: MotionState {
        get { flags.contains(.pausedInDelay) ? .delayed : .moving }
        set {
            assert(newValue == .moving || newValue == .delayed, "a motion pauses only while moving or delayed")
            flags.set(.pausedInDelay, newValue == .delayed)
        }
    }

    /// ``MotionFlags/fillingLanes``.
    var fillingLanes: Bool {
        @inline(__always) get { flags.contains(.fillingLanes) }
        @inline(__always) set { flags.set(.fillingLanes, newValue) }
    }

    /// ``MotionFlags/lanesFilled``.
    var lanesFilled: Bool {
        @inline(__always) get { flags.contains(.lanesFilled) }
        @inline(__always) set { flags.set(.lanesFilled, newValue) }
    }
    /// ``MotionFlags/additiveJoined``.
    var additiveJoined: Bool {
        @inline(__always) get { flags.contains(.additiveJoined) }
        @inline(__always) set { flags.set(.additiveJoined, newValue) }
    }
    /// ``MotionFlags/reversalReported``.
    var reversalReported: Bool {
        @inline(__always) get { flags.contains(.reversalReported) }
        @inline(__always) set { flags.set(.reversalReported, newValue) }
    }
    /// ``MotionFlags/reportedBadEasing``.
    var reportedBadEasing: Bool {
        @inline(__always) get { flags.contains(.reportedBadEasing) }
        @inline(__always) set { flags.set(.reportedBadEasing, newValue) }
    }
    /// ``MotionFlags/seeking``.
    var seeking: Bool {
        @inline(__always) get { flags.contains(.seeking) }
        @inline(__always) set { flags.set(.seeking, newValue) }
    }
    /// ``MotionFlags/operationPending``.
    var operationPending: Bool {
        @inline(__always) get { flags.contains(.operationPending) }
        @inline(__always) set { flags.set(.operationPending, newValue) }
    }
    /// ``MotionFlags/awaitedToFinish``.
    var awaitedToFinish: Bool {
        @inline(__always) get { flags.contains(.awaitedToFinish) }
        @inline(__always) set { flags.set(.awaitedToFinish, newValue) }
    }
    /// ``MotionFlags/movesSubscription``.
    var movesSubscription: Bool {
        @inline(__always) get { flags.contains(.movesSubscription) }
        @inline(__always) set { flags.set(.movesSubscription, newValue) }
    }
    /// ``MotionFlags/isAdditive``.
    var isAdditive: Bool {
        @inline(__always) get { flags.contains(.isAdditive) }
        @inline(__always) set { flags.set(.isAdditive, newValue) }
    }
    /// ``MotionFlags/holds``.
    var holds: Bool {
        @inline(__always) get { flags.contains(.holds) }
        @inline(__always) set { flags.set(.holds, newValue) }
    }
    /// ``MotionFlags/keepsResolvedStarts``.
    var keepsResolvedStarts: Bool {
        @inline(__always) get { flags.contains(.keepsResolvedStarts) }
        @inline(__always) set { flags.set(.keepsResolvedStarts, newValue) }
    }
}
