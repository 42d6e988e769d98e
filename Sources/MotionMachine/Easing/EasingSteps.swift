import Foundation

/// CSS step timing: the value moves in equal jumps instead of continuously.
public enum EasingSteps {
    /// A step easing with `count` intervals, following the CSS Easing Functions algorithm.
    ///
    /// `count` must be at least 1 (at least 2 for `.jumpNone`); smaller counts are raised to that
    /// minimum with a diagnostic.
    public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> EasingUpdateClosure {
        let curve = StepsCurve(count: count, position: position)
        if curve.count != count {
            MotionDiagnostics.logger.report(.warning, "steps(\(count), \(position.rawValue)) needs at least \(curve.count) steps; using \(curve.count)")
        }
        return { t, b, c, d in b + c * curve.value(atFraction: EasingShape.fraction(t, d)) }
    }
}

extension EasingCurve {
    /// CSS step timing with its slope, which is 0 between the jumps (the value holds still there).
    public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> EasingCurve {
        EasingCurve(update: EasingSteps.steps(count, position), slope: { _ in 0 })
    }
}
