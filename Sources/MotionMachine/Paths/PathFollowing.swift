import Foundation
@_spi(Kernel) import MotionKernel

/// A motion of a point along a path: ``PathMotion`` and ``PathPhysicsMotion``. Their callbacks
/// can take the point as well as the motion, as MotionMachine's path motions' do.
public protocol PathFollowing: Motion<PathState> {
    /// The point's place on the path, which the motion moves.
    var pathState: PathState { get }
}

extension PathFollowing {
    /// A callback with the motion and the point's place at the time.
    public typealias PathCallback = (_ motion: Self, _ currentPoint: CGPoint) -> Void

    /// Called when movement begins, after the delay, with the point.
    @discardableResult public func started(_ closure: @escaping PathCallback) -> Self { started(withPoint(closure)) }
    /// Called when ``Motion/stop()`` stops the running motion, with the point.
    @discardableResult public func stopped(_ closure: @escaping PathCallback) -> Self { stopped(withPoint(closure)) }
    /// Called once per beat that moves the point, after it moved.
    @discardableResult public func updated(_ closure: @escaping PathCallback) -> Self { updated(withPoint(closure)) }
    /// Called when a reverse leg begins, with the point where the forward leg ended.
    @discardableResult public func reversed(_ closure: @escaping PathCallback) -> Self { reversed(withPoint(closure)) }
    /// Called when a new cycle begins, with the point where the finished cycle left it (as every
    /// motion's callback, after that cycle's final values are written).
    @discardableResult public func cycleRepeated(_ closure: @escaping PathCallback) -> Self { cycleRepeated(withPoint(closure)) }
    /// Called when ``Motion/pause()`` pauses the motion, with the point.
    @discardableResult public func paused(_ closure: @escaping PathCallback) -> Self { paused(withPoint(closure)) }
    /// Called when ``Motion/resume()`` resumes the motion, with the point.
    @discardableResult public func resumed(_ closure: @escaping PathCallback) -> Self { resumed(withPoint(closure)) }
    /// Called once when the run finishes, with the point at its final place.
    @discardableResult public func completed(_ closure: @escaping PathCallback) -> Self { completed(withPoint(closure)) }

    /// A motion's callback that hands `closure` this motion and its point.
    private func withPoint(_ closure: @escaping PathCallback) -> Callback {
        { motion in
            let follower = uncheckedCast(motion, to: Self.self)
            closure(follower, follower.pathState.currentPoint)
        }
    }
}
