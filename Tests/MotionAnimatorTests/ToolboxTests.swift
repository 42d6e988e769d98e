import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

@Suite("Timing toolbox: interpolators and evaluateY")
struct ToolboxTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("an interpolator gets the block's eased progress on each beat, the curve evaluated separately, and a last call with 1")
    func easedProgress() {
        let (animator, tempo, _) = rig()
        var calls: [Double] = []
        let done = Completions()
        animator.animate(with: AnimationTraits(duration: 1, timingCurve: .bezier(.easeInOut)), animations: {
            MotionAnimator.addAnimationInterpolator { calls.append($0) }
        }, completion: done.handler)
        let times = [0.1, 0.25, 0.5, 0.8]
        for t in times { go(tempo, to: t) }
        for (t, progress) in zip(times, calls) {
            #expect(close(progress, bisectionBezier(0.42, 0, 0.58, 1, x: t), 1e-9))
        }
        go(tempo, to: 1.2)
        #expect(calls.count == times.count + 1)
        #expect(calls.last == 1)
        #expect(done.results == [true])
    }

    @Test("with a spring the progress overshoots, as the spring's closed form does")
    func springProgress() {
        let (animator, tempo, _) = rig()
        var calls: [(Double, Double)] = []
        let spring = SpringTimingCurve(mass: 1, tension: 300, friction: 8)
        animator.animate(with: AnimationTraits(duration: 0.5, timingCurve: .spring(spring))) {
            MotionAnimator.addAnimationInterpolator { calls.append((tempo.currentTime, $0)) }
        }
        for step in 1...60 { go(tempo, to: Double(step) / 60) }
        for (t, progress) in calls {
            #expect(close(progress, 1 + springDisplacement(mass: 1, stiffness: 300, damping: 8, x0: -1, v0: 0, t: t), 1e-9))
        }
        #expect(calls.map(\.1).max()! > 1.3)
    }

    @Test("an interpolator is timed with the shifts around it")
    func shifted() {
        let (animator, tempo, _) = rig()
        var calls: [Double] = []
        animator.animate(with: linear(1)) {
            MotionAnimator.shiftAnimationsTiming(by: AnimationTiming.makeDelay(delay: 0.5).speeding(2)) {
                MotionAnimator.addAnimationInterpolator { calls.append($0) }
            }
        }
        go(tempo, to: 0.25)
        #expect(calls.isEmpty)           // delayed with forwards fill: not applied yet
        go(tempo, to: 0.75)
        #expect(calls.count == 1 && close(calls[0], 0.5))
        go(tempo, to: 1)
        #expect(calls.last == 1)
    }

    @Test("under a shift that does not fill forwards, the last call still carries the final progress",
          arguments: [AnimationTiming(fillMode: .removed), .makeHold(duration: 0.5)])
    func lastCallWithoutForwardFill(shift: AnimationTiming) {
        let (animator, tempo, _) = rig()
        var calls: [Double] = []
        let done = Completions()
        animator.animate(with: linear(1), animations: {
            MotionAnimator.shiftAnimationsTiming(by: shift) {
                MotionAnimator.addAnimationInterpolator { calls.append($0) }
            }
        }, completion: done.handler)
        for t in [0.25, 0.75, 1.25] { go(tempo, to: t) }
        go(tempo, to: 3)
        // Linear over 1 s: whatever the last beat saw, the run ends at progress 1.
        #expect(calls.last == 1)
        #expect(done.results == [true])
    }

    @Test("outside a block an interpolator is never called; in an instant block once with 1")
    func outside() {
        var calls: [Double] = []
        _ = AnimatorDiagnostics.shared
        MotionAnimator.addAnimationInterpolator { calls.append($0) }
        #expect(calls.isEmpty)
        #expect(AnimatorDiagnostics.shared.contains("outside an animation block"))
        let (animator, _, _) = rig()
        animator.animate(with: linear(0)) { MotionAnimator.addAnimationInterpolator { calls.append($0) } }
        #expect(calls == [1])
    }

    @Test("evaluateY keeps the toolbox's golden values (Float control points)")
    func golden() {
        func curve(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> CubicBezier {
            CubicBezier(x1: Double(a), y1: Double(b), x2: Double(c), y2: Double(d))
        }
        #expect(close(curve(0.42, 0, 0.58, 1).evaluateY(forX: 0.25), 0.1291619, 1e-7))
        #expect(close(curve(0.42, 0, 0.58, 1).evaluateY(forX: 0.5), 0.5, 2e-8))
        #expect(close(curve(0.42, 0, 1, 1).evaluateY(forX: 0.5), 0.3153568, 1e-7))
        #expect(close(curve(0, 0, 0.58, 1).evaluateY(forX: 0.5), 0.6846432, 1e-7))
        #expect(close(curve(0.25, 0.1, 0.25, 1).evaluateY(forX: 0.5), 0.8024034, 1e-7))
        #expect(close(curve(0.4, 0, 0.2, 1).evaluateY(forX: 0.5), 0.7755613, 1e-7))
        #expect(curve(0, 0, 1, 1).evaluateY(forX: 0.5) == 0.5)
    }

    @Test("evaluateY is exact where the toolbox returns NaN or wrong values (reference §4.7), against bisection")
    func failingCurves() {
        let curves: [(Double, Double, Double, Double, [Double])] = [
            (0, 0, 1, 1, [0, 1]),
            (0.42, 0, 1, 1, [1]),
            (0, 0, 0.58, 1, [0]),
            (1, 0, 0, 1, [0.47, 0.49, 0.51, 0.53]),
            (0, 0, 0, 1, [0, 0.01, 0.02]),
            (0, 1, 1, 0, [0.5, 0.3]),
            (1, 0, 1, 1, [0.94, 0.97, 0.99]),
        ]
        for (x1, y1, x2, y2, xs) in curves {
            let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            // The end points are the curve's own: exactly 0 and 1.
            #expect(curve.evaluateY(forX: 0) == 0 && curve.evaluateY(forX: 1) == 1)
            for x in xs {
                let y = curve.evaluateY(forX: x)
                #expect(y.isFinite)
                #expect(close(y, bisectionBezier(x1, y1, x2, y2, x: x), 1e-9), "(\(x1), \(y1), \(x2), \(y2)) at \(x): \(y)")
            }
        }
        // Where x′ vanishes at x = 0.5, (1, 0, 0, 1) is point-symmetric about (0.5, 0.5), so y is
        // exactly 0.5 (x-bisection cannot resolve t there: x is flat to the cube).
        #expect(CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).evaluateY(forX: 0.5) == 0.5)
        // The reference's bisection values.
        #expect(close(CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).evaluateY(forX: 0.49), 0.3014, 1e-4))
        #expect(close(CubicBezier(x1: 1, y1: 0, x2: 1, y2: 1).evaluateY(forX: 0.97), 0.7704, 1e-4))
        #expect(close(CubicBezier(x1: 0, y1: 0, x2: 0, y2: 1).evaluateY(forX: 0.01), 0.1192, 1e-4))
    }

    @Test("evaluateY clamps x outside 0…1 (the toolbox extrapolated)")
    func clamped() {
        #expect(CubicBezier.easeInOut.evaluateY(forX: -0.1) == 0)
        #expect(CubicBezier.easeInOut.evaluateY(forX: 1.1) == 1)
    }
}
