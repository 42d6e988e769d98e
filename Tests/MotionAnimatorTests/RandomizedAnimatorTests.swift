import Foundation
import MotionInterchange
import MotionStress
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// Seeded random sessions of explicit and implicit animations, shifts, interpolators, removal,
/// stopping, freed layers and hostile numbers, checking after every beat that nothing shown is
/// non-finite, and at the end that every completion was called exactly once and nothing is left.
@Suite("Randomized animator sessions")
struct RandomizedAnimatorTests {
    init() { _ = AnimatorDiagnostics.shared }
    private final class Ledger {
        var calls: [Int: Int] = [:]
        var issued = 0
        func completion() -> (Bool) -> Void {
            issued += 1
            let id = issued
            return { _ in self.calls[id, default: 0] += 1 }
        }
    }

    private func traits(_ random: inout StressRandom) -> AnimationTraits {
        let curve: TimingCurve? = random.pick([
            nil, .bezier(.easeInOut), .bezier(.linear), .spring(mass: 1, tension: 300, friction: 12, initialVelocity: 50),
            .spring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 2), .penner(PennerEasing(.bounce, .out)),
        ])
        let repetition: Repetition? = random.pick([nil, nil, Repetition(numberOfRepetitions: 1.5, autoreverses: true),
                                                   Repetition(duration: 0.3), Repetition(numberOfRepetitions: 2)])
        return AnimationTraits(delay: random.span(hostile: true) / 4, duration: random.span(hostile: true) / 2,
                               timingCurve: curve, repetition: repetition)
    }

    private func shift(_ random: inout StressRandom) -> AnimationTiming {
        AnimationTiming(beginTime: random.chance(0.5) ? random.span(hostile: true) : nil,
                        speed: random.chance(0.5) ? random.pick([0.5, 2, 0, -1, .nan]) : nil,
                        timeOffset: random.chance(0.3) ? random.span(hostile: false) : nil,
                        repeating: random.chance(0.3) ? .byCount(random.pick([1.5, 2, .nan])) : nil,
                        autoreverses: random.chance(0.3) ? true : nil,
                        fillMode: random.chance(0.3) ? random.pick(AnimationTiming.FillMode.allCases) : nil)
    }

    private func finite(_ p: LayerProperties) -> Bool {
        let t = p.transform
        return [p.opacity, p.x, p.y, p.width, p.height, p.cornerRadius, p.shadowOffset.width, p.backgroundColor.red,
                t.m11, t.m12, t.m21, t.m22, t.m41].allSatisfy(\.isFinite)
    }

    @Test("every completion once, nothing non-finite, nothing left", arguments: (ProcessInfo.processInfo.environment["ANIMATOR_SEEDS"].flatMap(UInt64.init)).map { Array(1...$0) } ?? [1, 2, 3, 4, 20261124])
    func session(seed: UInt64) {
        var random = StressRandom(seed: seed)
        let tempo = ManualTempo()
        let animators = (0..<2).map { _ in MotionAnimator(tempo: tempo) }
        var layers: [MotionLayer] = (0..<4).map { _ in MotionLayer() }
        weak var firstFreed: MotionLayer?
        let ledger = Ledger()
        for _ in 0..<400 {
            let animator = random.pick(animators)
            animator.timeScaleFactor = random.pick([1, 1, 2, 0.5, 0, -1])
            animator.beginFromCurrentState = random.chance(0.3)
            animator.additive = random.chance(0.8)
            let layer = random.pick(layers)
            let value = random.value(hostile: true)
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                animator.animate(with: traits(&random), between: [random.value(hostile: true), value], layer: layer,
                                 keyPath: random.pick([.x, .opacity, .rotation, .cornerRadius]), completion: ledger.completion())
            case 1:
                animator.animate(with: traits(&random), between: [CGPoint(x: value, y: 1), CGPoint(x: 5, y: value)],
                                 layer: layer, keyPath: .position, completion: ledger.completion())
            case 2, 3:
                let shifted = shift(&random)
                animator.animate(with: traits(&random), animations: {
                    layer.opacity = value
                    MotionAnimator.shiftAnimationsTiming(by: shifted) {
                        layer.bounds = CGRect(x: 0, y: 0, width: value, height: 3)
                        layer.transform = random.chance(0.5) ? .scale(2, value) : .rotation(z: value)
                        MotionAnimator.addAnimationInterpolator { #expect($0.isFinite) }
                    }
                    layer.backgroundColor = MotionColor(white: 0.5)
                }, completion: ledger.completion())
            case 4:
                animator.animate(with: traits(&random), between: [value], layer: layer, keyPath: .shadowRadius,
                                 completion: ledger.completion())
            case 5 where random.chance(0.3): animator.removeAllAnimations()
            case 6 where random.chance(0.3): animator.stopAllAnimations()
            case 7 where random.chance(0.2):
                let index = Int.random(in: 0..<layers.count, using: &random)
                if firstFreed == nil { firstFreed = layers[index] }
                layers[index] = MotionLayer()
            default: break
            }
            tempo.advance(by: random.pick([0, 1.0 / 60, 0.1, 0.5]))
            for layer in layers {
                #expect(finite(layer.presentation()))
                #expect(finite(layer.model))
            }
        }
        // Let everything finite end, then remove what repeats forever.
        tempo.advance(by: 1000)
        for animator in animators { animator.removeAllAnimations() }
        tempo.advance(by: 1)
        #expect(ledger.calls.count == ledger.issued)
        #expect(ledger.calls.values.allSatisfy { $0 == 1 })
        #expect(animators.allSatisfy { $0.runningAnimationCount == 0 })
        #expect(layers.allSatisfy { $0.animationKeyPaths.isEmpty })
        #expect(firstFreed == nil)
        #expect(tempo.subscriberCount == 0)
    }
}
