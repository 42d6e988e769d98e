import Foundation
import Testing
@testable import MotionMachine

/// A single plain property eased by a built-in curve is moved by the tempo's compact eased leg, with
/// the curve evaluated inline by kind. These tests pin that its values are exactly those of the
/// motion's own path (which a motion with an `updated` callback always takes), for every kind and
/// through delays, reverse legs, repeats, speed changes and seeks, and that the kinds are the
/// families' curves.
@Suite("Eased legs")
@MainActor
struct EasedLegTests {
    @Test("values and progress match the motion's own path exactly, for every built-in kind", arguments: EasingKind.allCases)
    func identicalToSlowPath(kind: EasingKind) {
        for configuration in 0..<4 {
            let tempo = ManualTempo()
            let fastBox = Box(), slowBox = Box()
            func make(_ box: Box) -> Motion<Box> {
                let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: -3.0, end: 17.3)],
                                    duration: 0.7, easing: kind.closure)
                motion.tempo = tempo
                switch configuration {
                case 1: motion.afterDelay(0.3).reverses().repeats(3)
                case 2: motion.reverses(withEasing: EasingCubic.easeIn()).repeats()
                case 3: motion.speed = 1.7
                default: break
                }
                return motion
            }
            let fast = make(fastBox)
            let slow = make(slowBox).updated { _ in }
            fast.start()
            slow.start()
            var sawEasedLeg = false
            for (step, beat) in SteadyLegTests.beats.enumerated() {
                tempo.tick(at: beat)
                sawEasedLeg = sawEasedLeg || tempo.entries.count(in: .eased) == 1
                // Midway, a speed change and a seek reclaim the leg; the next beats offer it again.
                if beat == SteadyLegTests.beats[90] {
                    for motion in [fast, slow] { motion.speed = 0.6 }
                }
                if beat == SteadyLegTests.beats[150] {
                    for motion in [fast, slow] { motion.seek(to: 0.45) }
                }
                #expect(fastBox.x.bitPattern == slowBox.x.bitPattern, "\(kind), configuration \(configuration), at \(beat)")
                // Reading a motion's state takes its beats back from the tempo, so the state is compared on
                // every tenth beat only, and the legs play the beats between.
                guard step % 10 == 9 else { continue }
                #expect(fast.motionProgress == slow.motionProgress && fast.totalProgress == slow.totalProgress)
                #expect(fast.motionState == slow.motionState && fast.cyclesCompletedCount == slow.cyclesCompletedCount)
            }
            #expect(sawEasedLeg, "\(kind), configuration \(configuration): the tempo never moved the motion by an eased leg")
        }
    }

    @Test("the families' closures and curves are recognized; other closures are called")
    func recognition() {
        #expect(EasingCurve(EasingQuadratic.easeInOut()).kind == .quadraticInOut)
        #expect(EasingCurve.quadratic(.easeInOut).kind == .quadraticInOut)
        #expect(EasingCurve.linear.kind == .linear)
        #expect(EasingCurve(EasingLinear.easeNone()).kind == .linear)
        #expect(EasingCurve.circular(.easeOut).kind == .circularOut)
        for kind in EasingKind.allCases { #expect(EasingCurve(kind.closure).kind == kind) }
        // Same arithmetic, other closures: called, never guessed.
        #expect(EasingCurve({ t, b, c, d in b + c * (t / d) * (t / d) }).kind == nil)
        let quadratic = EasingQuadratic.easeIn()
        #expect(EasingCurve({ t, b, c, d in quadratic(t, b, c, d) }).kind == nil)
        #expect(EasingCurve.sine(.easeIn).kind == nil)
        #expect(EasingCurve.back(.easeOut).kind == nil)
        #expect(EasingCurve(EasingElastic.easeOut()).kind == nil)
    }

    @Test("a kind gives its family closure's bits on the fraction the closure sees")
    func kindsAreTheirClosures() {
        let fractions = (0...200).map { Double($0) / 200 } + [1e-300, 0.4999999999999999, 0.5000000000000001, 0.999999999]
        for kind in EasingKind.allCases {
            let closure = kind.closure
            for fraction in fractions {
                // Durations that are powers of two: fraction × d / d is fraction exactly.
                for duration in [1.0, 0.5, 4] {
                    let viaClosure = closure(fraction * duration, 0, 1, duration)
                    #expect(kind.value(atFraction: fraction, duration: duration).bitPattern == viaClosure.bitPattern,
                            "\(kind) at \(fraction) of \(duration)")
                }
                // Any other duration: the closure sees (fraction × d) / d, which may be an ulp away.
                let seen = (fraction * 0.7) / 0.7
                #expect(kind.value(atFraction: seen, duration: 0.7).bitPattern == closure(fraction * 0.7, 0, 1, 0.7).bitPattern,
                        "\(kind) at \(fraction)")
            }
            // A non-positive duration counts as finished, as in the closures.
            #expect(kind.value(atFraction: 0.3, duration: 0) == closure(0, 0, 1, 0))
        }
    }

    @Test("independent values: quadratic in-out is 2p² then 1 − 2(1 − p)², cubic out is 1 − (1 − p)³")
    func publishedFormulas() {
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            let quadratic = p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p)
            #expect(abs(EasingKind.quadraticInOut.value(atFraction: p, duration: 1) - quadratic) <= 1e-15)
            #expect(abs(EasingKind.cubicOut.value(atFraction: p, duration: 1) - (1 - pow(1 - p, 3))) <= 1e-15)
        }
    }

    @Test("a wrapped or custom easing takes the general steady leg, with the same values")
    func customEasingTakesGeneralLeg() {
        let tempo = ManualTempo()
        let box = Box()
        let quadratic = EasingQuadratic.easeInOut()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1,
                            easing: { t, b, c, d in quadratic(t, b, c, d) })
        motion.tempo = tempo
        motion.start()
        for _ in 0..<3 { tempo.advance(by: 0.1) }
        #expect(tempo.entries.count(in: .steady) == 1 && tempo.entries.count(in: .eased) == 0)
        #expect(abs(box.x - 10 * 2 * 0.3 * 0.3) <= 1e-12)
    }
}
