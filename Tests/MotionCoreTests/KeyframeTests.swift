import Testing
import MotionCore

/// Keyframe tracks against Tests/Reference/keyframes_reference.py, which integrates the springs
/// numerically, solves the Bézier by root finding, finds settling times by scanning at 50 digits and
/// applies the documented velocity rules on its own.
@Suite("Keyframe tracks")
struct KeyframeTests {
    static let omega0 = 2 * Double.pi / 0.5

    /// Every kind: Catmull-Rom between cubics, a cubic into an eased linear key, a spring carrying the
    /// linear key's end velocity for its settling time, a move, a cubic ending at rest.
    static let track = KeyframeSequence([
        .cubic(1, duration: 0.5, startVelocity: nil, endVelocity: nil),
        .cubic(0.2, duration: 0.3, startVelocity: nil, endVelocity: nil),
        .linear(0.8, duration: 0.4, curve: .easeInOut),
        .spring(0, duration: nil, naturalFrequency: omega0, dampingRatio: 0.7, startVelocity: nil),
        .move(0.5),
        .cubic(1, duration: 0.25, startVelocity: nil, endVelocity: 0),
    ])

    /// (time, position, velocity), from 0.25 at rest.
    static let trackSamples: [(Double, Double, Double)] = [
        (0.0, 0.25, 0.0),
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
        (2.5, 1.0, 0.0),
        (-1.0, 0.25, 0.0),
        (5.0, 1.0, 0.0),
    ]

    @Test("a track of every kind of key, sampled across its segments, before and after")
    func everyKind() {
        #expect(abs(Self.track.duration - 2.2687467173831086) < 1e-9, "the spring key lasts its settling time")
        let played = Self.track.resolved(from: 0.25, velocity: 0)
        for (time, position, velocity) in Self.trackSamples {
            let sample = played.sample(at: time)
            #expect(abs(sample.position - position) < 1e-9, "position at \(time)")
            #expect(abs(sample.velocity - velocity) < 1e-7, "velocity at \(time)")
        }
    }

    @Test("a spring cut short hands its value and velocity to the cubic keys after it")
    func springCutShort() {
        let track = KeyframeSequence([
            .spring(1, duration: 0.1, naturalFrequency: Self.omega0, dampingRatio: 0.5, startVelocity: 3),
            .cubic(-1, duration: 0.4, startVelocity: nil, endVelocity: nil),
            .cubic(0, duration: 0.4, startVelocity: nil, endVelocity: nil),
        ])
        let expected: [(Double, Double, Double)] = [
            (0.0, 0.0, 3.0),
            (0.05, 0.2610148358247808, 6.706441843160965),
            (0.1, 0.6098855771166636, 6.7814178624527),
            (0.2, 0.7540899036688211, -3.018050782869538),
            (0.5, -1.0, -0.7623569713958295),
            (0.7, -0.5381178485697917, 3.9405892428489566),
            (0.9, 0.0, 0.0),
            (1.0, 0.0, 0.0),
        ]
        let played = track.resolved(from: 0, velocity: 0)
        for (time, position, velocity) in expected {
            let sample = played.sample(at: time)
            #expect(abs(sample.position - position) < 1e-9, "position at \(time)")
            #expect(abs(sample.velocity - velocity) < 1e-7, "velocity at \(time)")
        }
    }

    @Test("keys placed by 0…1 offsets of a duration, a missing offset spread evenly")
    func offsets() {
        let track = KeyframeSequence(duration: 2, offsets: [0.25, nil, 1], keyframes: [
            .linear(1, duration: 0, curve: .linear), .linear(3, duration: 0, curve: .linear),
            .linear(2, duration: 0, curve: .linear),
        ])
        #expect(track.startTimes == [0, 0.5, 1.25])
        let played = track.resolved(from: 0, velocity: 0)
        let expected: [(Double, Double, Double)] = [
            (0.25, 0.5, 2.0), (0.5, 1.0, 2.6666666666666665), (0.875, 2.0, 2.6666666666666665),
            (1.25, 3.0, -1.3333333333333333), (1.625, 2.5, -1.3333333333333333), (2.0, 2.0, 0.0),
        ]
        for (time, position, velocity) in expected {
            let sample = played.sample(at: time)
            #expect(abs(sample.position - position) < 1e-12, "position at \(time)")
            #expect(abs(sample.velocity - velocity) < 1e-12, "velocity at \(time)")
        }
    }

