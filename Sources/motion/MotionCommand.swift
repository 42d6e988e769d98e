import ArgumentParser

/// The `motion` tool: a terminal demo and the engine benchmark.
@main
struct MotionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "MotionMachine's demo and benchmark.",
        subcommands: [DemoCommand.self, BenchCommand.self, StressCommand.self, SoakCommand.self]
    )
}
