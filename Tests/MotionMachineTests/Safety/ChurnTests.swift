import Foundation
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
        #expect(report.built == 4_000 && report.churned == 12_000)
        // ...and once every run has ended, none is. The census counts the whole process's records,
        // which tests running meanwhile take and give back (an awaiting test's motion ends while
        // this one runs), so the comparison is made when this suite runs alone: CI runs it so, with
        // MOTIONMACHINE_ISOLATED_CHURN=1 (and `motion churn`, in a process of its own, at full size).
        guard ProcessInfo.processInfo.environment["MOTIONMACHINE_ISOLATED_CHURN"] == "1" else { return }
        let end = try #require(report.censusAtEnd)
        #expect(end.returned(to: before), "\(end), before: \(before)")
        #expect(report.recordsReturned && report.roundsLeavingRecords == 0)
    }
}