    @Test("bad durations and offsets are settled, never NaN: negative and infinite durations are 0, offsets clamp")
    func badInput() {
        let track = KeyframeSequence([
            .linear(1, duration: -1, curve: .linear), .cubic(2, duration: .nan, startVelocity: nil, endVelocity: nil),
            .linear(3, duration: .infinity, curve: .linear), .linear(4, duration: 1, curve: .linear),
        ])
        #expect(track.duration == 1)
        let played = track.resolved(from: .nan, velocity: .infinity)
        for time in stride(from: -0.5, through: 1.5, by: 0.125) {
            let sample = played.sample(at: time)
            #expect(sample.position.isFinite && sample.velocity.isFinite, "at \(time)")
        }
        #expect(played.sample(at: 0.5).position == 3.5)
        let offsets = KeyframeSequence(duration: 1, offsets: [0.8, 0.4, 2], keyframes: [
            .move(1), .linear(2, duration: 0, curve: .linear), .linear(3, duration: 0, curve: .linear),
        ])
        #expect(offsets.startTimes == [0, 0.8, 0.8], "0.4 after 0.8 becomes 0.8; 2 becomes 1")
        #expect(offsets.duration == 1)
        let held = offsets.resolved(from: 0, velocity: 0)
        #expect(held.sample(at: 0.5).position == 0, "the move holds the start until its offset")
        #expect(held.sample(at: 0.9).position == 2.5)
    }

    @Test("unusable numbers are listed and replaced: a NaN key holds, infinite velocities are open, a dead spring is the default")
    func sanitizedKeys() {
        let track = KeyframeSequence([
            .linear(2, duration: 1, curve: .linear),
            .linear(.nan, duration: 1, curve: .linear),
            .cubic(4, duration: 1, startVelocity: .infinity, endVelocity: nil),
            .spring(0, duration: nil, naturalFrequency: -1, dampingRatio: .nan, startVelocity: nil),
        ])
        #expect(track.sanitizedKeys == [1, 2, 3])
        let played = track.resolved(from: 0, velocity: 0)
        #expect(played.sample(at: 1.5) == MotionSample(position: 2, velocity: 0), "the NaN key holds 2")
        // The default spring (ω₀ = 4π, ζ = 1) settles a unit release within 0.001 in a finite time.
        #expect(track.duration > 3 && track.duration < 5)
        for time in stride(from: 0.0, through: 5, by: 0.05) {
            let sample = played.sample(at: time)
            #expect(sample.position.isFinite && sample.velocity.isFinite, "at \(time)")
        }
        #expect(played.finalValue == 0)
    }

    @Test("an empty track holds its start; several moves at one moment land on the last")
    func emptyAndMoves() {
        let empty = KeyframeSequence([]).resolved(from: 7, velocity: 0)
        #expect(empty.sample(at: 0.5) == MotionSample(position: 7, velocity: 0))
        let moves = KeyframeSequence([.move(1), .move(2), .linear(4, duration: 1, curve: .linear)]).resolved(from: 0, velocity: 0)
        #expect(moves.sample(at: 0) == MotionSample(position: 2, velocity: 2))
    }

    @Test("the keyframe law samples each lane's own track from the lane's start, and rests past a shorter track")
    func law() {
        let law = KeyframeLaw(tracks: [
            KeyframeSequence([.linear(10, duration: 1, curve: .linear)]),
            KeyframeSequence([.linear(-4, duration: 2, curve: .linear)]),
        ])
        #expect(law.duration == 2)
        let first = law.sample(at: 1.5, lane: RunLane(start: 2, end: 10), index: 0)
        #expect(first == MotionSample(position: 10, velocity: 0))
        let second = law.sample(at: 1.5, lane: RunLane(start: 0, end: -4), index: 1)
        #expect(second == MotionSample(position: -3, velocity: -2))
        #expect(law.sample(at: 0.5, lane: RunLane(start: 5, end: 5), index: 2).position == 5)
    }
}
