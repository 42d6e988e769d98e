import Foundation
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// The animator's compact timing level (what its animations evaluate on every draw) against
/// MotionCore's `MotionTiming`, the one description of Core Animation's model: for random levels and
/// times they agree on whether the level shows and on its basic time.
@Suite("Timing levels against MotionTiming")
struct TimingDifferentialTests {
    init() { _ = AnimatorDiagnostics.shared }

    /// The `MotionTiming` a level describes.
    static func timing(_ level: TimingLevel) -> MotionTiming {
        var fill: MotionTiming.Fill = []
        if level.fillsBackwards { fill.insert(.backwards) }
        if level.fillsForwards { fill.insert(.forwards) }
        let repetition: MotionTiming.Repetition = level.repeatDuration > 0 ? .duration(level.repeatDuration)
            : .count(level.repeatCount > 0 ? level.repeatCount : 1)
        return MotionTiming(delay: level.begin, duration: level.duration, speed: level.speed, timeOffset: level.offset,
                            repetition: repetition, autoreverses: level.autoreverses, fill: fill)
    }

    @Test("random levels and times: the same visibility and basic time, to rounding")
    func randomLevels() {
        var random = SystemRandomNumberGenerator()
        var compared = 0
        for _ in 0..<2_000 {
            var level = TimingLevel()
            level.begin = [0, 0.25, 1].randomElement(using: &random)!
            level.speed = [1, 2, 0.5].randomElement(using: &random)!
            level.offset = [0, 0.3, 1.7].randomElement(using: &random)!
            level.duration = [0.5, 1, 2].randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: level.repeatCount = [0, 1, 2, 2.5].randomElement(using: &random)!
            case 1: level.repeatDuration = [0.7, 3].randomElement(using: &random)!
            default: break
            }
            level.autoreverses = Bool.random(using: &random)
            level.fillsBackwards = Bool.random(using: &random)
            level.fillsForwards = Bool.random(using: &random)
            let timing = Self.timing(level)
            // Random times, and the boundaries of half legs, where the end-of-iteration rules decide.
            let boundaries = (0...12).map { level.begin + Double($0) * level.duration / (2 * level.speed) }
            for time in (0..<10).map({ _ in Double.random(in: -1...12, using: &random) }) + boundaries {
                let basic = level.basicTime(atParentTime: time)
                let position = timing.position(atParentTime: time)
                #expect((basic != nil) == position.isFilled, "\(level) at \(time): \(String(describing: basic)) vs \(position)")
                if let basic, position.isFilled {
                    #expect(abs(basic - position.localTime) <= 1e-9 * max(1, level.duration), "\(level) at \(time): \(basic) vs \(position)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }
}
