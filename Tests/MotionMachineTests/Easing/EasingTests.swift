import Foundation
import Testing
@testable import MotionMachine

@Suite("Penner easing families")
struct EasingTests {
    init() { _ = TestDiagnostics.installed }
    @Test("every family matches Penner's original equations (b=3, c=7, d=2)", arguments: pennerReference.indices)
    func matchesPenner(index: Int) {
        let entry = pennerReference[index]
        for pair in stride(from: 0, to: entry.samples.count, by: 2) {
            let (t, expected) = (entry.samples[pair], entry.samples[pair + 1])
            let value = entry.easing(t, 3, 7, 2)
            #expect(close(value, expected, 1e-12), "\(entry.name) at t=\(t): \(value) vs \(expected)")
        }
    }

    @Test("every family is exact at both ends")
    func exactEnds() {
        for entry in pennerReference {
            #expect(entry.easing(0, 3, 7, 2) == 3, "\(entry.name) at 0")
            #expect(entry.easing(2, 3, 7, 2) == 10, "\(entry.name) at d")
        }
    }

    @Test("a zero duration counts as finished, never NaN")
    func zeroDuration() {
        for entry in pennerReference {
            #expect(entry.easing(0, 3, 7, 0) == 10, "\(entry.name)")
        }
    }

    @Test("non-finite tunables fall back to Penner's defaults with a diagnostic")
    func badTunables() {
        let recorder = DiagnosticsRecorder.shared
        let back = EasingBack.easeIn(overshoot: .nan)
        #expect(back(0.5, 0, 1, 1) == EasingBack.easeIn()(0.5, 0, 1, 1))
        #expect(recorder.contains("EasingBack overshoot", "nan"))
        let elastic = EasingElastic.easeOut(amplitude: .infinity, period: -1)
        #expect(elastic(0.5, 0, 1, 1) == EasingElastic.easeOut()(0.5, 0, 1, 1))
        #expect(recorder.contains("EasingElastic period"))
    }

    @Test("a custom closure is an easing")
    @MainActor func customClosure() {
        let tempo = ManualTempo(), box = Box()
        let halfway: EasingUpdateClosure = { t, b, c, d in b + c * (t / d >= 0.5 ? 1 : 0) }
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)],
                            duration: 1, easing: halfway)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.25)
        #expect(box.x == 0)
        tempo.advance(by: 0.5)
        #expect(box.x == 10)
    }
}

@Suite("CSS steps")
struct StepsTests {
    init() { _ = TestDiagnostics.installed }
    // Expected outputs follow the CSS Easing Functions Level 1 step algorithm, worked by hand for
    // steps(4): jump-start 1/4…1, jump-end 0…3/4 then 1, jump-none thirds, jump-both fifths.
    @Test("steps(4) for every position at the quarter points and just before them")
    func fourSteps() {
        let inputs: [Double] = [0, 0.2, 0.25, 0.49, 0.5, 0.74, 0.75, 0.99, 1]
        let expected: [StepPosition: [Double]] = [
            .jumpStart: [0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1],
            .jumpEnd: [0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1],
            .jumpNone: [0, 0, 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1, 1, 1],
            .jumpBoth: [0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8, 1],
        ]
        for position in StepPosition.allCases {
            let easing = EasingSteps.steps(4, position)
            for (input, want) in zip(inputs, expected[position]!) {
                #expect(close(easing(input, 0, 1, 1), want), "\(position) at \(input)")
            }
        }
    }

    @Test("jump-end is the default and counts below the minimum are raised")
    func defaultsAndMinimums() {
        let recorder = DiagnosticsRecorder.shared
        #expect(EasingSteps.steps(2)(0.6, 0, 1, 1) == 0.5)
        #expect(EasingSteps.steps(0)(0.5, 0, 1, 1) == 0)      // raised to 1 step: 0 until the end
        #expect(EasingSteps.steps(1, .jumpNone)(0.6, 0, 1, 1) == 1)  // raised to 2 steps
        #expect(recorder.contains("steps(0"))
    }
}

@Suite("Cubic Bézier")
struct CubicBezierTests {
    init() { _ = TestDiagnostics.installed }
    @Test("agrees with a 50-digit solve within 1e-10", arguments: bezierReference.indices)
    func matchesHighPrecision(index: Int) {
        let c = bezierReference[index].controls, samples = bezierReference[index].samples
        let curve = CubicBezier(x1: c[0], y1: c[1], x2: c[2], y2: c[3])
        for pair in stride(from: 0, to: samples.count, by: 2) {
            let (x, expected) = (samples[pair], samples[pair + 1])
            let y = curve.evaluateY(forX: x)
            #expect(abs(y - expected) < 1e-10, "\(c) at x=\(x): \(y) vs \(expected)")
        }
    }

    @Test("exact at 0 and 1, clamped outside, never NaN on a dense grid of degenerate curves")
    func robust() {
        let points: [Double] = [0, 1, 0.5, -3, 4, 1e-300]
        for x1 in points.filter({ (0...1).contains($0) }) {
            for y1 in points { for x2 in points.filter({ (0...1).contains($0) }) { for y2 in points {
                let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
                #expect(curve.evaluateY(forX: 0) == 0)
                #expect(curve.evaluateY(forX: 1) == 1)
                #expect(curve.evaluateY(forX: -2) == 0)
                #expect(curve.evaluateY(forX: 7) == 1)
                #expect(curve.evaluateY(forX: .nan) == 0)
                for step in 1..<100 { #expect(curve.evaluateY(forX: Double(step) / 100).isFinite) }
            } } }
        }
    }

    @Test("CSS presets have the CSS control points")
    func presets() {
        #expect(CubicBezier.ease == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(CubicBezier.easeIn == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(CubicBezier.easeOut == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.easeInOut == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(abs(CubicBezier.linear.evaluateY(forX: 0.3) - 0.3) < 1e-15)
    }

    @Test("reversed plays the curve backwards: y_r(x) = 1 − y(1 − x)")
    func reversed() {
        let curve = CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
        for step in 0...20 {
            let x = Double(step) / 20
            #expect(abs(curve.reversed.evaluateY(forX: x) - (1 - curve.evaluateY(forX: 1 - x))) < 1e-10)
        }
        #expect(curve.reversed.reversed == curve)
    }

    @Test("bad control points are sanitized and reported")
    func sanitized() {
        let recorder = DiagnosticsRecorder.shared
        let curve = CubicBezier(x1: -1, y1: .nan, x2: 2, y2: .infinity)
        #expect(curve == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(recorder.contains("CubicBezier x1"))
    }

    @Test("the easing closure follows the curve")
    func easing() {
        let easing = CubicBezier.ease.easing
        #expect(abs(easing(1, 3, 7, 2) - (3 + 7 * 0.80240338758485699)) < 1e-9)
    }

    @Test("Codable round trip")
    func codable() throws {
        let data = try JSONEncoder().encode(CubicBezier.easeOut)
        #expect(try JSONDecoder().decode(CubicBezier.self, from: data) == .easeOut)
    }
}
