import Foundation

/// The documented rules that turn bad numbers into safe ones, each reported through
/// ``MotionDiagnostics``, with the caller's type as the diagnostic's source.
package enum Sanitize {
    /// A finite number, or `fallback` (with a warning) when `value` is NaN or infinite.
    package static func finite(_ value: Double, fallback: Double, what: String, fileID: String = #fileID) -> Double {
        if value.isFinite { return value }
        MotionDiagnostics.logger.report(.warning, "\(what) \(value) is not finite; using \(fallback)", fileID: fileID)
        return fallback
    }

    /// A time span (duration or delay): NaN, infinite and negative spans become 0.
    package static func timeSpan(_ value: Double, what: String, fileID: String = #fileID) -> Double {
        if value.isFinite && value >= 0 { return value }
        MotionDiagnostics.logger.report(.warning, "\(what) \(value) is not a finite, non-negative number of seconds; using 0", fileID: fileID)
        return 0
    }

    /// A time scale: finite and non-negative. Negative speeds (−∞ included) become 0 (frozen); NaN
    /// and +∞ become 1. Each with a diagnostic.
    package static func speed(_ value: Double, what: String, fileID: String = #fileID) -> Double {
        if value.isFinite && value >= 0 { return value }
        let fallback: Double = value < 0 ? 0 : 1
        MotionDiagnostics.logger.report(.warning, "\(what) \(value) is not a finite, non-negative time scale; using \(fallback)", fileID: fileID)
        return fallback
    }
}
