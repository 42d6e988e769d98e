import Foundation
import Testing
@testable import MotionMachine

/// Value motions against the same independent expected values as property motions: the quadratic
/// in-out formula written out here, the scipy spring solve (SpringReference.swift) and the decay law
/// evaluated in Python (PhysicsMotionTests).
@Suite("Value motions")
@MainActor
struct ValueMotionTests {
    init() { _ = TestDiagnostics.installed }
    /// Quadratic in-out, written from its definition (Penner): 2p² below ½, 1 − (2 − 2p)²/2 above.
    func quadInOut(_ p: Double) -> Double { p < 0.5 ? 2 * p * p : 1 - (2 - 2 * p) * (2 - 2 * p) / 2 }

    @Test("a Double goes from → to along its easing, one update per beat, after the delay")
    func scalar() {
        let tempo = ManualTempo()
        var received: [Double] = []
        let motion = Motion(from: 20.0, to: 220.0, duration: 2, easing: EasingQuadratic.easeInOut()) { received.append($0) }
        motion.tempo = tempo
        motion.delay = 0.5
        motion.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.25)
        #expect(received.isEmpty)
        for time in [0.75, 1.0, 1.5, 2.2] {
            tempo.tick(at: time)
            #expect(close(received.last!, 20 + 200 * quadInOut((time - 0.5) / 2)), "at \(time)")
        }
        tempo.tick(at: 3)
        #expect(received.count == 5 && received.last == 220 && motion.motionState == .stopped)
        #expect(motion.target?.value == 220)
    }

    @Test("every built-in kind of value moves component by component")
    func composites() {
        let tempo = ManualTempo()
        var point = CGPoint.zero, vector = SIMD3<Float>(0, 0, 0), color = MotionColor(red: 0, green: 0, blue: 0, alpha: 0)
        var rect = CGRect.zero, transform = MotionTransform3D.identity
        let target = MotionTransform3D(m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 3, m23: 0, m24: 0,
                                       m31: 0, m32: 0, m33: 1, m34: 0, m41: 10, m42: -20, m43: 0, m44: 1)
        let motions: [any Moveable] = [
            Motion(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: -80), duration: 1) { point = $0 },
            Motion(from: SIMD3<Float>(1, 2, 3), to: SIMD3(5, 6, 7), duration: 1) { vector = $0 },
            Motion(from: MotionColor(red: 1, green: 0, blue: 0, alpha: 1), to: MotionColor(red: 0, green: 0, blue: 1, alpha: 0.5),
                   duration: 1) { color = $0 },
            Motion(from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 40, y: 20, width: 30, height: 50),
                   duration: 1) { rect = $0 },
            Motion(from: MotionTransform3D.identity, to: target, duration: 1) { transform = $0 },
        ]
        let group = MotionGroup(motions: motions)
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.25)
        #expect(point == CGPoint(x: 35, y: -5))
        #expect(vector == SIMD3(2, 3, 4))
        #expect(color == MotionColor(red: 0.75, green: 0, blue: 0.25, alpha: 0.875))
        #expect(rect == CGRect(x: 10, y: 5, width: 15, height: 20))
        #expect(transform.m11 == 1.25 && transform.m22 == 1.5 && transform.m41 == 2.5 && transform.m42 == -5 && transform.m44 == 1)
    }

    @Test("a user type moves through its components")
    func userType() {
        struct Ring: MotionComposite, Equatable {
            var radius: Double
            var angle: Float
            static var motionComponents: [ValueComponent<Ring>] {
                [ValueComponent("radius", \.radius), ValueComponent("angle", \.angle)]
            }
        }
        let tempo = ManualTempo()
        var ring = Ring(radius: 0, angle: 0)
        let motion = Motion(from: Ring(radius: 10, angle: 0), to: Ring(radius: 30, angle: 90), duration: 2) { ring = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)
        #expect(ring == Ring(radius: 15, angle: 22.5))
    }

    @Test("a spring value follows the solved spring in each component, velocity included")
    func spring() {
        let tempo = ManualTempo()
        var position = SIMD2<Double>(0, 0)
        // x: 0 → 100 released at 50 (the reference); y: 200 → 100 released at −50, which by
        // linearity mirrors x about 100.
        let motion = SpringMotion(from: SIMD2<Double>(0, 200), to: SIMD2(100, 100), spring: .bouncy,
                                  initialVelocity: SIMD2(50, -50)) { position = $0 }
        motion.tempo = tempo
        motion.start()
        for sample in stride(from: 0, to: springMotionSamples.count, by: 3) {
            let t = springMotionSamples[sample]
            tempo.tick(at: t)
            #expect(abs(position.x - springMotionSamples[sample + 1]) < 1e-8, "x at \(t)")
            #expect(abs(position.y - (200 - springMotionSamples[sample + 1])) < 1e-8, "y at \(t)")
            let velocity: SIMD2<Double>? = motion.velocityValue()
            #expect(abs(velocity!.x - springMotionSamples[sample + 2]) < 1e-7, "vx at \(t)")
            #expect(abs(velocity!.y + springMotionSamples[sample + 2]) < 1e-7, "vy at \(t)")
        }
        #expect(abs(motion.duration - springMotionSettlingTime) < 1e-6)
        tempo.tick(at: 2)
        #expect(position == SIMD2(100, 100))
    }

    @Test("a launched value decays in each component by its own velocity")
    func physics() {
        let tempo = ManualTempo()
        var position = SIMD2<Double>(0, 0)
        // x: the seed's launch from 50 at 600 (friction 0.8); y: from 0 at −300, half of x's travel, negated.
        let motion = PhysicsMotion(from: SIMD2<Double>(50, 0), velocity: SIMD2(600, -300), friction: 0.8) { position = $0 }
        motion.tempo = tempo
        #expect(close(motion.duration, 4.29202967422018) && motion.velocity == 600)
        motion.start()
        let expected: [(Double, Double)] = [(0.25, 173.4939325578271), (0.5, 256.07930267928606),
                                            (1.0, 348.24076858861366), (2.0, 407.88892230633644)]
        for (time, value) in expected {
            tempo.tick(at: time)
            #expect(close(position.x, value, 1e-9), "x at \(time)")
            #expect(close(position.y, -(value - 50) / 2, 1e-9), "y at \(time)")
            let velocity: SIMD2<Double>? = motion.velocityValue()
            #expect(close(velocity!.x, 600 * pow(0.2, time), 1e-9) && close(velocity!.y, -300 * pow(0.2, time), 1e-9))
        }
        tempo.tick(at: 5)
        #expect(close(position.x, 422.4281597750313, 1e-12) && close(position.y, -186.21407988751565, 1e-12))
    }

    @Test("seek, speed, reversal and repetition work on values as on properties")
    func timeline() {
        let tempo = ManualTempo()
        var value = 0.0
        let log = EventLog()
        let motion = Motion(from: 0.0, to: 10.0, duration: 1, options: [.reverses]) { value = $0 }
            .repeats(1)
            .reversed { _ in log.record("reversed", value) }
            .completed { _ in log.record("completed", value) }
        motion.tempo = tempo
        motion.seek(to: 1.25)
        #expect(value == 7.5)
        motion.seek(toProgress: 0.125)
        #expect(value == 5)
        #expect(motion.motionState == .paused)
        motion.speed = 2
        motion.resume()
        tempo.tick(at: 0)
        tempo.tick(at: 0.125)
        #expect(value == 7.5)
        tempo.tick(at: 3)
        #expect(value == 0 && log.events == ["reversed@10.0", "reversed@10.0", "completed@0.0"])
    }

    @Test("value motions play in groups and sequences")
    func collections() {
        let tempo = ManualTempo()
        var a = 0.0, b = CGPoint.zero
        let sequence = MotionSequence(steps: [
            Motion(from: 0.0, to: 1.0, duration: 1) { a = $0 },
            Motion(from: CGPoint.zero, to: CGPoint(x: 4, y: 8), duration: 1) { b = $0 },
        ])
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)
        #expect(a == 0.5 && b == .zero)
        tempo.tick(at: 1.5)
        #expect(a == 1 && b == CGPoint(x: 2, y: 4))
    }

    @Test("additive motions on one shared value blend: a later one starts from the earlier one's end")
    func additive() {
        let tempo = ManualTempo()
        let position = MotionValue(SIMD2<Double>(1, 1))
        var seen = SIMD2<Double>(0, 0)
        let right = Motion(value: position, to: SIMD2(41, 1), duration: 1, options: .additive)
        right.tempo = tempo
        right.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)
        #expect(position.value == SIMD2(21, 1))
        // Retargeted half-way: the new motion goes from the first one's end (41, 1) to (1, 21), and
        // the value is the base plus both offsets, so it turns without a jump.
        let down = Motion(value: position, to: SIMD2(1, 21), duration: 1, options: .additive) { seen = $0 }
        down.tempo = tempo
        down.start()
        tempo.tick(at: 0.5)
        #expect(position.value == SIMD2(21, 1) && seen == SIMD2(21, 1))
        tempo.tick(at: 1)     // right: +40 (done); down half-way: (−20, +10)
        #expect(seen == SIMD2(21, 11))
        tempo.tick(at: 1.5)
        #expect(position.value == SIMD2(1, 21) && seen == SIMD2(1, 21))
    }

    @Test("the tempo's fast path hands over every beat, with the same values as the motion's own path")
    func fastPath() {
        let tempo = ManualTempo()
        var fast: [Double] = [], own: [Double] = []
        let plain = Motion(from: 0.0, to: 100.0, duration: 1, easing: EasingQuadratic.easeInOut()) { fast.append($0) }
        // An updated callback and an easing that is not a built-in kind keep a motion on its own path.
        let watched = Motion(from: 0.0, to: 100.0, duration: 1, easing: EasedLegTests.ownPath(EasingQuadratic.easeInOut())) {
            own.append($0)
        }.updated { _ in }
        for motion in [plain, watched] {
            motion.tempo = tempo
            motion.start()
        }
        for beat in 0...70 { tempo.tick(at: Double(beat) / 60) }
        #expect(fast.count == 61 && fast == own && fast.last == 100)
    }

    @Test("game loop: a value motion driven by advance(by:) gives the same values at any frame rate")
    func gameLoop() {
        var values: [Double: Double] = [:]
        for fps in [30.0, 120.0] {
            var value = 0.0
            let motion = Motion(from: 0.0, to: 1.0, duration: 0.8, easing: EasingQuadratic.easeIn()) { value = $0 }
            motion.tempo = nil
            motion.start()
            let frames = Int((0.4 * fps).rounded())
            for _ in 0..<frames { motion.advance(by: 1 / fps) }
            values[fps] = value
        }
        #expect(close(values[30]!, 0.25, 1e-9) && close(values[120]!, 0.25, 1e-9))
    }

    @Test("integer and Float values round and convert like integer and Float properties")
    func otherScalars() {
        let tempo = ManualTempo()
        var count = 0, level: Float = 0
        let group = MotionGroup(motions: [
            Motion(from: 0, to: 10, duration: 1) { count = $0 },
            Motion(from: Float(1), to: Float(2), duration: 1) { level = $0 },
        ])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.26)
        #expect(count == 3 && level == 1.26)   // 2.6 rounds to 3
    }

    @Test("non-finite from and to values never reach the closure")
    func badValues() {
        let tempo = ManualTempo()
        var received: [SIMD2<Double>] = []
        let motion = Motion(from: SIMD2<Double>(.nan, 0), to: SIMD2(10, .infinity), duration: 1) { received.append($0) }
        motion.tempo = tempo
        motion.start()
        for time in [0.0, 0.5, 1.0] { tempo.tick(at: time) }
        // x starts from its end (the start is unusable); y holds its start (the end is unusable).
        #expect(received == [SIMD2(10, 0), SIMD2(10, 0), SIMD2(10, 0)])
        #expect(received.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test("a non-finite launch velocity component becomes 0, with a diagnostic; the others launch as given")
    func badLaunch() {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo()
        var position = SIMD2<Double>(0, 0)
        let motion = PhysicsMotion(from: SIMD2<Double>(50, 7), velocity: SIMD2(600, .nan), friction: 0.8) { position = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.25)
        #expect(close(position.x, 173.4939325578271, 1e-9) && position.y == 7)
        #expect(recorder.contains("PhysicsMotion velocity component nan is not finite; using 0.0"))
    }

    @Test("a spring value retargets with continuous position and velocity")
    func springRetarget() {
        let tempo = ManualTempo()
        var position = SIMD2<Double>(0, 0)
        let motion = SpringMotion(from: SIMD2<Double>(0, 0), to: SIMD2(100, 0), spring: .bouncy,
                                  initialVelocity: SIMD2(50, 0)) { position = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.2)
        #expect(abs(position.x - retargetState[0]) < 1e-8)
        motion.retarget(to: SIMD2(50, 0))
        tempo.tick(at: 0.2)
        #expect(abs(position.x - retargetState[0]) < 1e-8)
        for sample in stride(from: 0, to: retargetSamples.count, by: 3) {
            tempo.tick(at: retargetSamples[sample])
            #expect(abs(position.x - retargetSamples[sample + 1]) < 1e-7, "x at \(retargetSamples[sample])")
            #expect(position.y == 0)
        }
    }

    @Test("a value motion follows animation traits: a Bézier curve, or a spring with its velocity towards each end")
    func traits() {
        let tempo = ManualTempo()
        var faded = 0.0, position = SIMD2<Double>(0, 0)
        let fade = Motion(from: 1.0, to: 0.0, traits: AnimationTraits(delay: 0.1, duration: 0.4, animationCurve: .linear)) { faded = $0 }
        // .bouncy as a spring curve, released at 50 units/s towards each end: x is the reference's
        // 0 → 100, y mirrors it (200 → 100).
        let bouncy = Spring.bouncy
        let curve = TimingCurve.spring(SpringTimingCurve(mass: bouncy.mass, tension: bouncy.stiffness, friction: bouncy.damping,
                                                         initialVelocity: 50))
        let spring = Motion(from: SIMD2<Double>(0, 200), to: SIMD2(100, 100),
                            traits: AnimationTraits(duration: 0.3, timingCurve: curve)) { position = $0 }
        let group = MotionGroup(motions: [fade, spring])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0)
        for sample in stride(from: 0, to: springMotionSamples.count, by: 3) {
            let t = springMotionSamples[sample]
            tempo.tick(at: t)
            #expect(abs(position.x - springMotionSamples[sample + 1]) < 1e-6, "x at \(t)")
            #expect(abs(position.y - (200 - springMotionSamples[sample + 1])) < 1e-6, "y at \(t)")
            // Nothing is delivered during the delay; then linear from 1 to 0 over 0.4 s.
            #expect(t < 0.1 ? faded == 0 : close(faded, max(0, 1 - (t - 0.1) / 0.4), 1e-12), "fade at \(t)")
        }
    }

    @Test("ValueMotion, ValuePhysicsMotion and ValueSpringMotion name what the value initializers make")
    func aliases() {
        let tempo = ManualTempo()
        var seen: [Double] = []
        let tween: ValueMotion<Double> = Motion(from: 0.0, to: 10.0, duration: 1, easing: EasingLinear.easeNone()) { seen.append($0) }
        let fling: ValuePhysicsMotion<CGPoint> = PhysicsMotion(from: CGPoint.zero, velocity: CGPoint(x: 600, y: -200), friction: 0.8) { _ in }
        let spring: ValueSpringMotion<CGPoint> = SpringMotion(from: CGPoint.zero, to: CGPoint(x: 1, y: 1), spring: .snappy) { _ in }
        for moveable in [tween, fling, spring] as [any Moveable & TempoDriven] {
            moveable.tempo = tempo
            moveable.start()
        }
        tempo.tick(at: 0.5)
        #expect(abs((seen.last ?? 0) - 5) < 1e-9)
        #expect((fling.target?.value.x ?? 0) > 0 && (fling.target?.value.y ?? 0) < 0 && (spring.target?.value.x ?? 0) > 0)
    }
}
