import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// A layer's own timing, per-animation fill and removal, and looking at a layer's animations, against
/// Core Animation's documented model: local time = (parent − beginTime) × speed + timeOffset; pausing
/// is speed 0 with the offset at the paused time; `isRemovedOnCompletion = false` with a forwards fill
/// keeps the end state. Expected values are worked out by hand with linear timing.
@Suite("Layer timing")
@MainActor
struct LayerTimingTests {
    init() { _ = AnimatorDiagnostics.shared }
    /// A non-additive animator on a manual tempo, and a layer.
    func absoluteRig() -> (MotionAnimator, ManualTempo, MotionLayer) {
        let (animator, tempo, layer) = rig()
        animator.additive = false
        return (animator, tempo, layer)
    }

    @Test("speed 2 plays a layer's animations twice as fast, and they end at half the clock time")
    func speed() {
        let (animator, tempo, layer) = absoluteRig()
        layer.speed = 2
        let calls = Completions()
        animator.animate(with: linear(1), between: [0.0, 10.0], layer: layer, keyPath: .cornerRadius, completion: calls.handler)
        go(tempo, to: 0.25)
        #expect(close(layer.presentation().cornerRadius, 5))
        go(tempo, to: 0.5)
        #expect(calls.results == [true] && animator.runningAnimationCount == 0)
    }

    @Test("the pause and resume recipe: the animation holds where it was and goes on for what is left")
    func pauseAndResume() {
        let (animator, tempo, layer) = absoluteRig()
        let calls = Completions()
        animator.animate(with: linear(2), between: [0.0, 8.0], layer: layer, keyPath: .cornerRadius, completion: calls.handler)
        go(tempo, to: 0.5)
        layer.pauseAnimations(atClockTime: tempo.currentTime)
        #expect(layer.speed == 0 && close(layer.timeOffset, 0.5))
        go(tempo, to: 3)
        #expect(close(layer.presentation().cornerRadius, 2) && calls.results.isEmpty)
        layer.resumeAnimations(atClockTime: tempo.currentTime)
        #expect(close(layer.presentation().cornerRadius, 2))
        go(tempo, to: 3.5)
        #expect(close(layer.presentation().cornerRadius, 4))
        go(tempo, to: 4.4)
        #expect(calls.results.isEmpty)
        go(tempo, to: 4.5)
        #expect(calls.results == [true])
    }

    @Test("a time offset set while running jumps ahead; a begin time set while running holds back")
    func offsetAndBegin() {
        let (animator, tempo, layer) = absoluteRig()
        let ahead = Completions(), behind = Completions()
        animator.animate(with: linear(2), between: [0.0, 8.0], layer: layer, keyPath: .cornerRadius, completion: ahead.handler)
        layer.timeOffset = 0.5
        #expect(close(layer.presentation().cornerRadius, 2))
        go(tempo, to: 1.4)
        #expect(ahead.results.isEmpty)
        go(tempo, to: 1.5)
        #expect(ahead.results == [true])

        let other = MotionLayer()
        animator.animate(with: linear(2), between: [0.0, 8.0], layer: other, keyPath: .cornerRadius, completion: behind.handler)
        other.beginTime = 1
        go(tempo, to: 2)
        // Local time 0.5 lies before the start (1.5): the from value shows (backwards fill).
        #expect(other.presentation().cornerRadius == 0)
        go(tempo, to: 3)
        #expect(close(other.presentation().cornerRadius, 2))
        go(tempo, to: 4.5)
        #expect(behind.results == [true])
    }

    @Test("negative speed plays backwards to the start and holds there; the animation never ends by itself")
    func negativeSpeed() {
        let (animator, tempo, layer) = absoluteRig()
        let calls = Completions()
        animator.animate(with: linear(2), between: [0.0, 8.0], layer: layer, keyPath: .cornerRadius, completion: calls.handler)
        go(tempo, to: 1)
        // Keep local time 1 at clock 1: −1 × 1 + 2 = 1.
        layer.speed = -1
        layer.timeOffset = 2
        #expect(close(layer.presentation().cornerRadius, 4))
        go(tempo, to: 1.5)
        #expect(close(layer.presentation().cornerRadius, 2))
        go(tempo, to: 10)
        #expect(layer.presentation().cornerRadius == 0 && calls.results.isEmpty && animator.runningAnimationCount == 1)
        layer.removeAllAnimations()
        #expect(calls.results == [false] && layer.presentation().cornerRadius == 8)
    }

