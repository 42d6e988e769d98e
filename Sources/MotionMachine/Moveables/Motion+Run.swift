import Foundation
@_spi(Kernel) import MotionKernel

extension Motion {
    /// The motion's current run as a MotionCore value: its timing (delay, duration, speed,
    /// repetition, reversing, filling forwards so the final values hold), its law, and each
    /// property's resolved start and end. `nil` until movement has first begun (the start values are
    /// read then).
    ///
    /// The run is a snapshot: sampling it never touches the motion or its target, and its
    /// `sample(at:lane:)` at a moment of the motion's time (seconds of the tempo's time since the
    /// motion's first beat, before ``speed`` scales them) gives the values the motion writes at that
    /// moment to the bit, reverse legs and a run that ends part-way included, as long as the motion
    /// is not paused, sought or given a new speed (each re-anchors its clock; the run stays a
    /// description of the configuration). For an additive motion those are its own values; the
    /// property shows its base plus the offsets of every additive motion on it.
    ///
    /// ```swift
    /// if let run = motion.run {
    ///     let halfWay = run.sample(at: motion.duration / 2, lane: 0)?.position
    /// }
    /// ```
    /// - Complexity: O(n) in the number of properties.
    public var run: MotionRun<EngineLaw>? {
        reclaimSteadyLeg()
        guard lanesFilled else { return nil }
        var lanes: [RunLane] = []
        var timed: [TimedLane?] = []
        for index in 0..<self.runMemory.lanes.count {
            let lane = self.runMemory.lanes.lane(at: index)
            lanes.append(RunLane(start: lane.start, end: lane.end, velocity: lane.velocity))
            timed.append(timedLane(at: index))
        }
        let law = EngineLaw(law: law, forward: easingCurve, reverseCurve: reverseCurve, timedLanes: timed, duration: duration)
        var timing = timing
        timing.fill = .forwards
        return MotionRun(law: law, lanes: lanes, timing: timing, reverseLegs: .replayed)
    }
}
