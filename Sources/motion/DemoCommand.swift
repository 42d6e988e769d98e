import ArgumentParser

/// `motion demo`: several easings side by side in the terminal.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Play several motions with different easings side by side (a text summary without a TTY)."
    )

    func run() async throws {
        await EasingDemo().play()
    }
}
