import Foundation
import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

/// The timeline contract of DESIGN.md, case by case. Expected values are the contract's formulas
/// evaluated by hand for a linear 0 → 10 motion.
@Suite("Timeline contract")
@MainActor
struct TimelineTests {
    init() { _ = TestDiagnostics.installed }
    @Test("a moveable's clock keeps its anchor in one word: no anchor until a beat, and a NaN anchor waits for the next beat as none does")
    func clockAnchor() throws {
        #expect(MemoryLayout<MoveableClock>.size == 40)
        var clock = MoveableClock()
        #expect(clock.anchorBeat == nil)
        // The first accepted beat anchors the clock at local time 0.
        #expect(clock.accept(2) == 0 && clock.anchorBeat == 2)
        #expect(clock.accept(2.5) == 0.5)
        // Not finite, or earlier than the last: refused, nothing changes.
        #expect(clock.accept(.nan) == nil && clock.accept(1) == nil && clock.anchorBeat == 2)
        clock.localTime = 0.5
        clock.reanchor(at: .nan)
        #expect(clock.anchorBeat == nil)
        // Local time goes on from 0.5 at the next beat, whenever it comes.
        #expect(clock.accept(3) == 0.5 && clock.anchorBeat == 3)
        #expect(clock.accept(4) == 1.5)
        clock.restart()
        #expect(clock.anchorBeat == nil && clock.localTime == 0)
    }

    @Test("the clock starts at start(), at the tempo's current time")
    func clockStartsAtStart() {
        let box = Box(), tempo = ManualTempo(startTime: 100)
        let motion = linearMotion(box, tempo: tempo)
        tempo.advance(by: 5)           // not started: nothing moves
        #expect(box.x == 0 && motion.motionState == .stopped)
        motion.start()
        tempo.advance(by: 0.25)
        #expect(box.x == 2.5)
    }

    @Test("without a tempo, the clock starts at the first update")
    func manualUpdates() {
        let box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
        motion.tempo = nil
        motion.start()
        motion.update(withTimeInterval: 50)
        #expect(box.x == 0)
        motion.update(withTimeInterval: 50.5)
        #expect(box.x == 5)
        motion.update(withTimeInterval: 51)
        #expect(box.x == 10 && motion.motionState == .stopped)
    }

    @Test("delay: state is delayed, started fires when movement begins, the delay is waited once")
    func delay() {
        let box = Box(), tempo = ManualTempo(), log = EventLog()
        let motion = linearMotion(box, tempo: tempo).afterDelay(0.5).reverses().repeats(1)
            .started { _ in log.record("started", box.x) }
        motion.start()
        #expect(motion.motionState == .delayed)
        tempo.advance(by: 0.25)
        #expect(motion.motionState == .delayed && log.events.isEmpty && motion.totalProgress == 0)
        tempo.advance(by: 0.5)         // 0.25 s into movement
        #expect(log.events == ["started@0.0"])
        #expect(box.x == 2.5 && motion.motionState == .moving)
        tempo.advance(by: 2)           // next cycle starts with no second delay
        #expect(box.x == 2.5 && motion.cyclesCompletedCount == 1)
    }

