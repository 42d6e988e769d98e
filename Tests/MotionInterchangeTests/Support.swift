import Logging
import MotionInterchange
import MotionMachine

/// Sends the interchange's diagnostics (the sanitizing initializers' warnings, which these tests
/// provoke on purpose) to the package's recorder, as the other test targets do: one handler for the
/// whole test process, so no suite replaces another's, and nothing reaches the test output. Every
/// suite's `init` reads it.
enum TestDiagnostics {
    static let installed: Void = {
        let recorder = DiagnosticsRecorder.shared
        InterchangeDiagnostics.logger = Logger(label: "MotionInterchange", factory: { _ in recorder })
    }()
}
