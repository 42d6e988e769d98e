import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

@Suite("Explicit animation")
struct ExplicitAnimationTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("the model is set to the destination at once; the presentation runs from the from value")
    func modelAndPresentation() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1), between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40)], layer: layer,
                         keyPath: .position)
        #expect(layer.position == CGPoint(x: 100, y: 40))
        #expect(layer.presentation().position == CGPoint(x: 0, y: 0))
        go(tempo, to: 0.25)
        // Additive: model + (from − to)·(1 − p) = (100, 40) + (−100, −40)·0.75.
        #expect(close(layer.presentation().position.x, 25))
        #expect(close(layer.presentation().position.y, 10))
        #expect(layer.animationKeyPaths == ["position"])
        go(tempo, to: 1)
        #expect(layer.animationKeyPaths.isEmpty)
        #expect(layer.presentation().position == CGPoint(x: 100, y: 40))
    }

    @Test("tracers see the model already set, additive animations with absolute from/to in the description")
    func traceOrder() {
        let (animator, _, layer) = rig()
        var seen: [(Double, AnimationTrace)] = []
        animator.addTracer { target, trace in seen.append(((target as! MotionLayer).position.x, trace)) }
        animator.animate(with: linear(1), between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)], layer: layer,
                         keyPath: .position)
        #expect(seen.count == 1)
        #expect(seen[0].0 == 100)
        #expect(seen[0].1.isAdditive)
        #expect(seen[0].1.keyPath == "position")
        #expect(seen[0].1.description.contains("from CGPoint(x: 0.0, y: 0.0) to CGPoint(x: 100.0, y: 0.0), additive, delay 0.0 s, duration 1.0 s, curve cubic-bezier(0.0, 0.0, 1.0, 1.0)"))
    }

    @Test("additive animations stack: a second one starts where the first shows and the sum ends at the last destination")
    func stacking() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1), between: [0.0, 100.0], layer: layer, keyPath: .x)
        go(tempo, to: 0.5)
        animator.animate(with: linear(1), between: [100.0, 200.0], layer: layer, keyPath: .x)
        // model 200; first: (0 − 100)·(1 − 0.5) = −50; second: (100 − 200)·1 = −100.
        #expect(close(layer.presentation().x, 50))
        go(tempo, to: 1)
        // first ended; second at 0.5: 200 − 100·0.5
        #expect(close(layer.presentation().x, 150))
        #expect(layer.animationKeyPaths == ["position.x"])
    }

    @Test("a non-additive animation replaces the previous one on its key path, whose completion reports false")
    func replacement() {
        let (animator, tempo, layer) = rig()
        let first = Completions(), second = Completions()
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .opacity, completion: first.handler)
        go(tempo, to: 0.5)
        animator.animate(with: linear(1), between: [1.0, 0.0], layer: layer, keyPath: .opacity, completion: second.handler)
        #expect(first.results == [false])
        #expect(layer.animationKeyPaths == ["opacity"])
        #expect(layer.presentation().opacity == 1)
        go(tempo, to: 1.5)
        #expect(second.results == [true])
    }

    @Test("opacity and anchor point are never additive; numbers, points, sizes, rects and transforms are")
    func additivePolicy() {
        let (animator, _, layer) = rig()
        var traces: [String: Bool] = [:]
        animator.addTracer { _, trace in traces[trace.keyPath] = trace.isAdditive }
        let t = linear(1)
        animator.animate(with: t, between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        animator.animate(with: t, between: [CGPoint.zero, CGPoint(x: 1, y: 1)], layer: layer, keyPath: .anchorPoint)
        animator.animate(with: t, between: [MotionColor(white: 0), MotionColor(white: 1)], layer: layer, keyPath: .backgroundColor)
        animator.animate(with: t, between: [0.0, 1.0], layer: layer, keyPath: .shadowOpacity)
        animator.animate(with: t, between: [CGSize.zero, CGSize(width: 1, height: 1)], layer: layer, keyPath: .shadowOffset)
        animator.animate(with: t, between: [CGRect.zero, CGRect(x: 1, y: 2, width: 3, height: 4)], layer: layer, keyPath: .bounds)
        animator.animate(with: t, between: [MotionTransform3D.identity, .scale(2, 2)], layer: layer, keyPath: .transform)
        #expect(traces == ["opacity": false, "anchorPoint": false, "backgroundColor": false, "shadowOpacity": true,
                           "shadowOffset": true, "bounds": true, "transform": true])
        let plain = MotionAnimator(tempo: ManualTempo())
        plain.additive = false
        var additive: Bool?
        plain.addTracer { _, trace in additive = trace.isAdditive }
        plain.animate(with: t, between: [0.0, 1.0], layer: layer, keyPath: .cornerRadius)
        #expect(additive == false)
    }

    @Test("rects are additive componentwise: origin and size deltas shrink to zero")
    func rectAdditive() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1), between: [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                    CGRect(x: 20, y: 40, width: 110, height: 60)],
                         layer: layer, keyPath: .bounds)
        go(tempo, to: 0.5)
        #expect(layer.presentation().bounds == CGRect(x: 10, y: 20, width: 60, height: 35))
    }

    @Test("a transform's delta composes before the model: at the start delta · model is the from value")
    func transformDelta() {
        let (animator, tempo, layer) = rig()
        let from = MotionTransform3D.rotation(z: 0.7).concatenating(.translation(5, -3, 2))
        let to = MotionTransform3D.scale(2, 0.5, 1).concatenating(.rotation(z: -0.4)).concatenating(.translation(10, 20))
        animator.animate(with: linear(1), between: [from, to], layer: layer, keyPath: .transform)
        let start = layer.presentation().transform
        let expected = [from.m11, from.m12, from.m21, from.m22, from.m41, from.m42, from.m43, from.m33]
        let shown = [start.m11, start.m12, start.m21, start.m22, start.m41, start.m42, start.m43, start.m33]
        for (a, b) in zip(shown, expected) { #expect(close(a, b, 1e-12)) }
        #expect(layer.transform == to)
        go(tempo, to: 1)
        #expect(layer.presentation().transform == to)
        // A destination that cannot be inverted animates absolutely, with a diagnostic.
        _ = AnimatorDiagnostics.shared
        animator.animate(with: linear(1), between: [MotionTransform3D.identity, .scale(0, 1)], layer: layer, keyPath: .transform)
        #expect(AnimatorDiagnostics.shared.contains("no additive delta"))
        #expect(layer.presentation().transform == .identity)
    }

    @Test("sub-paths animate their number: rotation turns through the angle, not the matrix")
    func rotationSubPath() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1), between: [0.0, Double.pi], layer: layer, keyPath: .rotation)
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().rotation, Double.pi / 2, 1e-12))
        #expect(close(layer.presentation().scale, 1, 1e-12))
    }

    @Test("beginFromCurrentState: non-additive from the presentation value, additive from the current model value")
    func beginFromCurrentState() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        go(tempo, to: 0.25)
        animator.beginFromCurrentState = true
        var froms: [String] = []
        animator.addTracer { _, trace in froms.append(trace.from) }
        animator.animate(with: linear(1), between: [0.9, 0.5], layer: layer, keyPath: .opacity)
        #expect(froms.count == 1 && close(Double(froms[0]) ?? 0, 0.25))
        #expect(close(layer.presentation().opacity, 0.25))
        layer.x = 10
        animator.animate(with: linear(1), between: [500.0, 20.0], layer: layer, keyPath: .x)
        #expect(froms.last == "10.0")
        #expect(layer.presentation().x == 10)
    }

    @Test("shouldReverseValues swaps the two values")
    func reverse() {
        let (animator, _, layer) = rig()
        animator.shouldReverseValues = true
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        #expect(layer.opacity == 0)
        #expect(layer.presentation().opacity == 1)
    }

    @Test("a typed key path to a built-in property animates it as its name does")
    func typedBuiltIn() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1), between: [0.0, 8.0], layer: layer, keyPath: \.cornerRadius)
        #expect(layer.animationKeyPaths == ["cornerRadius"])
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().cornerRadius, 4))
    }

    @Test("numbers convert between scalar types")
    func coercion() {
        let (animator, _, layer) = rig()
        animator.animate(with: linear(1), between: [Float(0), Float(2)], layer: layer, keyPath: .borderWidth)
        #expect(layer.borderWidth == 2)
        animator.animate(with: linear(1), between: [CGFloat(1), CGFloat(3)], layer: layer, keyPath: .zPosition)
        #expect(layer.zPosition == 3)
    }
}

