import Foundation
import Testing
@testable import MotionMachine

/// Springs against independent references: SwiftUI's documented conversions evaluated by hand, and a
/// scipy ODE integration (Tests/Reference/spring_reference.py) for trajectories and settling times.
@Suite("Springs")
struct SpringTests {
    init() { _ = TestDiagnostics.installed }
    @Test("SwiftUI's conversion: duration 0.5, bounce 0.3 → mass 1, stiffness (4π)², damping 2·0.7·4π")
    func swiftUIConversion() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, 157.91367041742973))   // ≈ 157.9
        #expect(close(spring.damping, 17.59291886010284))      // ≈ 17.6
        #expect(close(spring.dampingRatio, 0.7) && close(spring.response, 0.5) && close(spring.bounce, 0.3))
        let creeping = Spring(duration: 0.5, bounce: -0.5)     // ζ = 1 / (1 − 0.5) = 2
        #expect(close(creeping.dampingRatio, 2) && close(creeping.damping, 50.26548245743669))
        #expect(close(creeping.bounce, -0.5))
        let byResponse = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(close(byResponse.stiffness, spring.stiffness) && close(byResponse.damping, spring.damping))
    }

    @Test("presets follow SwiftUI: smooth bounce 0, snappy 0.15, bouncy 0.3, all duration 0.5")
    func presets() {
        #expect(close(Spring.smooth.dampingRatio, 1) && close(Spring.smooth.response, 0.5))
        #expect(close(Spring.snappy.dampingRatio, 0.85) && close(Spring.snappy.response, 0.5))
        #expect(close(Spring.bouncy.dampingRatio, 0.7) && close(Spring.bouncy.response, 0.5))
    }

    @Test("closed form matches an ODE integration in every regime", arguments: springReference.indices)
    func closedFormMatchesODE(index: Int) {
        let reference = springReference[index]
        let spring = Spring(mass: reference.m, stiffness: reference.k, damping: reference.c)
        let solution = SpringSolution(spring: spring, displacement: reference.x0, velocity: reference.v0)
        for sample in stride(from: 0, to: reference.samples.count, by: 3) {
            let t = reference.samples[sample], x = reference.samples[sample + 1], v = reference.samples[sample + 2]
            let scale = max(1, abs(reference.x0), abs(reference.v0))
            #expect(abs(solution.displacement(at: t) - x) <= 1e-9 * scale, "\(reference.label) x at \(t)")
            #expect(abs(solution.velocity(at: t) - v) <= 1e-8 * scale * spring.naturalFrequency,
                    "\(reference.label) v at \(t)")
        }
    }

    @Test("settling times match the ODE's last excursion past the tolerance")
    func settlingTimes() {
        #expect(abs(Spring.smooth.settlingDuration - smoothSettlingTime) < 1e-6)
        #expect(abs(Spring.bouncy.settlingDuration - bouncySettlingTime) < 1e-6)
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 50).settlingDuration - overdampedSettlingTime) < 1e-6)
        let released = SpringSolution(spring: .snappy, displacement: -1, velocity: 3)
        #expect(abs(released.settlingTime(tolerance: Spring.restingDisplacement) - snappyReleasedSettlingTime) < 1e-6)
    }

    @Test("the settling time is the same number, to the bit, as two evaluations a probe and all 60 halvings give, in every regime")
    func settlingTimeSearchUnchanged() {
        // The search as it was: the displacement and the velocity each from an evaluation of their
        // own, and the bisection run its full 60 halvings. One evaluation for both, and stopping
        // once the bracket's ends are adjacent numbers, must change no result.
        func reference(_ solution: SpringSolution, tolerance: Double) -> Double {
            let spring = solution.spring, omega0 = spring.naturalFrequency
            let x0 = solution.initialDisplacement, v0 = solution.initialVelocity
            let amplitude = max(abs(x0), abs(v0) / omega0)
            guard amplitude > 0, tolerance > 0 else { return 0 }
            let threshold = tolerance * amplitude
            func unsettled(_ t: Double) -> Bool {
                abs(solution.displacement(at: t)) > threshold || abs(solution.velocity(at: t)) / omega0 > threshold
            }
            let basis = SpringBasis(spring: spring), a = basis.decayRate, frequency = basis.frequency
            let b = v0 + a * x0
            let period = frequency > 0 && !basis.isOverdamped ? 2 * Double.pi / frequency : .infinity
            let window: (start: Double, end: Double)
            if period.isFinite {
                let reachX = (x0 * x0 + (b / frequency) * (b / frequency)).squareRoot()
                let velocityCoefficient = (x0 * basis.signedFrequencySquared + a * b) / frequency
                let reachV = (v0 * v0 + velocityCoefficient * velocityCoefficient).squareRoot() / omega0
                let end = max(log(max(reachX, reachV) / threshold) / a, 0)
                window = (max(end - period, 0), end)
            } else {
                let slowestRate = basis.isOverdamped ? a - frequency : a
                let coefficients = 4 * (abs(x0) + abs(b) / slowestRate) / amplitude + 4
                window = (0, (log(coefficients / tolerance) + 8) / slowestRate)
            }
            let step = (window.end - window.start) / 128
            var later = window.end, earlier = window.end, found = false
            for index in stride(from: 127, through: 0, by: -1) {
                earlier = window.start + Double(index) * step
                if unsettled(earlier) { found = true; break }
                later = earlier
            }
            guard found else { return window.start > 0 ? window.start : 0 }
            for _ in 0..<60 {
                let middle = (earlier + later) / 2
                if unsettled(middle) { earlier = middle } else { later = middle }
            }
            return later
        }
        var compared = 0
        for ratio in [0.05, 0.3, 0.7, 0.85, 0.999_99, 1, 1.000_01, 1.5, 4] {
            for response in [0.12, 0.5, 2.0] {
                let spring = Spring(response: response, dampingRatio: ratio)
                for (x0, v0) in [(1.0, 0.0), (-1, 3), (0, 300), (100, -40), (1e-3, 1e-5), (-250, 0)] {
                    let solution = SpringSolution(spring: spring, displacement: x0, velocity: v0)
                    for tolerance in [Spring.restingDisplacement, 1e-3] {
                        let time = solution.settlingTime(tolerance: tolerance)
                        let expected = reference(solution, tolerance: tolerance)
                        #expect(time.bitPattern == expected.bitPattern, "ζ \(ratio), response \(response), x₀ \(x0), v₀ \(v0)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 324)
    }

    @Test("EasingSpring follows the spring over its settling time, exact at both ends")
    func easing() {
        let cases: [(EasingUpdateClosure, [Double])] = [
            (EasingSpring.spring(.bouncy), bouncyEasingSamples),
            (EasingSpring.spring(.snappy, initialVelocity: 3), snappyReleasedEasingSamples),
        ]
        for (easing, samples) in cases {
            #expect(easing(0, 3, 7, 2) == 3 && easing(2, 3, 7, 2) == 10)
            for pair in stride(from: 0, to: samples.count, by: 2) {
                let p = samples[pair], expected = samples[pair + 1]
                #expect(abs(easing(p * 2, 3, 7, 2) - (3 + 7 * expected)) < 1e-6, "at p=\(p)")
            }
        }
        #expect(EasingSpring.spring(.bouncy)(1, 0, 1, 2) > 1)   // the bouncy spring overshoots mid-way
    }

    @Test("bad parameters are sanitized, reported, and the spring still settles")
    func badParameters() {
        let recorder = DiagnosticsRecorder.shared
        let noMass = Spring(mass: 0, stiffness: -5, damping: -1)
        #expect(noMass.mass == 1 && close(noMass.stiffness, 157.91367041742973))
        #expect(close(noMass.dampingRatio, Spring.minimumDampingRatio))
        #expect(recorder.contains("Spring mass") && recorder.contains("Spring stiffness") && recorder.contains("Spring damping"))
        let nanBounce = Spring(duration: .nan, bounce: .nan)
        #expect(close(nanBounce.dampingRatio, 1) && close(nanBounce.response, 0.5))
        #expect(recorder.contains("Spring bounce nan"))
        let wild = Spring(duration: 0.5, bounce: 7)
        #expect(close(wild.dampingRatio, Spring.minimumDampingRatio))
        for spring in [noMass, nanBounce, wild, Spring(duration: 0.5, bounce: -0.999)] {
            let settling = spring.settlingDuration
            #expect(settling.isFinite && settling > 0)
        }
        let solution = SpringSolution(spring: .smooth, displacement: .nan, velocity: .infinity)
        #expect(solution.displacement(at: 0.3) == 0 && solution.velocity(at: 0.3) == 0)
    }

    @Test("Codable round trip")
    func codable() throws {
        let data = try JSONEncoder().encode(Spring.bouncy)
        #expect(try JSONDecoder().decode(Spring.self, from: data) == .bouncy)
    }
}
