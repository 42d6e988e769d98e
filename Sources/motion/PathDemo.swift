import Foundation
import MotionMachine

/// A sprite following a figure-of-eight `MotionPath` with a `PathMotion` (eased in and out,
/// twice round, its arrow turned along the path), beside a ball dropped with a keyframe track that
/// bounces three times. Without a terminal, prints both at a few moments instead.
@MainActor
struct PathDemo {
    /// A figure of eight 100 wide and 50 high (y down), drawn from the left loop's middle.
    static let path = try! MotionPath(svgPathData: "M50 25 C65 0 95 0 95 25 S65 50 50 25 S5 0 5 25 S35 50 50 25 Z")
    static let rows = 11
    /// The narrowest canvas worth drawing, and the widest used.
    static let minimumWidth = 30, maximumWidth = 56
    /// Columns beside the canvas: an indent of two, the bounce's gap and column, one spare.
    static let frameColumns = 2 + 4 + 1 + 1

    /// The sprite the path motion places and turns.
    final class Sprite {
        var x = 0.0, y = 0.0, angle = 0.0
    }

    /// The path motion and the keyframed bounce, on `tempo`.
    static func makeMotions(on tempo: Tempo) -> (Sprite, PathMotion, DemoBall, Motion<DemoBall>) {
        let sprite = Sprite()
        let follow = PathMotion(path: path, duration: 3.2, easing: EasingQuadratic.easeInOut()).repeats(1)
        follow.pathState.attach(sprite, x: \.x, y: \.y, rotation: \.angle)
        follow.tempo = tempo
        // The ball's height as a fraction of the drop (0 up, 1 on the floor): falls, then bounces
        // lower each time; each key eases in toward the floor and out toward the top.
        let ball = DemoBall()
        let bounce = KeyframeTrack<Double> {
            LinearKeyframe(1.0, duration: 0.7, timingCurve: .easeIn)
            LinearKeyframe(0.45, duration: 0.45, timingCurve: .easeOut)
            LinearKeyframe(1.0, duration: 0.45, timingCurve: .easeIn)
            LinearKeyframe(0.8, duration: 0.22, timingCurve: .easeOut)
            LinearKeyframe(1.0, duration: 0.22, timingCurve: .easeIn)
            LinearKeyframe(0.95, duration: 0.1, timingCurve: .easeOut)
            LinearKeyframe(1.0, duration: 0.1, timingCurve: .easeIn)
        }
        let drop = Motion(target: ball, keyframes: [PropertyKeyframes(\DemoBall.x, bounce)]).afterDelay(0.5)
        drop.tempo = tempo
        return (sprite, follow, ball, drop)
    }

    func play() async {
        guard Terminal.animates else { return summarize() }
        let width = min(Self.maximumWidth, Terminal.columns - Self.frameColumns - 1)
        guard width >= Self.minimumWidth else {
            print("motion demo: the path needs a terminal \(Self.frameColumns + Self.minimumWidth + 1) columns wide (this one has \(Terminal.columns)); here is the text summary.")
            return summarize()
        }
        let tempo = TimerTempo()
        let (sprite, follow, ball, drop) = Self.makeMotions(on: tempo)
        let trace = Self.trace(width: width)
        let lines = Self.rows + 2
        Terminal.hideCursor()
        Terminal.write(String(repeating: "\n", count: lines))
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let renderer = DemoRenderer(tempo: tempo) {
                self.draw(sprite, ball, trace: trace, width: width, lines: lines)
                return follow.motionState == .stopped && drop.motionState == .stopped
            } onFinish: {
                finished.resume()
            }
            follow.start()
            drop.start()
            renderer.start()
        }
        Terminal.showCursor()
        print(Terminal.fit("Done: a PathMotion twice round a figure of eight, and three keyframed bounces.",
                           width: Terminal.columns - 1))
    }

    /// The canvas cell of a path point.
    static func cell(_ x: Double, _ y: Double, width: Int) -> (column: Int, row: Int) {
        (Int((x / 100 * Double(width - 1)).rounded()), Int((y / 50 * Double(rows - 1)).rounded()))
    }

    /// The path's cells, sampled by arc length.
    static func trace(width: Int) -> Set<Int> {
        var cells = Set<Int>()
        for step in 0...400 {
            let point = path.point(at: Double(step) / 400)
            let (column, row) = cell(point.x, point.y, width: width)
            cells.insert(row * width + column)
        }
        return cells
    }

    /// An arrow for the direction `angle` (radians, y down), to the nearest eighth of a turn.
    static func arrow(_ angle: Double) -> String {
        let arrows = ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗"]
        let eighth = Int((angle / (Double.pi / 4)).rounded()) & 7
        return arrows[eighth]
    }

    private func draw(_ sprite: Sprite, _ ball: DemoBall, trace: Set<Int>, width: Int, lines: Int) {
        let (spriteColumn, spriteRow) = Self.cell(sprite.x, sprite.y, width: width)
        let ballRow = Int((min(max(ball.x, 0), 1) * Double(Self.rows - 1)).rounded())
        var frame = "\u{1B}[\(lines)A\u{1B}[2K"
            + Terminal.fit("  A PathMotion along a figure of eight, and a keyframed bounce", width: Terminal.columns - 1) + "\n"
        for row in 0..<Self.rows {
            var line = "  "
            for column in 0..<width {
                if row == spriteRow && column == spriteColumn {
                    line += Terminal.colored(Self.arrow(sprite.angle), "1;33")
                } else {
                    line += trace.contains(row * width + column) ? Terminal.colored("·", "2") : " "
                }
            }
            line += "    " + (row == ballRow ? Terminal.colored("●", "1;36") : (row == Self.rows - 1 ? "▁" : " "))
            frame += "\u{1B}[2K" + line + "\n"
        }
        frame += "\u{1B}[2K" + Terminal.fit("  arrow: the point and its heading · ball: height from keyframes", width: Terminal.columns - 1) + "\n"
        FileHandle.standardOutput.write(Data(frame.utf8))
    }

    /// Runs both on a manual tempo and prints where they are at a few moments.
    private func summarize() {
        let tempo = ManualTempo()
        let (sprite, follow, ball, drop) = Self.makeMotions(on: tempo)
        follow.start()
        drop.start()
        print("Path and keyframes (text summary): the sprite's place and heading on a figure of eight 100 × 50, and the ball's drop (0 top, 1 floor):")
        print("   time       x       y  heading    ball")
        for moment in [0.0, 0.8, 1.6, 2.4, 3.2, 4.0, 4.8, 6.4] {
            tempo.tick(at: moment)
            print(String(format: "%6.1fs %7.2f %7.2f %6.0f°  %6.3f", moment, sprite.x, sprite.y, sprite.angle * 180 / Double.pi, ball.x))
        }
        print("path completed: \(follow.motionState == .stopped ? "yes" : "no") (twice round, back at the start); bounce completed: \(drop.motionState == .stopped ? "yes" : "no") (the ball rests on the floor).")
    }
}
