import Foundation
import MotionMachine

/// Plays one ball per easing across the terminal: out to the right edge and back, with the color
/// shifting hue on the way. Without a terminal, prints where each ball is at a few moments instead.
@MainActor
struct EasingDemo {
    static let rows: [(name: String, easing: EasingUpdateClosure)] = [
        ("linear", EasingLinear.easeNone()),
        ("quadratic in-out", EasingQuadratic.easeInOut()),
        ("cubic out", EasingCubic.easeOut()),
        ("expo in-out", EasingExpo.easeInOut()),
        ("back in-out", EasingBack.easeInOut()),
        ("elastic out", EasingElastic.easeOut()),
        ("bounce out", EasingBounce.easeOut()),
        ("css ease", CubicBezier.ease.easing),
        ("steps(8)", EasingSteps.steps(8)),
    ]
    static let legDuration = 1.6
    /// Columns around the track: two of indent, the label, and the two rails, plus one spare so a
    /// line never reaches the last column (where some terminals wrap).
    static let frameColumns = 2 + 17 + 2 + 1
    /// The narrowest track worth animating.
    static let minimumTrack = 10

    func play() async {
        guard Terminal.animates else { return summarize() }
        let track = min(48, Terminal.columns - Self.frameColumns - 1)
        guard track >= Self.minimumTrack else {
            print("motion demo: the easings need a terminal \(Self.frameColumns + Self.minimumTrack + 1) columns wide (this one has \(Terminal.columns)); here is the text summary.")
            return summarize()
        }
        await animate(width: track)
    }

    /// Builds the balls and their motions on `tempo`.
    private func makeMotions(on tempo: Tempo) -> [(DemoBall, Motion<DemoBall>)] {
        Self.rows.map { row in
            let ball = DemoBall()
            // The string path "color.hue" shows value assistants at work; x uses a typed key path.
            let motion = Motion(target: ball, properties: [PropertyData(keyPath: \DemoBall.x, start: 0.0, end: 1.0)],
                                duration: Self.legDuration, easing: row.easing)
            if let hue = try? PropertyData<DemoBall>("color.hue", 0.95) { motion.add(hue) }
            motion.tempo = tempo
            return (ball, motion.reverses().afterDelay(0.3))
        }
    }

    private func animate(width: Int) async {
        let tempo = TimerTempo()
        let balls = makeMotions(on: tempo)
        let lines = balls.count + 1
        Terminal.hideCursor()
        Terminal.write(String(repeating: "\n", count: lines))
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let renderer = DemoRenderer(tempo: tempo) {
                self.draw(balls, lines: lines, width: width)
                return balls.allSatisfy { $0.1.motionState == .stopped }
            } onFinish: {
                finished.resume()
            }
            for (_, motion) in balls { motion.start() }
            renderer.start()
        }
        Terminal.showCursor()
        print(Terminal.fit("Done: \(balls.count) motions on one TimerTempo, each out and back with its own easing.",
                           width: Terminal.columns - 1))
    }

    private func draw(_ balls: [(DemoBall, Motion<DemoBall>)], lines: Int, width: Int) {
        var frame = "\u{1B}[\(lines)A"
        frame += "\u{1B}[2K" + Terminal.fit("  MotionMachine demo: one shared TimerTempo, \(balls.count) motions",
                                          width: width + Self.frameColumns) + "\n"
        for (index, (ball, _)) in balls.enumerated() {
            let column = Int((min(max(ball.x, -0.1), 1.1) * Double(width)).rounded())
            let clamped = min(max(column, 0), width)
            let track = String(repeating: " ", count: clamped) + Terminal.paint("●", ball.color)
                + String(repeating: " ", count: width - clamped)
            let label = Self.rows[index].name.padding(toLength: 17, withPad: " ", startingAt: 0)
            frame += "\u{1B}[2K  \(label)│\(track)│\n"
        }
        FileHandle.standardOutput.write(Data(frame.utf8))
    }


    /// Runs the same motions on a manual tempo and prints positions at a few moments.
    private func summarize() {
        let tempo = ManualTempo()
        let balls = makeMotions(on: tempo)
        for (_, motion) in balls { motion.start() }
        let moments = [0.3, 0.7, 1.1, 1.5, 1.9, 2.7, 3.5]
        print("MotionMachine demo (text summary: no terminal to animate in). Ball position (0 = left, 1 = right) by time:")
        print("easing           " + moments.map { String(format: "%6.1fs", $0) }.joined())
        var table = Array(repeating: "", count: balls.count)
        for moment in moments {
            tempo.tick(at: moment)
            for (index, (ball, _)) in balls.enumerated() { table[index] += String(format: "%7.3f", ball.x) }
        }
        for (index, row) in Self.rows.enumerated() {
            print(row.name.padding(toLength: 17, withPad: " ", startingAt: 0) + table[index])
        }
        let done = balls.filter { $0.1.motionState == .stopped }.count
        print("\(done) of \(balls.count) motions completed; every ball is back at 0.")
    }
}
