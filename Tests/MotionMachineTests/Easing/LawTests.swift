import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// Each leg law evaluated alone, against `Tests/Reference/law_reference.py` (Penner's quadratic and
/// the decay fraction at 50 digits; the spring's basis functions integrated as an ODE at 30 digits),
/// and the two ways a motion evaluates a leg (in place on its own path, and through the evaluator a
/// steady leg keeps) giving the same numbers.
@Suite("Leg laws")
@MainActor
struct LawTests {
    init() { _ = TestDiagnostics.installed }
    func eased(_ sample: LegEvaluator.Sample) -> Double? {
        if case .eased(let value) = sample { return value }
        return nil
    }

    func basis(_ sample: LegEvaluator.Sample) -> (even: Double, odd: Double)? {
        if case .spring(let even, let odd, _) = sample { return (even, odd) }
        return nil
    }

    @Test("An eased leg evaluates its curve: quadratic in-out at 0.3, 0.5 and 0.8 of 1 s")
    func easedLeg() throws {
        let evaluator = LegEvaluator.easing(EasingQuadratic.easeInOut())
        for (time, expected) in [(0.3, 0.18), (0.5, 0.5), (0.8, 0.92)] {
            #expect(close(try #require(eased(evaluator.sample(atFraction: time, duration: 1))), expected, 1e-15))
        }
    }

    @Test("A friction decay's leg evaluates the travelled fraction (friction 0.8)")
    func decayLeg() throws {
        let evaluator = LegEvaluator.decay(PhysicsSystem(friction: 0.8).decayBasis)
        let reference = [(0.25, 0.33159128630988786386), (1, 0.8008008008008008008), (3, 0.99299299299299299299)]
        for (time, expected) in reference {
            #expect(close(try #require(eased(evaluator.sample(atFraction: time / 4.29, duration: 4.29))), expected, 1e-14))
        }
    }

    @Test("A spring's leg evaluates its basis functions in all three damping regimes", arguments: [
        (Spring(mass: 1, stiffness: 100, damping: 10), [(0.05, 0.70692192480746719099, 0.037734520347490682704),
                                                         (0.2, -0.059065449687278310477, 0.04192796296663318485),
                                                         (0.7, 0.029462895242304222271, -0.00076437137130693595563)]),
        (Spring(mass: 2, stiffness: 50, damping: 20), [(0.05, 0.77880078307140486825, 0.038940039153570243412),
                                                        (0.2, 0.3678794411714423216, 0.073575888234288464319),
                                                        (0.7, 0.03019738342231850074, 0.021138168395622950518)]),
        (Spring(mass: 1, stiffness: 100, damping: 50), [(0.05, 0.49600921959076775138, 0.017671076572434546557),
                                                         (0.2, 0.32940513628130175148, 0.014373410893779195999),
                                                         (0.7, 0.11600380946325874383, 0.0050628213120819555596)]),
    ])
    func springLeg(spring: Spring, reference: [(Double, Double, Double)]) throws {
        let evaluator = LegEvaluator.spring(SpringBasis(spring: spring))
        for (time, even, odd) in reference {
            let value = try #require(basis(evaluator.sample(atFraction: time, duration: 1)))
            #expect(close(value.even, even, 1e-13) && close(value.odd, odd, 1e-13), "at \(time)")
        }
    }

    @Test("A bounded decay rests where its bounces end, and each contact reverses and scales its velocity")
    func boundedDecayLeg() {
        // Start 0, bounds 0…0.8, launched at 10 with friction 0.01 and restitution 0.5: the free
        // launch would travel far past 0.8, so it reaches the bound, and leaves it at −0.5 × its speed.
        let system = PhysicsSystem(friction: 0.01)
        let launch = BoundedLaunch(start: 0, bounds: 0...0.8, velocity: 10, restitution: 0.5, system: system)
        #expect(launch.phases.count >= 2)
        let contact = launch.phases[1]
        let arriving = system.velocity(after: contact.time, initialVelocity: 10)
        #expect(close(contact.position, 0.8, 1e-12) && close(contact.velocity, -0.5 * arriving, 1e-9))
        #expect(system.displacement(after: contact.time, initialVelocity: 10) > 0.8 - 1e-9)
        #expect((0...0.8).contains(launch.restValue))
    }

