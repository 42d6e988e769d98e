import Foundation
import Testing
import MotionInterchange
@testable import MotionAnimator
@testable import MotionMachine

/// Traits that carry a color space move the animator's colors through it. Expected colors are
/// red → blue half-way in each space from Tests/Reference/oklab_reference.py (CSS Color 4's sample
/// code evaluated with mpmath), as in the engine's `ColorSpaceTests`.
@Suite("Animator colors in a space")
@MainActor
struct ColorSpaceAnimationTests {
    init() { _ = AnimatorDiagnostics.shared }

    static let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)
    static func close(_ color: MotionColor, _ expected: (Double, Double, Double), _ tolerance: Double = 1e-12) -> Bool {
        abs(color.red - expected.0) <= tolerance && abs(color.green - expected.1) <= tolerance
            && abs(color.blue - expected.2) <= tolerance && abs(color.alpha - 1) <= tolerance
    }

    final class Tinted { var tint = MotionColor(white: 0) }

    @Test("a layer's color and a typed key path's move through the traits' space")
    func inSpace() {
        let (animator, tempo, layer) = rig()
        let tinted = Tinted()
        var traits = linear(1)
        traits.colorInterpolation = .oklab
        animator.animate(with: traits, between: [Self.red, Self.blue], layer: layer, keyPath: .backgroundColor)
        var longer = linear(1)
        longer.colorInterpolation = .oklch(.longer)
        animator.animate(with: longer, between: [Self.red, Self.blue], target: tinted, keyPath: \.tint)
        go(tempo, to: 0.5)
        #expect(Self.close(layer.presentation().backgroundColor, (0.55044106764984668, 0.32562067643404275, 0.63650069717401731)))
        #expect(Self.close(tinted.tint, (-0.35938455611383229, 0.57577825265781639, -0.2267097363435302)))
        go(tempo, to: 1)
        #expect(Self.close(layer.presentation().backgroundColor, (0, 0, 1)))
    }

    @Test("without a space, the stored components move in straight lines")
    func withoutSpace() {
        let (animator, tempo, layer) = rig()
        animator.animate(with: linear(1), between: [Self.red, Self.blue], layer: layer, keyPath: .backgroundColor)
        go(tempo, to: 0.5)
        #expect(Self.close(layer.presentation().backgroundColor, (0.5, 0, 0.5)))
    }
}
