import ArgumentParser
import Foundation

/// `motion bench`: the engine against a plain Swift loop doing the same work, in one process.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time N single-property motions for B beats, engine vs. a plain Swift loop; prints one JSON line."
    )

    @Option(help: "What each motion does: tween (eased, quadratic in-out), physics (friction decay), spring, group (tweens in MotionGroups of --group-size), additive (additive tweens), value (value motions handing each value to a closure) animator (MotionLayers with stacked additive animations, drawn each beat; --motions counts layers), path (path motions writing targets) or timeline (seeking a Timeline of --motions children, --beats seeks, against seeking the children alone).")
    var mode: EngineBenchmark.Workload = .tween

    @Option(parsing: .unconditional, help: "Motions per MotionGroup in group mode.")
    var groupSize: Int = 100

    @Option(parsing: .unconditional, help: "Number of motions (one target object each).")
    var motions: Int = 100_000

    @Option(parsing: .unconditional, help: "Number of beats.")
    var beats: Int = 120

    @Option(parsing: .unconditional, help: "Timed rounds per side; the fastest round of each side is reported.")
    var rounds: Int = 5

    @Flag(help: "Give every motion an (empty) updated callback, called after each beat's write.")
    var updatedCallbacks = false

    func validate() throws {
        for (flag, value) in [("--motions", motions), ("--beats", beats), ("--rounds", rounds), ("--group-size", groupSize)] where value <= 0 {
            throw ValidationError("\(flag) must be positive, got \(value)")
        }
    }

    func run() async throws {
        if mode == .timeline {
            print(await TimelineSeekBenchmark(children: motions, seeks: max(beats, 2), rounds: rounds).run())
            return
        }
        let result = await EngineBenchmark(workload: mode, motions: motions, beats: beats, rounds: rounds,
                                           updatedCallbacks: updatedCallbacks, groupSize: groupSize).run()
        print(result.jsonLine)
    }
}

extension EngineBenchmark.Workload: ExpressibleByArgument {}
