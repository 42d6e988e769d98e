import Foundation
@_spi(Kernel) import MotionKernel

// Awaiting the end of a run.

extension Motion {
    /// Waits until the current run ends, and tells whether it ran to its end: `true` when it
    /// completed, `false` when it was stopped, reset or lost its target first. A motion that is not
    /// running answers at once, with whether its last run completed.
    ///
    /// Cancelling the waiting task stops the motion (on the main actor, right after), and the wait
    /// returns `false`. Top-level code in a command-line program can await a motion on the default
    /// tempo without any run-loop code: awaiting lets the main queue run the timer.
    ///
    /// ```swift
    /// let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 100)], duration: 0.5).start()
    /// if await motion.finished { print("arrived") }
    /// ```
    nonisolated(nonsending) public var finished: Bool {
        get async { await awaitFinish() }
    }

    /// Resumes the tasks awaiting the run's end; called where the state becomes stopped.
    func runEnded() {
        guard awaitedToFinish else { return }
        awaitedToFinish = false
        FinishWaiters.resumeAll(for: self, returning: timeline.isComplete)
    }
}

extension Motion: ClockedMoveable {
    var takesBeats: Bool { (state == .moving || state == .delayed) && !held }
    var runCompleted: Bool { timeline.isComplete }
    func beat(advancingBy seconds: TimeInterval) -> TimeInterval { runMemory.clock.beat(advancingBy: seconds) }
}
