import Foundation
import MotionMachine

/// MotionMachine 3.1.2's four circles: a `MotionSequence` of four `MotionGroup`s, each moving a circle down and
/// turning it blue, reversing in sync; played with sequential, then contiguous, reversing. Without a
/// terminal, prints each circle's depth at a few moments instead.
@MainActor
struct FourCirclesDemo {
    static let rows = 7
    /// Columns the circles take: an indent of three and five per circle.
    static let width = 3 + 4 * 5
    static let blue = MotionColor(red: 91.0 / 255.0, green: 189.0 / 255.0, blue: 231.0 / 255.0, alpha: 1.0)

    /// The four circles' sequence, on `tempo`.
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
        let animates = Terminal.animates && Terminal.columns > Self.width
        if Terminal.animates && !animates {
            print("motion demo: the circles need a terminal \(Self.width + 1) columns wide (this one has \(Terminal.columns)); here is the text summary.")
        }
        for mode in [CollectionReversingMode.sequential, .contiguous] {
            if animates { try await animate(mode) } else { try summarize(mode) }
        }
    }

    private func animate(_ mode: CollectionReversingMode) async throws {
        let tempo = TimerTempo()
        let (sequence, circles) = try Self.makeSequence(mode, tempo: tempo)
        let lines = Self.rows + 2
        Terminal.hideCursor()
        Terminal.write(String(repeating: "\n", count: lines))
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
        Terminal.showCursor()
    }

    private func draw(_ circles: [DemoCircle], mode: CollectionReversingMode, lines: Int) {
        var frame = "\u{1B}[\(lines)A\u{1B}[2K"
            + Terminal.fit("  Four circles, \(mode) reversing: a MotionSequence of MotionGroups", width: Terminal.columns - 1) + "\n"
        for row in 0..<Self.rows {
            var line = "\u{1B}[2K   "
            for circle in circles {
                let depth = Int((circle.constant / 10).rounded())
                line += depth == row ? "  " + glyph(circle.backgroundColor) + "  " : "     "
            }
            frame += line + "\n"
        }
        frame += "\u{1B}[2K\n"
        FileHandle.standardOutput.write(Data(frame.utf8))
    }

    /// The circle in its colour, or, with colour off, the colour it has reached as a shape (○ grey,
    /// ● blue past half way).
    private func glyph(_ color: MotionColor) -> String {
        Terminal.usesColor ? Terminal.paint("●", color) : (color.blue > 0.5 ? "●" : "○")
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
