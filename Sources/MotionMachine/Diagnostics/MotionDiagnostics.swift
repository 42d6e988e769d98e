import Foundation
import Logging

/// Where MotionMachine reports what it sanitized or refused.
///
/// Every diagnostic goes through one swift-log `Logger`, labelled `"MotionMachine"` by default.
/// Bootstrap swift-log in your app to route or silence it, or replace the logger here. Diagnostics are
/// emitted when input is accepted or a motion starts, never on every beat.
public enum MotionDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = Logger(label: "MotionMachine")

    /// The logger MotionMachine writes its diagnostics to. Thread-safe.
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
}
