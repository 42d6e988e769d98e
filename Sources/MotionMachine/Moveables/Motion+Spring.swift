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

extension SpringBasis {
    /// The fraction a release from rest has returned, as an easing pinned to the start and end
    /// values at the leg's ends: the way back of a motion that follows a spring. The motion's beats
    /// evaluate it in place (``LegEvaluator/returning(_:)``), and ``Motion/easingCurve`` gives it
    /// as a closure.
    @inline(__always)
    func returned(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t <= 0 { return b }
        if t >= d { return b + c }
        return b + c * returnedFraction(at: t)
    }
}
