import Foundation
@testable import MotionMachine

/// A layout constraint stand-in for the seed's four-circles example.
final class Constraint: MotionTarget {
    var constant: Double = 0
    static var motionProperties: [String: PartialKeyPath<Constraint>] { ["constant": \.constant] }
}

/// A circle whose colour the seed's example changes.
final class Circle: MotionTarget {
    var backgroundColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 1)
    static var motionProperties: [String: PartialKeyPath<Circle>] { ["backgroundColor": \.backgroundColor] }
}

/// Penner's quartic ease-in-out, transcribed independently of MotionMachine: 8p⁴, then 1 − 8(1 − p)⁴.
func quarticInOut(_ p: Double) -> Double { p < 0.5 ? 8 * p * p * p * p : 1 - 8 * pow(1 - p, 4) }

/// Penner's quadratic ease-in-out: 2p², then 1 − 2(1 − p)².
func quadraticInOut(_ p: Double) -> Double { p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p) }

/// A linear motion of `box.x` from `start` to `end` on the given tempo (none by default: a
/// collection gives it its own).
@MainActor
func tween(_ box: Box, _ start: Double, _ end: Double, _ duration: Double) -> Motion<Box> {
    Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: start, end: end)], duration: duration)
}

/// The seed's four circles: a sequence of four groups, each moving a circle's constraint down to 60
/// (quartic in-out, 0.4 s) and turning it blue (quadratic in-out, 0.3 s), reversing in sync.
@MainActor
func fourCircles(_ mode: CollectionReversingMode, tempo: Tempo) throws -> (MotionSequence, [Constraint], [Circle]) {
    let constraints = (0..<4).map { _ in Constraint() }
    let circles = (0..<4).map { _ in Circle() }
    let sequence = MotionSequence().reverses(mode)
    sequence.tempo = tempo
    for x in 0..<4 {
        let down = Motion(target: constraints[x], properties: [try PropertyData("constant", 60.0)],
                          duration: 0.4, easing: EasingQuartic.easeInOut())
        let color = Motion(target: circles[x],
                           statesForProperties: [try PropertyStates(path: "backgroundColor",
                                                                    end: MotionColor(red: 91.0 / 255.0, green: 189.0 / 255.0,
                                                                                     blue: 231.0 / 255.0, alpha: 1.0))],
                           duration: 0.3, easing: EasingQuadratic.easeInOut())
        let group = MotionGroup(motions: [down, color]).reverses(syncsChildMotions: true)
        sequence.add(group)
    }
    return (sequence, constraints, circles)
}
