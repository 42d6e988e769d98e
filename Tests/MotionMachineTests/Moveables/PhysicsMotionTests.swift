import Foundation
import Testing
@testable import MotionMachine

/// Expected values: the decay law x(t) = x₀ + v₀((1 − f)^t − 1)/ln(1 − f), evaluated separately in
/// Python; rest time ln(0.001)/ln(1 − f).
@Suite("PhysicsMotion")
@MainActor
struct PhysicsMotionTests {
    init() { _ = TestDiagnostics.installed }
    @Test("seed 000: velocity 600, friction 0.8 follows the decay law and rests where restingValue said")
    func seedDecay() throws {
        let tempo = ManualTempo(), square = Square()   // frame.origin.y starts at 50
        var completions = 0
        let motion = PhysicsMotion(target: square, properties: [try PropertyData("frame.origin.y")],
                                   velocity: 600.0, friction: 0.8)
            .completed { _ in completions += 1 }
        motion.tempo = tempo
        #expect(close(motion.duration, 4.29202967422018))
        #expect(close(motion.restingValue(forPropertyAt: 0)!, 422.4281597750313))
        motion.start()
        let expected: [(Double, Double)] = [(0.25, 173.4939325578271), (0.5, 256.07930267928606),
                                            (1.0, 348.24076858861366), (2.0, 407.88892230633644)]
        for (time, value) in expected {
            tempo.tick(at: time)
            #expect(close(square.frame.origin.y, value, 1e-9), "at \(time)")
        }
        tempo.tick(at: 5)
        #expect(close(square.frame.origin.y, 422.4281597750313, 1e-12) && completions == 1)
        #expect(motion.motionState == .stopped && motion.totalProgress == 1)
    }

    @Test("seed 000: reversing and repeating once returns exactly to the start")
    func seedReverse() throws {
        let tempo = ManualTempo(), square = Square()   // frame.origin.x starts at 20
        let log = EventLog()
        let motion = PhysicsMotion(target: square, properties: [try PropertyData("frame.origin.x")],
                                   velocity: 150.0, friction: 0.75, options: [.reverses])
            .repeats(1)
            .reversed { _ in log.record("reversed", Double(square.frame.origin.x)) }
            .completed { _ in log.record("completed", Double(square.frame.origin.x)) }
        motion.tempo = tempo
        motion.start()
        let rest = 4.9828921423310435
        tempo.tick(at: 1)
        #expect(close(square.frame.origin.x, 101.1515960500042, 1e-9))
        tempo.tick(at: rest + 1)   // one second into the reverse leg: launched back at −150
        #expect(close(square.frame.origin.x, 46.94232988860139, 1e-9))
        tempo.tick(at: 2 * rest + 0.5)
        #expect(close(square.frame.origin.x, 74.10106403333613, 1e-9))
        tempo.tick(at: 4 * rest + 1)
        #expect(square.frame.origin.x == 20)
        #expect(log.events == ["reversed@128.0939259386056", "reversed@128.0939259386056", "completed@20.0"])
    }

