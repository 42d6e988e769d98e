import Foundation
import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

// A leg's clock in two parts: the anchor beat and the duration in the record, and the other four
// numbers in a tail slot beside it only when they are not a plain clock's (see LegClock.isPlain).
extension EasedLegTests {
    @Test("a plain clock's fraction, from its anchor and duration alone, is the general arithmetic's to the bit")
    func plainFractionIsTheGeneralOne() {
        var generator = SystemRandomNumberGenerator()
        var beats: [Double] = [-0.0, 0, 1e-300, -1e-300, 0.5, 1, 2, 3.999999999, 4, 1e9]
        beats += (0..<2_000).map { _ in Double.random(in: -2...8, using: &generator) }
        for anchorBeat in [0.0, -0.0, 1, 1.0 / 3, 1_234.567, -5] {
            for duration in [2.0, 0.7, 1.0 / 60, 3e-5] {
                let general = LegClock(anchorBeat: anchorBeat, anchorLocalTime: 0, speed: 1, delay: 0, leg: 0, duration: duration)
                #expect(general.isPlain)
                for offset in beats {
                    let beat = offset == 0 ? offset : anchorBeat + offset
                    let plain = LegClock.plainFraction(at: beat, anchorBeat: anchorBeat, duration: duration)
                    #expect(plain?.bitPattern == general.fraction(at: beat)?.bitPattern, "anchor \(anchorBeat), duration \(duration), beat \(beat)")
                }
            }
        }
        // The one value the zeros can change: a beat of −0 at an anchor of +0. The general arithmetic
        // adds the zero movement time at the anchor, which makes the movement time +0; the
        // difference alone, `(beat − anchor) / duration`, would give −0.
        #expect(LegClock.plainFraction(at: -0.0, anchorBeat: 0, duration: 2)?.sign == .plus)
        #expect(((-0.0 - 0.0) / 2).sign == .minus)
        // Worked by hand: halfway through a 2-second leg anchored at 1; before the anchor and at the
        // end, outside the leg.
        #expect(LegClock.plainFraction(at: 2, anchorBeat: 1, duration: 2) == 0.5)
        #expect(LegClock.plainFraction(at: 0.5, anchorBeat: 1, duration: 2) == nil)
        #expect(LegClock.plainFraction(at: 3, anchorBeat: 1, duration: 2) == nil)
        // Any of the four other numbers away from its plain value makes a tail.
        for clock in [LegClock(anchorBeat: 1, anchorLocalTime: 0.1, speed: 1, delay: 0, leg: 0, duration: 2),
                      LegClock(anchorBeat: 1, anchorLocalTime: 0, speed: 0.5, delay: 0, leg: 0, duration: 2),
                      LegClock(anchorBeat: 1, anchorLocalTime: 0, speed: 1, delay: 0.2, leg: 0, duration: 2),
                      LegClock(anchorBeat: 1, anchorLocalTime: 0, speed: 1, delay: 0, leg: 1, duration: 2)] {
            #expect(!clock.isPlain)
        }
    }

    @Test("legs keep a tail only when their clocks are not plain, and their accessors apart, through the list's growth and compaction, with the own path's values")
    func tailsThroughGrowthAndCompaction() {
        let tempo = ManualTempo()
        var pairs: [(fast: Motion<Box>, slow: Motion<Box>, fastBox: Box, slowBox: Box)] = []
        // Four kinds of run in turn: plain; delayed; reversing (its second leg starts at its
        // duration); sped. Half of the motions in each eight are eased by a closure of their own, so
        // the tempo moves them by general steady legs, which keep tails the same way. A motion's
        // pair plays its own path. Every other motion moves a computed property, which its leg writes
        // through the accessor kept apart from the record on every beat.
        func addPairs(_ count: Int) {
            for index in pairs.count..<(pairs.count + count) {
                func make(_ box: Box, _ easing: @escaping EasingUpdateClosure) -> Motion<Box> {
                    let path = index % 2 == 0 ? \Box.x : \Box.computedX
                    let motion = Motion(target: box, properties: [PropertyData(keyPath: path, start: Double(index), end: -7.25)],
                                        duration: 0.9 + Double(index % 5) * 0.1, easing: easing)
                    motion.tempo = tempo
                    switch index % 4 {
                    case 1: motion.afterDelay(0.05 * Double(index % 3 + 1))
                    case 2: motion.reverses()
                    case 3: motion.speed = 0.7
                    default: break
                    }
                    return motion
                }
                let fastBox = Box(), slowBox = Box()
                let fast = make(fastBox, index % 8 < 4 ? EasingCubic.easeInOut() : Self.ownPath(EasingCubic.easeInOut())).start()
                let slow = make(slowBox, Self.ownPath(EasingCubic.easeInOut())).updated { _ in }.start()
                pairs.append((fast, slow, fastBox, slowBox))
            }
        }
        var sawThroughAccessor = false
        func tailCounts() -> (with: Int, without: Int, steadyWith: Int, steadyWithout: Int) {
            var counts = (with: 0, without: 0, steadyWith: 0, steadyWithout: 0)
            for index in 0..<tempo.entries.count {
                switch tempo.entries.modes[index] {
                case .eased:
                    if tempo.entries.eased[index].pointee.hasTail { counts.with += 1 } else { counts.without += 1 }
                    if !tempo.entries.storesInPlace(at: index) { sawThroughAccessor = true }
                case .steady:
                    if tempo.entries.steady[index].pointee.hasTail { counts.steadyWith += 1 } else { counts.steadyWithout += 1 }
                default: break
                }
            }
            return counts
        }
        addPairs(24)
        var sawBoth = false, sawBothSteady = false
        for step in 1...150 {
            tempo.tick(at: Double(step) / 60)
            let counts = tailCounts()
            sawBoth = sawBoth || (counts.with > 0 && counts.without > 0)
            sawBothSteady = sawBothSteady || (counts.steadyWith > 0 && counts.steadyWithout > 0)
            // Stopping every third fast motion retires a sixth of the list, and then a quarter
            // (compacted: the legs after them move down); adding pairs grows the list's slots.
            if step == 20 || step == 40 {
                for (offset, pair) in pairs.enumerated() where offset % 3 == step / 20 - 1 {
                    pair.fast.stop()
                    pair.slow.stop()
                }
            }
            if step == 30 { addPairs(40) }
            for pair in pairs {
                #expect(pair.fastBox.x.bitPattern == pair.slowBox.x.bitPattern, "beat \(step), start \(pair.fast.properties[0].start ?? .nan)")
            }
        }
        #expect(sawBoth && sawBothSteady, "the tempo never held legs of both clocks at once, eased and steady")
        #expect(sawThroughAccessor, "no eased leg wrote through its accessor")
        withExtendedLifetime(pairs) {}
    }
}
