import Foundation
import Logging
@testable import MotionMachine

/// Sends the engine's and the interchange's diagnostics to the package's recorder for the whole
/// test run, so tests can check them and `swift test` prints only the runner's lines. Every suite's
/// `init` reads it, so it is in place before any test makes a diagnostic.
enum TestDiagnostics {
    static let installed: DiagnosticsRecorder = {
        let recorder = DiagnosticsRecorder.shared
        InterchangeDiagnostics.logger = Logger(label: "MotionInterchange", factory: { _ in recorder })
        return recorder
    }()
}

/// A plain target with a scalar and struct properties, addressable by string paths.
final class Box: MotionTarget {
    var x: Double = 0
    var y: Double = 0
    var frame = CGRect(x: 20, y: 50, width: 50, height: 50)
    var color = MotionColor(red: 0, green: 0, blue: 0, alpha: 1)
    var level: UInt8 = 0
    var count: Int = 0
    let fixed: Double = 1
    var values: [Double] = []
    /// ``x`` through a getter and a setter: a leg cannot store it in place, so every write calls the
    /// accessor.
    var computedX: Double {
        get { x }
        set { x = newValue }
    }

    static var motionProperties: [String: PartialKeyPath<Box>] {
        ["x": \.x, "y": \.y, "frame": \.frame, "color": \.color, "level": \.level, "count": \.count, "fixed": \.fixed,
         "values": \.values]
    }
}

/// Records the order of a moveable's callbacks and the target value seen by each.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
    func record(_ event: String, _ value: Double) { events.append("\(event)@\(value)") }
    func clear() { events.removeAll() }
}

/// A linear x motion 0 → 10 on a fresh manual tempo.
@MainActor
func linearMotion(_ box: Box, duration: Double = 1, tempo: ManualTempo) -> Motion<Box> {
    let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: duration)
    motion.tempo = tempo
    return motion
}

/// Whether two numbers agree within `tolerance` (absolute, scaled up for large magnitudes).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
}
