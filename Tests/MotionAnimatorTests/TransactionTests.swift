import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// Transactions, actions off, the frame, additivity per key and the class methods' animator:
/// Core Animation's documented behaviour (a transaction's completion runs once every animation
/// added in it has completed or been removed, at once if none; disabled actions make writes jump;
/// a frame change is a position and a bounds animation), worked out by hand with linear timing.
@Suite("Transactions and actions")
@MainActor
struct TransactionTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("one completion for several calls: called once, after the last animation of any of them ends")
    func transactionCompletion() {
        let (animator, tempo, layer) = rig()
        let other = MotionLayer()
        let calls = Completions(), each = Completions()
        MotionAnimator.withTransaction(completion: calls.handler) {
            animator.animate(with: linear(1), animations: { layer.opacity = 0 }, completion: each.handler)
            animator.animate(with: linear(2), animations: { other.x = 40 }, completion: each.handler)
        }
        go(tempo, to: 1.5)
        #expect(each.results == [true] && calls.results.isEmpty)
        go(tempo, to: 2)
        #expect(each.results == [true, true] && calls.results == [true])
        go(tempo, to: 3)
        #expect(calls.results == [true])
    }

    @Test("the transaction reports false when any of its animations was removed; another animator's count too")
    func transactionFinishedFlag() {
        let (animator, tempo, layer) = rig()
        let second = MotionAnimator(tempo: tempo)
        let calls = Completions()
        MotionAnimator.withTransaction(completion: calls.handler) {
            animator.animate(with: linear(1)) { layer.opacity = 0 }
            second.animate(with: linear(2), between: [0.0, 10.0], layer: layer, keyPath: .cornerRadius)
        }
        go(tempo, to: 0.5)
        second.removeAllAnimations()
        #expect(calls.results.isEmpty)
        go(tempo, to: 1)
        #expect(calls.results == [false])
    }

    @Test("a transaction with nothing to animate completes when its body returns, with true")
    func emptyTransaction() {
        let (animator, _, layer) = rig()
        let calls = Completions()
        let value = MotionAnimator.withTransaction(completion: calls.handler) { () -> Int in
            animator.animate(with: AnimationTraits(duration: 0, timingCurve: nil)) { layer.opacity = 0.3 }
            #expect(calls.results.isEmpty)
            return 7
        }
        #expect(value == 7 && calls.results == [true] && layer.opacity == 0.3)
    }

    @Test("nested transactions: the outer one waits for the inner one's animations")
    func nestedTransactions() {
        let (animator, tempo, layer) = rig()
        let outer = Completions(), inner = Completions()
        MotionAnimator.withTransaction(completion: outer.handler) {
            animator.animate(with: linear(1)) { layer.opacity = 0 }
            MotionAnimator.withTransaction(completion: inner.handler) {
                animator.animate(with: linear(3)) { layer.x = 9 }
            }
        }
        go(tempo, to: 1)
        #expect(outer.results.isEmpty && inner.results.isEmpty)
        go(tempo, to: 3)
        #expect(inner.results == [true] && outer.results == [true])
    }

    @Test("performWithoutAnimation inside a block: those writes jump, the others animate")
    func actionsOffInsideBlock() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1)) {
            layer.opacity = 0
            MotionAnimator.performWithoutAnimation {
                #expect(MotionAnimator.areActionsDisabled)
                layer.cornerRadius = 10
                layer.x = 50
            }
        }
        #expect(!MotionAnimator.areActionsDisabled)
        #expect(layer.animationKeyPaths == ["opacity"])
        go(tempo, to: 0.5)
        let shown = layer.presentation()
        #expect(close(shown.opacity, 0.5) && shown.cornerRadius == 10 && shown.x == 50)
    }

    @Test("a block inside a transaction that disables actions sets its values and completes at once; explicit animations still run")
    func disabledTransaction() {
        let (animator, tempo, layer) = rig()
        let calls = Completions()
        MotionAnimator.withTransaction(disablesActions: true) {
            animator.animate(with: linear(1), animations: { layer.opacity = 0.25 }, completion: calls.handler)
            MotionAnimator.withTransaction {
                animator.animate(with: linear(1)) { layer.borderWidth = 3 }
            }
            animator.animate(with: linear(1), between: [0.0, 8.0], layer: layer, keyPath: .cornerRadius)
        }
        #expect(calls.results == [true])
        #expect(layer.animationKeyPaths == ["cornerRadius"])
        go(tempo, to: 0.25)
        #expect(layer.presentation().opacity == 0.25 && layer.presentation().borderWidth == 3)
        #expect(close(layer.presentation().cornerRadius, 2))
    }

    @Test("disabledActions: one property never animates, a sub-path follows its property, custom properties by name")
    func disabledActionsPerKey() {
        final class Gauge: MotionLayer { @Animatable var level = 0.0 }
        let tempo = ManualTempo()
        let animator = MotionAnimator(tempo: tempo)
        let gauge = Gauge()
        gauge.disabledActions = [.position, AnimatableKeyPath(rawValue: "level")]
        animator.animate(with: linear(1)) {
            gauge.x = 30
            gauge.opacity = 0
            gauge.level = 4
        }
        #expect(gauge.animationKeyPaths == ["opacity"])
        #expect(gauge.presentation().x == 30 && gauge.presentation(of: \.level) == 4)
        gauge.disabledActions = []
        animator.animate(with: linear(1)) { gauge.level = 8 }
        go(tempo, to: 0.5)
        #expect(close(gauge.presentation(of: \.level), 6))
    }

    @Test("frame: derived from position, anchor point and bounds; setting it in a block makes two animations")
    func frame() {
        let (animator, tempo, layer) = rig()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        // Default anchor (0.5, 0.5): origin = position − anchor × size.
        #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        var traces: [AnimationTrace] = []
        animator.addTracer { _, trace in traces.append(trace) }
        animator.additive = false
        animator.animate(with: linear(1)) { layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100) }
        #expect(traces.map(\.keyPath) == ["position", "bounds"])
        #expect(layer.animationKeyPaths == ["position", "bounds"])
        #expect(layer.position == CGPoint(x: 100, y: 50) && layer.bounds.size == CGSize(width: 200, height: 100))
        go(tempo, to: 0.5)
        let shown = layer.presentation()
        #expect(close(shown.position.x, 100) && close(shown.position.y, 75))
        #expect(close(shown.bounds.width, 150) && close(shown.bounds.height, 75))
        layer.anchorPoint = .zero
        layer.frame = CGRect(x: 5, y: 6, width: 10, height: 20)
        #expect(layer.position == CGPoint(x: 5, y: 6) && layer.frame == CGRect(x: 5, y: 6, width: 10, height: 20))
        layer.frame = CGRect(x: Double.nan, y: 0, width: 1, height: 1)
        #expect(layer.position == CGPoint(x: 5, y: 6))
    }

    @Test("additivePolicy(forKey:): defaults per key and type, overridden per layer and key")
    func additivityPerKey() {
        final class Gauge: MotionLayer { @Animatable var level = 0.0 }
        let (animator, tempo, layer) = rig()
        #expect(layer.additivePolicy(forKey: .opacity) == .never)
        #expect(layer.additivePolicy(forKey: .anchorPoint) == .never)
        #expect(layer.additivePolicy(forKey: .backgroundColor) == .never)
        #expect(layer.additivePolicy(forKey: .position) == .componentwise)
        #expect(layer.additivePolicy(forKey: .transform) == .composed)
        #expect(layer.additivePolicy(forKey: AnimatableKeyPath(rawValue: "nothing")) == .never)

        layer.additivityOverrides = [.position: false, .opacity: true, .backgroundColor: true]
        #expect(layer.additivePolicy(forKey: .position) == .never && layer.additivePolicy(forKey: .x) == .never)
        #expect(layer.additivePolicy(forKey: .opacity) == .componentwise)
        #expect(layer.additivePolicy(forKey: .backgroundColor) == .never)

        var traces: [AnimationTrace] = []
        animator.addTracer { _, trace in traces.append(trace) }
        animator.animate(with: linear(1)) {
            layer.x = 100
            layer.opacity = 0
        }
        #expect(traces.map(\.isAdditive) == [false, true])
        // Position (overridden to absolute) and opacity (overridden to additive) both reach halfway.
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().x, 50) && close(layer.presentation().opacity, 0.5))

        let gauge = Gauge()
        gauge.level = 1
        #expect(gauge.additivePolicy(forKey: AnimatableKeyPath(rawValue: "level")) == .componentwise)
        gauge.additivityOverrides[AnimatableKeyPath(rawValue: "level")] = false
        traces.removeAll()
        animator.animate(with: linear(1)) { gauge.level = 3 }
        #expect(traces.map(\.isAdditive) == [false])
    }

    @Test("the UIKit class methods return their animator, and configuringClassMethodAnimators sets it up first")
    func classMethodAnimator() {
        withDefaultTempo { tempo in
            let layer = MotionLayer()
            var traced: [String] = []
            let animator = MotionAnimator.configuringClassMethodAnimators({ animator in
                animator.addTracer { _, trace in traced.append(trace.keyPath) }
                animator.timeScaleFactor = 2
            }) {
                MotionAnimator.animate(withDuration: 1, delay: 0, options: .curveLinear) { layer.opacity = 0 }
            }
            #expect(traced == ["opacity"])
            #expect(animator.runningAnimationCount == 1 && animator.timeScaleFactor == 2)
            go(tempo, to: 1)
            #expect(close(layer.presentation().opacity, 0.5))
            let plain = MotionAnimator.animate(withDuration: 1) { layer.cornerRadius = 3 }
            #expect(plain.timeScaleFactor == 1 && plain.runningAnimationCount == 1)
        }
    }
}

