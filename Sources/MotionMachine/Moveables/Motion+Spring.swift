import Foundation

// A spring's law on any motion: SpringMotion's, and a Motion made from traits with a spring curve.

extension Motion {
    /// Moves under `law` from now on: the forward leg is computed per property by the motion; the
    /// reverse leg is the spring released from rest, the same curve for every property:
    /// 1 − (even(t) + a·odd(t)) of the way back.
    ///
    /// The curve is the forward easing, which a spring's forward leg does not use, and the reverse
    /// easing is cleared, so the way back follows it (as a reverse easing it would make the motion's
    /// rare parts for every spring). A forward easing set later keeps this curve for the way back
    /// (see ``easingCurve``).
    func follow(_ law: SpringLaw) {
        self.law = .spring(law)
        useLawCurve()
        reverseCurve = nil
    }
}
