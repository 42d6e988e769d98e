import Foundation
import Testing
@testable import MotionMachine

/// SpringMotion against the scipy ODE references in SpringReference.swift.
@Suite("SpringMotion")
@MainActor
struct SpringMotionTests {
    init() { _ = TestDiagnostics.installed }
    func bouncyMotion(_ box: Box, tempo: ManualTempo, options: MotionOptions = []) -> SpringMotion<Box> {
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)],
                                  spring: .bouncy, initialVelocity: [50], options: options)
        motion.tempo = tempo
        return motion
    }

    /// A bouncy 0 → 100 spring that reverses, started, with one tiny beat so its leg length is known.
    func startedReversingSpring(_ box: Box, tempo: ManualTempo) -> SpringMotion<Box> {
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)],
                                  spring: .bouncy, options: [.reverses])
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.001)
        return motion
    }

    @Test("positions and velocities follow the spring released at the start with its initial velocity")
    func forwardLeg() {
        let tempo = ManualTempo(), box = Box()
        let motion = bouncyMotion(box, tempo: tempo).start()
        for sample in stride(from: 0, to: springMotionSamples.count, by: 3) {
            let t = springMotionSamples[sample]
            tempo.tick(at: t)
            #expect(abs(box.x - springMotionSamples[sample + 1]) < 1e-8, "x at \(t)")
            #expect(abs(motion.velocity(ofPropertyAt: 0) - springMotionSamples[sample + 2]) < 1e-7, "v at \(t)")
        }
    }

    @Test("the leg lasts until the spring settles, then the end value is written exactly")
    func settlesAndCompletes() {
        let tempo = ManualTempo(), box = Box()
        var completions = 0
        let motion = bouncyMotion(box, tempo: tempo).completed { _ in completions += 1 }
        motion.start()
        tempo.tick(at: 0.001)
        #expect(abs(motion.duration - springMotionSettlingTime) < 1e-6)
        tempo.tick(at: springMotionSettlingTime - 0.01)   // the last excursions: close, not yet within 0.1%
        #expect(motion.motionState == .moving && abs(box.x - 100) <= 1)
        tempo.tick(at: springMotionSettlingTime + 0.01)
        #expect(box.x == 100 && completions == 1 && motion.velocity(ofPropertyAt: 0) == 0)
    }

    @Test("rest is judged relative to each property's span: 0…1 and 0…1000 settle at the same time")
    func relativeRest() {
        for span in [1.0, 1000.0] {
            let tempo = ManualTempo(), box = Box()
            let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: span)],
                                      spring: .smooth)
            motion.tempo = tempo
            motion.start()
            tempo.tick(at: 0.01)
            #expect(abs(motion.duration - smoothSettlingTime) < 1e-6, "span \(span)")
        }
    }

    @Test("retargeting keeps position and velocity continuous and follows the new spring")
    func retarget() {
        let tempo = ManualTempo(), box = Box()
        let motion = bouncyMotion(box, tempo: tempo).start()
        tempo.tick(at: 0.2)
        #expect(abs(box.x - retargetState[0]) < 1e-8)
        let velocityBefore = motion.velocity(ofPropertyAt: 0)
        #expect(abs(velocityBefore - retargetState[1]) < 1e-7)
        var starts = 0
        motion.started { _ in starts += 1 }
        motion.retarget(propertyAt: 0, to: 50)
        #expect(abs(motion.velocity(ofPropertyAt: 0) - velocityBefore) < 1e-9)
        #expect(starts == 0 && motion.properties[0].end == 50)
        tempo.tick(at: 0.2)   // same moment: same position
        #expect(abs(box.x - retargetState[0]) < 1e-8)
        for sample in stride(from: 0, to: retargetSamples.count, by: 3) {
            tempo.tick(at: retargetSamples[sample])
            #expect(abs(box.x - retargetSamples[sample + 1]) < 1e-7, "x at \(retargetSamples[sample])")
            #expect(abs(motion.velocity(ofPropertyAt: 0) - retargetSamples[sample + 2]) < 1e-6)
        }
    }

    @Test("retargeting during the reverse leg continues from the current position and velocity")
    func retargetWhileReversing() {
        let tempo = ManualTempo(), box = Box()
        let motion = startedReversingSpring(box, tempo: tempo)
        let midReverse = motion.duration + 0.1
        tempo.tick(at: midReverse)
        #expect(abs(box.x - reverseLegSamples[1]) < 1e-8 && motion.motionDirection == .reverse)
        let velocity = motion.velocity(ofPropertyAt: 0)
        #expect(velocity < 0)
        motion.retarget(propertyAt: 0, to: 30)
        #expect(motion.motionDirection == .forward && abs(motion.velocity(ofPropertyAt: 0) - velocity) < 1e-9)
        tempo.tick(at: midReverse)
        #expect(abs(box.x - reverseLegSamples[1]) < 1e-8)
        // A retarget begins a new run: out to the new end, then (reversing) back to where it began.
        let leg = motion.duration
        tempo.tick(at: midReverse + leg)
        #expect(box.x == 30 && motion.motionDirection == .reverse)
        tempo.tick(at: midReverse + 2 * leg + 0.01)
        #expect(abs(box.x - reverseLegSamples[1]) < 1e-8 && motion.motionState == .stopped)
        #expect(motion.properties[0].start.map { abs($0 - reverseLegSamples[1]) < 1e-8 } == true)
    }

    @Test("reversing: the way back is the spring released from rest, landing exactly on the start")
    func reverseLeg() {
        let tempo = ManualTempo(), box = Box()
        let motion = startedReversingSpring(box, tempo: tempo)
        let leg = motion.duration
        #expect(abs(leg - reverseSettlingTime) < 1e-6)   // the longer of the two legs' settling times
        tempo.tick(at: leg)
        #expect(box.x == 100 && motion.motionDirection == .reverse)
        for sample in stride(from: 0, to: reverseLegSamples.count, by: 2) {
            tempo.tick(at: leg + reverseLegSamples[sample])
            #expect(abs(box.x - reverseLegSamples[sample + 1]) < 1e-8)
        }
        tempo.tick(at: 2 * leg + 0.01)
        #expect(box.x == 0 && motion.motionState == .stopped)
    }

    @Test("the way back stays the spring's when a forward easing is set afterwards, and a spring makes no rare parts for it")
    func reverseLegKeepsSpringCurve() {
        let tempo = ManualTempo(), box = Box()
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)],
                                  spring: .bouncy, options: [.reverses])
        // The way back follows the forward easing the spring set; nothing is boxed for it.
        #expect(motion.rare == nil && motion.reverseEasingCurve == nil)
        motion.easing = EasingQuadratic.easeIn()
        // Changing the forward easing keeps the spring's curve for the way back.
        #expect(motion.rare != nil && motion.reverseEasingCurve != nil)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.001)
        let leg = motion.duration
        tempo.tick(at: leg)
        for sample in stride(from: 0, to: reverseLegSamples.count, by: 2) {
            tempo.tick(at: leg + reverseLegSamples[sample])
            #expect(abs(box.x - reverseLegSamples[sample + 1]) < 1e-8)
        }
        tempo.tick(at: 2 * leg + 0.01)
        #expect(box.x == 0 && motion.motionState == .stopped)
    }

    @Test("frame-rate independence at 30, 60, 120 and 240 beats per second")
    func frameRates() {
        var values: [Double] = []
        for rate in [30.0, 60, 120, 240] {
            let tempo = ManualTempo(), box = Box()
            bouncyMotion(box, tempo: tempo).start()
            for beat in 1...Int(rate / 2) { tempo.tick(at: Double(beat) / rate) }
            values.append(box.x)
        }
        #expect(values.allSatisfy { abs($0 - springMotionSamples[10]) < 1e-8 })   // t = 0.5
    }

    @Test("steady legs and the motion's own path agree on springs too")
    func steadyAgreement() {
        let tempo = ManualTempo(), steadyBox = Box(), slowBox = Box()
        let steady = bouncyMotion(steadyBox, tempo: tempo).start()
        let slow = bouncyMotion(slowBox, tempo: tempo).updated { _ in }.start()
        for beat in 1...70 {
            tempo.tick(at: Double(beat) / 60 + (beat % 5 == 0 ? 0.003 : 0))
            #expect(steadyBox.x == slowBox.x)
        }
        withExtendedLifetime((steady, slow)) {}
    }

    @Test("a spring changed mid-run waits for the next start or retarget, so the leg never jumps")
    func springChangedMidRun() {
        let tempo = ManualTempo(), box = Box(), twin = Box()
        let motion = bouncyMotion(box, tempo: tempo).start()
        let reference = bouncyMotion(twin, tempo: tempo).start()
        tempo.tick(at: 0.1)
        motion.spring = .smooth
        tempo.tick(at: 0.25)
        #expect(box.x == twin.x && abs(motion.velocity(ofPropertyAt: 0) - reference.velocity(ofPropertyAt: 0)) < 1e-12)
        motion.retarget(propertyAt: 0, to: 100)   // adopts the smooth spring from the current state
        #expect(abs(motion.velocity(ofPropertyAt: 0) - reference.velocity(ofPropertyAt: 0)) < 1e-9)
        #expect(motion.duration != reference.duration)   // the new leg is timed by the smooth spring
        tempo.tick(at: 5)
        #expect(box.x == 100 && motion.motionState == .stopped)
    }

    @Test("bad retargets are ignored with a diagnostic; a stopped motion just takes the new end")
    func badRetarget() {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo(), box = Box()
        let motion = bouncyMotion(box, tempo: tempo)
        motion.retarget(propertyAt: 3, to: 1)
        motion.retarget(propertyAt: 0, to: .nan)
        #expect(recorder.contains("SpringMotion.retarget") && motion.properties[0].end == 100)
        motion.retarget(propertyAt: 0, to: 40)
        motion.start()
        tempo.tick(at: 5)
        #expect(box.x == 40)
    }
}
