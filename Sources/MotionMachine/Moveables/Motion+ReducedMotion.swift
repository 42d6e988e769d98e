import Foundation
@_spi(Kernel) import MotionKernel

// Reduced motion: a run that moves something plays as an instant change.

extension Motion {
    /// This motion's reduced-motion policy; `nil` (the default) follows its collection's
    /// (``MoveableCollection/reducedMotion``), else ``MotionAccessibility/reducedMotion``, under
    /// which a motion that only fades or recolors (see ``changesAppearanceOnly``) still plays. Set
    /// `.never` to keep a motion playing whatever the policy (one that conveys something, such as
    /// progress), `.always` to make it instant.
    ///
    /// When motion is reduced as it starts, the motion plays as an instant change: its delay is
    /// skipped and it completes at once, writing the values its run ends with (the end values, or
    /// the start values of a run that ends reversed; where a launch comes to rest; a repeating
    /// motion's after one cycle), with `started` and then `completed`. A collection hears it
    /// finish at once. Seeking is left as it is: it places the motion where you ask.
    public var reducedMotion: ReducedMotion? {
        get { flags.reducedMotion }
        set { flags.reducedMotion = newValue }
    }

    /// Whether every property this motion moves changes only how something looks, not where it
    /// is or how big: a color motion (``Motion/init(from:to:in:duration:easing:options:update:)``), or
    /// one whose every property's path names an opacity, an alpha or a color (`"alpha"`,
    /// `"layer.opacity"`, `"backgroundColor.blue"`, a ``MotionColor`` property's states or value).
    /// Typed key paths to plain numbers name only their types, so they count as movement: mark such
    /// a fade with ``reducedMotion`` `= .never`.
    ///
    /// - Complexity: O(*n*) in the properties (read only when a policy reduces motion).
    public var changesAppearanceOnly: Bool {
        if flags.contains(.changesAppearance) { return true }
        let paths = propertyList.array(of: Target.self).map(\.path)
        return !paths.isEmpty && paths.allSatisfy(MotionAccessibility.namesAppearance)
    }

    /// Whether the run that starts now plays instantly: the motion's own policy if set, else, for a
    /// motion that moves something, its collection's (``MoveableCollection/reducedMotion``) or the
    /// shared one.
    var reducesMotionNow: Bool {
        // Most starts: no policy of its own, no collection, none shared; three tests.
        if !flags.hasReducedMotion && extras == nil && !MotionAccessibility.mayReduce { return false }
        return reducesMotionByPolicy
    }

    /// ``reducesMotionNow`` once a policy may apply.
    private var reducesMotionByPolicy: Bool {
        if let own = flags.reducedMotion { return own.isActive }
        let inherited = parentLink != nil ? parentCollection?.inheritedReducedMotion : nil
        guard inherited?.isActive ?? MotionAccessibility.prefersReducedMotion else { return false }
        return !changesAppearanceOnly
    }

    /// Starts a run and ends it at once with its final values (see ``reducedMotion``).
    func startInstantly(keepingResolvedStarts: Bool) {
        guard beginRun() else {
            parentCollection?.member(at: memberIndex, finishedAt: tempo?.currentTime ?? 0)
            return
        }
        keepsResolvedStarts = keepingResolvedStarts
        reanchor(at: tempo?.currentTime)
        runDelay = 0
        state = .delayed
        let token = runToken
        beginMovement()
        guard token == runToken, state == .moving else { return }
        guard let lease, !lease.isDropped else { return loseTarget() }
        // A run that never ends shows its first cycle's end; any other, its own.
        enterLeg(timeline.isEndless ? timeline.legsPerCycle : timeline.legCount)
        writeFinalValues(to: lease.targetPointer)
        guard token == runToken, state == .moving else { return }
        endOperation()
        state = .stopped
        runEnded()
        held = false
        releaseTarget()
        parentCollection?.member(at: memberIndex, finishedAt: tempo?.currentTime ?? runMemory.clock.lastBeat)
        emit(callbacks.updated)
        guard token == runToken else { return }
        emit(callbacks.completed)
    }
}
