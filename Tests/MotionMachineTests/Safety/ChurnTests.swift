import Testing
import MotionMachine
import MotionStress

/// The records a run takes come back when it ends, whichever way it ends (a short form of
/// `motion churn`, which CI runs with a million moveables and a churn of ten million).
@Suite("Records come back")
@MainActor
struct ChurnTests {
    init() { _ = TestDiagnostics.installed }

    @Test("moveables of every kind, held before starting, let go of mid-run, stopped and restarted: every lease, sum and place returns")
    func everyRecordReturns() throws {
        _ = DiagnosticsRecorderInstalled.once
        let before = KernelCensus.take()
        let report = Churn.run(motions: 4_000, churn: 12_000, round: 3_000, seed: 5)
        let running = try #require(report.censusWhileRunning)
        // While the survivors run, leases, sums and places are taken (the first phase really ran)...
        #expect(running.heldLeases > 0 && running.additiveSums > 0 && running.subscribers > 0, "\(running)")
        // ...and once every run has ended, none is.
        // (Compared with the census before: a motion another test left running may hold some.)
        let end = try #require(report.censusAtEnd)
        #expect(end.returned(to: before), "\(end), before: \(before)")
        #expect(report.recordsReturned && report.roundsLeavingRecords == 0)
        #expect(report.built == 4_000 && report.churned == 12_000)
    }
}
