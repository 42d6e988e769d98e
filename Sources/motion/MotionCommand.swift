import ArgumentParser

/// The `motion` tool: a terminal demo, plots and spec tools, and the engine benchmark.
@main
struct MotionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "MotionMachine: a terminal demo, curve and spec plots, spec tools, and the engine benchmark.",
        subcommands: [DemoCommand.self, PlotCommand.self, SpecCommand.self, BenchCommand.self, StressCommand.self, SoakCommand.self]
    )
}
