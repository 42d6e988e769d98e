import Testing
import MotionCore

@Suite("Lanes")
struct LaneSpanTests {
    @Test("forward legs begin at the start and reverse legs at the end; the folded leg gives the same bits")
    func folding() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let lane = LaneSpan(start: Double.random(in: -1e6...1e6, using: &generator),
                                end: Double.random(in: -1e6...1e6, using: &generator))
            let eased = Double.random(in: -0.5...1.5, using: &generator)
            for reverse in [false, true] {
                #expect(lane.leg(reverse: reverse).value(eased: eased).bitPattern
                        == lane.value(eased: eased, reverse: reverse).bitPattern)
            }
        }
        let lane = LaneSpan(start: 0.1, end: 0.3)
        #expect(lane.value(eased: 0, reverse: false) == 0.1 && lane.value(eased: 0, reverse: true) == 0.3)
        // Halfway by hand: 0.1 + 0.2·0.5 and 0.3 − 0.2·0.5.
        #expect(abs(lane.value(eased: 0.5, reverse: false) - 0.2) < 1e-16 && abs(lane.value(eased: 0.5, reverse: true) - 0.2) < 1e-16)
    }
}
