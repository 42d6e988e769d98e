import ArgumentParser
import MotionMachine

/// `motion demo`: several easings side by side, MotionMachine 3.1.2's four circles, a point following a
/// path beside a keyframed bounce, then a card animated by `MotionAnimator`, in the terminal.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Play easings side by side, the four-circles sequence with both reversing modes, a path and a keyframed bounce, then the animator scene (a text summary without a TTY)."
    )

    /// Which scenes to play.
    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case all, easings, circles, path, animator
    }

    @Option(help: "The scene to play: all, easings, circles, path or animator.")
    var scene: Scene = .all

    @Option(help: "Reduced motion: never (the default), always, or system (the platform's setting, or MOTIONMACHINE_REDUCED_MOTION).")
    var reducedMotion: ReducedMotion = .never

    func run() async throws {
        MotionAccessibility.reducedMotion = reducedMotion
        if reducedMotion != .never {
            // Short enough for a 50-column terminal.
            print("Reduced motion (\(reducedMotion.rawValue)): \(reducedMotion.isActive ? "on" : "off")")
        }
        if scene == .all || scene == .easings { await EasingDemo().play() }
        if scene == .all || scene == .circles { try await FourCirclesDemo().play() }
        if scene == .all || scene == .path { await PathDemo().play() }
        if scene == .all || scene == .animator { try await AnimatorDemo().play() }
    }
}

extension ReducedMotion: ExpressibleByArgument {}
