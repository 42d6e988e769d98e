import Testing
@testable import MotionMachine

/// `MotionTiming` against the worked checks of Core Animation's timing model (reference §5) and a table
/// of positions computed independently in exact rationals (`Tests/Reference/timing_reference.py`).
@Suite("Timing value")
struct TimingTests {
    init() { _ = TestDiagnostics.installed }
    @Test("Autoreversing, 1.5 iterations: active 3 s, forward, backward, forward again, ends at the far end")
    func fractionalAutoreverse() {
        let timing = MotionTiming(duration: 1, repetition: .count(1.5), autoreverses: true)
        #expect(timing.activeDuration == 3)
        let first = timing.position(atParentTime: 0.5)
        #expect(first.direction == .forward && first.curveProgress == 0.5 && first.phase == .active)
        let back = timing.position(atParentTime: 1.5)
        #expect(back.direction == .reverse && back.curveProgress == 0.5 && back.leg == 1 && back.cycle == 0)
        let again = timing.position(atParentTime: 2.25)
        #expect(again.direction == .forward && again.curveProgress == 0.25 && again.cycle == 1 && again.leg == 2)
        let end = timing.position(atParentTime: 3)
        #expect(end.phase == .after && end.isFilled && end.curveProgress == 1)
    }

    @Test("Autoreversing, 2 iterations: active 4 s and ends where it began")
    func wholeAutoreverse() {
        let timing = MotionTiming(duration: 1, repetition: .count(2), autoreverses: true)
        #expect(timing.activeDuration == 4)
        let end = timing.position(atParentTime: 10)
        #expect(end.phase == .after && end.curveProgress == 0 && end.direction == .reverse && end.progress == 1)
        #expect(end.cycle == 1 && end.leg == 3)
    }

    @Test("Speed 2 on a 2 s leg is active for 1 s of parent time")
    func speedScalesTheWindow() {
        let timing = MotionTiming(duration: 2, speed: 2)
        #expect(timing.parentDuration == 1)
        #expect(timing.position(atParentTime: 0.999).phase == .active)
        #expect(timing.position(atParentTime: 0.5).curveProgress == 0.5)
        #expect(timing.position(atParentTime: 1).phase == .after)
    }

    @Test("Speeds multiply down a tree: a layer at 2 with an animation at 0.5 plays at 1")
    func nestedSpeeds() throws {
        let layer = MotionTiming(duration: .infinity, speed: 2)
        let animation = MotionTiming(duration: 10, speed: 0.5)
        let position = try #require(MotionTiming.position(at: 3, along: [layer, animation]))
        #expect(position.localTime == 3)
        // Offsets add after scaling: a layer offset of 1 local second moves the animation by 0.5.
        let shifted = MotionTiming(duration: .infinity, speed: 2, timeOffset: 1)
        #expect(MotionTiming.position(at: 3, along: [shifted, animation])?.localTime == 3.5)
    }

    @Test("A delay with backwards fill shows the start; forwards fill alone shows nothing before it")
    func delayAndFill() {
        let backwards = MotionTiming(delay: 1, duration: 1, fill: .backwards)
        let early = backwards.position(atParentTime: 0.5)
        #expect(early.phase == .before && early.isFilled && early.curveProgress == 0)
        #expect(backwards.position(atParentTime: 2.5).isFilled == false)
        let forwards = MotionTiming(delay: 1, duration: 1, fill: .forwards)
        #expect(forwards.position(atParentTime: 0.5).isFilled == false)
        let after = forwards.position(atParentTime: 2.5)
        #expect(after.phase == .after && after.isFilled && after.curveProgress == 1)
        #expect(MotionTiming(delay: 1, duration: 1, fill: .removed).position(atParentTime: 2.5).isFilled == false)
    }

    @Test("An offset shifts the phase without moving the window: A→E from C plays C, D, E, A, B")
    func offsetWrapsThePhase() {
        let timing = MotionTiming(duration: 2, timeOffset: 1)
        #expect(timing.activeDuration == 2)
        #expect(timing.position(atParentTime: 0).curveProgress == 0.5)
        #expect(timing.position(atParentTime: 0.5).curveProgress == 0.75)
        #expect(timing.position(atParentTime: 1).curveProgress == 0)
        #expect(timing.position(atParentTime: 1.5).curveProgress == 0.25)
        let end = timing.position(atParentTime: 2)
        #expect(end.phase == .after && end.curveProgress == 0.5)
    }

    @Test("A repeat duration stops part-way through an iteration")
    func repeatDuration() {
        let timing = MotionTiming(duration: 1, repetition: .duration(2.5), autoreverses: true)
        #expect(timing.activeDuration == 2.5 && timing.activeLegs == 2.5)
        let end = timing.position(atParentTime: 9)
        #expect(end.phase == .after && end.direction == .forward && end.curveProgress == 0.5 && end.cycle == 1)
    }

    @Test("Forever never ends; a zero-length leg repeated forever plays one iteration")
    func endless() {
        let forever = MotionTiming(duration: 0.5, repetition: .forever)
        #expect(forever.isEndless)
        let late = forever.position(atParentTime: 1e6 + 0.25)
        #expect(late.phase == .active && late.curveProgress == 0.5)
        let instant = MotionTiming(duration: 0, repetition: .forever, autoreverses: true)
        #expect(!instant.isEndless && instant.activeLegs == 2)
        let end = instant.position(atParentTime: 0)
        #expect(end.phase == .after && end.curveProgress == 0)
    }

    @Test("Speed 0 freezes at the offset")
    func frozen() {
        let timing = MotionTiming(duration: 1, speed: 0, timeOffset: 0.25)
        #expect(timing.isEndless)
        #expect(timing.position(atParentTime: 100).curveProgress == 0.25)
    }

    @Test("Bad numbers are sanitized by the documented rules, and the timing says which it changed")
    func sanitizing() {
        var timing = MotionTiming(delay: -.infinity, duration: .nan, speed: -3, timeOffset: .infinity,
                                  repetition: .count(-2))
        #expect(timing.delay == 0 && timing.duration == 0 && timing.speed == 0 && timing.timeOffset == 0)
        #expect(timing.repetition == .once)
        #expect(timing.adjustments == [.delay, .duration, .speed, .timeOffset, .repetition])
        #expect(MotionTiming(duration: 1, repetition: .duration(.nan)).repetition == .once)
        #expect(MotionTiming(duration: 1, speed: .nan).speed == 1)
        #expect(MotionTiming(duration: .infinity).adjustments.isEmpty)
        // A valid value given later clears the field's adjustment; equality ignores adjustments.
        timing.speed = 2
        #expect(!timing.adjustments.contains(.speed))
        #expect(MotionTiming(delay: -1, duration: 1) == MotionTiming(duration: 1))
    }

    @Test("A motion given an invalid repetition plays once and reports it")
    func motionRepetitionDiagnostic() {
        let recorder = TestDiagnostics.installed
        let motion = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, end: 1)], duration: 1)
        motion.repetition = .count(-2)
        #expect(motion.repetition == .once)
        #expect(recorder.contains("Motion repeat count -2.0 is not positive; playing once"))
    }
}
