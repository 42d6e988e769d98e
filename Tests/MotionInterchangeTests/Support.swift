import Logging
import MotionInterchange

/// Keeps the interchange's diagnostics (the sanitizing initializers' warnings, which these tests
/// provoke on purpose) out of the test output. Every suite's `init` reads it.
enum TestDiagnostics {
    static let installed: Void = {
        InterchangeDiagnostics.logger = Logger(label: "MotionInterchange", factory: { _ in SwiftLogNoOpLogHandler() })
    }()
}
