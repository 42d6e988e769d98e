import Foundation
import Testing
@testable import MotionMachine

/// Collections combining features: repeats with synced reversal, pauses during holds, contiguous
/// sequences that repeat, speeds at several levels. Expected values from the timeline contract, by hand.
@Suite("Collections: combinations")
@MainActor
struct CollectionCombinationTests {
    init() { _ = TestDiagnostics.installed }
    @Test("a synced reversing group that repeats holds again in every cycle")
    func syncedRepeats() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let group = MotionGroup(motions: [tween(a, 0, 10, 1.0), tween(b, 0, 20, 2.0)])
            .reverses(syncsChildMotions: true).repeats(1)
        group.tempo = tempo
        group.start()
        // Cycle 1: a holds 1…2, both return 2…4 (a reaches 0 at 3). Cycle 2 starts at 4.
        tempo.tick(at: 5.5)   // a holds at 10 since 5.0; b is at 15
        #expect(a.x == 10 && close(b.x, 15) && group.cyclesCompletedCount == 1 && group.motionDirection == .forward)
        tempo.tick(at: 6.5)   // both turned at 6.0
        #expect(close(a.x, 5) && close(b.x, 15) && group.motionDirection == .reverse)
        tempo.tick(at: 8.0)
        #expect(a.x == 0 && b.x == 0 && group.motionState == .stopped && group.totalProgress == 1)
    }

    @Test("pausing a group while a member holds keeps the hold; resuming continues exactly")
    func pauseDuringHold() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let (m1, group) = syncedPair(a, b, tempo: tempo)
        group.start()
        tempo.tick(at: 1.5)
        group.pause()
        #expect(m1.isHeld && m1.motionState == .paused)
        tempo.tick(at: 10)
        group.resume()
        #expect(m1.isHeld && m1.motionState == .paused)
        tempo.tick(at: 10.75)  // group time 2.25: both turned at 2.0
        #expect(close(a.x, 7.5) && close(b.x, 17.5))
    }

    @Test("a contiguous sequence that repeats plays out and back twice")
    func contiguousRepeats() {
        let tempo = ManualTempo(), box = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 10, 1), tween(box, 10, 30, 1)]).reverses(.contiguous).repeats(1)
        sequence.tempo = tempo
        sequence.start()
        let expected: [(Double, Double)] = [(0.5, 5), (1.5, 20), (2.5, 20), (3.5, 5), (4.5, 5), (5.5, 20), (6.5, 20), (7.5, 5)]
        for (time, value) in expected {
            tempo.tick(at: time)
            #expect(close(box.x, value), "at \(time)")
        }
        tempo.tick(at: 8)
        #expect(box.x == 0 && sequence.motionState == .stopped && sequence.cyclesCompletedCount == 2)
    }

    @Test("speeds multiply through nesting, and changing one mid-run does not jump")
    func nestedSpeeds() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, 0, 100, 10)
        motion.speed = 2
        let inner = MotionGroup(motions: [motion])
        let outer = MotionSequence(steps: [inner])
        outer.speed = 0.5
        outer.tempo = tempo
        outer.start()
        tempo.tick(at: 2)      // 2 s × 0.5 × 2 = 2 local seconds
        #expect(close(box.x, 20))
        inner.speed = 3
        tempo.tick(at: 4)      // 2 s × 0.5 × 3 × 2 = 6 more
        #expect(close(box.x, 80))
    }

    @Test("seeking a group with a spring member uses the spring's known duration once it has started")
    func seekWithSpring() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let spring = SpringMotion(target: a, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)],
                                  spring: .bouncy, initialVelocity: [50])
        let group = MotionGroup(motions: [spring, tween(b, 0, 1, 0.25)])
        group.tempo = tempo
        group.seek(to: 0.25)   // the scipy sample at 0.25 s
        #expect(abs(a.x - 98.89200830676745) < 1e-8 && b.x == 1)
        group.seek(toProgress: 1)
        #expect(a.x == 100 && group.motionState == .stopped)
    }
}
