import Foundation
import MotionAnimator
import MotionInterchange
import MotionMachine

/// The animator scene: a card expands from an icon and collapses again, each element timed by the
/// masked-transition spec (Material's, from the motion-specs examples) and animated implicitly:
/// the scene just sets layer properties inside `animate(with:)` blocks. Every frame is drawn from
/// the layers' `presentation()`. Played 8× slower (`timeScaleFactor`), or summarized without a TTY.
@MainActor
struct AnimatorDemo {
    static let slowdown = 8.0
    static let rows = 11

    /// The elements of the scene.
    @MainActor
    final class Scene {
        let scrim = MotionLayer()
        let card = MotionLayer()
        let icon = MotionLayer()
        let content = MotionLayer()
        let spec: MotionSpecDocument

        init() throws {
            spec = try MotionSpecDocument(data: Data(AnimatorDemo.specJSON.utf8))
            scrim.opacity = 0
            card.bounds = CGRect(x: 0, y: 0, width: 5, height: 3)
            card.position = CGPoint(x: 8, y: 5)
            card.backgroundColor = MotionColor(white: 0.55)
            content.opacity = 0
        }

        /// Sets the expanded (or collapsed) state, each element inside a block with its traits.
        func transition(expanded: Bool, animator: MotionAnimator, completion: @escaping (Bool) -> Void) throws {
            let phase = expanded ? "expansion" : "collapse"
            func traits(_ element: String) throws -> AnimationTraits { try spec.traits("\(phase).\(element)") }
            animator.animate(with: try traits("scrimFade")) { scrim.opacity = expanded ? 1 : 0 }
            animator.animate(with: try traits("iconFade")) { icon.opacity = expanded ? 0 : 1 }
            animator.animate(with: try traits("contentFade")) { content.opacity = expanded ? 1 : 0 }
            animator.animate(with: try traits("floodBackgroundColor")) {
                card.backgroundColor = expanded ? MotionColor(red: 0.36, green: 0.74, blue: 0.9) : MotionColor(white: 0.55)
            }
            animator.animate(with: try traits("horizontalMovement")) { card.x = expanded ? 40 : 8 }
            animator.animate(with: try traits("verticalMovement"), animations: {
                card.y = expanded ? 5 : 5
                card.bounds.size = expanded ? CGSize(width: 44, height: 9) : CGSize(width: 5, height: 3)
            }, completion: completion)
        }
    }

    func play() async throws {
        let animates = Terminal.animates && Terminal.columns > 60
        if Terminal.animates && !animates {
            print("motion demo: the animator scene needs 61 columns\n(this terminal has \(Terminal.columns)); here is its summary.")
        }
        if animates { try await animate() } else { try summarize() }
    }