    @Test("timing composes: superlayer and sublayer speeds multiply, and with the animator's time scale")
    func composition() {
        let (animator, tempo, layer) = absoluteRig()
        let parent = MotionLayer()
        parent.speed = 2
        parent.addSublayer(layer)
        #expect(layer.superlayer === parent && parent.sublayers.count == 1)
        layer.speed = 0.5
        animator.timeScaleFactor = 2
        let calls = Completions()
        // Time scale 2 makes 1 s last 2; speeds 2 × 0.5 = 1 leave it so.
        animator.animate(with: linear(1), between: [0.0, 10.0], layer: layer, keyPath: .cornerRadius, completion: calls.handler)
        go(tempo, to: 1)
        #expect(close(layer.presentation().cornerRadius, 5))
        // Doubling the parent's speed mid-run: the remaining half lasts half as long. Keep the
        // parent's local time at clock 1 (2): (1 − b) × 4 = 2 gives b = 0.5.
        parent.speed = 4
        parent.beginTime = 0.5
        #expect(close(layer.presentation().cornerRadius, 5))
        go(tempo, to: 1.25)
        #expect(close(layer.presentation().cornerRadius, 7.5))
        go(tempo, to: 1.5)
        #expect(calls.results == [true])
        layer.removeFromSuperlayer()
        #expect(layer.superlayer == nil && parent.sublayers.isEmpty)
    }

    @Test("convertTime between layers and the clock, as the formula gives")
    func convertTime() {
        let parent = MotionLayer(), child = MotionLayer()
        parent.beginTime = 1
        parent.speed = 2
        child.timeOffset = 3
        parent.addSublayer(child)
        // Child at clock 5: ((5 − 1) × 2 − 0) × 1 + 3 = 11.
        #expect(child.convertTime(5, from: nil) == 11)
        #expect(child.convertTime(11, to: nil) == 5)
        #expect(parent.convertTime(11, from: child) == 8)
        #expect(child.convertTime(8, from: parent) == 11)
        let other = MotionLayer()
        other.speed = 0.5
        #expect(other.convertTime(11, from: child) == 2.5)
    }

    @Test("bad timing is refused: non-finite values keep the old one, a layer cannot contain itself")
    func badTiming() {
        let layer = MotionLayer(), child = MotionLayer()
        layer.speed = .nan
        layer.beginTime = .infinity
        #expect(layer.speed == 1 && layer.beginTime == 0)
        layer.addSublayer(child)
        child.addSublayer(layer)
        layer.addSublayer(layer)
        #expect(layer.superlayer == nil && child.sublayers.isEmpty && layer.sublayers.count == 1)
    }
}

@Suite("One animation's fill and removal, and looking at a layer's animations")
@MainActor
struct LayerAnimationTests {
    init() { _ = AnimatorDiagnostics.shared }
    @Test("fill mode over a delay: backwards shows the from value, removed shows the model")
    func fillOverDelay() {
        let (animator, tempo, layer) = rig()
        animator.additive = false
        animator.animate(with: linear(1, delay: 0.5), between: [0.0, 10.0], layer: layer, keyPath: .cornerRadius, fillMode: .removed)
        animator.animate(with: linear(1, delay: 0.5), between: [0.0, 10.0], layer: layer, keyPath: .borderWidth)
        go(tempo, to: 0.25)
        #expect(layer.presentation().cornerRadius == 10 && layer.presentation().borderWidth == 0)
        go(tempo, to: 1)
        #expect(close(layer.presentation().cornerRadius, 5) && close(layer.presentation().borderWidth, 5))
    }

