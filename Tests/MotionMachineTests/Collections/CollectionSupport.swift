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

/// When circle `k` of the four-circles sequence starts down and starts back up, for the run that is
/// under way at `t`, worked out from the seed's timings (0.4 s down, groups of 0.8 s out and back).
/// Sequential: circle k runs at 0.8k, then again at 3.2 + 0.8(3 − k). Contiguous: down at 0.4k, up
/// at 1.6 + 0.4(3 − k).
func circleSchedule(_ mode: CollectionReversingMode, circle k: Int, at t: Double) -> (forward: Double, back: Double) {
    if mode == .contiguous { return (0.4 * Double(k), 1.6 + 0.4 * Double(3 - k)) }
    let replay = 3.2 + 0.8 * Double(3 - k)
    let start = t < replay ? 0.8 * Double(k) : replay
    return (start, start + 0.4)
}

/// A value that leaves 0 at `forward`, reaches `amount` after `duration` along `curve`, stays there
/// until `back`, and returns to 0 over `duration` along the same curve.
func outAndBack(at t: Double, forward: Double, back: Double, duration: Double, amount: Double,
                curve: (Double) -> Double) -> Double {
    if t <= forward { return 0 }
    if t <= forward + duration { return amount * curve((t - forward) / duration) }
    if t <= back { return amount }
    if t <= back + duration { return amount - amount * curve((t - back) / duration) }
    return 0
}

/// A linear motion of `box.x` from `start` to `end` on the given tempo (none by default: a
/// collection gives it its own).
@MainActor
func tween(_ box: Box, _ start: Double, _ end: Double, _ duration: Double) -> Motion<Box> {
    Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: start, end: end)], duration: duration)
}

/// A group that reverses in sync: `early` (a 0 → 10 over 1 s) waits at its end for b (0 → 20 over 2 s).
@MainActor
func syncedPair(_ a: Box, _ b: Box, tempo: ManualTempo) -> (early: Motion<Box>, group: MotionGroup) {
    let early = tween(a, 0, 10, 1)
    let group = MotionGroup(motions: [early, tween(b, 0, 20, 2)]).reverses(syncsChildMotions: true)
    group.tempo = tempo
    return (early, group)
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

/// A moveable written outside MotionMachine: it moves `box.x` from 0 to 10 over one second of the
/// times it is given, with no tempo of its own.
final class HandMadeMoveable: Moveable {
    let box: Box
    var motionState: MotionState = .stopped
    var motionDirection: MotionDirection = .forward
    var reversing = false
    var repeating = false
    var repeatCycles: UInt = 0
    var motionProgress = 0.0
    var cycleProgress: Double { motionProgress }
    var cyclesCompletedCount: UInt { motionProgress == 1 ? 1 : 0 }
    var totalProgress: Double { motionProgress }
    var speed = 1.0
    private var startTime: Double?

    init(_ box: Box) { self.box = box }

    @discardableResult func start() -> Self { motionState = .moving; startTime = nil; return self }
    func stop() { motionState = .stopped }
    func pause() { if motionState == .moving { motionState = .paused } }
    func resume() { if motionState == .paused { motionState = .moving } }
    func reset() { stop(); box.x = 0; motionProgress = 0 }
    func update(withTimeInterval currentTime: Double) {
        guard motionState == .moving else { return }
        let start = startTime ?? currentTime
        startTime = start
        seek(to: currentTime - start)
        if motionProgress == 1 { motionState = .stopped }
    }
    func seek(to time: Double) {
        motionProgress = min(max(time, 0), 1)
        box.x = 10 * motionProgress
    }
    func seek(toProgress progress: Double) { seek(to: progress) }
}
