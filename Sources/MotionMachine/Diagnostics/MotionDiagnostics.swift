import Foundation
import Logging
@_spi(Kernel) import MotionKernel

/// Where MotionMachine reports what it sanitized or refused.
///
/// Every diagnostic goes through one swift-log `Logger`, labelled `"MotionMachine"` by default, with
/// the reporting type as its source (`MotionMachine: [PhysicsMotion] …` in swift-log's stream output).
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

extension MotionDiagnostics {
    /// The number of non-finite values that were replaced before reaching a target (see the values
    /// and paths article). The first in a process is reported as a warning; later ones are only
    /// counted, so a law that overflows on every beat does not flood the log.
    public static var replacedNonFiniteWrites: Int { NonFiniteWrites.count }

    /// Set up when first read: the kernel reports the first replaced write through ``logger``. Read
    /// before any lane is filled, so no replacement can come first.
    static let reportsNonFiniteWrites: Void = NonFiniteWrites.report { value, replacement in
        logger.report(.warning, "A motion computed \(value) for a property (its law or span overflows); wrote \(replacement) instead. Later replacements are counted in MotionDiagnostics.replacedNonFiniteWrites",
                      fileID: "MotionMachine/Motion.swift")
    }
}
