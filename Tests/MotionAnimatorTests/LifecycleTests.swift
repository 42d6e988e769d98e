import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// A layer subclass with custom animatable properties.
final class Gauge: MotionLayer {
    @Animatable var level = 0.0
    @Animatable var tint = MotionColor(white: 0)
    @Animatable var needle = CGPoint.zero
}

/// A plain object animated through typed key paths.
final class Sprite {
    var scale = 1.0
    var writes = 0
    var origin = CGPoint.zero {
        didSet { writes += 1 }
    }
}

@Suite("Completion, removal and custom properties")
struct LifecycleTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("removeAllAnimations: values jump to the model, completions report false, other animators untouched")
    func removeAll() {
        let (animator, tempo, layer) = rig()
        let other = MotionAnimator(tempo: tempo)
        let mine = Completions(), theirs = Completions()
        animator.animate(with: linear(1), between: [0.0, 10.0], layer: layer, keyPath: .x, completion: mine.handler)
        other.animate(with: linear(1), between: [0.0, 10.0], layer: layer, keyPath: .y, completion: theirs.handler)
        go(tempo, to: 0.5)
        animator.removeAllAnimations()
        #expect(mine.results == [false])
        #expect(layer.presentation().x == 10)
        #expect(close(layer.presentation().y, 5))
        go(tempo, to: 1)
        #expect(theirs.results == [true])
    }

    @Test("stopAllAnimations commits what shows (stacked animations' sum) to the model")
    func stopAll() {
        let (animator, tempo, layer) = rig()
        let done = Completions()
        animator.animate(with: linear(1), between: [0.0, 100.0], layer: layer, keyPath: .x, completion: done.handler)
        go(tempo, to: 0.5)
        animator.animate(with: linear(1), between: [100.0, 200.0], layer: layer, keyPath: .x)
        go(tempo, to: 0.75)
        let shown = layer.presentation().x   // 200 − 100·0.25 − 100·0.75 = 100
        #expect(close(shown, 100))
        animator.stopAllAnimations()
        #expect(close(layer.x, 100))
        #expect(layer.animationKeyPaths.isEmpty)
        #expect(done.results == [false])
    }

    @Test("a completion may animate again and may remove everything")
    func reentrantCompletion() {
        let (animator, tempo, layer) = rig()
        var chained = false
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .x) { _ in
            animator.animate(with: linear(1), between: [1.0, 2.0], layer: layer, keyPath: .x) { finished in
                chained = finished
            }
            animator.animate(with: linear(1), between: [0.0, 5.0], layer: layer, keyPath: .y) { _ in }
            animator.removeAllAnimations()
        }
        go(tempo, to: 1)
        #expect(chained == false)
        #expect(layer.animationKeyPaths.isEmpty)
        #expect(layer.x == 2 && layer.y == 5)
    }

    @Test("a tracer may animate; its animation is traced too")
    func reentrantTracer() {
        let (animator, _, layer) = rig()
        var traced: [String] = []
        animator.addTracer { _, trace in
            traced.append(trace.keyPath)
            if trace.keyPath == "position.x" {
                animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
            }
        }
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .x)
        #expect(traced == ["position.x", "opacity"])
    }

    @Test("a layer freed mid-animation ends its animations with false; nothing crashes")
    func freedLayer() {
        let tempo = ManualTempo()
        let animator = MotionAnimator(tempo: tempo)
        let done = Completions()
        var layer: MotionLayer? = MotionLayer()
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer!, keyPath: .x, completion: done.handler)
        weak let weakLayer = layer
        layer = nil
        #expect(weakLayer == nil)
        go(tempo, to: 0.1)
        #expect(done.results == [false])
        #expect(animator.runningAnimationCount == 0)
    }

    @Test("@Animatable properties animate implicitly, additively by type (not colours), and explicitly")
    func customProperties() {
        let (animator, tempo, _) = rig()
        let gauge = Gauge()
        var additive: [String: Bool] = [:]
        animator.addTracer { _, trace in additive[trace.keyPath] = trace.isAdditive }
        animator.animate(with: linear(1)) {
            gauge.level = 10
            gauge.tint = MotionColor(white: 1)
        }
        #expect(gauge.level == 10)
        #expect(additive.count == 2 && additive.values.filter { $0 }.count == 1)
        #expect(additive == ["level": true, "tint": false])
        #expect(gauge.animationKeyPaths == ["level", "tint"])
        go(tempo, to: 0.25)
        #expect(close(gauge.presentation(of: \.level), 2.5))
        #expect(close(gauge.presentation(of: \.tint).red, 0.25))
        animator.animate(with: linear(1), between: [CGPoint(x: 4, y: 0), CGPoint(x: 8, y: 0)], layer: gauge, keyPath: \.needle)
        #expect(gauge.needle == CGPoint(x: 8, y: 0))
        go(tempo, to: 0.75)
        #expect(close(gauge.presentation(of: \.needle).x, 6))
        gauge.level = .nan
        #expect(gauge.level == 10)
    }

    @Test("a typed key path of any object: the property holds the presentation, the animator the model")
    func typedTarget() {
        let (animator, tempo, _) = rig()
        let sprite = Sprite()
        let done = Completions()
        animator.animate(with: linear(1), between: [CGPoint.zero, CGPoint(x: 10, y: 0)], target: sprite,
                         keyPath: \.origin, completion: done.handler)
        #expect(sprite.origin == .zero)
        go(tempo, to: 0.5)
        #expect(close(sprite.origin.x, 5))
        animator.animate(with: linear(1), between: [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)], target: sprite, keyPath: \.origin)
        // Stacked: 20 − 10·0.5 − 10·1.
        #expect(close(sprite.origin.x, 5))
        go(tempo, to: 1.5)
        #expect(sprite.origin == CGPoint(x: 20, y: 0))
        #expect(done.results == [true])
        let writes = sprite.writes
        go(tempo, to: 2)
        #expect(sprite.writes == writes)   // no beats after the end
    }

    @Test("a typed target freed mid-animation ends with false")
    func freedTarget() {
        let (animator, tempo, _) = rig()
        let done = Completions()
        var sprite: Sprite? = Sprite()
        animator.animate(with: linear(1), between: [1.0, 2.0], target: sprite!, keyPath: \.scale, completion: done.handler)
        sprite = nil
        go(tempo, to: 0.5)
        #expect(done.results == [false])
    }
}

@Suite("Typed key paths: writes on add")
struct TypedTargetWriteTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("a non-additive animation added after a beat at the same time shows its from value at once")
    func writesOnAdd() {
        let (animator, tempo, _) = rig()
        animator.additive = false
        let sprite = Sprite()
        animator.animate(with: linear(1), between: [0.0, 10.0], target: sprite, keyPath: \.scale)
        go(tempo, to: 0.5)
        #expect(close(sprite.scale, 5))
        animator.animate(with: linear(1), between: [100.0, 200.0], target: sprite, keyPath: \.scale)
        #expect(sprite.scale == 100)
    }

    @Test("explicit animations with a non-finite value leave the model as it was")
    func nonFiniteLeavesModel() {
        let (animator, _, layer) = rig()
        layer.y = 3
        let done = Completions()
        animator.animate(with: linear(1), between: [Double.infinity, 4], layer: layer, keyPath: .y, completion: done.handler)
        #expect(layer.y == 3)
        #expect(done.results == [false])
    }
}
