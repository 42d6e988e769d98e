import Foundation
import Logging

/// Where MotionInterchange reports the values its initializers sanitized.
///
/// Programmatic initializers never fail: an invalid number (a negative duration, a Bézier x outside
/// 0…1, a spring without mass) is replaced by the rule its type documents, and one warning goes to
/// this swift-log `Logger`, labelled `"MotionInterchange"`. Decoding never sanitizes: it throws a
/// `DecodingError` that names the coding path and the rule (see the article "Motion specs and interchange" in the MotionMachine documentation).
public enum InterchangeDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = Logger(label: "MotionInterchange")

    /// The logger MotionInterchange writes its diagnostics to. Thread-safe.
    public static var logger: Logger {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set {
            lock.lock()
            current = newValue
            lock.unlock()
        }
    }

    /// `value` when it passes `isValid`, else `fallback`, with a warning naming `what` and `rule`.
    static func sanitized(_ value: Double, _ what: String, rule: String, fallback: @autoclosure () -> Double,
                          fileID: String = #fileID, isValid: (Double) -> Bool) -> Double {
        if isValid(value) { return value }
        let replacement = fallback()
        logger.report(.warning, "\(what) \(value) \(rule); using \(replacement)", fileID: fileID)
        return replacement
    }
}
