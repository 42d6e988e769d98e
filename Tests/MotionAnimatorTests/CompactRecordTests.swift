import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// How the animator keeps its records small: one shared curve per distinct Bézier (up to the table's
/// capacity), timing levels inline. What each layer shows must not depend on it.
@Suite("Compact animation records")
struct CompactRecordTests {
    init() { _ = AnimatorDiagnostics.shared }

    @Test("records made with the same Bézier share one curve; another Bézier adds one")
    func sharedCurves() {
        let (animator, tempo, _) = rig()
        let layers = (0..<20).map { _ in MotionLayer() }
        for layer in layers {
            animator.animate(with: AnimationTraits(duration: 1, timingCurve: .bezier(.easeInOut)), between: [0.0, 1.0],
                             layer: layer, keyPath: .opacity)
        }
        #expect(animator.curves.count == 1)
        animator.animate(with: AnimationTraits(duration: 1, timingCurve: .bezier(.easeIn)), between: [0.0, 1.0],
                         layer: MotionLayer(), keyPath: .opacity)
        #expect(animator.curves.count == 2)
        go(tempo, to: 0.3)
        let expected = bisectionBezier(0.42, 0, 0.58, 1, x: 0.3)
        #expect(layers.allSatisfy { close($0.presentation().opacity, expected) })
    }

    @Test("past the table's capacity, new curves are used unshared and still drawn exactly")
    func capacity() {
        let (animator, tempo, _) = rig()
        let count = CurveTable.capacity + 6
        let layers = (0..<count).map { _ in MotionLayer() }
        for (index, layer) in layers.enumerated() {
            let x1 = 0.1 + 0.8 * Double(index) / Double(count)
            let curve = BezierTimingCurve(x1: x1, y1: 0, x2: 0.58, y2: 1)
            animator.animate(with: AnimationTraits(duration: 1, timingCurve: .bezier(curve)), between: [0.0, 1.0],
                             layer: layer, keyPath: .opacity)
        }
        #expect(animator.curves.count == CurveTable.capacity)
        go(tempo, to: 0.6)
        for (index, layer) in layers.enumerated() {
            let x1 = 0.1 + 0.8 * Double(index) / Double(count)
            #expect(close(layer.presentation().opacity, bisectionBezier(x1, 0, 0.58, 1, x: 0.6)))
        }
    }

    @Test("an additive stack on one layer shows the model plus each animation's remaining delta")
    func additiveStack() {
        let (animator, tempo, layer) = rig()
        // Three additive position animations, each from the last target to the next.
        let legs: [(from: CGPoint, to: CGPoint, duration: Double)] = [
            (CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), 1),
            (CGPoint(x: 100, y: 50), CGPoint(x: 40, y: 120), 1.5),
            (CGPoint(x: 40, y: 120), CGPoint(x: 200, y: 10), 2),
        ]
        for leg in legs {
            animator.animate(with: AnimationTraits(duration: leg.duration, timingCurve: .bezier(.easeInOut)),
                             between: [leg.from, leg.to], layer: layer, keyPath: .position)
        }
        go(tempo, to: 0.7)
        // Worked out by hand: the model is the last target; each animation adds (from − to) times
        // one minus its eased progress.
        var x = 200.0, y = 10.0
        for leg in legs {
            let remaining = 1 - bisectionBezier(0.42, 0, 0.58, 1, x: 0.7 / leg.duration)
            x += (leg.from.x - leg.to.x) * remaining
            y += (leg.from.y - leg.to.y) * remaining
        }
        let shown = layer.presentation().position
        #expect(close(shown.x, x) && close(shown.y, y))
    }
}
