import ArgumentParser

/// The `motion` tool: a terminal demo, plots and spec tools, and the engine benchmark.
@main
struct MotionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "MotionMachine: a terminal demo, curve and spec plots, spec tools, and the engine benchmark.",
        version: "0.12.0 (needs Swift 6.1 or later; built with Swift \(swiftVersion))",
        subcommands: [DemoCommand.self, PlotCommand.self, SpecCommand.self, BenchCommand.self, StressCommand.self, SoakCommand.self, ChurnCommand.self]
    )
}

/// The compiler that built the tool, for `--version`.
private var swiftVersion: String {
    #if swift(>=6.3)
    "6.3 or later"
    #elseif swift(>=6.2)
    "6.2"
    #else
    "6.1"
    #endif
}
