import Foundation
import Testing
@testable import MotionMachine

/// MotionSequence against hand-evaluated timelines; the four circles against Penner's curves
/// transcribed in CollectionSupport.swift.
@Suite("MotionSequence")
@MainActor
struct MotionSequenceTests {
    init() { _ = TestDiagnostics.installed }
    /// Step 1 moves x 0 → 10 in 1 s; step 2 (start omitted) moves it on to 30 in 1 s.
    func twoSteps(_ box: Box, tempo: ManualTempo) -> (MotionSequence, Motion<Box>, Motion<Box>) {
        let first = tween(box, 0, 10, 1)
        let second = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 30.0)], duration: 1)
        let sequence = MotionSequence(steps: [first, second])
        sequence.tempo = tempo
        return (sequence, first, second)
    }

    @Test("each step starts where the previous one ended, at the exact moment it ended")
    func stepsChain() {
        let tempo = ManualTempo(), box = Box()
        var stepsDone = 0
        let (sequence, first, second) = twoSteps(box, tempo: tempo)
        sequence.stepCompleted { _ in stepsDone += 1 }
        sequence.start()
        tempo.tick(at: 0.5)
        #expect(box.x == 5 && sequence.currentStep() === first && sequence.currentStepIndex == 0)
        tempo.tick(at: 1.5)   // step 1 ended at 1.0 between beats; step 2 began then, from 10
        #expect(box.x == 20 && sequence.currentStep() === second && stepsDone == 1)
        #expect(second.resolvedStart(ofPropertyAt: 0) == 10)
        tempo.tick(at: 2.0)
        #expect(box.x == 30 && sequence.motionState == .stopped && stepsDone == 2 && sequence.currentStep() == nil)
    }

    @Test("sequential reversing replays the steps forward, last first")
    func sequentialReversing() {
        let tempo = ManualTempo(), box = Box(), log = EventLog()
        let (sequence, _, _) = twoSteps(box, tempo: tempo)
        sequence.reverses(.sequential).reversed { _ in log.record("reversed") }.completed { _ in log.record("completed") }
        sequence.start()
        tempo.tick(at: 2.25)   // step 2 again, from its start (10): 10 + 20 × 0.25
        #expect(close(box.x, 15) && sequence.motionDirection == .reverse && log.events == ["reversed"])
        tempo.tick(at: 3.5)    // step 1 again: 0 + 10 × 0.5
        #expect(close(box.x, 5))
        tempo.tick(at: 4.0)
        #expect(box.x == 10 && log.events == ["reversed", "completed"])
    }

    @Test("contiguous reversing plays the whole sequence backwards, retracing the forward values")
    func contiguousReversing() {
        let tempo = ManualTempo(), box = Box()
        let (sequence, first, second) = twoSteps(box, tempo: tempo)
        sequence.reverses(.contiguous)
        #expect(first.reversing && second.reversing)
        sequence.start()
        var forward: [Double] = []
        for s in stride(from: 0.05, to: 2.0, by: 0.1) {
            tempo.tick(at: s)
            forward.append(box.x)
        }
        #expect(first.isHeld && !second.isHeld && second.motionDirection == .forward)
        for (k, s) in stride(from: 0.05, to: 2.0, by: 0.1).enumerated().reversed() {
            tempo.tick(at: 4.0 - s)
            #expect(close(box.x, forward[k], 1e-12), "at \(4.0 - s) against \(s)")
        }
        tempo.tick(at: 4.0)
        #expect(box.x == 0 && sequence.motionState == .stopped)
    }

    @Test("the seed's four circles, sequential: each circle goes down and back, then again in reverse order")
    func fourCirclesSequential() throws {
        let tempo = ManualTempo()
        let (sequence, constraints, circles) = try fourCircles(.sequential, tempo: tempo)
        sequence.start()
        for t in stride(from: 0.013, through: 6.4, by: 0.05) {
            tempo.tick(at: t)
            for k in 0..<4 {
                expectCircle(constraints[k], circles[k], at: t, circleSchedule(.sequential, circle: k, at: t), "circle \(k)")
            }
        }
        tempo.tick(at: 6.4)
        #expect(sequence.motionState == .stopped && constraints.allSatisfy { $0.constant == 0 })
    }

    @Test("the seed's four circles, contiguous: all go down in turn, then come back up in reverse order")
    func fourCirclesContiguous() throws {
        let tempo = ManualTempo()
        let (sequence, constraints, circles) = try fourCircles(.contiguous, tempo: tempo)
        sequence.start()
        for t in stride(from: 0.013, through: 3.2, by: 0.05) {
            tempo.tick(at: t)
            for k in 0..<4 {
                expectCircle(constraints[k], circles[k], at: t, circleSchedule(.contiguous, circle: k, at: t), "circle \(k)")
            }
        }
        tempo.tick(at: 3.2)
        #expect(sequence.motionState == .stopped && constraints.allSatisfy { $0.constant == 0 })
        #expect(circles.allSatisfy { $0.backgroundColor.blue == 0 })
    }

    /// A circle's group going down from `forward` (and turning blue), waiting at the bottom, and
    /// coming back up from `back` (turning black again).
    func expectCircle(_ constraint: Constraint, _ circle: Circle, at t: Double, _ schedule: (forward: Double, back: Double),
                      _ label: String) {
        let (forward, back) = schedule
        let y = outAndBack(at: t, forward: forward, back: back, duration: 0.4, amount: 60, curve: quarticInOut)
        let blue = outAndBack(at: t, forward: forward, back: back, duration: 0.3, amount: 231.0 / 255.0,
                              curve: quadraticInOut)
        #expect(close(constraint.constant, y, 1e-9), "\(label) y at \(t): \(constraint.constant) vs \(y)")
        #expect(close(circle.backgroundColor.blue, blue, 1e-9), "\(label) blue at \(t): \(circle.backgroundColor.blue) vs \(blue)")
    }

    @Test("sequences nest, in groups and in sequences")
    func nesting() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let inner = MotionSequence(steps: [tween(a, 0, 10, 1), tween(a, 10, 20, 1)])
        let outer = MotionSequence(steps: [inner, tween(b, 0, 5, 0.5)])
        let group = MotionGroup(motions: [outer])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 1.5)
        #expect(close(a.x, 15) && b.x == 0)
        tempo.tick(at: 2.25)
        #expect(a.x == 20 && close(b.x, 2.5))
        tempo.tick(at: 2.5)
        #expect(b.x == 5 && group.motionState == .stopped)
    }
}
