import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

@Suite("Implicit animation")
struct ImplicitAnimationTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("writes in a block animate from the value before the write; writes outside just set")
    func blockWrites() {
        let (animator, tempo, layer) = rig()
        layer.opacity = 0.2
        #expect(layer.animationKeyPaths.isEmpty)
        animator.animate(with: linear(1)) { layer.opacity = 1 }
        #expect(layer.opacity == 1)
        #expect(close(layer.presentation().opacity, 0.2))
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().opacity, 0.6))
    }

    @Test("a property written twice in a block gets one animation, from before the block to the final value")
    func coalescing() {
        let (animator, tempo, layer) = rig()
        var traces: [AnimationTrace] = []
        animator.addTracer { _, trace in traces.append(trace) }
        animator.animate(with: linear(1)) {
            layer.position = CGPoint(x: 50, y: 0)
            layer.position = CGPoint(x: 100, y: 0)
        }
        #expect(traces.count == 1)
        #expect(traces.first?.from == "\(CGPoint.zero)")
        #expect(layer.presentation().position == .zero)
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().position.x, 50))
    }

    @Test("a sub-path write animates its whole property, once per block")
    func subPathEvents() {
        let (animator, _, layer) = rig()
        animator.animate(with: linear(1)) {
            layer.x = 10
            layer.y = 20
            layer.width = 30
            layer.rotation = 1
        }
        #expect(layer.animationKeyPaths == ["position", "bounds", "transform"])
    }

    @Test("nested blocks use their own traits; the outer block's writes keep the outer traits")
    func nesting() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1)) {
            layer.opacity = 0
            animator.animate(with: linear(4)) { layer.cornerRadius = 8 }
            layer.borderWidth = 2
        }
        go(tempo, to: 0.5)
        let shown = layer.presentation()
        #expect(close(shown.opacity, 0.5))
        #expect(close(shown.cornerRadius, 1))
        #expect(close(shown.borderWidth, 1))
    }

    @Test("instant traits, a nil curve or time scale 0: the block runs once, values set, completion true at once")
    func instant() {
        for (traits, scale) in [(linear(0), 1.0), (AnimationTraits(duration: 1, timingCurve: nil), 1), (linear(1), 0)] {
            let (animator, _, layer) = rig()
            animator.timeScaleFactor = scale
            var runs = 0
            let done = Completions()
            animator.animate(with: traits, animations: {
                runs += 1
                layer.opacity = 0.3
            }, completion: done.handler)
            #expect(runs == 1)
            #expect(done.results == [true])
            #expect(layer.animationKeyPaths.isEmpty)
            #expect(layer.presentation().opacity == 0.3)
        }
    }

    @Test("a block that writes nothing completes at once with true")
    func empty() {
        let (animator, _, _) = rig()
        let done = Completions()
        animator.animate(with: linear(1), animations: {}, completion: done.handler)
        #expect(done.results == [true])
    }

    @Test("one completion per call, after every animation it made has ended")
    func completionWaitsForAll() {
        let (animator, tempo, layer) = rig()
        let done = Completions()
        animator.animate(with: linear(1), animations: {
            layer.opacity = 0
            MotionAnimator.shiftAnimationsTiming(beginTime: 1) { layer.cornerRadius = 4 }
        }, completion: done.handler)
        go(tempo, to: 1)
        #expect(done.results.isEmpty)
        go(tempo, to: 2)
        #expect(done.results == [true])
    }

    @Test("additive double animation in a block by the original's rule is gone: at t = 0 the property shows its original value")
    func doubleAssignmentStart() {
        let (animator, _, layer) = rig()
        layer.x = 10
        animator.animate(with: linear(1)) {
            layer.x = 40
            layer.x = 100
        }
        #expect(close(layer.presentation().x, 10))
    }

    @Test("with beginFromCurrentState an implicit non-additive animation starts from what shows")
    func implicitCurrentState() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1)) { layer.opacity = 0 }
        go(tempo, to: 0.5)
        animator.beginFromCurrentState = true
        animator.animate(with: linear(1)) { layer.opacity = 1 }
        #expect(close(layer.presentation().opacity, 0.5))
        go(tempo, to: 1)
        #expect(close(layer.presentation().opacity, 0.75))
    }

    @Test("UIKit's linear option is linear; ease-in is (0.42, 0, 1, 1)")
    @MainActor
    func uikitCurves() {
        withDefaultTempo { tempo in
            let layer = MotionLayer()
            layer.opacity = 0
            MotionAnimator.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { layer.opacity = 1 })
            let other = MotionLayer()
            other.opacity = 0
            MotionAnimator.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { other.opacity = 1 })
            go(tempo, to: 0.5)
            #expect(close(layer.presentation().opacity, 0.5, 1e-12))
            #expect(close(other.presentation().opacity, bisectionBezier(0.42, 0, 1, 1, x: 0.5), 1e-9))
            #expect(AnimationOptions.curveLinear.curve == .linear)
            #expect(AnimationOptions([.curveEaseOut, .beginFromCurrentState]).curve == .easeOut)
        }
    }

    @Test("UIKit's repeat and autoreverse options repeat forever")
    @MainActor
    func uikitRepeat() {
        withDefaultTempo { tempo in
            let layer = MotionLayer()
            layer.opacity = 0
            let done = Completions()
            MotionAnimator.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                                   animations: { layer.opacity = 1 }, completion: done.handler)
            go(tempo, to: 101.25)
            #expect(close(layer.presentation().opacity, 0.75, 1e-9))
            #expect(done.results.isEmpty)
        }
    }
}

@Suite("UIKit spring form and shifted explicit animations")
struct SpringFormTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("the spring form's velocity is absolute: each animation divides it by its own displacement")
    @MainActor
    func springForm() {
        withDefaultTempo { tempo in
            let layer = MotionLayer()
            MotionAnimator.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 400,
                                   options: [], animations: { layer.x = 200 })
            let spring = SpringTimingCurveGenerator(duration: 0.5, dampingRatio: 0.5).springTimingCurve()
            go(tempo, to: 0.1)
            // Δ = 200, so the normalized velocity is 400 / 200 = 2 per second.
            let progress = 1 + springDisplacement(mass: 1, stiffness: spring.tension, damping: spring.friction, x0: -1, v0: 2, t: 0.1)
            #expect(close(layer.presentation().x, 200 * progress, 1e-9))
        }
    }

    @Test("an explicit animation made inside a shift in a block is shifted too")
    func shiftedExplicit() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1)) {
            MotionAnimator.shiftAnimationsTiming(beginTime: 1, fillMode: .backwards) {
                animator.animate(with: linear(1), between: [0.0, 10.0], layer: layer, keyPath: .cornerRadius)
            }
        }
        go(tempo, to: 0.5)
        #expect(layer.presentation().cornerRadius == 0)
        go(tempo, to: 1.5)
        #expect(close(layer.presentation().cornerRadius, 5))
    }
}
