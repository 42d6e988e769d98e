import Foundation

/// MotionCore's ``SanitizingRule``s, each change reported through ``MotionDiagnostics``, with the
/// caller's type as the diagnostic's source.
package enum Sanitize {
    /// A finite number, or `fallback` (with a warning) when `value` is NaN or infinite.
    package static func finite(_ value: Double, fallback: Double, what: String, fileID: String = #fileID) -> Double {
        let result = SanitizingRule.finite(value, fallback: fallback)
        if SanitizingRule.changed(value, into: result) {
            MotionDiagnostics.logger.report(.warning, "\(what) \(value) is not finite; using \(result)", fileID: fileID)
        }
        return result
    }

    /// A time span (duration or delay): NaN, infinite and negative spans become 0.
    package static func timeSpan(_ value: Double, what: String, fileID: String = #fileID) -> Double {
        let result = SanitizingRule.timeSpan(value)
        if SanitizingRule.changed(value, into: result) {
            MotionDiagnostics.logger.report(.warning, "\(what) \(value) is not a finite, non-negative number of seconds; using \(result)", fileID: fileID)
        }
        return result
    }

    /// A time scale: finite and non-negative. Negative speeds (−∞ included) become 0 (frozen); NaN
    /// and +∞ become 1. Each with a diagnostic.
    package static func speed(_ value: Double, what: String, fileID: String = #fileID) -> Double {
        let result = SanitizingRule.speed(value)
        if SanitizingRule.changed(value, into: result) {
            MotionDiagnostics.logger.report(.warning, "\(what) \(value) is not a finite, non-negative time scale; using \(result)", fileID: fileID)
        }
        return result
    }

    /// A repetition: an invalid one (a count that is not positive, a negative or NaN span) plays
    /// once, with a diagnostic.
    package static func repetition(_ value: MotionTiming.Repetition, what: String, fileID: String = #fileID) -> MotionTiming.Repetition {
        switch value {
        case .count(let count) where !value.isValid:
            MotionDiagnostics.logger.report(.warning, "\(what) repeat count \(count) is not positive; playing once", fileID: fileID)
        case .duration(let span) where !value.isValid:
            MotionDiagnostics.logger.report(.warning, "\(what) repeat duration \(span) is not a non-negative number of seconds; playing once", fileID: fileID)
        default: break
        }
        return value.sanitized
    }
}