    @Test("forward and reverse values follow start + Δ·e(p) and end − Δ·e(p)")
    func legValues() {
        let box = Box(), tempo = ManualTempo()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 2.0, end: 10.0)], duration: 1,
                            easing: EasingQuadratic.easeIn()).reverses(withEasing: EasingCubic.easeIn())
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box.x == 2 + 8 * 0.25)
        #expect(motion.motionDirection == .forward)
        tempo.advance(by: 1)           // 0.5 into the reverse leg, cubic easing
        #expect(box.x == 10 - 8 * 0.125)
        #expect(motion.motionDirection == .reverse)
    }

    @Test("one beat across several boundaries writes each exact boundary value before its callback, in order")
    func multipleBoundaries() {
        let box = Box(), tempo = ManualTempo(), log = EventLog()
        let motion = linearMotion(box, tempo: tempo).reverses().repeats(2)
            .reversed { _ in log.record("reversed", box.x) }
            .cycleRepeated { _ in log.record("repeated", box.x) }
            .updated { _ in log.record("updated", box.x) }
            .completed { _ in log.record("completed", box.x) }
        motion.start()
        tempo.advance(by: 3.5)         // crosses 1 (reverse), 2 (repeat), 3 (reverse); lands mid reverse leg
        #expect(log.events == ["reversed@10.0", "repeated@0.0", "reversed@10.0", "updated@5.0"])
        #expect(motion.cyclesCompletedCount == 1)
        log.clear()
        tempo.advance(by: 10)          // crosses 4 (repeat), 5 (reverse), 6 (end)
        #expect(log.events == ["repeated@0.0", "reversed@10.0", "updated@0.0", "completed@0.0"])
        #expect(motion.motionState == .stopped)
    }

    @Test("progress is time-based: motion, cycle and total progress per the contract")
    func progress() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, duration: 2, tempo: tempo).reverses().repeats(1)
        motion.start()
        tempo.advance(by: 0.5)         // forward leg p = 0.25
        #expect(motion.motionProgress == 0.25 && motion.cycleProgress == 0.125 && motion.totalProgress == 0.0625)
        tempo.advance(by: 2)           // reverse leg p = 0.25
        #expect(motion.motionProgress == 0.25 && motion.cycleProgress == 0.625 && motion.totalProgress == 0.3125)
        tempo.advance(by: 2)           // second cycle, forward p = 0.25
        #expect(motion.cyclesCompletedCount == 1 && motion.totalProgress == (1 + 0.125) / 2)
        tempo.advance(by: 10)
        #expect(motion.motionProgress == 1 && motion.cycleProgress == 1 && motion.totalProgress == 1)
        #expect(motion.cyclesCompletedCount == 2)
    }

    @Test("repeating forever: totalProgress is the cycle progress and it never completes")
    func repeatForever() {
        let box = Box(), tempo = ManualTempo()
        var repeats = 0
        let motion = linearMotion(box, tempo: tempo).repeats().cycleRepeated { _ in repeats += 1 }
        motion.start()
        for _ in 0..<40 { tempo.advance(by: 0.25) }
        #expect(repeats == 10 && motion.motionState == .moving)
        tempo.advance(by: 0.5)
        #expect(motion.totalProgress == 0.5 && motion.cycleProgress == 0.5)
    }

    @Test("options: .repeats with repeatCycles and .reverses")
    func options() {
        let box = Box(), tempo = ManualTempo(), log = EventLog()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 10.0)], duration: 1,
                            options: [.reverses, .repeats])
        motion.repeatCycles = 1
        motion.tempo = tempo
        motion.completed { _ in log.record("completed", box.x) }
        motion.start()
        tempo.advance(by: 3.9)
        #expect(log.events.isEmpty)
        tempo.advance(by: 0.1)
        #expect(log.events == ["completed@0.0"])
    }

    @Test("repetition and repeatCycles: a repetition reads back as given, its whole cycles as repeatCycles, and setting either replaces the other")
    func repetitionAndRepeatCycles() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo)
        // The defaults: once, with REPEAT_INFINITE extra cycles kept for when repeating turns on.
        #expect(motion.repetition == .once && !motion.repeating && motion.repeatCycles == REPEAT_INFINITE)
        // 2.5 cycles: 3 begun, so 2 extra whole cycles (the documented rounding up, less one).
        motion.repetition = .count(2.5)
        #expect(motion.repetition == .count(2.5) && motion.repeating && motion.repeatCycles == 2)
        motion.repetition = .count(1)
        #expect(motion.repetition == .count(1) && !motion.repeating && motion.repeatCycles == 0)
        motion.repetition = .duration(3)
        #expect(motion.repetition == .duration(3) && motion.repeating && motion.repeatCycles == REPEAT_INFINITE)
        motion.repetition = .count(7)
        // Turning repeating off replaces the repetition and keeps its whole cycles.
        motion.repeating = false
        #expect(motion.repetition == .once && motion.repeatCycles == 6)
        motion.repeating = true
        #expect(motion.repetition == .count(7) && motion.repeatCycles == 6)
        // Setting the cycles replaces a repetition too.
        motion.repetition = .count(2.5)
        motion.repeatCycles = 4
        #expect(motion.repetition == .count(5) && motion.repeating)
        // Played: 2.5 cycles of a one-second leg end at 2.5 s, part-way through the third.
        motion.repetition = .count(2.5)
        motion.start()
        tempo.advance(by: 2.4)
        #expect(motion.motionState == .moving)
        tempo.advance(by: 0.1)
        #expect(motion.motionState == .stopped && abs(box.x - 5) < 1e-9)
    }

    @Test("duration 0 completes on the beat that ends the delay, with final values")
    func zeroDuration() {
        let box = Box(), tempo = ManualTempo(), log = EventLog()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 0)
            .afterDelay(1).completed { _ in log.record("completed", box.x) }
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.9)
        #expect(log.events.isEmpty)
        tempo.advance(by: 0.1)
        #expect(log.events == ["completed@10.0"] && motion.totalProgress == 1)
        let reversing = Motion(target: box, properties: [PropertyData(keyPath: \Box.y, start: 0.0, end: 10.0)], duration: 0)
            .reverses().repeats(1).completed { _ in log.record("done", box.y) }
        reversing.tempo = tempo
        reversing.start()
        tempo.advance(by: 0)
        #expect(log.events.last == "done@0.0")
    }

    @Test("a zero-length cycle repeated forever runs once instead of spinning")
    func zeroForever() {
        let box = Box(), tempo = ManualTempo()
        var repeats = 0, completions = 0
        let motion = linearMotion(box, duration: 0, tempo: tempo).repeats().reverses()
            .cycleRepeated { _ in repeats += 1 }.completed { _ in completions += 1 }
        motion.start()
        tempo.advance(by: 1)
        #expect(completions == 1 && repeats == 0 && box.x == 0)
    }

    @Test("stop leaves values and fires stopped; start restarts from the beginning")
    func stopAndRestart() {
        let box = Box(), tempo = ManualTempo(), log = EventLog()
        let motion = linearMotion(box, tempo: tempo).stopped { _ in log.record("stopped", box.x) }
        motion.start()
        tempo.advance(by: 0.5)
        motion.stop()
        tempo.advance(by: 0.25)
        #expect(box.x == 5 && motion.motionState == .stopped && log.events == ["stopped@5.0"])
        motion.stop()                  // stopping a stopped motion does nothing
        #expect(log.events.count == 1)
        motion.start()
        tempo.advance(by: 0.25)
        #expect(box.x == 2.5)
    }

    @Test("start() on a running motion is a no-op")
    func startWhileRunning() {
        let box = Box(), tempo = ManualTempo()
        var starts = 0
        let motion = linearMotion(box, tempo: tempo).started { _ in starts += 1 }
        motion.start()
        tempo.advance(by: 0.5)
        motion.start()
        tempo.advance(by: 0.25)
        #expect(box.x == 7.5 && starts == 1)
    }

    @Test("reset puts values, progress and cycles back at the start and stops")
    func reset() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo).repeats(3)
        motion.start()
        tempo.advance(by: 1.5)
        motion.reset()
        #expect(box.x == 0 && motion.motionState == .stopped && motion.totalProgress == 0)
        #expect(motion.cyclesCompletedCount == 0 && motion.motionProgress == 0)
        tempo.advance(by: 1)
        #expect(box.x == 0)
    }

    @Test("pause freezes local time; resume continues without a jump")
    func pauseResume() {
        let box = Box(), tempo = ManualTempo(), log = EventLog()
        let motion = linearMotion(box, tempo: tempo)
            .paused { _ in log.record("paused") }.resumed { _ in log.record("resumed") }
        motion.start()
        tempo.advance(by: 0.4)
        motion.pause()
        tempo.advance(by: 5)
        #expect(box.x == 4 && motion.motionState == .paused)
        motion.resume()
        #expect(box.x == 4)
        tempo.advance(by: 0.1)
        #expect(close(box.x, 5))
        #expect(log.events == ["paused", "resumed"])
        motion.resume()                // not paused: nothing
        #expect(log.events.count == 2)
    }

    @Test("pausing during the delay keeps the remaining delay")
    func pauseDuringDelay() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo).afterDelay(1)
        motion.start()
        tempo.advance(by: 0.5)
        motion.pause()
        tempo.advance(by: 10)
        motion.resume()
        #expect(motion.motionState == .delayed)
        tempo.advance(by: 0.75)        // 0.5 delay left, then 0.25 of movement
        #expect(box.x == 2.5)
    }

    @Test("completed fires exactly once, with exact end values, for the issue's example")
    func completesOnce() {
        let box = Box(), tempo = ManualTempo()
        var completions = 0
        let motion = linearMotion(box, tempo: tempo).completed { _ in completions += 1 }
        motion.start()
        tempo.advance(by: 1)
        tempo.advance(by: 1)
        #expect(completions == 1 && box.x == 10)
    }

    @Test("frame-rate independence: the same time gives the same value at any beat rate")
    func frameRateIndependence() {
        var results: [Double] = []
        for rate in [30.0, 60, 120, 240] {
            let box = Box(), tempo = ManualTempo()
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)],
                                duration: 2, easing: EasingElastic.easeOut())
            motion.tempo = tempo
            motion.start()
            for beat in 1...Int(rate / 2) { tempo.tick(at: Double(beat) / rate) }
            results.append(box.x)
        }
        #expect(results.allSatisfy { close($0, results[0]) })
        #expect(results.allSatisfy { close($0, 10 * EasingElastic.easeOut()(0.5, 0, 1, 2)) })
    }

    @Test("the tempo can change mid-run without a jump")
    func changeTempo() {
        let box = Box(), first = ManualTempo(), second = ManualTempo(startTime: 500)
        let motion = linearMotion(box, tempo: first)
        motion.start()
        first.advance(by: 0.5)
        motion.tempo = second
        first.advance(by: 0.25)        // no longer driving
        second.advance(by: 0.25)
        #expect(box.x == 7.5)
    }
}
