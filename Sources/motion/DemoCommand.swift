import ArgumentParser

/// `motion demo`: several easings side by side, then the seed's four circles, in the terminal.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Play easings side by side, then the four-circles sequence (a text summary without a TTY)."
    )

    /// Which scenes to play.
    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case all, easings, circles
    }

    @Option(help: "The scene to play: all, easings or circles.")
    var scene: Scene = .all

    func run() async throws {
        if scene != .circles { await EasingDemo().play() }
        if scene != .easings { try await FourCirclesDemo().play() }
    }
}
