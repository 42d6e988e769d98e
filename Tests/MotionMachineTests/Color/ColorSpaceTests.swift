import Foundation
import Testing
@testable import MotionMachine

/// OKLab, OKLCH and CSS Color 4's color interpolation. Expected values come from
/// Tests/Reference/oklab_reference.py (CSS Color 4's conversions at 50 digits with mpmath), from
/// CSS Color 4's published example for red, and from hue arcs worked out by hand.
@Suite("Colors in perceptual spaces")
struct ColorSpaceTests {
    static let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }

    static func close(_ color: MotionColor, _ expected: (Double, Double, Double, Double), _ tolerance: Double = 1e-12) -> Bool {
        close(color.red, expected.0, tolerance) && close(color.green, expected.1, tolerance)
            && close(color.blue, expected.2, tolerance) && close(color.alpha, expected.3, tolerance)
    }

    @Test("sRGB colors in OKLab and OKLCH, as the 50-digit reference gives them", arguments: [
        ((1.0, 0.0, 0.0), (0.62795536392143123, 0.22486306842627407, 0.12584627733058494), (0.25768330380536049, 29.233880279627888)),
        ((0.0, 1.0, 0.0), (0.86643961752343676, -0.23388758093655781, 0.17949844516093758), (0.29482722454269551, 142.49534504144385)),
        ((0.0, 0.0, 1.0), (0.45201371817442363, -0.032456975170797611, -0.31152816567757774), (0.31321438863448483, 264.05202261636994)),
        ((1.0, 0.5, 0.0), (0.73114294614598845, 0.11258695374309232, 0.14819745389714636), (0.18611369507574136, 52.775732640015231)),
        ((1.2, -0.1, 0.3), (0.7217381564400032, 0.27768534457937069, 0.10464854421633926), (0.29674984145027432, 20.649427579160874)),
    ])
    func conversions(rgb: (Double, Double, Double), lab: (Double, Double, Double), polar: (Double, Double)) {
        let color = MotionColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: 0.5)
        let oklab = OKLab(color), oklch = OKLCH(color)
        #expect(Self.close(oklab.lightness, lab.0) && Self.close(oklab.a, lab.1) && Self.close(oklab.b, lab.2))
        #expect(Self.close(oklch.lightness, lab.0) && Self.close(oklch.chroma, polar.0) && Self.close(oklch.hue, polar.1, 1e-10))
        #expect(oklab.alpha == 0.5 && oklch.alpha == 0.5)
        // And back, to the same sRGB components (extended ones too).
        #expect(Self.close(MotionColor(oklab), (rgb.0, rgb.1, rgb.2, 0.5), 1e-12))
        #expect(Self.close(MotionColor(oklch), (rgb.0, rgb.1, rgb.2, 0.5), 1e-12))
    }

    @Test("white is lightness 1 with no chroma, a grey whose hue is missing; an OKLab color converts to sRGB as the reference does")
    func whiteAndBack() {
        let white = OKLCH(MotionColor(white: 1))
        #expect(Self.close(white.lightness, 1) && white.chroma < 1e-12 && white.isAchromatic && white.hue == 0)
        let color = MotionColor(OKLab(lightness: 0.7, a: 0.1, b: -0.1))
        #expect(Self.close(color, (0.74991153027525077, 0.50776508455152567, 0.85629165670462606, 1)))
    }

    @Test("CSS Color 4's published value: red is oklch(62.8% 0.2577 29.23)")
    func publishedRed() {
        let red = OKLCH(Self.red)
        #expect(Self.close(red.lightness, 0.628, 5e-4) && Self.close(red.chroma, 0.2577, 5e-5) && Self.close(red.hue, 29.23, 5e-3))
    }

    @Test("hue arcs as CSS Color 4 §12.4 defines them, worked out by hand")
    func hueArcs() {
        // 10° to 350°: the shorter arc crosses 0°, the longer one 180°.
        #expect(HueInterpolation.shorter.arc(from: 10, to: 350)! == (370, 350))
        #expect(HueInterpolation.longer.arc(from: 10, to: 350)! == (10, 350))
        #expect(HueInterpolation.increasing.arc(from: 10, to: 350)! == (10, 350))
        #expect(HueInterpolation.decreasing.arc(from: 10, to: 350)! == (370, 350))
        // 350° to 10°.
        #expect(HueInterpolation.shorter.arc(from: 350, to: 10)! == (350, 370))
        #expect(HueInterpolation.longer.arc(from: 350, to: 10)! == (350, 10))
        #expect(HueInterpolation.increasing.arc(from: 350, to: 10)! == (350, 370))
        #expect(HueInterpolation.decreasing.arc(from: 350, to: 10)! == (350, 10))
        // 30° to 100°: shorter and increasing go straight; longer and decreasing go round.
        #expect(HueInterpolation.shorter.arc(from: 30, to: 100)! == (30, 100))
        #expect(HueInterpolation.longer.arc(from: 30, to: 100)! == (390, 100))
        #expect(HueInterpolation.decreasing.arc(from: 30, to: 100)! == (390, 100))
        // Angles are brought into [0, 360) first; a hue that is not finite has no arc.
        #expect(HueInterpolation.shorter.arc(from: -30, to: 750)! == (330, 390))
        #expect(HueInterpolation.shorter.arc(from: .nan, to: 10) == nil)
    }

    @Test("red to blue half-way in each space, as the reference interpolates (premultiplied alpha, hue arcs)", arguments: [
        (ColorInterpolation.sRGB, (0.5, 0.0, 0.5)),
        (.linearSRGB, (0.73535698305244949, 0.0, 0.73535698305244949)),
        (.oklab, (0.55044106764984668, 0.32562067643404275, 0.63650069717401731)),
        (.oklch(.shorter), (0.72990654658142065, -0.17426169842816069, 0.76008290200208773)),
        (.oklch(.longer), (-0.35938455611383229, 0.57577825265781639, -0.2267097363435302)),
        (.oklch(.increasing), (-0.35938455611383229, 0.57577825265781639, -0.2267097363435302)),
        (.oklch(.decreasing), (0.72990654658142065, -0.17426169842816069, 0.76008290200208773)),
    ])
    func halfWay(space: ColorInterpolation, expected: (Double, Double, Double)) {
        let middle = Self.red.interpolated(to: Self.blue, fraction: 0.5, in: space)
        #expect(Self.close(middle, (expected.0, expected.1, expected.2, 1), 1e-12), "\(middle)")
    }

    @Test("premultiplied alpha, a grey taking its partner's hue, a quarter of the way, and a fraction that is not finite")
    func interpolationDetails() {
        // Red at full opacity and blue at a quarter: the transparent end lends less of its color.
        let fading = Self.red.interpolated(to: MotionColor(red: 0, green: 0, blue: 1, alpha: 0.25), fraction: 0.5, in: .sRGB)
        #expect(Self.close(fading, (0.8, 0, 0.2, 0.625)))
        // White has no hue: the blend keeps blue's all the way.
        let pale = MotionColor(white: 1).interpolated(to: Self.blue, fraction: 0.5, in: .oklch)
        #expect(Self.close(pale, (0.45301472239030362, 0.63808034943577301, 1.0359516268477455, 1)))
        let quarter = Self.red.interpolated(to: Self.blue, fraction: 0.25, in: .oklab)
        #expect(Self.close(quarter, (0.7760147829579745, 0.28635350450046223, 0.42726184353705255, 1)))
        #expect(Self.red.interpolated(to: Self.blue, fraction: .nan, in: .oklab) == Self.red)
        // The ends are the colors themselves.
        #expect(Self.close(Self.red.interpolated(to: Self.blue, fraction: 1, in: .oklch), (0, 0, 1, 1)))
    }

    @Test("a color motion in OKLCH hands its closure the interpolated color, out and back")
    @MainActor
    func colorMotion() {
        let tempo = ManualTempo()
        var seen = Self.red
        let motion = Motion(from: Self.red, to: Self.blue, in: .oklch(.longer), duration: 1, options: .reverses) { seen = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(Self.close(seen, (-0.35938455611383229, 0.57577825265781639, -0.2267097363435302, 1), 1e-12))
        tempo.tick(at: 1.5)
        #expect(Self.close(seen, (-0.35938455611383229, 0.57577825265781639, -0.2267097363435302, 1), 1e-12))
        tempo.tick(at: 2)
        #expect(Self.close(seen, (1, 0, 0, 1), 1e-12) && motion.motionState == .stopped)
    }

    @Test("a value motion of OKLab coordinates moves each in a straight line")
    @MainActor
    func oklabValueMotion() {
        let tempo = ManualTempo()
        var seen = OKLab(Self.red)
        let motion = Motion(from: OKLab(Self.red), to: OKLab(Self.blue), duration: 1) { seen = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        // Half-way between the reference's coordinates of red and blue.
        #expect(Self.close(seen.lightness, (0.62795536392143123 + 0.45201371817442363) / 2))
        #expect(Self.close(seen.a, (0.22486306842627407 - 0.032456975170797611) / 2))
        #expect(Self.close(seen.b, (0.12584627733058494 - 0.31152816567757774) / 2))
        #expect(Self.close(MotionColor(seen), (0.55044106764984668, 0.32562067643404275, 0.63650069717401731, 1)))
    }

    @Test("a color motion timed by animation traits: the traits' delay and linear curve, in OKLab")
    @MainActor
    func colorMotionFromTraits() {
        let tempo = ManualTempo()
        var seen = Self.red
        let traits = AnimationTraits(delay: 0.5, duration: 1, animationCurve: .linear)
        let motion = Motion(from: Self.red, to: Self.blue, in: .oklab, traits: traits) { seen = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.25)
        #expect(seen == Self.red, "still in the delay")
        tempo.tick(at: 0.75)
        // A quarter of the way, 0.25 s after the delay.
        #expect(Self.close(seen, (0.7760147829579745, 0.28635350450046223, 0.42726184353705255, 1)))
        tempo.tick(at: 1.5)
        #expect(Self.close(seen, (0, 0, 1, 1), 1e-12) && motion.motionState == .stopped)
    }

    @Test("bad numbers: an end beyond the spaces' arithmetic gives the nearer end; a color motion's non-finite components take the other end's")
    @MainActor
    func badNumbers() {
        let huge = MotionColor(red: 1e300, green: 0, blue: 0)
        // In OKLab, 1e300 raised to 2.4 leaves Double's range: the blend is not finite.
        #expect(huge.interpolated(to: Self.blue, fraction: 0.25, in: .oklab) == huge)
        #expect(huge.interpolated(to: Self.blue, fraction: 0.75, in: .oklab) == Self.blue)
        // In sRGB the same blend is finite and kept.
        #expect(huge.interpolated(to: Self.blue, fraction: 0.5, in: .sRGB).red == 5e299)

        let tempo = ManualTempo()
        var seen: [MotionColor] = []
        let broken = MotionColor(red: 1, green: .nan, blue: 0, alpha: .infinity)
        let motion = Motion(from: broken, to: Self.blue, in: .oklab, duration: 1) { seen.append($0) }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        tempo.tick(at: 1)
        // The start's green and alpha are the end's: the motion is red to blue.
        #expect(seen.allSatisfy(\.isFinite) && seen.count == 2)
        #expect(Self.close(seen[0], (0.55044106764984668, 0.32562067643404275, 0.63650069717401731, 1)))
    }
}
