import Foundation

// Registering status callbacks, and calling them.

extension Motion {
    // MARK: Callbacks

    /// Called when movement begins, after the delay.
    @discardableResult public func started(_ closure: @escaping Callback) -> Self { callbacks.started = MoveableCallbacks.erased(closure); return self }
    /// Called when ``stop()`` stops a running motion (or its target is deallocated).
    @discardableResult public func stopped(_ closure: @escaping Callback) -> Self { callbacks.stopped = MoveableCallbacks.erased(closure); return self }
    /// Called once per beat that moves values, after they are written.
    @discardableResult public func updated(_ closure: @escaping Callback) -> Self {
        reclaimSteadyLeg()
        callbacks.updated = MoveableCallbacks.erased(closure)
        reportsUpdates = true
        return self
    }
    /// Called when a reverse leg begins, after the end values are written.
    @discardableResult public func reversed(_ closure: @escaping Callback) -> Self { callbacks.reversed = MoveableCallbacks.erased(closure); return self }
    /// Called when a new cycle begins, after the previous cycle's final values are written.
    @discardableResult public func cycleRepeated(_ closure: @escaping Callback) -> Self { callbacks.cycleRepeated = MoveableCallbacks.erased(closure); return self }
    /// Same as ``cycleRepeated(_:)``.
    @discardableResult public func repeated(_ closure: @escaping Callback) -> Self { cycleRepeated(closure) }
    /// Called when ``pause()`` pauses the motion.
    @discardableResult public func paused(_ closure: @escaping Callback) -> Self { callbacks.paused = MoveableCallbacks.erased(closure); return self }
    /// Called when ``resume()`` resumes the motion.
    @discardableResult public func resumed(_ closure: @escaping Callback) -> Self { callbacks.resumed = MoveableCallbacks.erased(closure); return self }
    /// Called once when the run finishes, after the final values are written.
    @discardableResult public func completed(_ closure: @escaping Callback) -> Self { callbacks.completed = MoveableCallbacks.erased(closure); return self }

    /// Calls `callback` with the motion, unless callbacks are held back (``quiet``).
    @inline(__always)
    func emit(_ callback: ErasedCallback?) {
        if !quiet, let callback { callback(self) }
    }
}
