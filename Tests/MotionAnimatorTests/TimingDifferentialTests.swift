import Foundation
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// The animator's compact timing level (what its animations evaluate on every draw) against the
/// `MotionTiming` it is made from, MotionCore's one description of Core Animation's model: for random
/// timings and times they agree on whether the level shows and on its basic time.
@Suite("Timing levels against MotionTiming")
struct TimingDifferentialTests {
    init() { _ = AnimatorDiagnostics.shared }

    /// A random timing with a positive speed, as the animator makes them.
    static func randomTiming(_ random: inout SystemRandomNumberGenerator) -> MotionTiming {
        let repetitions: [MotionTiming.Repetition] = [.once, .count(2), .count(2.5), .count(.infinity), .duration(0.7), .duration(3)]
        let fills: [MotionTiming.Fill] = [.removed, .backwards, .forwards, .both]
        return MotionTiming(delay: [0, 0.25, 1].randomElement(using: &random)!,
                            duration: [0.5, 1, 2].randomElement(using: &random)!,
                            speed: [1, 2, 0.5].randomElement(using: &random)!,
                            timeOffset: [0, 0.3, 1.7].randomElement(using: &random)!,
                            repetition: repetitions.randomElement(using: &random)!,
                            autoreverses: Bool.random(using: &random),
                            fill: fills.randomElement(using: &random)!)
    }

    @Test("random timings and times, half-leg boundaries included: the same visibility and basic time, to rounding")
    func randomTimings() {
        var random = SystemRandomNumberGenerator()
        var compared = 0
        for _ in 0..<2_000 {
            let timing = Self.randomTiming(&random)
            let level = TimingLevel(timing)
            let halfLeg = timing.duration / (2 * timing.speed)
            let boundaries = (0...12).map { timing.delay + Double($0) * halfLeg }
            let times = (0..<10).map { _ in Double.random(in: -1...12, using: &random) } + boundaries
            for time in times {
                let basic = level.basicTime(atParentTime: time)
                let position = timing.position(atParentTime: time)
                #expect((basic != nil) == position.isFilled, "\(timing) at \(time)")
                if let basic, position.isFilled {
                    #expect(abs(basic - position.localTime) <= 1e-9 * max(1, timing.duration), "\(timing) at \(time)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }
}
