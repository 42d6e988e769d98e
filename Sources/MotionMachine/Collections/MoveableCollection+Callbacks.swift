import Foundation
@_spi(Kernel) import MotionKernel

// Registering status callbacks and building (delay, members).

extension MoveableCollection {
    // MARK: Callbacks

    /// Calls `callback` with the collection, unless it is silent.
    @inline(__always)
    func emit(_ callback: ErasedCallback?) {
        if !isQuiet, let callback { callback(self) }
    }

    /// `closure` as the callbacks keep it, called with this collection only.
    func wrap<C: MoveableCollection>(_ closure: @escaping (C) -> Void) -> ErasedCallback {
        { closure(uncheckedCast($0, to: C.self)) }
    }

    /// Called when the collection starts.
    @discardableResult public func started(_ closure: @escaping (Self) -> Void) -> Self { callbacks.started = wrap(closure); return self }
    /// Called when ``stop()`` stops the running collection.
    @discardableResult public func stopped(_ closure: @escaping (Self) -> Void) -> Self { callbacks.stopped = wrap(closure); return self }
    /// Called once per beat that moves the collection, after every member has moved.
    @discardableResult public func updated(_ closure: @escaping (Self) -> Void) -> Self { callbacks.updated = wrap(closure); return self }
    /// Called when the collection turns back, after its members' reversal values are written.
    @discardableResult public func reversed(_ closure: @escaping (Self) -> Void) -> Self { callbacks.reversed = wrap(closure); return self }
    /// Called when a new cycle begins.
    @discardableResult public func cycleRepeated(_ closure: @escaping (Self) -> Void) -> Self { callbacks.cycleRepeated = wrap(closure); return self }
    /// Same as ``cycleRepeated(_:)``.
    @discardableResult public func repeated(_ closure: @escaping (Self) -> Void) -> Self { cycleRepeated(closure) }
    /// Called when ``pause()`` pauses the collection.
    @discardableResult public func paused(_ closure: @escaping (Self) -> Void) -> Self { callbacks.paused = wrap(closure); return self }
    /// Called when ``resume()`` resumes the collection.
    @discardableResult public func resumed(_ closure: @escaping (Self) -> Void) -> Self { callbacks.resumed = wrap(closure); return self }
    /// Called once when the run finishes, after the members' final values are written.
    @discardableResult public func completed(_ closure: @escaping (Self) -> Void) -> Self { callbacks.completed = wrap(closure); return self }

    /// Sets ``delay``.
    @discardableResult
    public func afterDelay(_ amount: TimeInterval) -> Self {
        delay = amount
        return self
    }

    /// Adds a member at the end (a group's member, a sequence's last step). Refused, with a
    /// diagnostic, for a moveable already in a collection (this one included) and for a collection
    /// that contains this one (or is it). A running moveable is stopped first, then moves on this
    /// collection's clock. Added while the collection runs, it takes part from the next cycle (a
    /// sequence reaches it in this one).
    @discardableResult
    public func add(_ moveable: any Moveable) -> Self {
        addMember(moveable)
        return self
    }

    /// Removes a member. While running, the member is stopped and the collection carries on as if
    /// it had finished at that moment (a sequence moves on to the next step).
    @discardableResult
    public func remove(_ moveable: any Moveable) -> Self {
        removeMember(moveable)
        return self
    }
}
