import Foundation
import Testing
@testable import MotionMachine

/// A collection's boundary callbacks see exact boundary values and progress, as a lone motion's do
/// (issue 8, item 3). Expected values: a linear tween's value at its ends, and progress fractions
/// of the planned cycle, worked out by hand in the comments.
@Suite("Collection boundaries are exact")
@MainActor
struct CollectionBoundaryTests {
    init() { _ = TestDiagnostics.installed }
    func linear(_ box: Box, _ start: Double, _ end: Double, _ duration: Double, _ options: MotionOptions = []) -> Motion<Box> {
        Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: start, end: end)], duration: duration,
               options: options)
    }

    @Test("A lone 0.21 s reversing motion and the same motion in a reversing group report the turn at 100 and 0.5")
    func groupReversal() {
        // Alone: the motion's own reversed callback.
        let tempo = ManualTempo(), lone = Box()
        let alone = linear(lone, 0, 100, 0.21, [.reverses])
        alone.tempo = tempo
        var aloneSeen: (Double, Double)?
        alone.reversed { motion in aloneSeen = (lone.x, motion.cycleProgress) }
        alone.start()
        for beat in 1...20 { tempo.tick(at: Double(beat) / 60) }
        #expect(aloneSeen.map { $0.0 == 100 && close($0.1, 0.5) } == true)

        // In a group: the beat after the turn is 1/60 × 13 = 0.2167 s, where the member alone would
        // be at 100 × (1 − 0.0067/0.21) = 96.8; the group's reversed must see the turn itself.
        let groupTempo = ManualTempo(), box = Box()
        let member = linear(box, 0, 100, 0.21)
        let group = MotionGroup(motions: [member], options: [.reverses])
        group.tempo = groupTempo
        var seen: (value: Double, cycle: Double, motion: Double, direction: MotionDirection)?
        group.reversed { g in seen = (box.x, g.cycleProgress, g.motionProgress, g.motionDirection) }
        group.start()
        for beat in 1...13 { groupTempo.tick(at: Double(beat) / 60) }
        guard let turn = seen else {
            Issue.record("the group's reversed callback did not fire")
            return
        }
        #expect(turn.value == 100)
        #expect(close(turn.cycle, 0.5) && close(turn.motion, 0) && turn.direction == .reverse)
        // The beat itself still lands where it should: 0.2167 − 0.21 into the way back.
        #expect(close(box.x, 100 * (1 - (13.0 / 60 - 0.21) / 0.21), 1e-9))
    }

    @Test("A sequence's stepCompleted sees the finished step at its end and the next step at its start")
    func sequenceSteps() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let sequence = MotionSequence(steps: [linear(a, 0, 10, 0.25), linear(b, 5, 15, 0.25)])
        sequence.tempo = tempo
        var seen: [(Double, Double, Double)] = []
        sequence.stepCompleted { s in seen.append((a.x, b.x, s.totalProgress)) }
        b.x = 5
        sequence.start()
        // Beats at 0.1, 0.2, 0.3: the first step ends at 0.25, between two beats.
        for t in [0.1, 0.2, 0.3] { tempo.tick(at: t) }
        #expect(seen.count == 1)
        #expect(seen.first.map { $0.0 == 10 && $0.1 == 5 && close($0.2, 0.5) } == true)
        // The beat at 0.3 moves the second step 0.05 s into its 0.25 s: 5 + 10 × 0.2 = 7.
        #expect(close(b.x, 7, 1e-9))
    }

    @Test("A repeating group's cycleRepeated sees the cycle's final values and progress at the new cycle's start")
    func groupRepeat() {
        let tempo = ManualTempo(), box = Box()
        let group = MotionGroup(motions: [linear(box, 0, 30, 0.3)], options: [.repeats])
        group.repeatCycles = 1
        group.tempo = tempo
        var seen: (Double, Double, UInt)?
        group.cycleRepeated { g in seen = (box.x, g.cycleProgress, g.cyclesCompletedCount) }
        group.start()
        for t in [0.1, 0.2, 0.35] { tempo.tick(at: t) }
        // The first cycle ends at 0.3: as for a lone motion, cycleRepeated comes after the cycle's
        // final values (30), at the new cycle's start (progress 0, one cycle completed), not at the
        // beat (0.35, progress 1/6).
        #expect(seen.map { $0.0 == 30 && close($0.1, 0) && $0.2 == 1 } == true)
        // The beat: 0.05 s into the second cycle.
        #expect(close(box.x, 30 * 0.05 / 0.3, 1e-9))
    }
}
