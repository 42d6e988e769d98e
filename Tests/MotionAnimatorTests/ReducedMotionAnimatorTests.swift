import Foundation
import Testing
import MotionInterchange
@testable import MotionAnimator
@testable import MotionMachine

/// The animator under reduced motion (its own policy, so no other test sees it): movement is
/// instant, fades and color changes play, and a spec's fallback plays where given. Values are
/// linear interpolations worked out by hand.
@Suite("Animator under reduced motion")
@MainActor
struct ReducedMotionAnimatorTests {
    init() { _ = AnimatorDiagnostics.shared }

    @Test("a move is instant and completes true; a fade plays")
    func explicit() {
        let (animator, tempo, layer) = rig()
        animator.reducedMotion = .always
        var moved: [Bool] = []
        animator.animate(with: linear(1), between: [CGPoint.zero, CGPoint(x: 100, y: 0)], layer: layer, keyPath: .position) {
            moved.append($0)
        }
        animator.animate(with: linear(1), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        #expect(moved == [true] && layer.presentation().position == CGPoint(x: 100, y: 0))
        #expect(layer.animationKeyPaths == ["opacity"])
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().opacity, 0.5))
    }

    @Test("a spec's fallback plays instead, for every property")
    func fallback() {
        let (animator, tempo, layer) = rig()
        animator.reducedMotion = .always
        var traits = linear(1)
        traits.reducedMotion = .traits(linear(0.2))
        animator.animate(with: traits, between: [CGPoint.zero, CGPoint(x: 100, y: 0)], layer: layer, keyPath: .position)
        var instant = linear(1)
        instant.reducedMotion = .instant
        animator.animate(with: instant, between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        go(tempo, to: 0.1)
        #expect(close(layer.presentation().position.x, 50) && layer.presentation().opacity == 1)
        go(tempo, to: 0.2)
        #expect(layer.presentation().position.x == 100)
    }

    @Test("implicit changes: a move happens at once, a fade animates")
    func implicit() {
        let (animator, tempo, layer) = rig()
        animator.reducedMotion = .always
        animator.animate(with: linear(1), animations: {
            layer.position = CGPoint(x: 40, y: 0)
            layer.opacity = 0
        })
        #expect(layer.presentation().position == CGPoint(x: 40, y: 0))
        go(tempo, to: 0.25)
        #expect(close(layer.presentation().opacity, 0.75))
    }

    @Test("without the policy, everything plays as given")
    func notReduced() {
        let (animator, tempo, layer) = rig()
        animator.reducedMotion = .never
        var traits = linear(1)
        traits.reducedMotion = .instant
        animator.animate(with: traits, between: [CGPoint.zero, CGPoint(x: 100, y: 0)], layer: layer, keyPath: .position)
        go(tempo, to: 0.5)
        #expect(close(layer.presentation().position.x, 50))
    }
}
