import ArgumentParser
import MotionMachine

/// `motion spec check FILE`: validates a spec and prints every problem with its path.
struct SpecCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a spec file; print every problem with its path and exit 1 if there is any."
    )

    @Argument(help: "The spec file.")
    var file: String

    func run() throws {
        let document = try SpecFile.load(file)
        let kind = document.isDesignTokens ? "design tokens" : "named traits"
        print("\(file): OK, \(document.tokens.count) motion token\(document.tokens.count == 1 ? "" : "s") (\(kind)), \(document.allTraits.count) with traits")
    }
}
