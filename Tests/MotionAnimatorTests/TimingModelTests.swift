import Foundation
import MotionInterchange
import Testing
@testable import MotionAnimator
@testable import MotionMachine

/// Core Animation's timing model (reference §5), checked through presentation values of linear,
/// non-additive animations of a number from 0 to 1: the presentation is the progress itself.
@Suite("Timing model")
struct TimingModelTests {
    init() { _ = AnimatorDiagnostics.shared }
    /// Animates opacity (never additive) 0 → 1 with `traits`, optionally inside shifts, and returns
    /// a reader of the presentation at a time.
    private func opacity(_ traits: AnimationTraits, shifts: [AnimationTiming] = []) -> (Double) -> Double {
        let (animator, tempo, layer) = rig()
        layer.opacity = 0
        animator.animate(with: traits) {
            func nest(_ remaining: ArraySlice<AnimationTiming>) {
                guard let first = remaining.first else { layer.opacity = 1; return }
                MotionAnimator.shiftAnimationsTiming(by: first) { nest(remaining.dropFirst()) }
            }
            nest(shifts[...])
        }
        return { time in
            go(tempo, to: time)
            return layer.presentation().opacity
        }
    }

    @Test("autoreverse with 1.5 repeats: 3 s active, forwards, backwards, forwards, ends on the end value")
    func fractionalAutoreverse() {
        let read = opacity(linear(1, repetition: Repetition(numberOfRepetitions: 1.5, autoreverses: true)))
        #expect(close(read(0.5), 0.5))
        #expect(close(read(1.5), 0.5))
        #expect(close(read(1.75), 0.25))
        #expect(close(read(2.25), 0.25))
        #expect(close(read(2.999), 0.999, 1e-9))
        #expect(read(3) == 1)   // removed at its end: the model (1) shows
    }

    @Test("autoreverse with 2 repeats lasts 4 s and its last frame is the from value")
    func twoCycles() {
        let (animator, tempo, layer) = rig()
        layer.opacity = 0
        let done = Completions()
        animator.animate(with: linear(1, repetition: Repetition(numberOfRepetitions: 2, autoreverses: true)),
                         animations: { layer.opacity = 1 }, completion: done.handler)
        go(tempo, to: 3.9)
        #expect(close(layer.presentation().opacity, 0.1))
        #expect(done.results.isEmpty)
        go(tempo, to: 4)
        #expect(done.results == [true])
    }

    @Test("a repetition by duration cuts the play where it ends")
    func repeatDuration() {
        let read = opacity(linear(2, repetition: Repetition(duration: 1)))
        #expect(close(read(0.5), 0.25))
        #expect(close(read(0.99), 0.495))
        #expect(read(1) == 1)
    }

    @Test("speed 2 plays a 2 s animation in 1 s; nested speeds multiply (2 × 0.5 = 1)")
    func speeds() {
        let fast = opacity(linear(2), shifts: [.makeSpeed(speed: 2)])
        #expect(close(fast(0.25), 0.25))
        #expect(close(fast(0.75), 0.75))
        #expect(fast(1) == 1)
        let net = opacity(linear(2), shifts: [.makeSpeed(speed: 2), .makeSpeed(speed: 0.5)])
        #expect(close(net(1), 0.5))
        #expect(close(net(1.5), 0.75))
    }

    @Test("begin times add after scaling: outer begin 1 at speed 2, inner begin 1 ⇒ starts at 1.5 s, then twice as fast")
    func nestedBegins() {
        let read = opacity(linear(1), shifts: [AnimationTiming(beginTime: 1, speed: 2), AnimationTiming(beginTime: 1)])
        #expect(read(1.4) == 0)          // both fill backwards by default: the start shows
        #expect(close(read(1.75), 0.5))  // (1.75 − 1)·2 − 1 = 0.5 s of a 1 s animation
        #expect(read(2) == 1)
    }

    @Test("hold (begin + backwards fill) shows the from value; delay (begin + forwards fill) shows the model")
    func holdAndDelay() {
        let hold = opacity(linear(1), shifts: [.makeHold(duration: 1)])
        #expect(hold(0.5) == 0)
        #expect(close(hold(1.25), 0.25))
        let delay = opacity(linear(1), shifts: [.makeDelay(delay: 1)])
        #expect(delay(0.5) == 1)         // not applied: the model value (1) shows
        #expect(close(delay(1.25), 0.25))
    }

    @Test("a time offset shifts the phase and wraps: a 2 s animation offset by 1 plays 2→3→1")
    func phaseShift() {
        // 0 → 1 over 2 s: "1→2→3" is progress 0, 0.5, 1. Offset by 1 s it starts half-way.
        let read = opacity(linear(2), shifts: [.makeShift(timeOffset: 1)])
        #expect(close(read(0), 0.5))
        #expect(close(read(0.5), 0.75))
        #expect(close(read(1.5), 0.25))  // wrapped: (1.5 + 1) mod 2 = 0.5 s
        #expect(read(2) == 1)
    }

    @Test("the traits' delay fills backwards: the from value shows during it")
    func traitsDelay() {
        let read = opacity(linear(1, delay: 0.5))
        #expect(read(0.25) == 0)
        #expect(close(read(1), 0.5))
    }

    @Test("a shift's repetition repeats its contents, autoreverse included")
    func shiftRepetition() {
        let read = opacity(linear(1), shifts: [AnimationTiming(repeating: .byCount(2), autoreverses: true)])
        #expect(close(read(0.5), 0.5))
        #expect(close(read(1.25), 0.75))   // backwards leg
        #expect(close(read(2.5), 0.5))     // second cycle, forwards
        #expect(close(read(3.75), 0.25))
        #expect(read(4) == 1)
    }

    @Test("the toolbox's two builder defects are fixed")
    func builders() {
        #expect(AnimationTiming().speeding(3).speed == 3)
        let repeated = AnimationTiming(duration: 2).repeating(byDuration: 5)
        #expect(repeated.duration == 2)
        #expect(repeated.repeating == .byDuration(5))
    }

    @Test("outside an animation block a shift just runs its closure")
    func outsideBlock() {
        let layer = MotionLayer()
        var ran = false
        MotionAnimator.shiftAnimationsTiming(speed: 2) {
            layer.opacity = 0.5
            ran = true
        }
        #expect(ran)
        #expect(layer.presentation().opacity == 0.5)
        #expect(layer.animationKeyPaths.isEmpty)
    }
}
