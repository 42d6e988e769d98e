import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

@Suite("Springs, velocity and time scale")
struct SpringAndScaleTests {
    init() { _ = AnimatorDiagnostics.shared }
    /// Tension 200, friction 10, mass 1: under-damped (ζ ≈ 0.354).
    private let spring = SpringTimingCurve(mass: 1, tension: 200, friction: 10)

    private func springTraits(velocity: Double) -> AnimationTraits {
        AnimationTraits(duration: 0.3, timingCurve: .spring(SpringTimingCurve(mass: 1, tension: 200, friction: 10,
                                                                             initialVelocity: velocity)))
    }

    /// Progress of the spring released at −1 with normalized velocity `v`, by the closed form.
    private func progress(_ t: Double, v: Double) -> Double {
        1 + springDisplacement(mass: 1, stiffness: 200, damping: 10, x0: -1, v0: v, t: t)
    }

    @Test("an absolute velocity is divided by the displacement: +200/s over −100 is −2 per second")
    func numberNormalization() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: springTraits(velocity: 200), between: [100.0, 0.0], layer: layer, keyPath: .x)
        for t in [0.05, 0.1, 0.3, 0.7] {
            go(tempo, to: t)
            // value = from + (to − from)·progress = 100 − 100·progress
            #expect(close(layer.presentation().x, 100 - 100 * progress(t, v: -2), 1e-9))
        }
    }

    @Test("points pick the dominant axis; a tie picks y")
    func pointRules() {
        let (animator, tempo, layer) = rig()
        // dx = 40, dy = −50 ⇒ y dominates: Δ = −50, v = 100 / −50 = −2.
        animator.animate(with: springTraits(velocity: 100), between: [CGPoint.zero, CGPoint(x: 40, y: -50)],
                         layer: layer, keyPath: .position)
        go(tempo, to: 0.1)
        #expect(close(layer.presentation().position.x, 40 * progress(0.1, v: -2), 1e-9))
        let (tieAnimator, tieTempo, tieLayer) = rig()
        // dx = 30, dy = −30: tie ⇒ y: Δ = −30, v = 60 / −30 = −2.
        tieAnimator.animate(with: springTraits(velocity: 60), between: [CGPoint.zero, CGPoint(x: 30, y: -30)],
                            layer: tieLayer, keyPath: .position)
        go(tieTempo, to: 0.1)
        #expect(close(tieLayer.presentation().position.x, 30 * progress(0.1, v: -2), 1e-9))
    }

    @Test("rects: origin.x unless origin.y, width or height change strictly more")
    func rectRules() {
        #expect(CGRect(x: 0, y: 0, width: 0, height: 0).dominantDisplacement(to: CGRect(x: 5, y: -5, width: 5, height: 2)) == 5)
        #expect(CGRect.zero.dominantDisplacement(to: CGRect(x: 5, y: -6, width: 6, height: 2)) == -6)
        #expect(CGRect.zero.dominantDisplacement(to: CGRect(x: 1, y: 2, width: 3, height: -4)) == -4)
        #expect(CGSize.zero.dominantDisplacement(to: CGSize(width: 3, height: -3)) == -3)
        #expect(CGSize.zero.dominantDisplacement(to: CGSize(width: 4, height: -3)) == 4)
    }

    @Test("a displacement of 1e-5 or less takes no velocity")
    func tinyDisplacement() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: springTraits(velocity: 500), between: [0.0, 0.00001], layer: layer, keyPath: .x)
        go(tempo, to: 0.1)
        #expect(close(layer.presentation().x, 0.00001 * progress(0.1, v: 0), 1e-15))
    }

    @Test("a spring lasts until it settles: within 0.001 of the distance (and of ω₀ × the distance in speed) from then on, not long after")
    func settling() {
        let (animator, tempo, layer) = rig()
        let done = Completions()
        animator.animate(with: springTraits(velocity: 0), between: [0.0, 1.0], layer: layer, keyPath: .x, completion: done.handler)
        var step = 0
        while done.results.isEmpty && step < 10_000 {
            step += 1
            go(tempo, to: Double(step) / 1000)
        }
        let end = Double(step) / 1000
        #expect(done.results == [true])
        for k in 0..<3000 {
            let t = end + Double(k) / 1000
            #expect(abs(progress(t, v: 0) - 1) <= 0.001 + 1e-9)
        }
        // Displacement, and speed over ω₀ by a central difference of the closed form.
        func unsettled(_ t: Double) -> Double {
            let h = 1e-6
            let speed = (progress(t + h, v: 0) - progress(t - h, v: 0)) / (2 * h)
            return max(abs(progress(t, v: 0) - 1), abs(speed) / 200.0.squareRoot())
        }
        let before = (1...30).map { unsettled(end - Double($0) / 1000) }.max() ?? 0
        #expect(before > 0.00095)
    }

    @Test("a generator keeps its normalized velocity and lasts its settling time")
    func generator() {
        let (animator, tempo, layer) = rig()
        let generator = SpringTimingCurveGenerator(duration: 0.5, dampingRatio: 0.5, initialVelocity: 3)
        let curve = generator.springTimingCurve()
        animator.animate(with: AnimationTraits(duration: 10, timingCurve: .springGenerator(generator)),
                         between: [0.0, 10.0], layer: layer, keyPath: .x)
        for t in [0.05, 0.2] {
            go(tempo, to: t)
            let expected = 1 + springDisplacement(mass: 1, stiffness: curve.tension, damping: curve.friction, x0: -1, v0: 3, t: t)
            #expect(close(layer.presentation().x, 10 * expected, 1e-9))
        }
        go(tempo, to: 3)
        #expect(layer.animationKeyPaths.isEmpty)   // settled long before the traits' 10 s
    }

    @Test("timeScaleFactor scales delays, durations and springs alike")
    func timeScale() {
        for traits in [linear(1, delay: 0.5), springTraits(velocity: 50)] {
            let (one, tempoOne, layerOne) = rig()
            let (two, tempoTwo, layerTwo) = rig()
            two.timeScaleFactor = 2
            one.animate(with: traits, between: [0.0, 10.0], layer: layerOne, keyPath: .x)
            two.animate(with: traits, between: [0.0, 10.0], layer: layerTwo, keyPath: .x)
            for t in [0.25, 0.6, 0.9, 1.2] {
                go(tempoOne, to: t)
                go(tempoTwo, to: 2 * t)
                #expect(close(layerOne.presentation().x, layerTwo.presentation().x, 1e-9))
            }
        }
    }

    @Test("a scope overrides the animators' time scale for what it creates; nil restores theirs")
    func scopedScale() {
        let (animator, tempo, layer) = rig()
        MotionAnimator.withTimeScaleFactor(4) {
            animator.animate(with: linear(1), between: [0.0, 8.0], layer: layer, keyPath: .x)
            MotionAnimator.withTimeScaleFactor(nil) {
                animator.animate(with: linear(1), between: [0.0, 8.0], layer: layer, keyPath: .y)
            }
        }
        go(tempo, to: 1)
        #expect(close(layer.presentation().x, 2))
        #expect(layer.presentation().y == 8)
    }
}
