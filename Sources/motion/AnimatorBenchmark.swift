import Foundation
import MotionAnimator
import MotionInterchange
import MotionMachine

/// `motion bench --mode animator`: `layers` MotionLayers, each with three stacked additive position
/// animations and one opacity animation (ease-in-out, none ending during the timed beats), beaten and
/// drawn (`presentation()` of every layer) for `beats` beats of 1/60 s, against a plain loop that
/// does the same sums by hand with the same curve.
@MainActor
struct AnimatorBenchmark {
    let layers: Int
    let beats: Int
    let rounds: Int

    private let frame = 1.0 / 60
    private var duration: Double { Double(beats + 1) * frame + 1 }
    /// The three position animations: from, to, and how much longer than `duration` each lasts.
    private let legs: [(from: CGPoint, to: CGPoint, extra: Double)] = [
        (CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), 0),
        (CGPoint(x: 100, y: 50), CGPoint(x: 40, y: 120), 0.5),
        (CGPoint(x: 40, y: 120), CGPoint(x: 200, y: 10), 1),
    ]

    func run() -> BenchResult {
        var engineBest = Double.infinity, loopBest = Double.infinity
        var match = true
        for _ in 0..<rounds {
            let (engineTime, engineValues) = timeEngine()
            let (loopTime, loopValues) = timeLoop()
            engineBest = min(engineBest, engineTime)
            loopBest = min(loopBest, loopTime)
            match = match && engineValues.count == loopValues.count
                && zip(engineValues, loopValues).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
        }
        let perLayerBeat = Double(layers * beats)
        return BenchResult(mode: "animator", motions: layers, beats: beats,
                           engineNanosecondsPerMotionBeat: engineBest / perLayerBeat,
                           loopNanosecondsPerMotionBeat: loopBest / perLayerBeat, valuesMatch: match, stopNanoseconds: 0)
    }

    private func timeEngine() -> (Double, [Double]) {
        let tempo = ManualTempo()
        let animator = MotionAnimator(tempo: tempo)
        let layers = (0..<self.layers).map { _ in MotionLayer() }
        for layer in layers {
            for leg in legs {
                animator.animate(with: AnimationTraits(duration: duration + leg.extra), between: [leg.from, leg.to],
                                 layer: layer, keyPath: .position)
            }
            animator.animate(with: AnimationTraits(duration: duration), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        }
        var drawn = [Double](repeating: 0, count: layers.count * 3)
        let nanoseconds = BenchClock.nanoseconds {
            for _ in 0..<beats {
                tempo.advance(by: frame)
                for (index, layer) in layers.enumerated() {
                    let shown = layer.presentation()
                    drawn[3 * index] = shown.position.x
                    drawn[3 * index + 1] = shown.position.y
                    drawn[3 * index + 2] = shown.opacity
                }
            }
        }
        animator.removeAllAnimations()
        return (nanoseconds, drawn)
    }

    private func timeLoop() -> (Double, [Double]) {
        let loop = PlainLayerLoop(layers: layers, duration: duration, legs: legs)
        var drawn = [Double](repeating: 0, count: layers * 3)
        var time = 0.0
        let nanoseconds = BenchClock.nanoseconds {
            for _ in 0..<beats {
                time += frame
                loop.draw(at: time, into: &drawn)
            }
        }
        return (nanoseconds, drawn)
    }
}
