import Logging

/// Where MotionMachine reports what it sanitized or refused.
///
/// Every diagnostic goes through one swift-log `Logger` labelled `"MotionMachine"`. Bootstrap
/// swift-log in your app to route or silence it. Diagnostics are emitted when input is accepted or a
/// motion starts, never on every beat.
public enum MotionDiagnostics {
    /// The logger MotionMachine writes its diagnostics to.
    public static let logger = Logger(label: "MotionMachine")
}