    private func animate() async throws {
        let tempo = TimerTempo()
        let animator = MotionAnimator(tempo: tempo)
        animator.timeScaleFactor = Self.slowdown
        let scene = try Scene()
        let lines = Self.rows + 2
        Terminal.hideCursor()
        Terminal.write(String(repeating: "\n", count: lines))
        for expanded in [true, false] {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                var done = false
                try? scene.transition(expanded: expanded, animator: animator) { _ in done = true }
                let renderer = DemoRenderer(tempo: tempo) {
                    self.draw(scene, expanded: expanded, lines: lines)
                    return done && animator.runningAnimationCount == 0
                } onFinish: {
                    finished.resume()
                }
                renderer.start()
            }
        }
        Terminal.showCursor()
    }

    private func draw(_ scene: Scene, expanded: Bool, lines: Int) {
        let width = min(Terminal.columns - 1, 78)
        let scrim = scene.scrim.presentation(), card = scene.card.presentation()
        let icon = scene.icon.presentation(), content = scene.content.presentation()
        var grid = Array(repeating: Array(repeating: Cell(" "), count: width), count: Self.rows)
        // The scrim: dots whose density follows its opacity.
        let shade = [" ", " ", "·", ":", "░"][min(Int(scrim.opacity * 4.99), 4)]
        for row in grid.indices { for column in grid[row].indices { grid[row][column] = Cell(shade) } }
        // The card: its frame, filled with its colour.
        let frame = card.frame
        let rows = max(Int(frame.minY.rounded()), 0)..<min(Int(frame.maxY.rounded()), Self.rows)
        let columns = max(Int(frame.minX.rounded()), 0)..<min(Int(frame.maxX.rounded()), width)
        for row in rows { for column in columns { grid[row][column] = Cell("█", card.backgroundColor) } }
        let center = (row: Int(card.position.y.rounded()), column: Int(card.position.x.rounded()))
        if grid.indices.contains(center.row), icon.opacity > 0.15, columns.contains(center.column) {
            grid[center.row][center.column] = Cell(icon.opacity > 0.6 ? "◆" : "◇", MotionColor(white: 1))
        }
        let text = Array("Expanded content")
        if content.opacity > 0.2, rows.count > 4, columns.count > text.count + 4 {
            let visible = Int((Double(text.count) * min(content.opacity, 1)).rounded())
            for (offset, character) in text.prefix(visible).enumerated() where columns.lowerBound + 2 + offset < width {
                grid[rows.lowerBound + 1][columns.lowerBound + 2 + offset] = Cell(String(character), MotionColor(white: 1), onto: card.backgroundColor)
            }
        }
        var output = "\u{1B}[\(lines)A\u{1B}[2K"
            + Terminal.fit("  Animator: \(expanded ? "expand" : "collapse") (masked-transition spec, \(Int(Self.slowdown))× slower)",
                           width: Terminal.columns - 1) + "\n"
        for row in grid { output += "\u{1B}[2K" + row.map(\.text).joined() + "\n" }
        output += "\u{1B}[2K" + Terminal.fit(String(format: "  card %.0f×%.0f  scrim %.2f  icon %.2f  content %.2f",
                                                 card.bounds.width, card.bounds.height, scrim.opacity, icon.opacity, content.opacity),
                                          width: Terminal.columns - 1) + "\n"
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// One character, coloured when colour is on.
    @MainActor
    private struct Cell {
        let text: String
        init(_ glyph: String, _ color: MotionColor? = nil, onto background: MotionColor? = nil) {
            guard let color, Terminal.usesColor else {
                text = glyph
                return
            }
            var painted = Terminal.paint(glyph, color)
            if let background {
                func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
                painted = "\u{1B}[48;2;\(channel(background.red));\(channel(background.green));\(channel(background.blue))m" + painted
            }
            text = painted
        }
    }

    /// Plays both phases on a manual tempo and prints the presentation at a few moments.
    private func summarize() throws {
        let tempo = ManualTempo()
        let animator = MotionAnimator(tempo: tempo)
        let scene = try Scene()
        print("Animator: a card expands and collapses, timed\nby the masked-transition spec (presentation()):")
        print("   time  card size  card x  scrim  icon  content")
        for expanded in [true, false] {
            var done = false
            try scene.transition(expanded: expanded, animator: animator) { _ in done = true }
            let start = tempo.currentTime
            for step in 0...8 {
                tempo.tick(at: start + Double(step) * 0.05)
                let card = scene.card.presentation()
                print(String(format: "  %5.2fs  %4.1f×%-4.1f  %5.1f  %5.2f  %4.2f  %5.2f", tempo.currentTime, card.bounds.width,
                             card.bounds.height, card.position.x, scene.scrim.presentation().opacity,
                             scene.icon.presentation().opacity, scene.content.presentation().opacity))
            }
            print("  \(expanded ? "expansion" : "collapse") \(done ? "completed" : "still running")")
        }
    }

    /// The masked-transition spec (the same as Examples/specs/masked-transition.json), embedded so the
    /// demo runs from anywhere.
    nonisolated static let specJSON = """
    {
      "expansion": {
        "iconFade": { "duration": 0.075, "timingCurve": "ease-out" },
        "contentFade": { "delay": 0.150, "duration": 0.225, "timingCurve": "ease-out" },
        "floodBackgroundColor": { "delay": 0.000, "duration": 0.075, "timingCurve": "standard" },
        "maskTransformation": { "duration": 0.105, "timingCurve": "ease-in" },
        "horizontalMovement": { "timingCurve": null },
        "verticalMovement": { "duration": 0.345, "timingCurve": [0.4, 0, 0.2, 1] },
        "scrimFade": { "duration": 0.150, "timingCurve": "ease-out" }
      },
      "collapse": {
        "iconFade": { "delay": 0.150, "duration": 0.150, "timingCurve": [0.4, 0, 0.2, 1] },
        "contentFade": { "duration": 0.075, "timingCurve": [0.4, 0, 1, 1] },
        "floodBackgroundColor": { "delay": 0.060, "duration": 0.150, "timingCurve": [0.4, 0, 0.2, 1] },
        "maskTransformation": { "duration": 0.180, "timingCurve": [0.4, 0, 0.2, 1] },
        "horizontalMovement": { "duration": 0.345, "timingCurve": [0.4, 0, 0.2, 1] },
        "verticalMovement": { "duration": 0.345, "timingCurve": [0.4, 0, 0.2, 1] },
        "scrimFade": { "duration": 0.150, "timingCurve": "ease-in" }
      }
    }
    """
}
