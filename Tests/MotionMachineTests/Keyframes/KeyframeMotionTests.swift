import Foundation
import Testing
@testable import MotionMachine

/// Keyframe motions: a value motion playing the track of Tests/Reference/keyframes_reference.py
/// (springs integrated by scipy, settling found at 50 digits), and property motions checked against
/// values worked out by hand (linear keys, a single cubic key's smoothstep).
@Suite("Keyframe motions")
@MainActor
struct KeyframeMotionTests {
    init() { _ = TestDiagnostics.installed }

    /// The reference track: every kind of key, from 0.25 at rest.
    static let track = KeyframeTrack<Double> {
        CubicKeyframe(1.0, duration: 0.5)
        CubicKeyframe(0.2, duration: 0.3)
        LinearKeyframe(0.8, duration: 0.4, timingCurve: .easeInOut)
        SpringKeyframe(0.0, spring: Spring(response: 0.5, dampingRatio: 0.7))
        MoveKeyframe(0.5)
        CubicKeyframe(1.0, duration: 0.25, endVelocity: 0)
    }

    /// (time, position, velocity) from the reference script.
    static let expected: [(Double, Double, Double)] = [
        (0.1, 0.329, 1.4575000000000005),
        (0.25, 0.62890625, 2.265625),
        (0.5, 1.0, -0.062499999999999986),
        (0.6, 0.7898148148148149, -3.555555555555555),
        (0.8, 0.2, 0.0),
        (1.0, 0.49999999999999994, 2.586206896551724),
        (1.2, 0.8, 1.2587562637473434e-15),
        (1.35, 0.25195585589464636, -3.667942232695634),
        (1.5, -0.02714428983645809, -0.43681485385838564),
        (2.0, 0.0009770735798510122, -0.009658878556193346),
    ]

    @Test("a value motion plays its track beat by beat, with velocities, and ends exactly on the last key")
    func valueMotion() throws {
        let tempo = ManualTempo()
        var received: [Double] = []
        let motion = Motion(from: 0.25, keyframes: Self.track) { received.append($0) }
        motion.tempo = tempo
        #expect(abs(motion.duration - 2.2687467173831086) < 1e-9)
        motion.start()
        tempo.tick(at: 0)
        for (time, position, velocity) in Self.expected {
            tempo.tick(at: time)
            #expect(abs(try #require(received.last) - position) < 1e-9, "position at \(time)")
            #expect(abs(try #require(motion.velocityValue()) - velocity) < 1e-7, "velocity at \(time)")
        }
        tempo.tick(at: 2.5)
        #expect(received.last == 1.0 && motion.motionState == .stopped)
        // Scrubbing the track gives the same numbers without a motion.
        for (time, position, _) in Self.expected {
            #expect(abs(Self.track.value(at: time, from: 0.25) - position) < 1e-9, "scrubbed at \(time)")
        }
        #expect(Self.track.finalValue(from: 0.25) == 1.0)
    }

