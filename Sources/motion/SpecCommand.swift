import ArgumentParser

/// `motion spec`: check, export and sample motion spec files.
struct SpecCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Check, export and sample motion spec files (W3C design tokens, or plain JSON of named traits).",
        subcommands: [SpecCheckCommand.self, SpecExportCommand.self, SpecSampleCommand.self]
    )
}
