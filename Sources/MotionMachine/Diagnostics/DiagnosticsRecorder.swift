import Foundation
import Logging

/// Records every diagnostic, so the package's test suites can check that bad input was reported.
/// Installed as ``MotionDiagnostics/logger``'s handler on first use, once for the whole process (one
/// recorder serves every suite, so none replaces another's); tests look for their own messages.
/// Package-internal: not part of the library's API.
package final class DiagnosticsRecorder: LogHandler, @unchecked Sendable {
    /// The process's recorder, installed when first read.
    package static let shared: DiagnosticsRecorder = {
        let recorder = DiagnosticsRecorder()
        MotionDiagnostics.logger = Logger(label: "MotionMachine", factory: { _ in recorder })
        return recorder
    }()

    private let lock = NSLock()
    private var messages: [String] = []
    package var metadata: Logger.Metadata = [:]
    package var logLevel: Logger.Level = .trace

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        lock.lock()
        messages.append("\(event.level): [\(event.source)] \(event.message)")
        lock.unlock()
    }

    /// Whether some diagnostic so far contains all of `fragments`.
    package func contains(_ fragments: String...) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return messages.contains { message in fragments.allSatisfy { message.contains($0) } }
    }
}
