import Foundation
import Testing
@testable import MotionInterchange

@Suite("Animation traits as data")
struct AnimationTraitsTests {
    @Test("traits round-trip through JSON")
    func codable() throws {
        let traits = AnimationTraits(delay: 0.15, duration: 0.225, timingCurve: .standard,
                                     repetition: Repetition(count: 3, autoreverses: true))
        let decoded = try JSONDecoder().decode(AnimationTraits.self, from: JSONEncoder().encode(traits))
        #expect(decoded == traits)
        let spring = TimingCurve.spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(try JSONDecoder().decode(TimingCurve.self, from: JSONEncoder().encode(spring)) == spring)
    }

    @Test("bad times and counts are sanitized")
    func sanitized() {
        let traits = AnimationTraits(delay: -1, duration: .nan)
        #expect(traits.delay == 0 && traits.duration == 0)
        #expect(Repetition(count: 0).count == 1)
        #expect(Repetition(count: nil).count == nil)
    }

    @Test("the standard curve is Material's 40/20 bezier")
    func standardCurve() {
        #expect(TimingCurve.standard == .cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
    }
}
