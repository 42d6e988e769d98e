import Foundation

/// Where the jumps of a ``EasingSteps`` curve fall, as in CSS `steps()`.
public enum StepPosition: String, Sendable, Codable, CaseIterable {
    /// The first jump happens at the very start (CSS `jump-start`, alias `start`).
    case jumpStart = "jump-start"
    /// The last jump happens at the very end (CSS `jump-end`, alias `end`). The default.
    case jumpEnd = "jump-end"
    /// No jump at either end: the curve holds 0 first and 1 last (CSS `jump-none`).
    case jumpNone = "jump-none"
    /// Jumps at both ends (CSS `jump-both`).
    case jumpBoth = "jump-both"
}

/// CSS step timing: the value moves in equal jumps instead of continuously.
public enum EasingSteps {
    /// A step easing with `count` intervals, following the CSS Easing Functions algorithm.
    ///
    /// `count` must be at least 1 (at least 2 for `.jumpNone`); smaller counts are raised to that
    /// minimum with a diagnostic.
    public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> EasingUpdateClosure {
        let minimum = position == .jumpNone ? 2 : 1
        var steps = count
        if steps < minimum {
            MotionDiagnostics.logger.report(.warning, "steps(\(count), \(position.rawValue)) needs at least \(minimum) steps; using \(minimum)")
            steps = minimum
        }
        let n = Double(steps)
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = n
        case .jumpNone: jumps = n - 1
        case .jumpBoth: jumps = n + 1
        }
        let jumpsAtStart = position == .jumpStart || position == .jumpBoth
        return { t, b, c, d in
            let p = min(max(EasingShape.fraction(t, d), 0), 1)
            var step = (p * n).rounded(.down)
            if jumpsAtStart { step += 1 }
            return b + c * min(step, jumps) / jumps
        }
    }
}

extension EasingCurve {
    /// CSS step timing with its slope, which is 0 between the jumps (the value holds still there).
    public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> EasingCurve {
        EasingCurve(update: EasingSteps.steps(count, position), slope: { _ in 0 })
    }
}
