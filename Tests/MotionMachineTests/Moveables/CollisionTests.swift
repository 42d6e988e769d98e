import Foundation
import Testing
@testable import MotionMachine

/// PhysicsMotion collisions against BounceReference.swift, an independent implementation with
/// closed-form contact times (Tests/Reference/bounce_reference.py).
@Suite("PhysicsMotion collisions")
@MainActor
struct CollisionTests {
    init() { _ = TestDiagnostics.installed }
    func bouncing(_ box: Box, start: Double, end: Double, velocity: Double, friction: Double, restitution: Double,
                  tempo: ManualTempo, options: MotionOptions = []) -> PhysicsMotion<Box> {
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: start, end: end)],
                                   velocity: velocity, friction: friction, options: options)
        motion.collisionsEnabled = true
        motion.restitution = restitution
        motion.tempo = tempo
        return motion
    }

    @Test("bounces between start and end with exact contact times", arguments: [0, 1, 2])
    func trajectories(scenario: Int) {
        let (start, end, velocity, friction, restitution, rest, samples): (Double, Double, Double, Double, Double, [Double], [Double]) = [
            (0, 100, 400, 0.5, 0.6, bounceUpRest, bounceUpSamples),
            (100, 0, -400, 0.5, 0.6, bounceDownRest, bounceDownSamples),
            (0, 50, 300, 0.8, 0, bounceDeadRest, bounceDeadSamples),
        ][scenario]
        let tempo = ManualTempo(), box = Box()
        let motion = bouncing(box, start: start, end: end, velocity: velocity, friction: friction,
                              restitution: restitution, tempo: tempo)
        let resting = motion.restingValue(forPropertyAt: 0)!
        #expect(abs(resting - rest[1]) < 1e-9)
        motion.start()
        for pair in stride(from: 0, to: samples.count, by: 2) {
            tempo.tick(at: samples[pair])
            #expect(abs(box.x - samples[pair + 1]) < 1e-8, "scenario \(scenario) at \(samples[pair])")
        }
        tempo.tick(at: motion.duration + 0.01)
        // The motion lands exactly where it said it would; that agrees with the reference to rounding.
        #expect(box.x == resting && motion.motionState == .stopped)
    }

    @Test("the reverse leg rewinds the bounces and lands exactly on the start")
    func rewind() {
        let tempo = ManualTempo(), box = Box()
        let motion = bouncing(box, start: 0, end: 100, velocity: 400, friction: 0.5, restitution: 0.6, tempo: tempo,
                              options: [.reverses])
        motion.start()
        let leg = motion.duration
        tempo.tick(at: leg + (leg - 0.7))   // the same moment of the trajectory as t = 0.7, played backwards
        #expect(abs(box.x - bounceUpSamples[7]) < 1e-8)
        tempo.tick(at: 2 * leg + 0.01)
        #expect(box.x == 0 && motion.motionState == .stopped)
    }

    @Test("a property without an end moves freely beside a bouncing one")
    func mixed() {
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [
            PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0),
            PropertyData(keyPath: \Box.y, start: 0.0),
        ], velocity: 400, friction: 0.5)
        motion.collisionsEnabled = true
        motion.restitution = 0.6
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 1)
        #expect(abs(box.x - bounceUpSamples[9]) < 1e-8)
        #expect(abs(box.y - 400 * (pow(0.5, 1) - 1) / log(0.5)) < 1e-9)
    }

    @Test("restitution is clamped to 0…1 and NaN becomes 0.5, with diagnostics")
    func badRestitution() {
        let recorder = DiagnosticsRecorder.shared
        let motion = PhysicsMotion(target: Box(), properties: [PropertyData(keyPath: \Box.x)], velocity: 1, friction: 0.5)
        motion.restitution = 2
        #expect(motion.restitution == 1 && recorder.contains("restitution 2.0 is outside"))
        motion.restitution = .nan
        #expect(motion.restitution == 0.5 && recorder.contains("PhysicsMotion restitution nan"))
    }

    @Test("collisions off: the end value is ignored and the launch runs free")
    func collisionsOff() {
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)],
                                   velocity: 400, friction: 0.5)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 1)
        #expect(abs(box.x - 400 * (pow(0.5, 1) - 1) / log(0.5)) < 1e-9)   // ≈ 288.5, past the end value
    }
}
