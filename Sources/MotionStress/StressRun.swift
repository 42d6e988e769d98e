import Foundation
import MotionMachine

/// What a stress run found.
package struct StressReport: Sendable {
    /// The run's seed.
    package var seed: UInt64
    /// Cases played, and beats in all of them.
    package var cases = 0
    package var beats = 0
    /// Random actions taken (between beats, in callbacks and in target setters).
    package var actions = 0
    /// Every broken promise, with its seed, case and beat.
    package var violations: [StressViolation] = []
    /// The slowest beat of the run, in seconds.
    package var slowestBeat = 0.0
    /// Moveables, targets and tempos still alive after their case was dropped.
    package var leakedObjects = 0

    /// The report as one JSON line.
    package var jsonLine: String {
        "{\"seed\":\(seed),\"cases\":\(cases),\"beats\":\(beats),\"actions\":\(actions),"
            + "\"violations\":\(violations.count),\"leaked_objects\":\(leakedObjects),"
            + "\"slowest_beat_ms\":\(String(format: "%.3f", slowestBeat * 1000))}"
    }
}

/// Randomized runs against the public API: random graphs of motions, physics, springs, groups and
/// sequences nested up to three deep; hostile numbers (NaN, ±∞, ±0, 1e308, huge repeat counts);
/// callbacks and target setters that start, stop, reset, seek, add and remove anything, themselves
/// and their collections included; beats that jump hours ahead and direct updates that go back.
///
/// Checked on every beat: nothing non-finite reaches a target, progress figures stay in 0…1, no
/// callback of a run arrives after the run ended, and no beat takes longer than a bound. After each
/// case everything is stopped: nothing may stay subscribed to the tempo, and once the case is
/// dropped no moveable, target or tempo may stay alive. A case replays exactly from the run's seed
/// and its index.
@MainActor
package enum StressRun {
    /// Runs `cases` cases of `beats` beats each (or only case `only`).
    /// - Parameters:
    ///   - seed: the run's seed; case `i` is seeded from it and `i`.
    ///   - cases: how many cases to play.
    ///   - beats: beats per case.
    ///   - hostile: whether to mix hostile numbers into the inputs.
    ///   - maximumBeatSeconds: the bound on one beat's wall time.
    ///   - only: replays just this case.
    /// - Returns: the report; its violations name their seed, case and beat.
    /// - Complexity: O(cases × beats × graph size).
    package static func run(seed: UInt64, cases: Int, beats: Int, hostile: Bool = true, maximumBeatSeconds: Double = 1,
                           only: Int? = nil) -> StressReport {
        var report = StressReport(seed: seed)
        let previousDefault = Tempo.default
        defer { Tempo.default = previousDefault }
        let progress = ProcessInfo.processInfo.environment["MOTION_STRESS_PROGRESS"] != nil
        for index in only.map({ [$0] }) ?? Array(0..<cases) {
            if progress { FileHandle.standardError.write(Data("case \(index)\n".utf8)) }
            var watched: [WeakReference] = []
            do {
                let stressCase = StressCase(seed: seed, index: index, beats: beats, hostile: hostile,
                                            maximumBeatSeconds: maximumBeatSeconds)
                Tempo.default = stressCase.tempo
                stressCase.run()
                Tempo.default = previousDefault
                report.cases += 1
                report.beats += beats
                report.actions += stressCase.actions
                report.slowestBeat = max(report.slowestBeat, stressCase.slowestBeat)
                report.violations += stressCase.violations
                watched = stressCase.nodes.map { WeakReference($0.moveable, $0.label) }
                    + stressCase.targets.enumerated().map { WeakReference($1, "target#\($0)") }
                    + [WeakReference(stressCase.tempo, "tempo")]
            }
            let leaked = watched.filter { $0.object != nil }.map(\.label)
            if !leaked.isEmpty {
                report.leakedObjects += leaked.count
                report.violations.append(StressViolation(seed: seed, caseIndex: index, beat: beats,
                                                         message: "alive after the case was dropped: \(leaked.joined(separator: ", "))"))
            }
        }
        return report
    }
}

/// A weak reference, to check that an object was freed.
final class WeakReference {
    weak var object: AnyObject?
    let label: String
    init(_ object: AnyObject, _ label: String) {
        self.object = object
        self.label = label
    }
}
