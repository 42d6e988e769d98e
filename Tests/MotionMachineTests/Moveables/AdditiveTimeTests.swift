import Foundation
import Testing
@testable import MotionMachine

/// Additive motion as a function of time: a property holds its base plus each additive motion's
/// offset, weighting × (own value − own start), evaluated at that motion's own local time. Expected
/// values are the linear and quadratic in-out formulas evaluated by hand in the comments.
@Suite("Additive motion as a function of time")
@MainActor
struct AdditiveTimeTests {
    init() { _ = TestDiagnostics.installed }
    func additive(_ box: Box, _ keyPath: ReferenceWritableKeyPath<Box, Double>, end: Double, duration: Double,
                  easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), weighting: Double = 1,
                  tempo: ManualTempo) -> Motion<Box> {
        let motion = Motion(target: box, properties: [PropertyData(keyPath: keyPath, end: end)], duration: duration,
                            easing: easing, options: [.additive])
        motion.additiveWeighting = weighting
        motion.tempo = tempo
        return motion
    }

    /// A (linear, from 3 towards 10 over 1 s) and B (quadratic in-out towards −10 over 0.5 s, weighted
    /// 0.5, started at 0.25 s from A's end, 10). At 0.6 s: A's own value 3 + 7 × 0.6 = 7.2, offset
    /// 4.2; B at p = 0.7 eases to 1 − 2 × 0.3² = 0.82, own value 10 − 20 × 0.82 = −6.4, offset
    /// 0.5 × (−6.4 − 10) = −8.2. The property holds 3 + 4.2 − 8.2 = −1, however the beats fall.
    func blend(beats: [Double]) -> Double {
        let tempo = ManualTempo(), box = Box()
        box.x = 3
        let a = additive(box, \Box.x, end: 10, duration: 1, tempo: tempo)
        let b = additive(box, \Box.x, end: -10, duration: 0.5, easing: EasingQuadratic.easeInOut(), weighting: 0.5,
                         tempo: tempo)
        a.start()
        for t in beats where t < 0.25 { tempo.tick(at: t) }
        tempo.tick(at: 0.25)
        b.start()
        for t in beats where t > 0.25 { tempo.tick(at: t) }
        tempo.tick(at: 0.6)
        a.stop()
        b.stop()
        return box.x
    }

    @Test("Two overlapping additive motions give the same value at 0.6 s at 60 fps, 7 fps and in one jump")
    func frameRateIndependent() {
        let at60 = stride(from: 1.0 / 60, to: 0.6, by: 1.0 / 60).map { $0 }
        let at7 = stride(from: 1.0 / 7, to: 0.6, by: 1.0 / 7).map { $0 }
        #expect(close(blend(beats: at60), -1))
        #expect(close(blend(beats: at7), -1))
        #expect(close(blend(beats: []), -1))
    }

    @Test("An integer property moved additively is rounded from the sum, not beat by beat: 100 × t exactly")
    func integerRounding() throws {
        let tempo = ManualTempo(), box = Box()
        let motion = Motion(target: box, properties: [try PropertyData<Box>("count", 100)], duration: 1,
                            options: [.additive])
        motion.tempo = tempo
        motion.start()
        // 30 beats of 1/60 s: each moves 1.67, which beat-by-beat rounding would turn into 2 (60 at 0.5 s).
        for beat in 1...30 { tempo.tick(at: Double(beat) / 60) }
        #expect(box.count == 50)
        tempo.tick(at: 1.5)
        #expect(box.count == 100)
    }

    @Test("Additive motions without per-beat callbacks are moved by the tempo's steady legs, with the same values")
    func steadyLegs() throws {
        let tempo = ManualTempo(), box = Box()
        let a = additive(box, \Box.x, end: 10, duration: 1, tempo: tempo)
        let b = additive(box, \Box.x, end: -10, duration: 1, weighting: 0.5, tempo: tempo)
        a.start()
        b.start()
        tempo.tick(at: 0.1)
        #expect(a.isSubscribed && tempo.steadyProgress(at: a.subscriptionIndex, of: a) != nil)
        #expect(b.isSubscribed && tempo.steadyProgress(at: b.subscriptionIndex, of: b) != nil)
        // A: 10t; B from 10 towards −10 weighted 0.5: 0.5 × (−20t) = −10t. They cancel on every beat.
        for beat in 7...59 {
            tempo.tick(at: Double(beat) / 60)
            #expect(abs(box.x) < 1e-12, "at beat \(beat)")
        }
        #expect(close(a.motionProgress, 59.0 / 60) && close(b.totalProgress, 59.0 / 60))
    }

    @Test("Seeking one additive motion moves only its own offset: the others keep theirs")
    func seekingIsExact() {
        let tempo = ManualTempo(), box = Box()
        let a = additive(box, \Box.x, end: 10, duration: 1, tempo: tempo)
        let b = additive(box, \Box.x, end: -10, duration: 1, tempo: tempo)
        a.start()
        b.start()
        tempo.tick(at: 0.5)
        // A: 5; B from 10 towards −10 at 0.5: own value 0, offset −10. Sum −5.
        #expect(close(box.x, -5))
        a.seek(to: 0.25)       // A's offset 2.5; B's still −10
        #expect(close(box.x, -7.5))
        b.seek(to: 0.75)       // B's own value 10 − 15 = −5, offset −15
        #expect(close(box.x, 2.5 - 15))
        tempo.tick(at: 0.75)   // A at 0.5 (offset 5); B at 1: complete, offset −20
        #expect(close(box.x, 5 - 20))
        #expect(b.motionState == .stopped)
        tempo.tick(at: 1.25)   // A completes: 10 − 20
        #expect(close(box.x, -10, 1e-12) && a.motionState == .stopped)
    }

    @Test("A value set from outside is overwritten by the next beat, and becomes the base when a motion joins")
    func outsideWrites() {
        let tempo = ManualTempo(), box = Box()
        let a = additive(box, \Box.x, end: 10, duration: 1, tempo: tempo)
        a.start()
        tempo.tick(at: 0.5)
        box.x = 100
        tempo.tick(at: 0.6)
        #expect(close(box.x, 6))           // base 0 + A's offset 6
        box.x = 100
        let b = additive(box, \Box.x, end: 20, duration: 1, tempo: tempo)
        b.start()                          // joins: the base becomes 100 − 6 = 94; B runs 10 → 20
        #expect(b.resolvedStart(ofPropertyAt: 0) == 10)
        tempo.tick(at: 1.0)                // A complete (offset 10), B at 0.4 (offset 4)
        #expect(close(box.x, 94 + 10 + 4))
        tempo.tick(at: 1.6)                // B complete (offset 10)
        #expect(close(box.x, 94 + 10 + 10))
    }

    @Test("Resetting a completed additive motion takes its offset back out; a running one keeps the others'")
    func resetTakesOut() {
        let tempo = ManualTempo(), box = Box()
        box.x = 1
        let a = additive(box, \Box.x, end: 10, duration: 1, tempo: tempo)
        let b = additive(box, \Box.x, end: 30, duration: 2, tempo: tempo)
        a.start()
        b.start()                          // from A's end, 10, towards 30
        tempo.tick(at: 1)                  // A complete: 1 + 9; B at 0.5: offset 10
        #expect(close(box.x, 20) && a.motionState == .stopped)
        a.reset()                          // A's 9 leaves the base while B still runs
        #expect(close(box.x, 11))
        tempo.tick(at: 1.5)                // B at 0.75: offset 15
        #expect(close(box.x, 1 + 15))
        b.reset()
        #expect(close(box.x, 1))
        b.reset()                          // nothing left to take out
        #expect(close(box.x, 1))
    }

    @Test("A motion stopped while its tempo plays it by steady legs folds the offset it reached: a later reset takes out exactly that")
    func stopDuringSteadyLegs() {
        let tempo = ManualTempo(), box = Box()
        let a = additive(box, \Box.x, end: 10, duration: 1, tempo: tempo)   // offset 10 × t
        let b = additive(box, \Box.x, end: 20, duration: 1, tempo: tempo)   // from A's end, 10: offset 10 × t
        a.start()
        b.start()
        for frame in 1...24 { tempo.tick(at: Double(frame) / 60) }          // t = 0.4, beats by steady legs
        #expect(close(box.x, 4 + 4))
        a.stop()                                                             // A's 4 moves into the base
        for frame in 25...72 { tempo.tick(at: Double(frame) / 60) }          // B completes at 1 s: 10
        #expect(close(box.x, 4 + 10) && b.motionState == .stopped)
        a.reset()                                                            // takes out A's 4, not less
        #expect(close(box.x, 10))
    }
}
