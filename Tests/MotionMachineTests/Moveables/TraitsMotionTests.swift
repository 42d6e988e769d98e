import Foundation
import Testing
@testable import MotionMachine

/// Animation traits drive motions with no glue code: a decoded spec matches the same motion built by
/// hand beat for beat, springs follow the independent ODE reference, and repetition maps onto the
/// timing value (fractional counts and spans end part-way, with the values reached there).
@Suite("Motions from animation traits")
@MainActor
struct TraitsMotionTests {
    init() { _ = TestDiagnostics.installed }
    /// Plays `motion` on its own tempo at 60 beats per second for `seconds`, recording `box.x`.
    func trace(_ motion: Motion<Box>, _ box: Box, seconds: Double) -> [Double] {
        let tempo = ManualTempo()
        motion.tempo = tempo
        motion.start()
        return (1...Int(seconds * 60)).map { beat in
            tempo.tick(at: Double(beat) / 60)
            return box.x
        }
    }

    @Test("a decoded spec drives the same motion as one built by hand, beat for beat")
    func decodedMatchesHandBuilt() throws {
        let json = #"{"delay": 0.1, "duration": 0.4, "timingCurve": [0.4, 0, 0.2, 1], "repetition": {"count": 2, "autoreverses": true}}"#
        let traits = try JSONDecoder().decode(AnimationTraits.self, from: Data(json.utf8))
        let fromSpec = Box(), byHand = Box()
        let specMotion = Motion(target: fromSpec, properties: [PropertyData(keyPath: \Box.x, start: 10, end: 90)], traits: traits)
        let handMotion = Motion(target: byHand, properties: [PropertyData(keyPath: \Box.x, start: 10, end: 90)], duration: 0.4,
                                easing: CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1).curve, options: [.reverses, .repeats])
        handMotion.delay = 0.1
        handMotion.repeatCycles = 1
        let a = trace(specMotion, fromSpec, seconds: 2), b = trace(handMotion, byHand, seconds: 2)
        #expect(a == b)
        #expect(specMotion.motionState == .stopped && a.last == 10)
        #expect(specMotion.timing == MotionTiming(delay: 0.1, duration: 0.4, repetition: .count(2), autoreverses: true))
    }

    @Test("a spring in traits follows the ODE reference (SwiftUI bouncy, 50 units/s towards the end)")
    func springFollowsReference() {
        let tempo = ManualTempo(), box = Box()
        let traits = AnimationTraits(delay: 0, duration: 99,
                                     timingCurve: .spring(SpringTimingCurve(duration: 0.5, bounce: 0.3, initialVelocity: 50)))
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)], traits: traits)
        motion.tempo = tempo
        motion.start()
        for sample in stride(from: 0, to: springMotionSamples.count, by: 3) {
            tempo.tick(at: springMotionSamples[sample])
            #expect(abs(box.x - springMotionSamples[sample + 1]) < 1e-8, "x at \(springMotionSamples[sample])")
            #expect(abs((motion.velocity(ofPropertyAt: 0) ?? .nan) - springMotionSamples[sample + 2]) < 1e-7)
        }
        // The leg is the spring's settling time, not the traits' 99 s.
        tempo.tick(at: 5)
        #expect(motion.motionState == .stopped && box.x == 100)
    }

    @Test("a spring's velocity points towards each end; a generator's is in spans per second")
    func springVelocities() {
        let tempo = ManualTempo(), box = Box()
        let generator = SpringTimingCurveGenerator(duration: 0.5, dampingRatio: 0.8, initialVelocity: 2)
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 100, end: 40),
                                                      PropertyData(keyPath: \Box.y, start: 0, end: 10)],
                            traits: AnimationTraits(duration: 0.5, timingCurve: .springGenerator(generator)))
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        #expect(abs((motion.velocity(ofPropertyAt: 0) ?? .nan) - (-120)) < 1e-9)
        #expect(abs((motion.velocity(ofPropertyAt: 1) ?? .nan) - 20) < 1e-9)
        let box2 = Box()
        let absolute = Motion(target: box2, properties: [PropertyData(keyPath: \Box.x, start: 100, end: 40)],
                              traits: AnimationTraits(duration: 1, timingCurve: .spring(mass: 1, tension: 200, friction: 20, initialVelocity: 30)))
        absolute.tempo = tempo
        absolute.start()
        tempo.tick(at: 0)
        #expect(abs((absolute.velocity(ofPropertyAt: 0) ?? .nan) - (-30)) < 1e-9)
    }

    @Test("fractional counts and spans end part-way, with the values reached there", arguments: [
        // (count or span, autoreverses, seconds until complete, final value of a linear 0 → 100 over 1 s)
        (Repetition(numberOfRepetitions: 1.5), 1.5, 50.0),
        (Repetition(numberOfRepetitions: 1.25, autoreverses: true), 2.5, 50),
        (Repetition(numberOfRepetitions: 1.5, autoreverses: true), 3, 100),
        (Repetition(numberOfRepetitions: 0.3), 0.3, 30),
        (Repetition(duration: 2.75), 2.75, 75),
        (Repetition(duration: 2.75, autoreverses: true), 2.75, 75),
        (Repetition(duration: 2, autoreverses: true), 2, 0),
    ])
    func partialRuns(_ c: (Repetition, Double, Double)) {
        let tempo = ManualTempo(), box = Box()
        var completedAt: Double?
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 100)],
                            traits: AnimationTraits(delay: 0, duration: 1, timingCurve: .bezier(.linear), repetition: c.0))
        motion.tempo = tempo
        motion.completed { _ in completedAt = tempo.currentTime }
        motion.start()
        var beat = 0.0
        while beat < c.1 - 1e-9 {
            #expect(motion.motionState == .moving, "still moving at \(beat)")
            beat += 1.0 / 64
            tempo.tick(at: beat)
        }
        #expect(completedAt.map { abs($0 - c.1) < 1.0 / 64 + 1e-9 } == true, "completed at \(String(describing: completedAt))")
        #expect(abs(box.x - c.2) < 1e-9, "final \(box.x)")
        #expect(motion.totalProgress == 1)
        // Seeking to the end gives the same final values.
        motion.seek(toProgress: 0.5)
        motion.seek(toProgress: 1)
        #expect(abs(box.x - c.2) < 1e-9)
    }

    @Test("no curve is an instant change when the delay ends, whatever the duration")
    func instant() {
        let tempo = ManualTempo(), box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 7)],
                            traits: AnimationTraits(delay: 0.25, duration: 3, timingCurve: nil))
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.2)
        #expect(box.x == 0)
        tempo.tick(at: 0.25)
        #expect(box.x == 7 && motion.motionState == .stopped)
    }

    @Test("a Penner curve in traits eases with the published equation")
    func penner() {
        let tempo = ManualTempo(), box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)],
                            traits: AnimationTraits(delay: 0, duration: 2, timingCurve: .penner(PennerEasing(.cubic, .in))))
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 1)
        #expect(abs(box.x - 0.125) < 1e-12)   // (1/2)³
    }

    @Test("endless repetition from traits, and steady legs stop short of a partial final leg")
    func endlessAndFastPath() {
        let tempo = ManualTempo(), box = Box(), other = Box()
        let forever = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)],
                             traits: AnimationTraits(delay: 0, duration: 0.5, timingCurve: .bezier(.linear),
                                                     repetition: .forever(autoreverses: true)))
        forever.tempo = tempo
        forever.start()
        let partial = Motion(target: other, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 100)],
                             traits: AnimationTraits(delay: 0, duration: 1, timingCurve: .bezier(.linear),
                                                     repetition: Repetition(numberOfRepetitions: 2.4)))
        partial.tempo = tempo
        partial.start()
        for beat in 1...300 { tempo.tick(at: Double(beat) / 100) }
        #expect(forever.motionState == .moving && forever.repetition == .forever)
        #expect(partial.motionState == .stopped && abs(other.x - 40) < 1e-9)
    }

    @Test("whole-value states take traits too, and the timing value reads traits")
    func statesAndTiming() throws {
        let tempo = ManualTempo(), box = Box()
        let motion = Motion(target: box, statesForProperties: [try PropertyStates(path: "frame", end: CGRect(x: 120, y: 50, width: 50, height: 150))],
                            traits: AnimationTraits(delay: 0, duration: 1, timingCurve: .bezier(.linear)))
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(box.frame == CGRect(x: 70, y: 50, width: 50, height: 100))
        let traits = AnimationTraits(delay: 0.2, duration: 0.3, timingCurve: nil, repetition: Repetition(duration: 2, autoreverses: true))
        #expect(MotionTiming(traits) == MotionTiming(delay: 0.2, duration: 0, repetition: .duration(2), autoreverses: true))
    }

    @Test("a span of no time, or one that underflows against a huge duration, keeps progress finite (motion stress --seed 4)")
    func emptySpans() {
        let tempo = ManualTempo(), box = Box()
        for (duration, repetition) in [(1.0, MotionTiming.Repetition.duration(0)), (1e308, .duration(0.7))] {
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: duration)
            motion.reversing = true
            motion.repetition = repetition
            motion.tempo = tempo
            #expect(motion.totalProgress == 0)
            motion.start()
            tempo.advance(by: 0.1)
            #expect(motion.totalProgress.isFinite && box.x.isFinite)
        }
    }

    @Test("a motion's leg kind follows its law: eased for a plain motion, a traits spring's from its rare parts, a launch's decay until an easing replaces its curve, a spring's")
    func legKindFollowsLaw() {
        let plain = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        #expect(!plain.followsLaw && plain.rare == nil)
        if case .eased = plain.legKind {} else { Issue.record("a plain motion's leg is eased") }
        let traits = AnimationTraits(delay: 0, duration: 0.5,
                                     timingCurve: .spring(SpringTimingCurve(duration: 0.5, bounce: 0.3, initialVelocity: 0)))
        let sprung = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], traits: traits)
        #expect(sprung.followsLaw && sprung.rare != nil)
        if case .spring = sprung.legKind {} else { Issue.record("a traits spring's leg is a spring") }
        let launch = PhysicsMotion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0)], velocity: 300, friction: 0.5)
        #expect(launch.followsLaw && launch.rare == nil)
        if case .decay = launch.legKind {} else { Issue.record("a launch's leg is its decay") }
        launch.easing = EasingQuadratic.easeOut()
        if case .eased = launch.legKind {} else { Issue.record("a launch with an easing of its own is eased") }
        let spring = SpringMotion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)])
        if case .spring = spring.legKind {} else { Issue.record("a spring motion's leg is a spring") }
    }
}
