import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

@Suite("Animator bad input")
struct AnimatorBadInputTests {
    init() { _ = AnimatorDiagnostics.shared }

    private func finite(_ p: LayerProperties) -> Bool {
        [p.opacity, p.x, p.y, p.width, p.height, p.cornerRadius, p.rotation, p.scale].allSatisfy(\.isFinite)
    }

    @Test("non-finite or negative durations and delays become 0 (instant, no delay) with a diagnostic")
    func traitsSpans() {
        for (duration, delay) in [(Double.nan, 0.0), (-1, 0), (.infinity, 0), (1, -2), (1, .nan)] {
            let (animator, tempo, layer) = rig()
            let done = Completions()
            animator.animate(with: AnimationTraits(delay: delay, duration: duration, timingCurve: .bezier(.linear)),
                             between: [0.0, 1.0], layer: layer, keyPath: .x, completion: done.handler)
            go(tempo, to: 0.5)
            #expect(finite(layer.presentation()))
            #expect(layer.x == 1)
        }
        #expect(AnimatorDiagnostics.shared.contains("AnimationTraits"))
    }

    @Test("a negative or non-finite time scale counts as 1, with a diagnostic")
    func scales() {
        for scale in [-2, Double.nan, .infinity] {
            let (animator, tempo, layer) = rig()
            animator.timeScaleFactor = scale
            animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
            go(tempo, to: 0.5)
            #expect(close(layer.presentation().opacity, 0.5))
        }
        #expect(AnimatorDiagnostics.shared.contains("timeScaleFactor", "using 1"))
    }

    @Test("bad shift fields are ignored with a diagnostic")
    func shifts() {
        for shift in [AnimationTiming(speed: 0), AnimationTiming(speed: -1), AnimationTiming(speed: .nan),
                      AnimationTiming(beginTime: -1), AnimationTiming(duration: 0), AnimationTiming(timeOffset: .infinity),
                      AnimationTiming(repeating: .byCount(-3)), AnimationTiming(repeating: .byDuration(.nan))] {
            let (animator, tempo, layer) = rig()
            layer.opacity = 0
            animator.animate(with: linear(1)) {
                MotionAnimator.shiftAnimationsTiming(by: shift) { layer.opacity = 1 }
            }
            go(tempo, to: 0.5)
            #expect(close(layer.presentation().opacity, 0.5), "\(shift)")
        }
        #expect(AnimatorDiagnostics.shared.contains("AnimationTiming speed", "ignored"))
        #expect(AnimatorDiagnostics.shared.contains("AnimationTiming repeat count"))
    }

    @Test("between: with 0, 1 or 3 values: nothing (false), set at once (true), first and last")
    func valueCounts() {
        let (animator, tempo, layer) = rig()
        let none = Completions(), one = Completions(), three = Completions()
        animator.animate(with: linear(1), between: [Double](), layer: layer, keyPath: .x, completion: none.handler)
        #expect(none.results == [false])
        animator.animate(with: linear(1), between: [7.0], layer: layer, keyPath: .x, completion: one.handler)
        #expect(one.results == [true])
        #expect(layer.presentation().x == 7)
        animator.animate(with: linear(1), between: [0.0, 5.0, 10.0], layer: layer, keyPath: .y, completion: three.handler)
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().y, 5))
        #expect(AnimatorDiagnostics.shared.contains("between: takes two values, got 3"))
    }

    @Test("a value type the key path does not take, or an unknown key path: nothing changes, completion false")
    func wrongTypes() {
        let (animator, _, layer) = rig()
        let wrong = Completions(), unknown = Completions()
        animator.animate(with: linear(1), between: [CGPoint.zero, CGPoint(x: 1, y: 1)], layer: layer, keyPath: .opacity,
                         completion: wrong.handler)
        #expect(wrong.results == [false])
        #expect(layer.opacity == 1)
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: AnimatableKeyPath(rawValue: "glow"),
                         completion: unknown.handler)
        #expect(unknown.results == [false])
        #expect(AnimatorDiagnostics.shared.contains("opacity animates Double values, not CGPoint"))
        #expect(AnimatorDiagnostics.shared.contains("\"glow\" is not an animatable layer key path"))
    }

    @Test("non-finite values never reach a model or presentation value")
    func nonFiniteValues() {
        let (animator, tempo, layer) = rig()
        let done = Completions()
        animator.animate(with: linear(1), between: [0.0, Double.nan], layer: layer, keyPath: .x, completion: done.handler)
        animator.animate(with: linear(1), between: [Double.infinity, 4], layer: layer, keyPath: .y, completion: done.handler)
        layer.cornerRadius = .nan
        layer.position = CGPoint(x: Double.nan, y: 1)
        go(tempo, to: 0.5)
        #expect(finite(layer.presentation()))
        #expect(finite(layer.model))
        #expect(done.results == [false, false])
        #expect(AnimatorDiagnostics.shared.contains("refused"))
    }

    @Test("a custom property type the policy does not know animates absolutely")
    func unknownType() {
        let (animator, tempo, layer) = rig()
        final class Dial: MotionLayer { @Animatable var setting = Notch(index: 0) }
        let dial = Dial()
        var additive: Bool?
        animator.addTracer { _, trace in additive = trace.isAdditive }
        animator.animate(with: linear(1)) { dial.setting = Notch(index: 10) }
        #expect(additive == false)
        go(tempo, to: 0.5)
        #expect(close(dial.presentation(of: \.setting).index, 5))
        _ = layer
    }
}

/// A user type that lists its components and leaves additivity at `.never`.
struct Notch: AnimatorValue, MotionComposite, Equatable {
    var index: Double
    static var additivity: AnimatorAdditivity { .never }
    static var neutralDelta: Notch { Notch(index: 0) }
    static var motionComponents: [ValueComponent<Notch>] { [ValueComponent("index", \.index)] }
}

@Suite("Finiteness of transforms")
struct TransformFinitenessTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("a transform is finite exactly when its 16 elements are, even near the largest Double")
    func finiteness() {
        var big = MotionTransform3D.identity
        (big.m11, big.m22, big.m33, big.m44) = (.greatestFiniteMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1)
        #expect(big.isFiniteValue)
        for index in 0..<16 {
            for bad in [Double.nan, .infinity, -.infinity] {
                var elements = Array(repeating: 1.0, count: 16)
                elements[index] = bad
                let t = MotionTransform3D(rows: SIMD4(elements[0], elements[1], elements[2], elements[3]),
                                          SIMD4(elements[4], elements[5], elements[6], elements[7]),
                                          SIMD4(elements[8], elements[9], elements[10], elements[11]),
                                          SIMD4(elements[12], elements[13], elements[14], elements[15]))
                #expect(!t.isFiniteValue, "element \(index) = \(bad)")
            }
        }
    }
}
