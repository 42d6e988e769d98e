import ArgumentParser
import MotionMachine

/// `motion spec export FILE --to css|swiftui|tokens`.
struct SpecExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a spec as CSS custom properties, SwiftUI animations, or design tokens with standard fallbacks."
    )

    @Argument(help: "The spec file.")
    var file: String

    @Option(help: "The output format: css, swiftui or tokens.")
    var to: SpecExport.Format

    @Option(name: .shortAndLong, help: "Write here instead of standard output.")
    var output: String?

    func run() throws {
        let document = try SpecFile.load(file)
        try SpecFile.write(SpecExport.export(document, to: to), to: output)
    }
}

extension SpecExport.Format: ExpressibleByArgument {}
