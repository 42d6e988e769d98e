import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@_spi(Kernel) @testable import MotionMachine

/// Easing slopes against the mpmath derivatives in SlopeReference.swift, and the velocities of
/// eased motions built on them.
@Suite("Easing curves and tween velocity")
@MainActor
struct EasingCurveTests {
    init() { _ = TestDiagnostics.installed }
    @Test("analytic slopes match 50-digit derivatives of Penner's equations and of Béziers", arguments: slopeReference.indices)
    func slopesMatchReference(index: Int) throws {
        let reference = slopeReference[index]
        for sample in stride(from: 0, to: reference.samples.count, by: 2) {
            let p = reference.samples[sample], expected = reference.samples[sample + 1]
            let slope = try #require(reference.curve.slope(at: p), "\(reference.name) at \(p)")
            #expect(close(slope, expected, 1e-9), "\(reference.name) at \(p): \(slope) vs \(expected)")
        }
    }

    /// Every built-in curve, including those with no Penner reference.
    static let builtIns: [(String, EasingCurve)] = [
        ("spring smooth", .spring()), ("spring bouncy, launched", .spring(.bouncy, initialVelocity: 3)),
        ("spring overdamped", .spring(Spring(response: 0.5, dampingRatio: 2))),
        ("steps", .steps(4)), ("linear", .linear), ("bezier ease", .bezier(.ease)), ("elastic out", .elastic(.easeOut)),
        ("bounce in-out", .bounce(.easeInOut)), ("back in-out", .back(.easeInOut)), ("expo out", .expo(.easeOut)),
        ("quintic in-out", .quintic(.easeInOut)), ("circular in", .circular(.easeIn)), ("sine in-out", .sine(.easeInOut)),
    ]

    @Test("each slope is the derivative of the curve's own values (central differences agree)")
    func slopesDifferentiateValues() throws {
        let h = 1e-6
        for (name, curve) in Self.builtIns {
            for p in stride(from: 0.013, to: 0.99, by: 0.0731) {
                let difference = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                let slope = try #require(curve.slope(at: p), "\(name) at \(p)")
                #expect(close(slope, difference, 1e-5), "\(name) at \(p): \(slope) vs \(difference)")
            }
        }
    }

    @Test("a curve's update is the family's own equation, value for value")
    func curvesWrapTheFamilyEquations() {
        let pairs: [(EasingCurve, EasingUpdateClosure)] = [
            (.quadratic(.easeInOut), EasingQuadratic.easeInOut()), (.elastic(.easeInOut), EasingElastic.easeInOut()),
            (.back(.easeOut, overshoot: 3), EasingBack.easeOut(overshoot: 3)), (.bounce(.easeIn), EasingBounce.easeIn()),
            (.bezier(.easeIn), CubicBezier.easeIn.easing), (.spring(.snappy), EasingSpring.spring(.snappy)),
        ]
        for (curve, closure) in pairs {
            for t in stride(from: 0.0, through: 2.0, by: 0.05) {
                #expect(curve(t, 3, 7, 2) == closure(t, 3, 7, 2))
            }
        }
    }

    @Test("a built-in equation without a slope is kept as its kind and gives back the very closure it was made from; custom and sloped curves keep theirs")
    func curveStorageForms() {
        // One word: a built-in equation is its kind, any other a box; a motion's curve takes no more.
        #expect(MemoryLayout<EasingCurve>.size == 8)
        for kind in EasingKind.allCases {
            let curve = EasingCurve(kind.closure)
            #expect(curve.kind == kind && !curve.hasSlope)
            #expect(ClosureAddress(curve.update) == ClosureAddress(kind.closure), "\(kind)")
        }
        // A custom equation: not a kind, its own closure, values from it (2t, unlike any built-in).
        let custom = EasingCurve { t, b, c, d in b + c * 2 * t / d }
        #expect(custom.kind == nil && !custom.hasSlope)
        #expect(custom.value(at: 0.25) == 0.5 && custom(1, 3, 7, 2) == 10)
        // A built-in equation with a slope keeps both, and its kind: beats still evaluate it inline.
        let sloped = EasingCurve(update: EasingQuadratic.easeIn(), slope: { 2 * $0 })
        #expect(sloped.kind == .quadraticIn && sloped.slope(at: 0.25) == 0.5)
        #expect(ClosureAddress(sloped.update) == ClosureAddress(EasingQuadratic.easeIn()))
        // A custom equation with a slope.
        let both = EasingCurve(update: { t, b, c, d in b + c * (t / d) * (t / d) * (t / d) }, slope: { 3 * $0 * $0 })
        #expect(both.kind == nil && both.value(at: 0.5) == 0.125 && both.slope(at: 0.5) == 0.75)
    }

