import Foundation
import MotionMachine

/// Times the engine and the plain loop on identical work: `motions` tweens of one property each,
/// driven for `beats` beats of 1/60 s, with a duration long enough that no tween completes.
@MainActor
struct TweenBenchmark {
    let motions: Int
    let beats: Int
    let rounds: Int
    let updatedCallbacks: Bool

    private let frame = 1.0 / 60
    private var duration: Double { Double(beats + 1) * frame + 1 }

    func run() -> BenchResult {
        var engineBest = Double.infinity
        var loopBest = Double.infinity
        var match = true
        // Alternate the sides so drift in machine load hits both alike; keep the fastest round.
        for _ in 0..<rounds {
            let (engineTime, engineValues) = timeEngine()
            let (loopTime, loopValues) = timeLoop()
            engineBest = min(engineBest, engineTime)
            loopBest = min(loopBest, loopTime)
            // The engine hands the easing `fraction × duration` where the loop hands it the elapsed time;
            // the two can differ in the last bit, so compare within a tolerance.
            match = match && zip(engineValues, loopValues).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
        }
        let perMotionBeat = Double(motions * beats)
        return BenchResult(mode: updatedCallbacks ? "tween+updated" : "tween", motions: motions, beats: beats,
                           engineNanosecondsPerMotionBeat: engineBest / perMotionBeat,
                           loopNanosecondsPerMotionBeat: loopBest / perMotionBeat,
                           valuesMatch: match)
    }

    private func timeEngine() -> (Double, [Double]) {
        let tempo = ManualTempo()
        let targets = (0..<motions).map { _ in BenchTarget() }
        let easing = EasingQuadratic.easeInOut()
        let running = targets.map { target in
            let motion = Motion(target: target,
                                properties: [PropertyData(keyPath: \BenchTarget.x, start: 0.0, end: 100.0)],
                                duration: duration, easing: easing)
            motion.tempo = tempo
            if updatedCallbacks { motion.updated { _ in } }
            return motion.start()
        }
        let nanoseconds = measure { for _ in 0..<beats { tempo.advance(by: frame) } }
        withExtendedLifetime(running) {}
        return (nanoseconds, targets.map(\.x))
    }

    private func timeLoop() -> (Double, [Double]) {
        let targets = (0..<motions).map { _ in BenchTarget() }
        let loop = PlainTweenLoop(targets: targets, startTime: 0, duration: duration, from: 0, to: 100,
                                  easing: EasingQuadratic.easeInOut())
        var time = 0.0
        let nanoseconds = measure {
            for _ in 0..<beats {
                time += frame
                loop.beat(at: time)
            }
        }
        return (nanoseconds, targets.map(\.x))
    }

    private func measure(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }
}