    @Test("In place and through a steady leg's evaluator, every law gives the same numbers on both legs")
    func oneEvaluation() {
        let forward = EasingCurve.quadratic(.easeInOut)
        let backward = EasingCurve.cubic(.easeIn)
        let kinds: [LegKind] = [.eased, .decay(PhysicsSystem(friction: 0.5).decayBasis),
                                .spring(SpringBasis(spring: .bouncy))]
        for kind in kinds {
            for reverse in [false, true] {
                for reverseCurve in [nil, backward] {
                    for lawCurve in [false, true] {
                        let evaluator = kind.evaluator(reverse: reverse, forward: forward.update, reverseCurve: reverseCurve?.update,
                                                       lawCurve: lawCurve)
                        for time in [0.0, 0.1, 0.37, 0.9] {
                            let direct = kind.sample(at: time, duration: 1, reverse: reverse, forward: forward.update,
                                                     reverseCurve: reverseCurve?.update, lawCurve: lawCurve)
                            let kept = evaluator.sample(atFraction: time, duration: 1)
                            #expect(eased(direct) == eased(kept) && basis(direct)?.even == basis(kept)?.even
                                    && basis(direct)?.odd == basis(kept)?.odd, "\(kind) reverse \(reverse) at \(time)")
                        }
                    }
                }
            }
        }
    }

    @Test("PhysicsMotion and SpringMotion choose their law; replacing a launch's easing drops its closed form")
    func lawChoice() {
        let box = Box()
        let physics = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: 50, friction: 0.5)
        guard case .decay = physics.legKind, let launch = physics.law.launch else {
            Issue.record("a PhysicsMotion runs a launch with its closed-form decay")
            return
        }
        #expect(close(launch.distance, physics.restingDistance, 0) && launch.velocity == 50)
        physics.easing = EasingLinear.easeNone()
        if case .eased = physics.legKind {} else { Issue.record("a replaced easing is evaluated as an easing") }
        let spring = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 1.0)], spring: .snappy,
                                  initialVelocity: [3])
        #expect(spring.law.spring?.spring == .snappy && spring.law.spring?.velocities == [3])
        let plain = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 1.0)], duration: 1)
        if case .eased = plain.law {} else { Issue.record("a Motion runs an eased law") }
    }

    @Test("A launch's and a spring's own curves are worked out from their laws, not kept: the easing read back and the way back played in place match the closures they stand for")
    func lawCurves() {
        let box = Box(), tempo = ManualTempo()
        let physics = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0)], velocity: 50, friction: 0.5)
        #expect(physics.curveFromLaw && physics.forwardCurve.kind == .linear)
        // The travelled fraction (1 − (1 − f)^t) / (1 − resting fraction), pinned at the ends.
        let restTime = physics.duration, fraction = PhysicsSystem.restingSpeedFraction
        for t in [0.0, 0.25, 1.0, restTime / 2, restTime] {
            let expected = t <= 0 ? 0 : t >= restTime ? 1 : (1 - pow(0.5, t)) / (1 - fraction)
            #expect(abs(physics.easing(t, 0, 1, restTime) - expected) <= 1e-12, "travelled fraction at \(t)")
        }
        // A spring's way back: in place on one motion, through the same curve as a closure on another.
        func spring(_ target: Box) -> SpringMotion<Box> {
            let motion = SpringMotion(target: target, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 100)],
                                      spring: Spring(duration: 0.5, bounce: 0.2), initialVelocity: [0])
            motion.tempo = tempo
            return motion
        }
        let ownBox = Box(), closureBox = Box()
        let own = spring(ownBox).reverses()
        let closure = spring(closureBox).reverses()
        #expect(own.curveFromLaw)
        closure.reverseEasing = own.easing
        #expect(own.reverseEasingCurve == nil && closure.reverseEasingCurve != nil)
        own.start()
        closure.start()
        var compared = 0
        for _ in 0..<240 {
            tempo.advance(by: 1.0 / 60)
            #expect(ownBox.x.bitPattern == closureBox.x.bitPattern)
            if own.motionDirection == .reverse { compared += 1 }
        }
        #expect(compared > 10 && ownBox.x == 0 && own.motionState == .stopped)
        // A forward easing set on a spring keeps the law's way back as the reverse easing, and the
        // launch's own curve gives way to the one set (its closed form is dropped).
        let replaced = spring(Box())
        let wayBack = replaced.easing
        replaced.easingCurve = .linear
        #expect(!replaced.curveFromLaw && replaced.easingCurve.kind == .linear)
        for t in [0.0, 0.1, 0.3, 0.5] {
            #expect(replaced.reverseEasingCurve?.update(t, 0, 1, 0.5) == wayBack(t, 0, 1, 0.5))
        }
        physics.easing = EasingLinear.easeNone()
        #expect(!physics.curveFromLaw && physics.easing(0.25, 0, 1, 1) == 0.25)
    }

    /// `state` at `time`, forward and back, for a lane `start` → `end` with `velocity`.
    func states(_ law: MoveableLaw, _ lane: (Double, Double, Double), at time: Double, duration: Double,
                curve: EasingCurve = .linear) -> (forward: LegState, back: LegState) {
        (law.state(of: lane, index: 0, timedLane: nil, time: time, duration: duration, reverse: false, curve: curve),
         law.state(of: lane, index: 0, timedLane: nil, time: time, duration: duration, reverse: true, curve: curve))
    }

    @Test("Each law gives a property's position and velocity on both legs (reference: law_reference.py, state)")
    func positionAndVelocity() {
        // Eased: quadratic in-out, 10 → 30 over 2 s.
        for (time, position, velocity) in [(0.6, 13.6, 12.0), (1.5, 27.5, 10.0)] {
            let (forward, back) = states(.eased, (10, 30, 0), at: time, duration: 2, curve: .quadratic(.easeInOut))
            #expect(close(forward.position, position, 1e-13) && close(forward.velocity ?? .nan, velocity, 1e-13))
            #expect(close(back.position, 40 - position, 1e-13) && close(back.velocity ?? .nan, -velocity, 1e-13))
        }
        // A launch at 100/s with friction 0.8, resting 40 from 5 (the velocity is the law's, not the curve's).
        let system = PhysicsSystem(friction: 0.8)
        let launch = MoveableLaw.launch(LaunchLaw(system: system, velocity: 100, distance: 40, restitution: 0,
                                                bounces: false, decay: system.decayBasis))
        for (time, position, velocity) in [(0.25, 18.263651452395514554, 66.8740304976422024), (1, 37.032032032032032032, 20.0)] {
            let (forward, back) = states(launch, (5, 45, 0), at: time, duration: 4.3)
            #expect(close(forward.position, position, 1e-12) && close(forward.velocity ?? .nan, velocity, 1e-12))
            #expect(close(back.position, 50 - position, 1e-12) && close(back.velocity ?? .nan, -velocity, 1e-12))
        }
        // A spring (m 1, k 100, c 10): released at 0 towards 1 with velocity 2; back from rest at 1 towards 0.
        let spring = MoveableLaw.spring(SpringLaw(spring: Spring(mass: 1, stiffness: 100, damping: 10), velocities: [2]))
        let reference = [(0.05, 0.17987451415006076089, 4.8099506808890958254, 0.89559452654492060451, -3.7734520347490682704),
                         (0.3, 1.1510032962120199976, 0.81723161732750570753, -0.12435476740841176656, -1.3324264401804115508)]
        for (time, position, velocity, backPosition, backVelocity) in reference {
            let (forward, back) = states(spring, (0, 1, 2), at: time, duration: 1.2)
            #expect(close(forward.position, position, 1e-13) && close(forward.velocity ?? .nan, velocity, 1e-13))
            #expect(close(back.position, backPosition, 1e-13) && close(back.velocity ?? .nan, backVelocity, 1e-13))
        }
    }

    @Test("A running motion reports what its law gives: the spring's position is what the beat wrote")
    func motionReadsItsLaw() {
        let box = Box(), tempo = ManualTempo()
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 1.0)],
                                  spring: Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: [2])
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.05)
        #expect(close(box.x, 0.17987451415006076089, 1e-13))
        #expect(close(motion.velocity(ofPropertyAt: 0), 4.8099506808890958254, 1e-13))
    }
}
