import Foundation

// A spring's law on any motion: SpringMotion's, and a Motion made from traits with a spring curve.

extension Motion {
    /// Moves under `law` from now on: the forward leg is computed per property by the motion; the
    /// reverse leg is the spring released from rest, the same curve for every property:
    /// 1 − (even(t) + a·odd(t)) of the way back.
    func follow(_ law: SpringLaw) {
        self.law = .spring(law)
        let basis = law.basis
        let returning: EasingUpdateClosure = { t, b, c, d in
            if t <= 0 { return b }
            if t >= d { return b + c }
            let (even, odd) = basis.evaluate(at: t)
            return b + c * (1 - (even + basis.decayRate * odd))
        }
        easing = returning
        reverseEasing = returning
    }
}
