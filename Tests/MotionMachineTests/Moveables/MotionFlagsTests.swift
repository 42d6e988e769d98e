import Testing
@testable import MotionMachine

@Suite("A motion's flags")
struct MotionFlagsTests {
    @Test("each fact has a bit of its own, apart from the state's and the reduced-motion policy's two bits")
    func distinctBits() {
        let facts: [MotionFlags] = [
            .updating, .silent, .reportsUpdates, .held, .steadyLegOffered, .followsLaw, .hasRetiredAdditiveSums,
            .movementBegun, .lanesFilled, .additiveJoined, .reversalReported, .reportedBadEasing, .seeking,
            .operationPending, .awaitedToFinish, .movesSubscription, .hasTimedLanes, .awaitsDefaultTempo,
            .fillingLanes, .pausedInDelay, .curveFromLaw, .writesThroughAccessor, .isAdditive, .holds,
            .keepsResolvedStarts, .seekingQuietly, .changesAppearance,
        ]
        var seen = MotionFlags()
        for fact in facts {
            #expect(fact.rawValue.nonzeroBitCount == 1)
            #expect(seen.isDisjoint(with: fact), "bit \(fact.rawValue.trailingZeroBitCount) is taken twice")
            seen.formUnion(fact)
            // Setting the state or the policy (their two bits cleared) leaves the fact alone.
            var stopped = fact
            stopped.state = .stopped
            #expect(stopped == fact, "bit \(fact.rawValue.trailingZeroBitCount) is one of the state's")
            var unset = fact
            unset.reducedMotion = nil
            #expect(unset == fact, "bit \(fact.rawValue.trailingZeroBitCount) is one of the reduced-motion policy's")
        }
    }

    @Test("the state and the reduced-motion policy keep their own two bits")
    func twoBitFields() {
        for policy in [nil, ReducedMotion.never, .always, .system] {
            for state in [MotionState.stopped, .moving, .paused, .delayed] {
                var flags: MotionFlags = [.held, .isAdditive]
                flags.reducedMotion = policy
                flags.state = state
                #expect(flags.reducedMotion == policy && flags.state == state && flags.contains([.held, .isAdditive]))
            }
        }
    }
}
