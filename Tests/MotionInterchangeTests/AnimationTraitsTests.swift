import Foundation
import Testing
@testable import MotionInterchange

/// Seed 003's initializers, defaults, presets and reversal, with the numbers of
/// seeds-002-004.md §1.2–1.4 (Core Animation's documented control points).
@Suite("Animation traits: the seed's initializers, presets and reversal")
struct AnimationTraitsTests {
    init() { _ = TestDiagnostics.installed }
    @Test("each initializer sets the reference's delay, curve and repetition")
    func initializers() {
        let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)
        #expect(AnimationTraits(duration: 0.3) == AnimationTraits(delay: 0, duration: 0.3, timingCurve: easeInOut, repetition: nil))
        #expect(AnimationTraits(delay: 0.1, duration: 0.3).timingCurve == easeInOut)
        #expect(AnimationTraits(delay: 0.1, duration: 0.3).delay == 0.1)
        #expect(AnimationTraits(duration: 1, animationCurve: .easeIn).timingCurve == .cubicBezier(0.42, 0, 1, 1))
        #expect(AnimationTraits(duration: 1, animationCurve: .easeOut).timingCurve == .cubicBezier(0, 0, 0.58, 1))
        #expect(AnimationTraits(duration: 1, animationCurve: .linear).timingCurve == .cubicBezier(0, 0, 1, 1))
        #expect(AnimationTraits(delay: 2, duration: 1, animationCurve: .easeInOut).timingCurve == easeInOut)
        #expect(AnimationTraits(delay: 0, duration: 1, timingCurve: nil).timingCurve == nil)
        let repeated = AnimationTraits(delay: 0, duration: 1, timingCurve: nil,
                                       repetition: Repetition(numberOfRepetitions: 2.5, autoreverses: true))
        #expect(repeated.repetition?.amount == .count(2.5) && repeated.repetition?.autoreverses == true)
        #expect(AnimationCurve(rawValue: 3) == .linear && AnimationCurve(rawValue: 7) == nil)
    }

    @Test("systemModalMovement is 0.5 s on a spring of mass 3, tension 1000, friction 500")
    func modalPreset() throws {
        let traits = AnimationTraits.systemModalMovement
        #expect(traits.delay == 0 && traits.duration == 0.5 && traits.repetition == nil)
        guard case .spring(let spring) = traits.timingCurve else { Issue.record("not a spring"); return }
        #expect(spring == SpringTimingCurve(mass: 3, tension: 1000, friction: 500, initialVelocity: 0))
        // interchange_reference.py: ζ = 500 / (2√3000)
        #expect(abs(spring.dampingRatio - 4.5643546458763843) < 1e-12)
    }

    @Test("a Bézier reverses to (1 − c2x, 1 − c2y, 1 − c1x, 1 − c1y), twice to itself")
    func reversal() {
        let curve = BezierTimingCurve(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        let reversed = curve.reversed()
        // The formula of seeds-002-004.md §1.4 applied by hand: (1 − 0.3, 1 − 0.4, 1 − 0.1, 1 − 0.2).
        for (value, expected) in zip(reversed.controlPoints, [0.7, 0.6, 0.9, 0.8]) { #expect(abs(value - expected) < 1e-12) }
        for (value, expected) in zip(reversed.reversed().controlPoints, curve.controlPoints) { #expect(abs(value - expected) < 1e-12) }
        #expect(TimingCurve.penner(PennerEasing(.elastic, .in)).reversed() == .penner(PennerEasing(.elastic, .out)))
        let spring = TimingCurve.spring(mass: 1, tension: 100, friction: 10)
        #expect(spring.reversed() == spring)
        let easeOut = AnimationTraits(duration: 1, animationCurve: .easeIn).reversed().timingCurve?.bezier?.controlPoints ?? []
        for (value, expected) in zip(easeOut, [0, 0, 0.58, 1]) { #expect(abs(value - expected) < 1e-12) }
    }

    @Test("programmatic initializers sanitize by the documented rules")
    func sanitizing() {
        let traits = AnimationTraits(delay: -1, duration: .nan)
        #expect(traits.delay == 0 && traits.duration == 0)
        var changed = traits
        changed.duration = -.infinity
        #expect(changed.duration == 0)
        let bezier = BezierTimingCurve(x1: -0.5, y1: .nan, x2: 1.5, y2: 2)
        #expect(bezier.controlPoints == [0, 0, 1, 2])
        let spring = SpringTimingCurve(mass: 0, tension: -3, friction: -1, initialVelocity: .infinity)
        #expect(spring.mass == 1 && spring.tension == 100 && spring.friction == 20 && spring.initialVelocity == 0)
        #expect(Repetition(numberOfRepetitions: 0).amount == .count(1))
        #expect(Repetition(numberOfRepetitions: .nan).amount == .count(1))
        #expect(Repetition(duration: -2).amount == .count(1))
        #expect(Repetition.forever.isForever)
        let generator = SpringTimingCurveGenerator(duration: 50, dampingRatio: -1, initialVelocity: .nan)
        #expect(generator.duration == 10 && generator.dampingRatio == 1 && generator.initialVelocity == 0)
    }
}

/// The spring generator's closed form against interchange_reference.py, which solves the published
/// envelope equation with mpmath at 40 digits (and reproduces the reference's own table).
@Suite("Spring generator closed form")
struct SpringGeneratorTests {
    init() { _ = TestDiagnostics.installed }
    @Test("natural frequency, tension and friction match the independent solve",
          arguments: [
            (0.5, 1.0, 0.0, 18.466826952903171, 341.02369770847103, 36.933653905806343),
            (1, 0.5, 0, 12.716898269296164, 161.71950159162778, 12.716898269296164),
            (0.5, 0.5, 0, 25.433796538592329, 646.87800636651113, 25.433796538592329),
            (1, 1, 0, 9.2334134764515857, 85.255924427117758, 18.466826952903171),
            (2, 0.25, 0, 11.107460356862064, 123.37567557926233, 5.553730178431032),
            (0.3, 0.7, 0, 32.798821960358512, 1075.7627219872958, 45.918350744501916),
            (0.4, 0.6, 2, 27.035367349121167, 730.91108770192686, 32.4424408189454),
            (0.8, 1, -1, 11.64519338549696, 135.61052898562215, 23.29038677099392),
            (0.6, 2.5, 0, 55.517397310771848, 3082.1814041620972, 277.58698655385924),
            (1.2, 0.3, 1.5, 4.9086298307254917, 24.094646815088169, 2.945177898435295),
          ])
    func closedForm(_ c: (Double, Double, Double, Double, Double, Double)) {
        let generator = SpringTimingCurveGenerator(duration: c.0, dampingRatio: c.1, initialVelocity: c.2)
        let spring = generator.springTimingCurve()
        #expect(abs(generator.naturalFrequency - c.3) < 1e-9 * c.3)
        #expect(abs(spring.tension - c.4) < 1e-8 * c.4)
        #expect(abs(spring.friction - c.5) < 1e-8 * c.5)
        #expect(spring.mass == 1)
    }

    @Test("the normalized velocity becomes absolute for a displacement (the seed copied it verbatim)")
    func velocityUnits() {
        let generator = SpringTimingCurveGenerator(duration: 0.5, dampingRatio: 0.8, initialVelocity: 2)
        #expect(generator.springTimingCurve(displacement: 300).initialVelocity == 600)
        #expect(generator.springTimingCurve(displacement: -300).initialVelocity == 600)
    }
}

/// Named presets against the published numbers (ecosystem.md §1.2–1.3, recomputed by
/// interchange_reference.py).
@Suite("Named curves")
struct NamedCurveTests {
    init() { _ = TestDiagnostics.installed }
    @Test("names users type resolve to the published curves")
    func names() throws {
        #expect(try TimingCurve(parsing: "ease-in-out") == .cubicBezier(0.42, 0, 0.58, 1))
        #expect(try TimingCurve(parsing: "easeIn") == .cubicBezier(0.42, 0, 1, 1))
        #expect(try TimingCurve(parsing: "cubic-bezier(0.4, 0, 0.2, 1)") == .cubicBezier(0.4, 0, 0.2, 1))
        #expect(try TimingCurve(parsing: "standard") == .cubicBezier(0.2, 0, 0, 1))
        #expect(try TimingCurve(parsing: "emphasized-decelerate") == .cubicBezier(0.05, 0.7, 0.1, 1))
        #expect(try TimingCurve(parsing: "Emphasized_Accelerate") == .cubicBezier(0.3, 0, 0.8, 0.15))
        #expect(try TimingCurve(parsing: "legacy") == .cubicBezier(0.4, 0, 0.2, 1))
        #expect(try TimingCurve(parsing: "easeOutElastic") == .penner(PennerEasing(.elastic, .out)))
        #expect(try TimingCurve(parsing: "easeInOutBack") == .penner(PennerEasing(.back, .inOut)))
        #expect(try TimingCurve(parsing: "spring(mass:1,stiffness:100,damping:10)") == .spring(mass: 1, tension: 100, friction: 10))
        #expect(try TimingCurve(parsing: "spring(duration: 0.5, dampingRatio: 0.8)") == .spring(duration: 0.5, dampingRatio: 0.8))
    }

    @Test("Material 3 springs: friction 2ζ√k with unit mass",
          arguments: [("standard-spatial-fast", 1400.0, 67.349832961930945), ("standard-spatial-default", 700, 47.623523599162631),
                      ("standard-spatial-slow", 300, 31.176914536239791), ("expressive-spatial-fast", 800, 33.941125496954281),
                      ("expressive-spatial-default", 380, 31.189741903388685), ("expressive-spatial-slow", 200, 22.627416997969521),
                      ("effects-fast", 3800, 123.28828005937953), ("effects-default", 1600, 80), ("effects-slow", 800, 56.568542494923802)])
    func material(_ c: (String, Double, Double)) throws {
        guard case .spring(let spring) = try TimingCurve(parsing: c.0) else { Issue.record("\(c.0) is not a spring"); return }
        #expect(spring.mass == 1 && spring.tension == c.1)
        #expect(abs(spring.friction - c.2) < 1e-9 * c.2)
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: the response is the undamped period, so with unit
    /// mass k = (2π/response)² and c = 2·fraction·√k; SwiftUI's defaults are 0.5 and 0.825. Expected
    /// values evaluated separately: (2π/0.5)² = 157.91367041742973, (2π/0.3)² = 438.6490844928604.
    @Test("SwiftUI's response:dampingFraction: reads the response as the period",
          arguments: [("spring(response: 0.5, dampingFraction: 0.825)", 157.91367041742973, 0.825),
                      ("spring(response: 0.3)", 438.6490844928604, 0.825),
                      ("spring(dampingFraction: 0.5)", 157.91367041742973, 0.5),
                      ("spring(response: 0.3, dampingRatio: 0.6, blendDuration: 0.2)", 438.6490844928604, 0.6)])
    func swiftUIResponse(_ c: (String, Double, Double)) throws {
        guard case .spring(let spring) = try TimingCurve(parsing: c.0) else { Issue.record("\(c.0) is not a spring"); return }
        #expect(spring.mass == 1 && abs(spring.tension - c.1) < 1e-9 * c.1)
        #expect(abs(spring.friction - 2 * c.2 * c.1.squareRoot()) < 1e-9 * spring.friction)
    }

    @Test("SwiftUI's response and duration name one period; a generator's duration is its settling time")
    func springDurations() throws {
        // response:bounce: is duration:bounce:, the same perceptual duration.
        #expect(try TimingCurve(parsing: "spring(response: 0.5, bounce: 0.3)") == TimingCurve(parsing: "spring(duration: 0.5, bounce: 0.3)"))
        #expect(try TimingCurve(parsing: "spring(duration: 0.5, dampingRatio: 0.8)") == .spring(duration: 0.5, dampingRatio: 0.8))
        #expect(throws: TimingCurveParseError.self) { try TimingCurve(parsing: "spring(response: 0.5, stiffness: 100)") }
    }

    @Test("SwiftUI smooth, snappy and bouncy: k = (2π/0.5)², c = 2(1 − bounce)√k",
          arguments: [("smooth", 25.132741228718346), ("snappy", 21.362830044410594), ("bouncy", 17.592918860102842)])
    func swiftUI(_ c: (String, Double)) throws {
        guard case .spring(let spring) = try TimingCurve(parsing: c.0) else { Issue.record("\(c.0) is not a spring"); return }
        #expect(abs(spring.tension - 157.91367041742974) < 1e-9)
        #expect(abs(spring.friction - c.1) < 1e-9)
    }

    /// SwiftUI's `Animation.spring`, `.interactiveSpring` and `.default` (documented response and
    /// damping fraction 0.5/0.825, 0.15/0.86, 0.55/1); k = (2π/r)² and c = 2ζ√k evaluated separately.
    @Test("SwiftUI's spring, interactive-spring and default by name",
          arguments: [("spring", 157.91367041742973, 20.734511513692635),
                      ("interactiveSpring", 1754.5963379714417, 72.04719152232593),
                      ("default", 130.5071656342394, 22.84794657156213)])
    func swiftUIAnimationPresets(_ c: (String, Double, Double)) throws {
        guard case .spring(let spring) = try TimingCurve(parsing: c.0) else { Issue.record("\(c.0) is not a spring"); return }
        #expect(spring.mass == 1 && abs(spring.tension - c.1) < 1e-9 * c.1)
        #expect(abs(spring.friction - c.2) < 1e-9 * c.2)
    }

    @Test("bad curve text is refused with the reason", arguments: [
        ("bogus", "unknown curve name"), ("cubic-bezier(1.5, 0, 0.2, 1)", "x1 must be in 0…1"),
        ("cubic-bezier(0.1, 0, 0.2)", "four numbers"), ("spring(mass:0,stiffness:100,damping:10)", "mass must be > 0"),
        ("spring(mass:1,stiffness:-4,damping:10)", "stiffness must be > 0"), ("spring(stiffness:1,damping:1,wobble:2)", "no parameter 'wobble'"),
        ("steps(4)", "unknown function"), ("cubic-bezier(nan, 0, 0.2, 1)", "not a finite number"),
    ])
    func refused(_ c: (String, String)) {
        #expect(throws: TimingCurveParseError.self) { try TimingCurve(parsing: c.0) }
        do { _ = try TimingCurve(parsing: c.0) } catch { #expect(error.description.contains(c.1), "\(error)") }
    }
}
