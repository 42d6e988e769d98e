import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// A moveable's compact timeline (``MotionTimeline``, what a motion's beats walk) and a leg record's
/// clock (``LegClock``, what the tempo's batch loop evaluates) against the `MotionTiming` they stand
/// for, MotionCore's one description of timing: for random timings and times, the same leg, fraction
/// and completion. Moments within a billionth of a leg of a boundary are left out: the compact forms
/// give a boundary reached by summed times to the later leg on purpose (see
/// ``BeatClock/boundaryTolerance``).
@Suite("Compact timelines against MotionTiming")
struct TimelineDifferentialTests {
    init() { _ = TestDiagnostics.installed }

    static let repetitions: [MotionTiming.Repetition] = [.once, .count(2), .count(2.5), .count(3.75), .count(.infinity),
                                                          .duration(0.7), .duration(3), .duration(4)]

    /// Whether `time` lies within a billionth of a leg of a leg boundary.
    func nearBoundary(_ time: Double, duration: Double) -> Bool {
        let legs = time / duration
        return abs(legs - legs.rounded()) < 1e-8
    }

    @Test("a motion's timeline: the same leg and fraction inside the run, complete exactly when the timing is after it")
    func timelines() {
        var random = SystemRandomNumberGenerator()
        var compared = 0
        for _ in 0..<2_000 {
            let timing = MotionTiming(duration: [0.25, 0.5, 1, 2].randomElement(using: &random)!,
                                      repetition: Self.repetitions.randomElement(using: &random)!,
                                      autoreverses: Bool.random(using: &random))
            let timeline = MotionTimeline(timing)
            #expect(timeline.playedRepetition == timing.repetition)
            let horizon = timing.activeDuration.isFinite ? timing.activeDuration * 1.3 : 12 * timing.duration
            for _ in 0..<20 {
                let time = Double.random(in: 0...horizon, using: &random)
                if nearBoundary(time, duration: timing.duration) || abs(time - timing.activeDuration) < 1e-8 { continue }
                let compact = timeline.position(at: time, from: 0)
                let position = timing.position(atParentTime: time)
                if compact.leg >= timeline.legCount {
                    #expect(position.phase == .after, "\(timing) at \(time): the timeline is complete")
                } else {
                    #expect(position.phase == .active, "\(timing) at \(time)")
                    #expect(compact.leg == position.leg, "\(timing) at \(time)")
                    #expect(abs(compact.fraction - position.progress) < 1e-9, "\(timing) at \(time)")
                    let reverse = timeline.reversing && compact.leg.truncatingRemainder(dividingBy: 2) == 1
                    #expect(reverse == (position.direction == .reverse), "\(timing) at \(time)")
                }
                compared += 1
            }
        }
        #expect(compared > 30_000)
    }

    @Test("a leg record's clock: the fraction a beat gives is the timing's progress through that leg")
    func legClocks() {
        var random = SystemRandomNumberGenerator()
        var compared = 0
        for _ in 0..<5_000 {
            let duration = Double.random(in: 0.1...3, using: &random)
            let clock = LegClock(anchorBeat: Double.random(in: 0...1_000, using: &random),
                                 anchorLocalTime: Double.random(in: 0...5, using: &random),
                                 speed: [1, 0.5, 2, 3.7].randomElement(using: &random)!,
                                 delay: [0, 0.3, 1].randomElement(using: &random)!,
                                 leg: Double(Int.random(in: 0...6, using: &random)),
                                 duration: duration)
            // The same leg as a timing on the tempo's clock: it begins at the beat where the clock's
            // movement time reaches the leg's start, and plays at the clock's speed.
            let legStart = clock.leg * duration
            let begin = clock.anchorBeat + clock.anchor.delayInBeats + (legStart - clock.anchor.movementTime) / clock.speed
            let timing = MotionTiming(delay: max(begin, 0), duration: duration, speed: clock.speed)
            guard begin >= 0 else { continue }
            for _ in 0..<10 {
                let beat = begin + Double.random(in: -0.5...1.5, using: &random) * duration / clock.speed
                let position = timing.position(atParentTime: beat)
                let progress = (beat - begin) * clock.speed / duration
                if abs(progress) < 1e-7 || abs(progress - 1) < 1e-7 { continue }
                if let fraction = clock.fraction(at: beat) {
                    #expect(position.phase == .active, "beat \(beat) of \(clock)")
                    #expect(abs(fraction - position.progress) < 1e-7, "beat \(beat) of \(clock)")
                } else {
                    #expect(position.phase != .active, "beat \(beat) of \(clock)")
                }
                compared += 1
            }
        }
        #expect(compared > 30_000)
    }

    @Test("a motion's timing set as one value reads back as given, and sets what its parts set")
    @MainActor
    func timingValue() {
        let motion = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, end: 1.0)], duration: 1)
        let timing = MotionTiming(delay: 0.5, duration: 2, speed: 1.5, repetition: .count(2.5), autoreverses: true)
        motion.timing = timing
        #expect(motion.timing == timing)
        // The timing's delay is in the tempo's seconds; the motion's, in its own sped-up seconds.
        #expect(motion.delay == 0.75 && motion.duration == 2 && motion.speed == 1.5 && motion.reversing && motion.repeating)
        motion.timing = MotionTiming(duration: 1, timeOffset: 0.25)
        #expect(TestDiagnostics.installed.contains("Motion timing", "no time offset or fill"))
        #expect(motion.timing == MotionTiming(duration: 1))
    }
}