    @Test("velocity is the decayed launch velocity, negated on the way back")
    func velocities() {
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: -40, friction: 0.5,
                                   options: [.reverses])
        motion.tempo = tempo
        #expect(motion.velocity(ofPropertyAt: 0) == 0)
        motion.start()
        tempo.tick(at: 1.5)
        #expect(close(motion.velocity(ofPropertyAt: 0), -40 * pow(0.5, 1.5)))   // v₀(1 − f)^t
        tempo.tick(at: motion.duration + 2)
        #expect(close(motion.velocity(ofPropertyAt: 0), 40 * pow(0.5, 2)))
    }

    @Test("frame-rate independence: 30, 60, 120 and 240 beats per second give the same values")
    func frameRates() {
        var finals: [Double] = []
        for rate in [30.0, 60, 120, 240] {
            let tempo = ManualTempo(), box = Box()
            let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: -80, friction: 0.6)
            motion.tempo = tempo
            motion.start()
            for beat in 1...Int(rate) { tempo.tick(at: Double(beat) / rate) }
            finals.append(box.x)
        }
        let expected = -80 * (pow(0.4, 1) - 1) / log(0.4)
        #expect(finals.allSatisfy { close($0, expected, 1e-9) })
    }

    /// Constant deceleration: v = v₀ − a·t until it stops at t = v₀/a, x = v₀t − at²/2.
    struct ConstantDeceleration: PhysicsSolving {
        let deceleration: Double
        func displacement(after time: TimeInterval, initialVelocity: Double) -> Double {
            let t = min(time, restTime(initialVelocity: initialVelocity))
            return initialVelocity * t - deceleration * t * t / 2
        }
        func velocity(after time: TimeInterval, initialVelocity: Double) -> Double {
            max(initialVelocity - deceleration * time, 0)
        }
        func restTime(initialVelocity: Double) -> TimeInterval { initialVelocity / deceleration }
    }

    @Test("a custom solver replaces the law")
    func customSolver() {
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 10.0)], velocity: 20, friction: 0.5)
        motion.physicsSystem = ConstantDeceleration(deceleration: 10)
        #expect(motion.duration == 2 && motion.restingDistance == 20)
        #expect(motion.restingValue(forPropertyAt: 0) == 30)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 1)
        #expect(close(box.x, 10 + 20 - 5))
        tempo.tick(at: 3)
        #expect(box.x == 30 && motion.motionState == .stopped)
    }

    @Test("PhysicsSystem's exact curve equals displacement over distance", arguments: [0.05, 0.5, 0.8, 0.99])
    func fastCurve(friction: Double) {
        let system = PhysicsSystem(friction: friction)
        let rest = system.restTime(initialVelocity: 7)
        let distance = system.displacement(after: rest, initialVelocity: 7)
        let fast = system.normalizedCurve(initialVelocity: 7, restTime: rest, distance: distance)
        for step in 0...20 {
            let t = rest * Double(step) / 20
            let generic = system.displacement(after: t, initialVelocity: 7) / distance
            #expect(abs(fast(t, 0, 1, rest) - generic) < 1e-12, "t=\(t)")
        }
        #expect(fast(rest, 0, 1, rest) == 1 && fast(0, 0, 1, rest) == 0)
    }

    @Test("restingValue reads the target before the run and the resolved start during it")
    func restingValues() {
        let tempo = ManualTempo(), box = Box()
        box.x = 5
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: 100, friction: 0.9)
        motion.tempo = tempo
        let distance = 100 * (0.001 - 1) / log(0.1)
        #expect(close(motion.restingValue(forPropertyAt: 0)!, 5 + distance))
        motion.start()
        tempo.advance(by: 0.1)
        #expect(close(motion.restingValue(forPropertyAt: 0)!, 5 + distance))
        #expect(motion.restingValue(forPropertyAt: 3) == nil)
    }

    @Test("bad friction and velocity are sanitized and reported; every motion ends", arguments: [Double.nan, -1, 0, 1, 1.5])
    func badFriction(friction: Double) {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: 50, friction: friction)
        #expect((PhysicsSystem.minimumFriction...PhysicsSystem.maximumFriction).contains(motion.friction))
        #expect(recorder.contains("PhysicsSystem friction"))
        #expect(motion.duration.isFinite)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: motion.duration + 1)
        #expect(motion.motionState == .stopped && box.x.isFinite)
    }

    @Test("a non-finite velocity means no movement; a lawless solver holds the values")
    func badVelocityAndLaw() {
        struct Broken: PhysicsSolving {
            func displacement(after time: TimeInterval, initialVelocity: Double) -> Double { .nan }
            func velocity(after time: TimeInterval, initialVelocity: Double) -> Double { .nan }
            func restTime(initialVelocity: Double) -> TimeInterval { .infinity }
        }
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo(), box = Box()
        let still = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 3.0)], velocity: .infinity, friction: 0.5)
        still.tempo = tempo
        still.start()
        tempo.advance(by: 0.1)
        #expect(box.x == 3 && still.motionState == .stopped && recorder.contains("PhysicsMotion velocity"))
        let broken = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.y, start: 1.0)], velocity: 10, friction: 0.5)
        broken.physicsSystem = Broken()
        broken.tempo = tempo
        broken.start()
        tempo.advance(by: 0.1)
        #expect(box.y == 1 && broken.motionState == .stopped && recorder.contains("PhysicsMotion law"))
    }
}