    @Test("property tracks run side by side from where each property is; a shorter track rests on its last value")
    func propertyTracks() {
        let box = Box(), tempo = ManualTempo()
        box.x = 4
        var completed = false
        let motion = Motion(target: box, keyframes: [
            PropertyKeyframes(\.x) { LinearKeyframe(10.0, duration: 1) },
            PropertyKeyframes(\.y) {
                LinearKeyframe(5.0, duration: 0.25)
                MoveKeyframe(2.0)
                LinearKeyframe(3.0, duration: 0.25)
            },
        ])
        motion.tempo = tempo
        motion.completed { _ in completed = true }
        #expect(motion.duration == 1)
        motion.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.375)
        // x: 4 + 6·0.375; y: after the jump to 2 at 0.25 s, half-way to 3.
        #expect(box.x == 6.25 && box.y == 2.5)
        tempo.tick(at: 0.75)
        #expect(close(box.x, 8.5) && box.y == 3)
        tempo.tick(at: 1.2)
        #expect(box.x == 10 && box.y == 3 && completed)
    }

    @Test("reversing plays the track backwards in time and lands on the start")
    func reversing() {
        let tempo = ManualTempo()
        var value = -1.0
        let motion = Motion(from: 0.0, keyframes: KeyframeTrack {
            LinearKeyframe(4.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }, options: .reverses) { value = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)
        #expect(value == 2)
        tempo.tick(at: 2.5)   // half a second into the way back: the track at 1.5 s
        #expect(value == 2 && motion.velocityValue() == 4)
        tempo.tick(at: 3.25)  // the track at 0.75 s
        #expect(value == 3)
        tempo.tick(at: 4.5)
        #expect(value == 0 && motion.motionState == .stopped)
    }

    @Test("a point moves component by component: one cubic key is a smoothstep, 3s² − 2s³")
    func composite() {
        let tempo = ManualTempo()
        var point = CGPoint(x: -1, y: -1)
        let motion = Motion(from: CGPoint.zero, keyframes: KeyframeTrack { CubicKeyframe(CGPoint(x: 10, y: 20), duration: 1) }) {
            point = $0
        }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.25)
        #expect(close(point.x, 1.5625) && close(point.y, 3.125))
        tempo.tick(at: 0.5)
        #expect(close(point.x, 5) && close(point.y, 10))
    }

    @Test("a motion seeks within its track")
    func seeking() {
        let tempo = ManualTempo()
        var value = -1.0
        let motion = Motion(from: 0.0, keyframes: KeyframeTrack {
            LinearKeyframe(4.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }) { value = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        motion.seek(to: 1.5)
        #expect(value == 2)
    }

    @Test("keys with numbers that are not finite never reach the target, and are reported")
    func badKeys() {
        let tempo = ManualTempo()
        var values: [Double] = []
        let motion = Motion(from: 1.0, keyframes: KeyframeTrack {
            LinearKeyframe(Double.nan, duration: 0.5)
            CubicKeyframe(3.0, duration: .infinity, startVelocity: .infinity)
            SpringKeyframe(2.0, duration: 0.5, startVelocity: -.infinity)
        }) { values.append($0) }
        #expect(TestDiagnostics.installed.contains("KeyframeTrack keys [0, 1, 2]", "not finite"))
        motion.tempo = tempo
        motion.start()
        for time in stride(from: 0.0, through: 1.5, by: 0.1) { tempo.tick(at: time) }
        #expect(!values.isEmpty && values.allSatisfy(\.isFinite))
        #expect(values.last == 2)
    }
}

extension KeyframeMotionTests {
    @Test("additive keyframe motions on one property add their offsets to its base, as additive tweens do")
    func additive() {
        let box = Box(), tempo = ManualTempo()
        box.x = 10
        let rise = Motion(target: box, keyframes: [PropertyKeyframes(\.x) { LinearKeyframe(14.0, duration: 1) }],
                          options: .additive)
        let wobble = Motion(target: box, keyframes: [PropertyKeyframes(\.x) {
            LinearKeyframe(12.0, duration: 0.5)
            LinearKeyframe(10.0, duration: 0.5)
        }], options: .additive)
        for motion in [rise, wobble] { motion.tempo = tempo; motion.start() }
        tempo.tick(at: 0)
        // wobble starts where rise ends (14), as every additive motion starts from the end of the
        // latest one on its property, so its keys are offsets from 14: −2 at its first key.
        tempo.tick(at: 0.25)
        #expect(close(box.x, 10 + 1 - 1), "rise 1 up, wobble 1 down from 14")
        tempo.tick(at: 0.5)
        #expect(close(box.x, 10 + 2 - 2))
        tempo.tick(at: 0.75)
        #expect(close(box.x, 10 + 3 - 3), "wobble on its way from 12 to 10: 11, 3 down from 14")
        tempo.tick(at: 1.5)
        #expect(close(box.x, 10), "rise ends 4 up, wobble 4 down")
        #expect(wobble.run?.lanes[0].span == LaneSpan(start: 14, end: 10))
    }

    @Test("a keyframe motion steps in a sequence like any other motion")
    func inSequence() async {
        let box = Box(), tempo = ManualTempo()
        let first = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 1.0)], duration: 0.5)
        let keys = Motion(target: box, keyframes: [PropertyKeyframes(\.x) {
            CubicKeyframe(3.0, duration: 0.25)
            LinearKeyframe(2.0, duration: 0.25)
        }])
        let sequence = MotionSequence(steps: [first, keys])
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)
        #expect(box.x == 1)
        tempo.tick(at: 0.875)   // 0.125 s into the linear key: half way from 3 to 2
        #expect(close(box.x, 2.5))
        tempo.tick(at: 2)
        #expect(box.x == 2 && sequence.motionState == .stopped)
    }
}
