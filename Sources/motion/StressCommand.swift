import ArgumentParser
import Foundation
import Logging
import MotionMachine
import MotionStress

/// `motion stress`: randomized cases against the public API; exits non-zero on any violation.
struct StressCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress",
        abstract: "Randomized motion graphs with hostile numbers and re-entrant callbacks; prints violations and a JSON summary."
    )

    @Option(parsing: .unconditional, help: "The run's seed; case i is seeded from it and i.")
    var seed: UInt64 = 20_261_123

    @Option(parsing: .unconditional, help: "Number of cases.")
    var cases: Int = 2_000

    @Option(parsing: .unconditional, help: "Beats per case.")
    var beats: Int = 300

    @Option(name: .customLong("case"), parsing: .unconditional, help: "Replay only this case.")
    var only: Int?

    @Option(parsing: .unconditional, help: "The longest a beat may take, in seconds.")
    var maximumBeat: Double = 1

    @Option(parsing: .unconditional, help: "How many distinct violations to print.")
    var show: Int = 100

    @Flag(help: "Print the engine's diagnostics (hostile input makes many).")
    var diagnostics = false

    func validate() throws {
        guard cases > 0 else { throw ValidationError("--cases must be positive, got \(cases)") }
        guard beats > 0 else { throw ValidationError("--beats must be positive, got \(beats)") }
        guard maximumBeat > 0 else { throw ValidationError("--maximum-beat must be positive, got \(maximumBeat)") }
    }

    @MainActor
    func run() async throws {
        if !diagnostics { MotionDiagnostics.logger = Logger(label: "MotionMachine", factory: { _ in SwiftLogNoOpLogHandler() }) }
        let report = StressRun.run(seed: seed, cases: cases, beats: beats, maximumBeatSeconds: maximumBeat, only: only)
        // The same broken promise usually repeats on every later beat of its case: print it once.
        var seen: Set<String> = []
        let distinct = report.violations.filter { seen.insert("\($0.caseIndex) \($0.message)").inserted }
        for violation in distinct.prefix(show) { print(violation) }
        if distinct.count > show { print("… and \(distinct.count - show) more") }
        print(report.jsonLine)
        if !report.violations.isEmpty { throw ExitCode(1) }
    }
}

/// `motion soak`: a long churn of short-lived moveables and dropped targets; exits non-zero when
/// anything stays subscribed at the end.
struct SoakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Churns moveables for many beats, dropping targets mid-run; samples memory and subscribers, prints JSON."
    )

    @Option(parsing: .unconditional, help: "Fixes the churn.")
    var seed: UInt64 = 7

    @Option(parsing: .unconditional, help: "Beats to play (60 per second of motion time).")
    var beats: Int = 1_000_000

    @Option(parsing: .unconditional, help: "Beats between samples.")
    var sampleEvery: Int = 100_000

    func validate() throws {
        guard beats > 0 else { throw ValidationError("--beats must be positive, got \(beats)") }
        guard sampleEvery > 0 else { throw ValidationError("--sample-every must be positive, got \(sampleEvery)") }
    }

    @MainActor
    func run() async throws {
        MotionDiagnostics.logger = Logger(label: "MotionMachine", factory: { _ in SwiftLogNoOpLogHandler() })
        let report = Soak.run(seed: seed, beats: beats, sampleEvery: sampleEvery)
        for sample in report.samples {
            print("beat \(sample.beat): resident \(sample.resident / 1024) KiB, \(sample.subscribers) subscribers")
        }
        print(report.jsonLine)
        if report.subscribersLeft != 0 { throw ExitCode(1) }
    }
}

/// `motion churn`: builds many moveables, lets their runs end every way, churns many more, and
/// exits non-zero when a record a run took (a lease, an additive sum, a run record, a place in the
/// beat list) did not come back, or when the churn grew the process past `--max-growth-mb`.
struct ChurnCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "churn",
        abstract: "Builds moveables of every kind, ends their runs every way, churns more; checks that every record returns, prints JSON."
    )

    @Option(parsing: .unconditional, help: "Moveables to build at once (a tenth held before starting, a quarter's targets let go of mid-run).")
    var motions: Int = 1_000_000

    @Option(parsing: .unconditional, help: "Moveables to churn through afterwards, in rounds.")
    var churn: Int = 10_000_000

    @Option(parsing: .unconditional, help: "Moveables per round of the churn.")
    var round: Int = 100_000

    @Option(parsing: .unconditional, help: "Resident growth over the churn after its first tenth that fails the run, in MiB.")
    var maxGrowthMb: Int = 64

    @Option(parsing: .unconditional, help: "Fixes the choices.")
    var seed: UInt64 = 1

    func validate() throws {
        guard motions >= 0 else { throw ValidationError("--motions must not be negative, got \(motions)") }
        guard churn >= 0 else { throw ValidationError("--churn must not be negative, got \(churn)") }
        guard round > 0 else { throw ValidationError("--round must be positive, got \(round)") }
        guard maxGrowthMb >= 0 else { throw ValidationError("--max-growth-mb must not be negative, got \(maxGrowthMb)") }
    }

    @MainActor
    func run() async throws {
        MotionDiagnostics.logger = Logger(label: "MotionMachine", factory: { _ in SwiftLogNoOpLogHandler() })
        let report = Churn.run(motions: motions, churn: churn, round: round, seed: seed)
        if let census = report.censusWhileRunning { print("while running: \(census)") }
        if let census = report.censusAtEnd { print("at the end: \(census)") }
        print(report.jsonLine)
        if !report.recordsReturned || report.residentGrowth > maxGrowthMb * 1_048_576 { throw ExitCode(1) }
    }
}
