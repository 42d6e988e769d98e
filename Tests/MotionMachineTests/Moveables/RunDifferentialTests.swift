import Foundation
import Testing
@testable import MotionMachine

/// Every kind of motion against its run (``Motion/run``, sampled with MotionCore's one
/// `MotionRun.sample(at:lane:)`): driven by a tempo, on the tempo's fast path where the motion gets
/// one and on its own beats where it does not, the values written agree with the run's at every beat
/// to the bit: the compact forms perform the same operations on the same numbers.
@Suite("Motions against their runs")
@MainActor
struct RunDifferentialTests {
    init() { _ = TestDiagnostics.installed }

    enum Kind: CaseIterable { case builtIn, closure, bezierBack, physics, bouncing, spring, keyframes }

    func make(_ kind: Kind, _ box: Box, random: inout SystemRandomNumberGenerator) -> Motion<Box> {
        let x = PropertyData(keyPath: \Box.x, start: 10.0, end: 30.0)
        let y = PropertyData(keyPath: \Box.y, end: -5.0)
        switch kind {
        case .builtIn:
            return Motion(target: box, properties: [x, y], duration: 0.8, easing: .quadratic(.easeInOut))
        case .closure:
            return Motion(target: box, properties: [x], duration: 0.6, easing: EasingSine.easeIn())
        case .bezierBack:
            let motion = Motion(target: box, properties: [x, y], duration: 0.5, easing: .bezier(CubicBezier(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1.4)))
            motion.reverseEasingCurve = .cubic(.easeOut)
            return motion
        case .physics:
            return PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: 120, friction: 0.7)
        case .bouncing:
            let physics = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 25.0)],
                                        velocity: 80, friction: 0.5)
            physics.collisionsEnabled = true
            physics.restitution = 0.6
            return physics
        case .spring:
            return SpringMotion(target: box, properties: [x, y], spring: .bouncy, initialVelocity: [40, 0])
        case .keyframes:
            return Motion(target: box, keyframes: [
                PropertyKeyframes(\.x) {
                    CubicKeyframe(5.0, duration: 0.3)
                    SpringKeyframe(12.0, duration: 0.4, spring: .snappy)
                    LinearKeyframe(2.0, duration: 0.2, timingCurve: .easeOut)
                },
                PropertyKeyframes(\.y) { MoveKeyframe(3.0); LinearKeyframe(6.0, duration: 0.5) },
            ])
        }
    }

    @Test("random motions of every kind, reversing, repeating (part-way too), delayed and sped: each beat's values are the run's",
          arguments: Kind.allCases)
    func agree(kind: Kind) throws {
        var random = SystemRandomNumberGenerator()
        var compared = 0
        for _ in 0..<40 {
            let box = Box(), tempo = ManualTempo()
            box.x = 3
            box.y = 1
            let motion = make(kind, box, random: &random)
            motion.tempo = tempo
            motion.reversing = Bool.random(using: &random)
            motion.repetition = [.once, .count(2), .count(2.5)].randomElement(using: &random)!
            motion.delay = [0, 0.3].randomElement(using: &random)!
            motion.speed = [1, 2, 0.5, 3, 0.7].randomElement(using: &random)!
            motion.start()
            tempo.tick(at: 0)
            var time = 0.0
            var run: MotionRun<EngineLaw>?
            while motion.motionState != .stopped && time < 1_000 {
                // About 25 beats a leg, however long the leg (a spring's or a launch's is its settling).
                time += max(motion.duration, 0.1) / max(motion.speed, 0.1) / 25 * Double.random(in: 0.3...1.7, using: &random)
                tempo.tick(at: time)
                run = run ?? motion.run
                guard let run else { continue }
                let x = try #require(run.sample(at: time, lane: 0))
                #expect(box.x == x.position, "\(kind) x at \(time): \(motion.timing)")
                if run.lanes.count > 1, let y = run.sample(at: time, lane: 1) {
                    #expect(box.y == y.position, "\(kind) y at \(time)")
                }
                compared += 1
            }
            #expect(motion.motionState == .stopped, "\(kind) finishes")
        }
        #expect(compared > 400)
    }

    @Test("a run's velocities are the motion's own")
    func velocities() throws {
        let box = Box(), tempo = ManualTempo()
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 1.0)],
                                  spring: .bouncy, initialVelocity: [3])
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.2)
        let run = try #require(motion.run)
        let sample = try #require(run.sample(at: 0.2, lane: 0))
        #expect(abs(sample.velocity - motion.velocity(ofPropertyAt: 0)) < 1e-9)
        #expect(Motion(target: box, properties: [], duration: 1).run == nil, "no run before movement")
    }
}