extension AnimatableKeyPath {
    static let zPosition = AnimatableKeyPath.z
}

@Suite("What the original's tests assert, through traces")
struct TraceParityTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("an additive number animation runs from −1 to 0; an absolute one from its values")
    func additiveValues() {
        let (animator, _, layer) = rig()
        var traces: [AnimationTrace] = []
        animator.addTracer { _, trace in traces.append(trace) }
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .cornerRadius)
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        #expect(traces.map(\.animatedFrom) == ["-1.0", "0.0"])
        #expect(traces.map(\.animatedTo) == ["0.0", "1.0"])
        #expect(traces.map(\.duration) == [1, 1])
    }

    @Test("a spring's velocity of 50 over a displacement of 100 is 0.5; it lasts its settling time and ends then")
    func springTrace() {
        let (animator, tempo, layer) = rig()
        var trace: AnimationTrace?
        animator.addTracer { _, added in trace = added }
        let done = Completions()
        let traits = AnimationTraits(duration: 0.3, timingCurve: .spring(mass: 1, tension: 200, friction: 10, initialVelocity: 50))
        animator.animate(with: traits, between: [0.0, 100.0], layer: layer, keyPath: .x, completion: done.handler)
        #expect(trace?.initialVelocity == 0.5)
        let duration = trace?.duration ?? 0
        #expect(duration > 0.3)
        go(tempo, to: duration - 0.001)
        #expect(done.results.isEmpty)
        go(tempo, to: duration)
        #expect(done.results == [true])
    }
}
