import Testing
import MotionCore

/// MotionTiming against Tests/Reference/timing_reference.py, which evaluates Core Animation's model in
/// seconds with exact rational arithmetic (TimingReference.swift is its output).
@Suite("MotionTiming against the exact table")
struct TimingTableTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(b)) }

    @Test("Positions match the independent table, nested timings included")
    func referenceTable() {
        for (caseIndex, reference) in timingReference.enumerated() {
            for sample in reference.samples {
                let actual = MotionTiming.position(at: sample.time, along: reference.timings)
                guard let expected = sample.expected else {
                    #expect(actual == nil, "case \(caseIndex) at \(sample.time)")
                    continue
                }
                guard let actual else {
                    Issue.record("case \(caseIndex) at \(sample.time): no position, expected \(expected)")
                    continue
                }
                #expect(actual.phase == expected.phase && actual.isFilled == expected.isFilled
                        && actual.cycle == expected.cycle && actual.leg == expected.leg
                        && actual.direction == expected.direction, "case \(caseIndex) at \(sample.time): \(actual)")
                #expect(close(actual.progress, expected.progress) && close(actual.localTime, expected.localTime),
                        "case \(caseIndex) at \(sample.time): \(actual) vs \(expected)")
            }
        }
    }
}
