import Foundation
import Logging
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// Every bad input gets a documented outcome: a sanitized value plus a diagnostic, or a clear error.
/// Never a crash, never NaN in a target, never a hang.
@Suite("Bad input")
@MainActor
struct BadInputTests {
    init() { _ = TestDiagnostics.installed }
    @Test("NaN, infinite and negative durations and delays become 0, with a diagnostic", arguments: [Double.nan, .infinity, -1])
    func badTimes(value: Double) {
        let recorder = DiagnosticsRecorder.shared
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, duration: value, tempo: tempo).afterDelay(value)
        #expect(motion.duration == 0 && motion.delay == 0)
        #expect(recorder.contains("Motion duration") && recorder.contains("Motion delay"))
        motion.start()
        tempo.advance(by: 0)
        #expect(box.x == 10 && motion.motionState == .stopped)
    }

    @Test("a diagnostic names the reporting type as its source, not the library a second time")
    func diagnosticSource() {
        let recorder = DiagnosticsRecorder.shared
        let physics = PhysicsMotion(target: Box(), properties: [PropertyData(keyPath: \Box.x)], velocity: 10, friction: 0.5)
        physics.restitution = 7
        #expect(recorder.contains("[PhysicsMotion] PhysicsMotion restitution 7.0 is outside 0…1"))
        _ = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: .nan, end: 1)], duration: 1)
        #expect(recorder.contains("[PropertyData] Start value nan"))
        #expect(!recorder.contains("[MotionMachine]"))
        #expect(Logger.reportingType("MotionMachine/Motion+Beats.swift") == "Motion")
    }

    @Test("non-finite start counts as omitted; non-finite end holds the start; NaN read from the target starts at the end")
    func badValues() {
        let recorder = DiagnosticsRecorder.shared
        let box = Box(), tempo = ManualTempo()
        box.x = 4
        box.frame.origin.x = .nan
        let motion = Motion(target: box, properties: [
            PropertyData(keyPath: \Box.x, start: .nan, end: 10.0),
            PropertyData(keyPath: \Box.y, start: 1.0, end: .infinity),
            PropertyData(keyPath: \Box.frame.origin.x, end: 7.0),
        ], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box.x == 7 && box.y == 1 && box.frame.origin.x == 7)
        #expect(recorder.contains("Start value nan") && recorder.contains("End value inf"))
        #expect(recorder.contains("reads nan from the target"))
    }

    @Test("a range that overflows Double holds its start value")
    func overflowingRange() {
        let box = Box(), tempo = ManualTempo()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: -1e308, end: 1e308)], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box.x == -1e308)
    }

    @Test("an easing that returns NaN is replaced by linear progress, reported once")
    func nanEasing() {
        let recorder = DiagnosticsRecorder.shared
        let box = Box(), tempo = ManualTempo()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1,
                            easing: { _, _, _, _ in .nan })
        motion.tempo = tempo
        motion.start()
        for _ in 0..<3 {
            tempo.advance(by: 0.25)
            #expect(box.x.isFinite)
        }
        #expect(box.x == 7.5)
        #expect(recorder.contains("easing returned nan"))
    }

    @Test("a target released by everyone else ends the motion quietly within the check interval")
    func targetDeallocated() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak var probe: Box?
        probe = box
        var stops = 0
        let motion = Motion(target: box!, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
            .stopped { _ in stops += 1 }
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.1)
        box = nil
        tempo.advance(by: 0.1)          // still alive: the motion holds it until its next check
        #expect(probe != nil)
        tempo.advance(by: TargetCheck.interval)
        #expect(probe == nil)
        #expect(motion.motionState == .stopped && stops == 1 && motion.target == nil)
        motion.start()                 // nothing to move: stays stopped
        #expect(motion.motionState == .stopped)
    }

    @Test("a stopped motion does not keep its target alive")
    func stoppedMotionIsWeak() {
        var box: Box? = Box()
        weak var probe: Box?
        probe = box
        let motion = Motion(target: box!, properties: [PropertyData(keyPath: \Box.x, end: 10.0)], duration: 1)
        box = nil
        #expect(probe == nil && motion.target == nil)
    }

    @Test("callbacks that stop, restart or reset their own motion")
    func reentrantCallbacks() {
        let box = Box(), tempo = ManualTempo()
        // stop inside `reversed`: the beat writes nothing more, `updated` does not fire
        var updates = 0
        let stopper = linearMotion(box, tempo: tempo).reverses().updated { _ in updates += 1 }
        stopper.reversed { $0.stop() }
        stopper.start()
        tempo.advance(by: 1.5)
        #expect(box.x == 10 && stopper.motionState == .stopped && updates == 0)

        // restart inside `completed`: runs again from the start
        let other = Box()
        var completions = 0
        let restarter = linearMotion(other, tempo: tempo)
        restarter.completed { motion in
            completions += 1
            if completions == 1 { motion.start() }
        }
        restarter.start()
        tempo.advance(by: 1)
        #expect(restarter.motionState == .moving)
        tempo.advance(by: 0.5)
        #expect(other.x == 5)
        tempo.advance(by: 0.5)
        #expect(completions == 2 && restarter.motionState == .stopped)

        // reset inside `updated`: values go back to start and stay
        let third = Box()
        let resetter = linearMotion(third, tempo: tempo)
        resetter.updated { $0.reset() }
        resetter.start()
        tempo.advance(by: 0.5)
        #expect(third.x == 0 && resetter.motionState == .stopped)

        // stop inside `started`
        let fourth = Box()
        let early = linearMotion(fourth, tempo: tempo).started { $0.stop() }
        early.start()
        tempo.advance(by: 0.5)
        #expect(fourth.x == 0 && early.motionState == .stopped)
    }

    @Test("a nested update from a callback is ignored")
    func nestedUpdate() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo)
        motion.updated { $0.update(withTimeInterval: 100) }
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box.x == 5 && motion.motionState == .moving)
    }

    @Test("a target setter that stops the motion while being written")
    func reentrantWriter() {
        @MainActor final class Trap { var motion: Motion<Trap>?; var x: Double = 0 { didSet { if x > 5 { motion?.stop() } } } }
        let trap = Trap(), tempo = ManualTempo()
        let motion = Motion(target: trap, properties: [PropertyData(keyPath: \Trap.x, start: 0.0, end: 10.0)], duration: 1)
        trap.motion = motion
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.75)
        #expect(trap.x == 7.5 && motion.motionState == .stopped)
        trap.motion = nil
    }

    @Test("beats that go backwards are ignored")
    func backwardBeats() {
        let recorder = DiagnosticsRecorder.shared
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo)
        motion.start()
        tempo.tick(at: 0.5)
        tempo.tick(at: 0.25)
        #expect(box.x == 5 && tempo.currentTime == 0.5)
        #expect(recorder.contains("ManualTempo.tick(at: 0.25) ignored"))
        motion.update(withTimeInterval: 0.1)
        motion.update(withTimeInterval: .nan)
        #expect(box.x == 5)
        tempo.advance(by: -1)
        tempo.advance(by: .nan)
        #expect(tempo.currentTime == 0.5)
    }

    @Test("a beat far ahead of nested repeating collections does work bounded by the tempo's catch-up budget")
    func nestedJump() {
        let box = Box(), tempo = ManualTempo()
        // Binary-exact times: a leg of 1/1024 s, 32 cycles of it (1/32 s), 32 cycles of that (1 s).
        var boundaries = 0
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)],
                            duration: 1.0 / 1024).repeats(31).cycleRepeated { _ in boundaries += 1 }
        let sequence = MotionSequence(steps: [motion]).repeats(31)
        let group = MotionGroup(motions: [sequence]).repeatsForever()
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.001)
        boundaries = 0
        // The caps of each walker alone would allow 64 group cycles, each replaying 32 sequence
        // cycles of 32 motion cycles: about 65,000 of the motion's callbacks in this one beat.
        tempo.tick(at: 1000.25)
        #expect(boundaries <= 2 * Tempo.maximumCatchUpPerBeat)
        // Values and counters still land where time says: 1,000 whole group cycles, and a quarter
        // into the next one, the motion's 8th cycle (1/32 s each) begins at 0.25 s, on its start.
        #expect(group.cyclesCompletedCount == 1000)
        #expect(sequence.cyclesCompletedCount == 8)
        #expect(close(box.x, 0, 1e-9))
        // An ordinary beat after it fires every callback again.
        boundaries = 0
        tempo.tick(at: 1000.25 + 3.0 / 1024)
        #expect(boundaries == 3)
    }

    @Test("a beat far ahead of a repeating group of a long sequence does work bounded by the catch-up budget")
    func nestedStepsJump() {
        let tempo = ManualTempo()
        var completions = 0
        // 64 steps of 1/1024 s: a sequence of 1/16 s, played over and over by the group.
        let boxes = (0..<64).map { _ in Box() }
        let steps = boxes.map { box in
            Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1.0 / 1024)
                .completed { _ in completions += 1 }
        }
        let sequence = MotionSequence(steps: steps)
        let group = MotionGroup(motions: [sequence]).repeatsForever()
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.0001)
        completions = 0
        // The caps alone would allow 64 group cycles, each replaying the sequence's 64 steps: 4,096
        // completions in this one beat.
        tempo.tick(at: 1000 + 1.5 / 1024)
        #expect(completions <= 2 * Tempo.maximumCatchUpPerBeat)
        // 16,000 whole group cycles, then the first step of the next one has ended.
        #expect(group.cyclesCompletedCount == 16_000)
        #expect(steps[0].motionState == .stopped && steps[1].motionState == .moving)
        withExtendedLifetime(boxes) {}
    }

    @Test("motions outside collections keep every callback however many cross boundaries in one beat")
    func manyShortMotions() {
        let tempo = ManualTempo()
        var repeats = 0
        let boxes = (0..<2_000).map { _ in Box() }
        let motions = boxes.map { box in
            linearMotion(box, duration: 1.0 / 1024, tempo: tempo).repeatsForever().cycleRepeated { _ in repeats += 1 }
        }
        for motion in motions { motion.start() }
        tempo.tick(at: 0)
        // Eight boundaries each, 16,000 in all: far past the tempo's catch-up work, which only
        // collections and their members share.
        tempo.tick(at: 8.5 / 1024)
        #expect(repeats == 8 * motions.count)
        #expect(motions.allSatisfy { $0.cyclesCompletedCount == 8 })
    }

    @Test("a beat hours ahead does bounded work and lands exactly where time says")
    func hugeJump() {
        let box = Box(), tempo = ManualTempo()
        var repeats = 0
        let motion = linearMotion(box, duration: 0.1, tempo: tempo).repeats().cycleRepeated { _ in repeats += 1 }
        motion.start()
        tempo.tick(at: 3 * 3600 + 0.025)
        #expect(repeats == Motion<Box>.maximumBoundariesPerBeat)
        #expect(motion.cyclesCompletedCount == 108_000)
        #expect(close(box.x, 2.5, 1e-6))
        let finite = Box()
        let once = linearMotion(finite, tempo: tempo).reverses().repeats(1_000_000)
        once.start()
        tempo.advance(by: 1e9)
        #expect(finite.x == 0 && once.motionState == .stopped && once.totalProgress == 1)
    }

    @Test("Motion.add while running takes effect at the next start")
    func addWhileRunning() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo)
        motion.start()
        motion.add(PropertyData(keyPath: \Box.y, start: 0.0, end: 4.0))
        tempo.advance(by: 1)
        #expect(box.y == 0)
        motion.start()
        tempo.advance(by: 1)
        #expect(box.y == 4)
    }
}