    @Test("isRemovedOnCompletion false with forwards fill keeps the end state after completion, until removed or replaced")
    func keptAfterEnd() {
        let (animator, tempo, layer) = rig()
        animator.additive = false
        let calls = Completions()
        animator.animate(with: linear(1), between: [0.0, 10.0], layer: layer, keyPath: .cornerRadius,
                         fillMode: .forwards, isRemovedOnCompletion: false, completion: calls.handler)
        go(tempo, to: 1)
        #expect(calls.results == [true] && animator.runningAnimationCount == 0)
        layer.cornerRadius = 3
        go(tempo, to: 2)
        #expect(layer.presentation().cornerRadius == 10)
        let kept = layer.animations(forKey: .cornerRadius, as: Double.self)
        #expect(kept.count == 1 && kept.first?.isRunning == false && kept.first?.isRemovedOnCompletion == false)
        layer.removeAnimations(forKey: .cornerRadius)
        #expect(layer.presentation().cornerRadius == 3 && calls.results == [true])

        // Kept with no forwards fill shows nothing after its end; a new absolute animation replaces a kept one.
        animator.animate(with: linear(1), between: [0.0, 20.0], layer: layer, keyPath: .borderWidth,
                         fillMode: .backwards, isRemovedOnCompletion: false)
        animator.animate(with: linear(1), between: [0.0, 4.0], layer: layer, keyPath: .shadowRadius,
                         fillMode: .both, isRemovedOnCompletion: false)
        go(tempo, to: 3)
        layer.borderWidth = 1
        #expect(layer.presentation().borderWidth == 1 && layer.animationKeyPaths == ["borderWidth", "shadowRadius"])
        animator.animate(with: linear(1), between: [4.0, 6.0], layer: layer, keyPath: .shadowRadius)
        #expect(layer.animationKeyPaths == ["borderWidth", "shadowRadius"])
        #expect(layer.animations(forKey: .shadowRadius, as: Double.self).map(\.isRunning) == [true])
    }

    @Test("animations(forKey:as:) gives typed values, additivity, duration and timing; traces carry typed values too")
    func inspection() {
        final class Gauge: MotionLayer { @Animatable var level = 0.0 }
        let (animator, _, layer) = rig()
        var traces: [AnimationTrace] = []
        animator.addTracer { _, trace in traces.append(trace) }
        layer.position = CGPoint(x: 10, y: 20)
        animator.animate(with: linear(0.5, delay: 0.1)) {
            MotionAnimator.shiftAnimationsTiming(speed: 2) { layer.position = CGPoint(x: 110, y: 70) }
            layer.opacity = 0.5
        }
        let moves = layer.animations(for: \.position)
        #expect(moves.count == 1)
        let move = moves[0]
        // Additive: from − to = (10 − 110, 20 − 70), towards zero.
        #expect(move.isAdditive && move.fromValue == CGPoint(x: -100, y: -50) && move.toValue == .zero)
        #expect(move.duration == 0.5 && move.traits.delay == 0.1 && move.shifts == [AnimationTiming(speed: 2)])
        #expect(move.fillMode == .both && move.isRemovedOnCompletion && move.isRunning && move.timeScale == 1)
        #expect(move.beginTime == 0 && close(move.endTime, 0.3))
        let fades = layer.animations(forKey: .opacity, as: Double.self)
        #expect(fades.count == 1 && !fades[0].isAdditive && fades[0].fromValue == 1 && fades[0].toValue == 0.5)
        #expect(layer.animations(forKey: .position, as: Double.self).isEmpty)

        #expect(traces.first?.fromValue as? CGPoint == CGPoint(x: 10, y: 20))
        #expect(traces.first?.toValue as? CGPoint == CGPoint(x: 110, y: 70))
        #expect(traces.first?.animatedFromValue as? CGPoint == CGPoint(x: -100, y: -50))
        #expect(traces.first?.animatedToValue as? CGPoint == .zero)

        let gauge = Gauge()
        animator.animate(with: linear(1), between: [0.0, 4.0], layer: gauge, keyPath: \.level)
        let levels = gauge.animations(for: \.level)
        #expect(levels.count == 1 && levels[0].keyPath == "level" && levels[0].fromValue == -4 && levels[0].toValue == 0)
    }
}