/// A layer with a plain stored property that animates through an inferred action.
final class Dial: MotionLayer {
    var angle = 0.0 {
        didSet {
            MotionAnimator.action(for: self, forKey: AnimatableKeyPath(rawValue: "angle"))?
                .add(to: self, keyPath: \.angle, from: oldValue)
        }
    }
}

@Suite("Custom property actions")
@MainActor
struct AnimationActionTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("preset answers for the built-in keys only, inferred for any key; nil outside a block, in an instant one or with actions off")
    func styles() {
        let (animator, _, layer) = rig()
        #expect(MotionAnimator.action(for: layer, forKey: .position) == nil)
        var seen: [Bool] = []
        animator.animate(with: linear(0.4, delay: 0.1)) {
            seen.append(MotionAnimator.action(for: layer, forKey: .position, style: .preset) != nil)
            seen.append(MotionAnimator.action(for: layer, forKey: AnimatableKeyPath(rawValue: "angle"), style: .preset) != nil)
            let inferred = MotionAnimator.action(for: layer, forKey: AnimatableKeyPath(rawValue: "angle"))
            seen.append(inferred != nil)
            #expect(inferred?.traits.duration == 0.4 && inferred?.traits.delay == 0.1 && inferred?.isAdditive == true)
            #expect(MotionAnimator.action(for: layer, forKey: .opacity, style: .preset)?.isAdditive == false)
            MotionAnimator.shiftAnimationsTiming(speed: 2) {
                #expect(MotionAnimator.action(for: layer, forKey: .position)?.shifts == [AnimationTiming(speed: 2)])
            }
            MotionAnimator.performWithoutAnimation {
                seen.append(MotionAnimator.action(for: layer, forKey: .position) != nil)
            }
        }
        animator.animate(with: AnimationTraits(duration: 0, timingCurve: nil)) {
            seen.append(MotionAnimator.action(for: layer, forKey: .position) != nil)
        }
        #expect(seen == [true, false, true, false, false])
    }

    @Test("an inferred action animates a plain property with the block's timing and joins its completion")
    func inferredAnimates() {
        let tempo = ManualTempo()
        let animator = MotionAnimator(tempo: tempo)
        let dial = Dial()
        let calls = Completions()
        animator.animate(with: linear(2), animations: {
            dial.angle = 10
            dial.angle = 40
            dial.opacity = 0
        }, completion: calls.handler)
        // Additive, from the value before the block (0) to the last one (40).
        #expect(dial.angle == 0)
        go(tempo, to: 1)
        #expect(close(dial.angle, 20) && close(dial.presentation().opacity, 0.5))
        go(tempo, to: 2)
        #expect(dial.angle == 40 && calls.results == [true])
        dial.angle = 5
        #expect(dial.angle == 5 && animator.runningAnimationCount == 0)
    }
}
