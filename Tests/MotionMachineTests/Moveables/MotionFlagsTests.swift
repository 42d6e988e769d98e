import Testing
@testable import MotionMachine

@Suite("A motion's flags")
struct MotionFlagsTests {
    @Test("each fact has a bit of its own, apart from the state's two bits")
    func distinctBits() {
        let facts: [MotionFlags] = [
            .updating, .silent, .reportsUpdates, .held, .steadyLegOffered, .followsLaw, .hasRetiredAdditiveSums,
            .movementBegun, .lanesFilled, .additiveJoined, .reversalReported, .reportedBadEasing, .seeking,
            .operationPending, .awaitedToFinish, .movesSubscription, .hasTimedLanes, .awaitsDefaultTempo,
            .fillingLanes, .pausedInDelay, .curveFromLaw, .writesThroughAccessor, .isAdditive, .holds,
            .keepsResolvedStarts, .seekingQuietly,
        ]
        var seen = MotionFlags()
        for fact in facts {
            #expect(fact.rawValue.nonzeroBitCount == 1)
            #expect(seen.isDisjoint(with: fact), "bit \(fact.rawValue.trailingZeroBitCount) is taken twice")
            seen.formUnion(fact)
            // Setting the state (its two bits cleared) leaves the fact alone.
            var stopped = fact
            stopped.state = .stopped
            #expect(stopped == fact, "bit \(fact.rawValue.trailingZeroBitCount) is one of the state's")
        }
    }
}
