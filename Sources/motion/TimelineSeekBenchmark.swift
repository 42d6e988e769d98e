import Foundation
import MotionMachine

/// Times seeking a timeline of `children` motions against seeking the same motions directly: for
/// each of `seeks` times spread over the timeline (forwards and backwards in turn), the timeline's
/// `seek(to:)` against a loop that seeks every child to its own time. Prints one JSON line; the
/// goal is a ratio of at most 2.
@MainActor
struct TimelineSeekBenchmark {
    let children: Int
    let seeks: Int
    let rounds: Int

    /// Children start 10 ms apart and last a second each.
    private static let spacing = 0.01

    func run() -> String {
        let boxes = (0..<children).map { _ in BenchTarget() }
        let twinBoxes = (0..<children).map { _ in BenchTarget() }
        let timeline = Timeline()
        timeline.tempo = nil
        var alone: [(Motion<BenchTarget>, TimeInterval)] = []
        for (index, box) in boxes.enumerated() {
            let start = Double(index) * Self.spacing
            timeline.add(Motion(target: box, properties: [PropertyData(keyPath: \BenchTarget.x, start: 0.0, end: 1.0)],
                                duration: 1, easing: EasingQuadratic.easeInOut()), at: .time(start))
            let twin = Motion(target: twinBoxes[index], properties: [PropertyData(keyPath: \BenchTarget.x, start: 0.0, end: 1.0)],
                              duration: 1, easing: EasingQuadratic.easeInOut())
            twin.tempo = nil
            alone.append((twin, start))
        }
        let length = timeline.duration
        // Forwards and backwards in turn: 0.1, 0.9, 0.2, 0.8, … of the length.
        let times = (0..<seeks).map { index -> Double in
            let step = Double(index / 2 + 1) / Double(seeks / 2 + 2)
            return (index % 2 == 0 ? step : 1 - step) * length
        }
        var timelineBest = Double.infinity, aloneBest = Double.infinity
        for _ in 0..<rounds {
            timelineBest = min(timelineBest, BenchClock.nanoseconds { for time in times { timeline.seek(to: time) } })
            aloneBest = min(aloneBest, BenchClock.nanoseconds {
                for time in times {
                    for (motion, start) in alone { motion.seek(to: min(max(time - start, 0), 1)) }
                }
            })
        }
        withExtendedLifetime((boxes, twinBoxes)) {}
        let perSeek = { (nanoseconds: Double) in nanoseconds / Double(seeks) / 1_000 }
        let ratio = timelineBest / aloneBest
        return "{\"mode\":\"timeline\",\"children\":\(children),\"seeks\":\(seeks),"
            + "\"timeline_us_per_seek\":\(String(format: "%.2f", perSeek(timelineBest))),"
            + "\"children_alone_us_per_seek\":\(String(format: "%.2f", perSeek(aloneBest))),"
            + "\"ratio\":\(String(format: "%.3f", ratio))}"
    }
}
