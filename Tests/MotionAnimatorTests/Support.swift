import Foundation
import Logging
import MotionInterchange
@testable import MotionAnimator
@testable import MotionMachine

/// The package's diagnostics recorder, also listening to the interchange's logger (the traits'
/// diagnostics).
enum AnimatorDiagnostics {
    static let shared: DiagnosticsRecorder = {
        let recorder = DiagnosticsRecorder.shared
        InterchangeDiagnostics.logger = Logger(label: "MotionInterchange", factory: { _ in recorder })
        return recorder
    }()
}

/// Runs `body` with a fresh manual tempo as the default tempo (the UIKit-style class methods use it).
@MainActor
func withDefaultTempo(_ body: (ManualTempo) -> Void) {
    let tempo = ManualTempo()
    let saved = Tempo.default
    Tempo.default = tempo
    defer { Tempo.default = saved }
    body(tempo)
}

/// An animator on a manual tempo at time 0, and a layer.
func rig() -> (animator: MotionAnimator, tempo: ManualTempo, layer: MotionLayer) {
    let tempo = ManualTempo()
    return (MotionAnimator(tempo: tempo), tempo, MotionLayer())
}

/// Linear traits: progress equals elapsed time over duration, so expected values are plain
/// arithmetic.
func linear(_ duration: Double, delay: Double = 0, repetition: Repetition? = nil) -> AnimationTraits {
    AnimationTraits(delay: delay, duration: duration, timingCurve: .bezier(.linear), repetition: repetition)
}

/// Moves `tempo` to `time` (never backwards).
func go(_ tempo: ManualTempo, to time: Double) {
    tempo.tick(at: time)
}

/// |a − b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Records completion calls.
final class Completions {
    var results: [Bool] = []
    func callAsFunction(_ finished: Bool) { results.append(finished) }
    var handler: (Bool) -> Void { { self.results.append($0) } }
}

/// Cubic Bézier y for x by 200 bisection steps on x(t), written out independently of the engine's
/// solver (Newton with a bracket).
func bisectionBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, x: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
}

/// The closed-form damped spring x(t) for m·x″ + c·x′ + k·x = 0, x(0) = x0, x′(0) = v0, written out
/// per damping regime.
func springDisplacement(mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double, t: Double) -> Double {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if zeta < 1 {
        let wd = omega * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * omega * t) * (x0 * cos(wd * t) + (v0 + zeta * omega * x0) / wd * sin(wd * t))
    }
    if zeta == 1 { return exp(-omega * t) * (x0 + (v0 + omega * x0) * t) }
    let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot()), r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
    let b = (v0 - r1 * x0) / (r2 - r1), a = x0 - b
    return a * exp(r1 * t) + b * exp(r2 * t)
}
