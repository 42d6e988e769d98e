import Foundation
import MotionMachine

/// The seed's four circles: a `MotionSequence` of four `MotionGroup`s, each moving a circle down and
/// turning it blue, reversing in sync; played with sequential, then contiguous, reversing. Without a
/// terminal, prints each circle's depth at a few moments instead.
@MainActor
struct FourCirclesDemo {
    static let rows = 7
    static let blue = MotionColor(red: 91.0 / 255.0, green: 189.0 / 255.0, blue: 231.0 / 255.0, alpha: 1.0)

    /// The seed's sequence, on `tempo`.
    static func makeSequence(_ mode: CollectionReversingMode, tempo: Tempo) throws -> (MotionSequence, [DemoCircle]) {
        let circles = (0..<4).map { _ in DemoCircle() }
        let sequence = MotionSequence().reverses(mode)
        sequence.tempo = tempo
        for circle in circles {
            let down = Motion(target: circle, properties: [try PropertyData("constant", 60.0)],
                              duration: 0.4, easing: EasingQuartic.easeInOut())
            let color = Motion(target: circle, statesForProperties: [try PropertyStates(path: "backgroundColor", end: blue)],
                               duration: 0.3, easing: EasingQuadratic.easeInOut())
            sequence.add(MotionGroup(motions: [down, color]).reverses(syncsChildMotions: true))
        }
        return (sequence, circles)
    }

    func play() async throws {
        for mode in [CollectionReversingMode.sequential, .contiguous] {
            if isatty(STDOUT_FILENO) == 1 { try await animate(mode) } else { try summarize(mode) }
        }
    }

    private func animate(_ mode: CollectionReversingMode) async throws {
        let tempo = TimerTempo()
        let (sequence, circles) = try Self.makeSequence(mode, tempo: tempo)
        let lines = Self.rows + 2
        FileHandle.standardOutput.write(Data(("\u{1B}[?25l" + String(repeating: "\n", count: lines)).utf8))
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let renderer = DemoRenderer(tempo: tempo) {
                self.draw(circles, mode: mode, lines: lines)
                return sequence.motionState == .stopped
            } onFinish: {
                finished.resume()
            }
            sequence.start()
            renderer.start()
        }
        FileHandle.standardOutput.write(Data("\u{1B}[?25h".utf8))
    }

    private func draw(_ circles: [DemoCircle], mode: CollectionReversingMode, lines: Int) {
        var frame = "\u{1B}[\(lines)A\u{1B}[2K  Four circles, \(mode) reversing: a MotionSequence of MotionGroups\n"
        for row in 0..<Self.rows {
            var line = "\u{1B}[2K   "
            for circle in circles {
                let depth = Int((circle.constant / 10).rounded())
                line += depth == row ? "  " + ansi(circle.backgroundColor) + "●\u{1B}[0m  " : "     "
            }
            frame += line + "\n"
        }
        frame += "\u{1B}[2K\n"
        FileHandle.standardOutput.write(Data(frame.utf8))
    }

    private func ansi(_ color: MotionColor) -> String {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "\u{1B}[38;2;\(channel(color.red));\(channel(color.green));\(channel(color.blue))m"
    }

    /// Plays the sequence on a manual tempo and prints each circle's depth at a few moments.
    private func summarize(_ mode: CollectionReversingMode) throws {
        let tempo = ManualTempo()
        let (sequence, circles) = try Self.makeSequence(mode, tempo: tempo)
        sequence.start()
        let end = mode == .sequential ? 6.4 : 3.2
        print("Four circles, \(mode) reversing (depth in points, 0 = top, 60 = down; b = blue):")
        for moment in stride(from: 0.15, through: end, by: 0.25) {
            tempo.tick(at: moment)
            let depths = circles.map { circle in
                String(format: "%5.1f%@", circle.constant, circle.backgroundColor.blue > 0.5 ? "b" : " ")
            }
            print(String(format: "  %4.1fs ", moment) + depths.joined(separator: " "))
        }
        tempo.tick(at: end)
        print("  sequence \(sequence.motionState == .stopped ? "completed" : "still running") at \(end) s")
    }
}
