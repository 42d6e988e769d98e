import Foundation
import Testing
@testable import MotionMachine

/// A target's `MotionColor` property moved through a space, by its states or by the traits'
/// space. Expected colors are red → blue half-way from Tests/Reference/oklab_reference.py, as in
/// `ColorSpaceTests`.
@Suite("Color properties in a space")
@MainActor
struct ColorStatesTests {
    init() { _ = TestDiagnostics.installed }

    static let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)
    static let oklabMiddle = (0.55044106764984668, 0.32562067643404275, 0.63650069717401731)
    static let longerMiddle = (-0.35938455611383229, 0.57577825265781639, -0.2267097363435302)

    @Test("states in OKLab: the start read from the target when movement begins, out and back")
    func states() {
        let tempo = ManualTempo(), box = Box()
        box.color = Self.red
        let motion = Motion(target: box, statesForProperties: [PropertyStates(keyPath: \Box.color, end: Self.blue, in: .oklab)],
                            duration: 1, options: .reverses)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(ColorSpaceTests.close(box.color, (Self.oklabMiddle.0, Self.oklabMiddle.1, Self.oklabMiddle.2, 1)))
        tempo.tick(at: 1.5)
        #expect(ColorSpaceTests.close(box.color, (Self.oklabMiddle.0, Self.oklabMiddle.1, Self.oklabMiddle.2, 1)))
        tempo.tick(at: 2)
        #expect(box.color == Self.red && motion.motionState == .stopped)
        #expect(motion.properties.count == 1 && motion.properties[0].path == "Box.(MotionColor) in oklab")
    }

    @Test("traits that carry a space move color states through it; a state's own space wins")
    func traits() {
        let tempo = ManualTempo(), box = Box(), other = Box()
        box.color = Self.red
        other.color = Self.red
        var traits = AnimationTraits(duration: 1, animationCurve: .linear)
        traits.colorInterpolation = .oklch(.longer)
        let motion = Motion(target: box, statesForProperties: [PropertyStates(keyPath: \Box.color, end: Self.blue),
                                                               PropertyStates(keyPath: \Box.x, end: 10.0)], traits: traits)
        let own = Motion(target: other, statesForProperties: [PropertyStates(keyPath: \Box.color, start: Self.red, end: Self.blue, in: .oklab)],
                         traits: traits)
        for moving in [motion, own] { moving.tempo = tempo; moving.start() }
        tempo.tick(at: 0.5)
        #expect(ColorSpaceTests.close(box.color, (Self.longerMiddle.0, Self.longerMiddle.1, Self.longerMiddle.2, 1)))
        #expect(box.x == 5)
        #expect(ColorSpaceTests.close(other.color, (Self.oklabMiddle.0, Self.oklabMiddle.1, Self.oklabMiddle.2, 1)))
        tempo.tick(at: 1)
        #expect(box.color == Self.blue && other.color == Self.blue)
    }

    @Test("a color that is not finite takes the other's component, and nothing written is NaN")
    func badColors() {
        let tempo = ManualTempo(), box = Box()
        box.color = MotionColor(red: .nan, green: 0, blue: 0)
        let motion = Motion(target: box, statesForProperties: [PropertyStates(keyPath: \Box.color, end: Self.blue, in: .oklch)],
                            duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(box.color.isFinite)
        tempo.tick(at: 1)
        #expect(box.color == Self.blue)
    }
}
