import Foundation
import MotionMachine

/// One `animate` call's completion: called once, when every animation it created has ended, with
/// `true` only if all ran to their end. The group also reports to the transactions around the call
/// (``MotionAnimator/withTransaction(disablesActions:completion:_:)``), which wait for the
/// animations of every call made inside them.
final class CompletionGroup {
    private var pending = 0
    private var allRanToEnd = true
    private var completion: ((Bool) -> Void)?
    /// The transactions open when the call was made, innermost first.
    private let transactions: [AnimatorTransaction]

    init(_ completion: ((Bool) -> Void)?) {
        self.completion = completion
        transactions = AnimatorTransaction.open
    }

    /// One more animation to wait for.
    func add() {
        pending += 1
        for transaction in transactions { transaction.add() }
    }

    /// Records one animation's end; appends the completions to call now (this call's, when it was
    /// its last animation, and any transaction's that this finished).
    func settle(ranToEnd: Bool, into completions: inout [() -> Void]) {
        pending -= 1
        allRanToEnd = allRanToEnd && ranToEnd
        if pending == 0, let own = take() { completions.append(own) }
        for transaction in transactions {
            if let finished = transaction.settle(ranToEnd: ranToEnd) { completions.append(finished) }
        }
    }

    /// The completion to call now, if no animation is pending (an `animate` call that created none).
    func settleIfEmpty(ranToEnd: Bool = true) -> (() -> Void)? {
        guard pending == 0 else { return nil }
        allRanToEnd = allRanToEnd && ranToEnd
        return take()
    }

    private func take() -> (() -> Void)? {
        guard let completion else { return nil }
        self.completion = nil
        let finished = allRanToEnd
        return { completion(finished) }
    }
}
