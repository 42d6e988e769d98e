import Testing
import MotionCore

/// Runs: a timing, a law and lanes, against values worked out by hand (tween arithmetic) or with
/// Tests/Reference/keyframes_reference.py (the spring, integrated numerically).
@Suite("Runs")
struct RunTests {
    static let lane = [RunLane(start: 0, end: 10)]

    func run(_ curve: UnitCurve = .linear, timing: MotionTiming, reverse: MotionRun<TweenLaw>.ReverseLegs = .mirrored) -> MotionRun<TweenLaw> {
        MotionRun(law: TweenLaw(curve: curve, duration: 1), lanes: Self.lane, timing: timing, reverseLegs: reverse)
    }

    @Test("a linear tween autoreversing: 2.5 at a quarter, 7.5 a quarter into the way back, velocities ±10")
    func linearAutoreverse() {
        let run = run(timing: MotionTiming(duration: 1, autoreverses: true))
        #expect(run.sample(at: 0.25, lane: 0) == MotionSample(position: 2.5, velocity: 10))
        #expect(run.sample(at: 1.25, lane: 0) == MotionSample(position: 7.5, velocity: -10))
    }

    @Test("an ease-in tween's way back: mirrored in time, or replayed from the end as MotionMachine reverses")
    func reverseRules() throws {
        let timing = MotionTiming(duration: 1, autoreverses: true)
        // Mirrored: a quarter into the way back is the forward curve at 0.75: 10·0.75² = 5.625,
        // velocity −10·2·0.75 = −15.
        let mirrored = try #require(run(.penner(.quadratic, .easeIn), timing: timing).sample(at: 1.25, lane: 0))
        #expect(abs(mirrored.position - 5.625) < 1e-12 && abs(mirrored.velocity + 15) < 1e-12)
        // Replayed: end − Δ·0.25² = 9.375, velocity −10·2·0.25 = −5.
        let replayed = try #require(run(.penner(.quadratic, .easeIn), timing: timing, reverse: .replayed).sample(at: 1.25, lane: 0))
        #expect(abs(replayed.position - 9.375) < 1e-12 && abs(replayed.velocity + 5) < 1e-12)
    }

    @Test("speed and a leg longer than the law scale time and velocity")
    func scaling() throws {
        // Speed 2: 0.125 s of parent time is a quarter of the leg; velocity 10 per leg-second × 2.
        let fast = try #require(run(timing: MotionTiming(duration: 1, speed: 2)).sample(at: 0.125, lane: 0))
        #expect(fast == MotionSample(position: 2.5, velocity: 20))
        // A 2 s leg plays the 1 s law at half speed: half-way at 1 s, 5 units per second.
        let slow = try #require(run(timing: MotionTiming(duration: 2)).sample(at: 1, lane: 0))
        #expect(slow == MotionSample(position: 5, velocity: 5))
    }

    @Test("a delay without fill shows nothing; with backwards fill the start shows")
    func delayAndFill() {
        #expect(run(timing: MotionTiming(delay: 1, duration: 1)).sample(at: 0.5, lane: 0) == nil)
        let filled = run(timing: MotionTiming(delay: 1, duration: 1, fill: .backwards)).sample(at: 0.5, lane: 0)
        #expect(filled?.position == 0)
        var positions: [Double] = []
        #expect(run(timing: MotionTiming(duration: 1, fill: .forwards)).sample(at: 3, into: &positions))
        #expect(positions == [10])
        #expect(run(timing: MotionTiming(duration: 1)).sample(at: 0.5, lane: 1) == nil, "no such lane")
    }

    @Test("a spring tween: each lane released at its start with its velocity (scipy's integration)")
    func springRun() throws {
        let omega0 = 2 * Double.pi / 0.5
        let law = SpringTween(naturalFrequency: omega0, dampingRatio: 0.5)
        #expect(abs(law.duration - 1.076669439609424) < 1e-9, "a unit release's settling time")
        let run = MotionRun(law: law, lanes: [RunLane(start: 0, end: 1, velocity: 2)])
        let sample = try #require(run.sample(at: 0.2, lane: 0))
        #expect(abs(sample.position - 1.0699697936551338) < 1e-10)
        #expect(abs(sample.velocity - 2.8007028871834336) < 1e-9)
        #expect(run.sample(at: law.duration, lane: 0) == MotionSample(position: 1, velocity: 0))
    }

    @Test("a decay: (1 − e^(t·rate))·scale of the lane, velocity its derivative, at rest at the end")
    func decayRun() throws {
        let basis = DecayBasis(rate: -1.6094379124341003, scale: 1.0101010101010102)
        let run = MotionRun(law: DecayLaw(basis: basis, duration: 2.86), lanes: [RunLane(start: 100, end: 300)])
        let sample = try #require(run.sample(at: 0.5, lane: 0))
        let progress = (1 - 0.44721359549995793) * 1.0101010101010102   // e^(−0.5·ln 5) = 1/√5
        #expect(abs(sample.position - (100 + 200 * progress)) < 1e-10)
        #expect(abs(sample.velocity - 200 * 1.6094379124341003 * 0.44721359549995793 * 1.0101010101010102) < 1e-9)
        #expect(run.sample(at: 3, lane: 0)?.position == 300)
    }

    @Test("keyframes in a run: the way back is the track mirrored in time")
    func keyframeRun() throws {
        let law = KeyframeLaw(tracks: [KeyframeSequence([.linear(4, duration: 1, curve: .linear), .linear(0, duration: 1, curve: .linear)])])
        let run = MotionRun(law: law, lanes: [RunLane(start: 0, end: 0)], timing: MotionTiming(duration: 2, autoreverses: true))
        #expect(run.sample(at: 0.5, lane: 0) == MotionSample(position: 2, velocity: 4))
        // 2.5 s: half a second into the way back, the track at 1.5 s: 2, moving towards 4.
        #expect(run.sample(at: 2.5, lane: 0) == MotionSample(position: 2, velocity: 4))
    }
}

/// The law written in the article *The core*, as a reader would add it.
struct WobbleLaw: MotionLaw {
    var cycles: Double
    var duration: Double

    func sample(at time: Double, lane: RunLane, index: Int) -> MotionSample {
        let fraction = min(max(time / duration, 0), 1)
        let angle = 2 * Double.pi * cycles * fraction
        let fade = 1 - fraction
        let delta = lane.span.delta
        return MotionSample(position: lane.span.end - delta * fade * CoreMath.cos(angle),
                            velocity: delta / duration * (CoreMath.cos(angle)
                                + fade * 2 * Double.pi * cycles * CoreMath.sin(angle)))
    }
}

@Suite("A law of one's own")
struct OwnLawTests {
    @Test("the article's law runs: it starts at the start, ends at the end, and its velocity is the slope of its positions")
    func wobble() throws {
        let run = MotionRun(law: WobbleLaw(cycles: 3, duration: 2), lanes: [RunLane(start: 1, end: 5)],
                            timing: MotionTiming(duration: 2, fill: .forwards))
        #expect(abs(try #require(run.sample(at: 0, lane: 0)).position - 1) < 1e-12)
        #expect(try #require(run.sample(at: 2, lane: 0)).position == 5)
        for time in stride(from: 0.1, to: 1.9, by: 0.2) {
            let before = try #require(run.sample(at: time - 1e-6, lane: 0)).position
            let after = try #require(run.sample(at: time + 1e-6, lane: 0)).position
            let velocity = try #require(run.sample(at: time, lane: 0)).velocity
            #expect(abs(velocity - (after - before) / 2e-6) < 1e-4 * max(1, abs(velocity)), "at \(time)")
        }
    }
}
