import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

// Reporting legs: a motion with an `updated` callback eased by a kind is moved by a leg that reports
// each beat it plays, with the values and reports of the motion's own path.
extension EasedLegTests {
    /// Two motions on one tempo, both with an `updated` callback that logs the target's value and the
    /// motion's progress (a read, which takes the beats back from the tempo, on every `readEvery`-th
    /// report): one eased by a kind, moved by a reporting leg, one kept on its own path.
    func reportingPair(readEvery: Int, beats: Int = 150,
                       configure: (Motion<Box>) -> Void = { _ in }) -> (fast: [Double], slow: [Double], sawReporting: Bool) {
        let tempo = ManualTempo()
        let fastBox = Box(), slowBox = Box()
        var fastLog: [Double] = [], slowLog: [Double] = []
        func make(_ box: Box, easing: @escaping EasingUpdateClosure, log: @escaping (Double) -> Void) -> Motion<Box> {
            var reports = 0
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 2.0, end: -11.5)],
                                duration: 0.8, easing: easing)
            configure(motion)
            motion.tempo = tempo
            return motion.updated { motion in
                reports += 1
                log(box.x)
                if reports % readEvery == 0 { log(motion.motionProgress) }
            }
        }
        let fast = make(fastBox, easing: EasingQuartic.easeOut()) { fastLog.append($0) }
        let slow = make(slowBox, easing: Self.ownPath(EasingQuartic.easeOut())) { slowLog.append($0) }
        fast.start()
        slow.start()
        var sawReporting = false
        for beat in 1...beats {
            tempo.tick(at: Double(beat) / 60 + (beat % 7 == 0 ? 0.004 : 0))
            sawReporting = sawReporting || tempo.entries.count(in: .reporting) == 1
        }
        withExtendedLifetime((fast, slow)) {}
        return (fastLog, slowLog, sawReporting)
    }

    @Test("a motion with an updated callback is moved by a reporting leg: one report per beat, the own path's values")
    func reportingLegMatchesOwnPath() {
        for readEvery in [1, 3, 1_000] {
            let (fast, slow, sawReporting) = reportingPair(readEvery: readEvery)
            #expect(sawReporting, "read every \(readEvery): no reporting leg")
            // One report per beat that moves values: 0.8 s at 60 beats a second, the last one included.
            #expect(fast.count == slow.count && !fast.isEmpty)
            #expect(zip(fast, slow).allSatisfy { $0.bitPattern == $1.bitPattern }, "read every \(readEvery)")
        }
        let (fast, slow, _) = reportingPair(readEvery: 4) { $0.reverses().repeats(2).afterDelay(0.1) }
        #expect(fast.count == slow.count && zip(fast, slow).allSatisfy { $0.bitPattern == $1.bitPattern })
    }

    @Test("a reporting leg whose target is dropped ends its motion within half a second, and reports nothing after")
    func reportingLegTargetDropped() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak let weakBox = box
        var reports = 0, reportsAtStop = -1
        let motion = Motion(target: box!, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 10,
                            easing: EasingCubic.easeInOut())
        motion.tempo = tempo
        motion.updated { _ in reports += 1 }.stopped { _ in reportsAtStop = reports }
        motion.start()
        var sawReporting = false
        for _ in 0..<10 {
            tempo.advance(by: 1.0 / 60)
            sawReporting = sawReporting || tempo.entries.count(in: .reporting) == 1
        }
        #expect(sawReporting && reports == 10)
        box = nil   // now owned by the running motion only
        for _ in 0..<31 { tempo.advance(by: 1.0 / 60) }
        #expect(motion.motionState == .stopped && weakBox == nil && tempo.subscriberCount == 0)
        #expect(reportsAtStop == reports && reports >= 10 && reports <= 41)
    }

    @Test("a callback that stops its motion on a reporting leg: no report after, the tempo lets go")
    func reportingLegStoppedFromCallback() {
        let tempo = ManualTempo()
        let box = Box()
        var reports = 0, stops = 0, valueAtStop = Double.nan
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1,
                            easing: EasingCubic.easeInOut())
        motion.tempo = tempo
        motion.updated { motion in
            reports += 1
            guard reports == 20 else { return }
            valueAtStop = box.x
            motion.stop()
        }.stopped { _ in stops += 1 }
        motion.start()
        var sawReporting = false
        for _ in 0..<40 {
            tempo.advance(by: 1.0 / 60)
            sawReporting = sawReporting || tempo.entries.count(in: .reporting) == 1
        }
        #expect(sawReporting && reports == 20 && stops == 1 && motion.motionState == .stopped && tempo.subscriberCount == 0)
        // Stopped where the 20th beat left it, between the ends: nothing was written after.
        #expect(box.x == valueAtStop && box.x > 0 && box.x < 10)
    }

    @Test("a write that restarts the motion: that beat reports nothing, on a reporting leg as on the own path")
    func reportingLegRestartedByWrite() {
        var counts: [Int] = []
        for reportingLeg in [false, true] {
            // Not from an array: a closure stored in one is re-wrapped, and no longer recognized as a kind.
            let easing = reportingLeg ? EasingQuadratic.easeIn() : EasingSine.easeIn()
            let tempo = ManualTempo()
            let box = WatchedBox()
            var reports = 0, writes = 0
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \WatchedBox.x, start: 0.0, end: 1_000.0)],
                                duration: 2, easing: easing)
            motion.tempo = tempo
            motion.updated { _ in reports += 1 }
            box.onX = {
                writes += 1
                if writes == 30 {
                    motion.stop()
                    motion.start()
                }
            }
            motion.start()
            var reportingAtRestart = false
            for _ in 0..<60 {
                tempo.advance(by: 1.0 / 60)
                if writes == 29 { reportingAtRestart = tempo.entries.count(in: .reporting) == 1 }
            }
            #expect(reportingAtRestart == reportingLeg)
            counts.append(reports)
            #expect(writes >= 59 && reports == writes - 1, "reports \(reports), writes \(writes)")
        }
        #expect(counts[0] == counts[1])
    }
}