    @Test("vertical ends, custom closures and NaN progress report no slope; steps are flat")
    func missingSlopes() {
        #expect(EasingCurve.circular(.easeOut).slope(at: 0) == nil)
        #expect(EasingCurve.circular(.easeIn).slope(at: 1) == nil)
        #expect(EasingCurve.bezier(CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0)).slope(at: 0) == nil)
        #expect(EasingCurve { t, b, c, d in b + c * t / d }.slope(at: 0.5) == nil)
        #expect(EasingCurve.quadratic(.easeIn).slope(at: .nan) == nil)
        #expect(EasingCurve.steps(3).slope(at: 0.5) == 0)
        // Out-of-range progress is clamped: ease-in quadratic's slope is 2p.
        #expect(EasingCurve.quadratic(.easeIn).slope(at: 4) == 2)
    }

    @Test("a control point on an end point gives the limit slope (l'Hôpital), not NaN")
    func bezierDegenerateEnds() {
        // x1 = y1 = 0: near t = 0, x ≈ 3·x2·t², y ≈ 3·y2·t², so dy/dx → y2/x2.
        #expect(close(CubicBezier(x1: 0, y1: 0, x2: 0.5, y2: 0.8).slope(atX: 0), 0.8 / 0.5))
        #expect(close(CubicBezier(x1: 0.2, y1: 0.1, x2: 1, y2: 1).slope(atX: 1), (1 - 0.1) / (1 - 0.2)))
    }

    func tween(_ box: Box, tempo: ManualTempo, easing: EasingCurve = .cubic(.easeInOut)) -> Motion<Box> {
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 100.0)],
                            duration: 1, easing: easing)
        motion.tempo = tempo
        return motion
    }

    @Test("an eased tween reports Δ × slope ÷ duration, negated on the way back")
    func tweenVelocity() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, tempo: tempo).reverses(withEasing: .quadratic(.easeIn))
        #expect(motion.velocity(ofPropertyAt: 0) == 0)   // not running
        motion.start()
        tempo.tick(at: 0.3)
        // Cubic in-out at p = 0.3: the ease-in slope 3q² at q = 2p = 0.6 → 1.08; × 100 / 1 s.
        #expect(close(motion.velocity(ofPropertyAt: 0)!, 108))
        tempo.tick(at: 0.8)
        // Second half: 3q² at q = 2(1 − p) = 0.4 → 0.48.
        #expect(close(motion.velocity(ofPropertyAt: 0)!, 48))
        tempo.tick(at: 1.25)
        // Reverse leg, quadratic ease-in at p = 0.25: 2p = 0.5, heading back → −50.
        #expect(close(motion.velocity(ofPropertyAt: 0)!, -50))
        #expect(motion.velocity(ofPropertyAt: 7) == 0)
        motion.pause()
        #expect(motion.velocity(ofPropertyAt: 0) == 0)
    }

    @Test("a tween eased by a plain closure reports no velocity")
    func closureHasNoVelocity() {
        let tempo = ManualTempo(), box = Box()
        let motion = linearMotion(box, tempo: tempo).start()
        tempo.tick(at: 0.5)
        #expect(motion.velocity(ofPropertyAt: 0) == nil)
        motion.easingCurve = .linear
        #expect(motion.velocity(ofPropertyAt: 0) == 10)
    }

    @Test("a tween interrupted mid-flight hands off to a spring with no jump in position or velocity")
    func handOffToSpring() throws {
        let tempo = ManualTempo(), box = Box()
        let h = 1e-8
        let motion = tween(box, tempo: tempo).start()
        tempo.tick(at: 0.3 - h)
        let before = box.x
        tempo.tick(at: 0.3)
        let handOff = box.x, velocity = try #require(motion.velocity(ofPropertyAt: 0))
        #expect(close(handOff, 10.8) && close(velocity, 108))   // (2p)³/2 × 100 and 3(2p)² × 100
        motion.stop()
        let spring = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 250.0)],
                                  spring: .snappy, initialVelocity: [velocity])
        spring.tempo = tempo
        spring.start()
        tempo.tick(at: 0.3)
        #expect(close(box.x, handOff) && spring.velocity(ofPropertyAt: 0) == velocity)
        tempo.tick(at: 0.3 + h)
        let left = (handOff - before) / h, right = (box.x - handOff) / h
        // One-sided difference quotients differ from the velocity by acceleration × h / 2: about
        // 2e-4 on the spring's side (k·239 + c·108 ≈ 35,000 per s²), far less on the tween's.
        #expect(abs(left - velocity) < 1e-3 && abs(right - velocity) < 1e-3, "\(left) \(velocity) \(right)")
    }
}
