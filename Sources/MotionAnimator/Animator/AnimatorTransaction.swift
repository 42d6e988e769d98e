import Foundation
import MotionMachine
@_spi(Kernel) import MotionKernel

/// A transaction: the scope ``MotionAnimator/withTransaction(disablesActions:completion:_:)`` opens,
/// Core Animation's `CATransaction` without the render server. It counts the animations added while
/// it is open, by any animator, and calls its completion once all of them have ended.
///
/// Animators on different isolation domains may add to one transaction, so its counts sit behind a
/// lock; its completion runs where the last animation ends (or where the transaction closes, if
/// none was added or all had already ended).
final class AnimatorTransaction: @unchecked Sendable {
    /// The innermost open transaction on this task or thread.
    @TaskLocal static var current: AnimatorTransaction?

    /// The open transactions, innermost first.
    static var open: [AnimatorTransaction] {
        var chain: [AnimatorTransaction] = []
        var next = current
        while let transaction = next {
            chain.append(transaction)
            next = transaction.parent
        }
        return chain
    }

    private struct State {
        var pending = 0
        var allRanToEnd = true
        var isOpen = true
        var completion: ((Bool) -> Void)?
    }

    let parent: AnimatorTransaction?
    /// Whether writes made inside the transaction (or a transaction inside it) set values without
    /// animating.
    let disablesActions: Bool
    private let state: LockedState<State>

    init(parent: AnimatorTransaction?, disablesActions: Bool, completion: ((Bool) -> Void)?) {
        self.parent = parent
        self.disablesActions = disablesActions || (parent?.disablesActions ?? false)
        state = LockedState(State(completion: completion))
    }

    /// One more animation to wait for.
    func add() { state.withLock { $0.pending += 1 } }

    /// One animation ended; the completion to call now, if the transaction is closed and this was
    /// its last animation.
    func settle(ranToEnd: Bool) -> (() -> Void)? {
        state.withLock { state in
            state.pending -= 1
            state.allRanToEnd = state.allRanToEnd && ranToEnd
            return state.isOpen ? nil : Self.take(&state)
        }
    }

    /// Closes the transaction; the completion to call now, if no animation is pending.
    func close() -> (() -> Void)? {
        state.withLock { state in
            state.isOpen = false
            return Self.take(&state)
        }
    }

    private static func take(_ state: inout State) -> (() -> Void)? {
        guard state.pending == 0, let completion = state.completion else { return nil }
        state.completion = nil
        let finished = state.allRanToEnd
        return { completion(finished) }
    }
}

extension MotionAnimator {
    /// Runs `body` as one transaction, as `CATransaction.begin()` … `commit()` do.
    ///
    /// - `completion` is called once, after every animation added inside `body` (by any animator,
    ///   implicit or explicit, in nested blocks and nested transactions too) has ended: `true` if
    ///   all ran to their end, `false` if any was removed, replaced or stopped first. If none was
    ///   added, or all had ended by then, it is called when `body` returns. Each `animate` call's own
    ///   completion still runs as well.
    /// - With `disablesActions`, writes to layer properties inside `body` set their values without
    ///   animating, even inside an animation block or a nested one (`CATransaction
    ///   .setDisableActions(true)`); explicit `between:` animations still run. A transaction inside
    ///   one that disables actions disables them too.
    ///
    /// ```swift
    /// MotionAnimator.withTransaction(completion: { finished in print("all done", finished) }) {
    ///     animator.animate(with: spec.cardIn) { card.position = CGPoint(x: 160, y: 120) }
    ///     animator.animate(with: spec.fade) { badge.opacity = 1 }
    /// }
    /// ```
    /// - Returns: what `body` returns.
    @discardableResult
    public static func withTransaction<Result>(disablesActions: Bool = false, completion: ((Bool) -> Void)? = nil,
                                               _ body: () throws -> Result) rethrows -> Result {
        let transaction = AnimatorTransaction(parent: AnimatorTransaction.current, disablesActions: disablesActions,
                                              completion: completion)
        defer { transaction.close()?() }
        return try AnimatorTransaction.$current.withValue(transaction, operation: body)
    }

    /// Runs `body` with actions disabled: its writes to layer properties set their values without
    /// animating, inside an animation block too (UIKit's `UIView.performWithoutAnimation`).
    /// - Returns: what `body` returns.
    @discardableResult
    public static func performWithoutAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withTransaction(disablesActions: true, body)
    }

    /// Whether code running now is inside a transaction that disables actions.
    public static var areActionsDisabled: Bool { AnimatorTransaction.current?.disablesActions ?? false }
}
