import Foundation
import Testing
@testable import MotionMachine

/// Additive motion: the two exact cases, weighting, stacking by property, and the registry
/// left empty. Expected values follow from the rule "each beat adds weight × (own value now − own
/// value at the last beat)", evaluated by hand.
@Suite("Additive motion")
@MainActor
struct AdditiveTests {
    init() { _ = TestDiagnostics.installed }
    func additive(_ box: Box, end: Double, duration: Double, tempo: ManualTempo, easing: @escaping EasingUpdateClosure = EasingQuadratic.easeInOut(),
                  weighting: Double = 1) -> Motion<Box> {
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: end)], duration: duration,
                            easing: easing, options: [.additive])
        motion.additiveWeighting = weighting
        motion.tempo = tempo
        return motion
    }

    @Test("A: 0 → 10 over 0.4 s; B starts 0.2 s later towards −10: when B completes the value is −10")
    func overlapping() {
        let tempo = ManualTempo(), box = Box()
        let before = AdditiveRegistry.shared.propertyCount
        let a = additive(box, end: 10, duration: 0.4, tempo: tempo)
        let b = additive(box, end: -10, duration: 0.4, tempo: tempo)
        a.start()
        for t in stride(from: 0.0125, to: 0.2, by: 1.0 / 60) { tempo.tick(at: t) }
        tempo.tick(at: 0.2)
        #expect(close(box.x, 5))              // quadratic in-out at p = 0.5
        b.start()
        #expect(b.resolvedStart(ofPropertyAt: 0) == 10)   // A's end, not the current 5
        for t in stride(from: 0.21, to: 0.6, by: 1.0 / 60) { tempo.tick(at: t) }
        tempo.tick(at: 0.61)
        #expect(b.motionState == .stopped && close(box.x, -10, 1e-12))
        #expect(AdditiveRegistry.shared.propertyCount == before && a.operationID == 0 && b.operationID == 0)
    }

    @Test("two properties each: B starts from A's ends on both, a computed one from its current value, and each property ends where B does")
    func twoProperties() {
        let tempo = ManualTempo(), box = Box()
        let before = AdditiveRegistry.shared.propertyCount
        func linear(_ ends: (x: Double, y: Double)) -> Motion<Box> {
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: ends.x), PropertyData(keyPath: \Box.y, end: ends.y)],
                                duration: 1, options: [.additive])
            motion.tempo = tempo
            return motion
        }
        let a = linear((10, 20)), b = linear((30, 40))
        a.start()
        tempo.advance(by: 0.5)
        #expect(close(box.x, 5) && close(box.y, 10))
        // A computed property names no storage, so it has a sum of its own and starts where it is.
        let c = Motion(target: box, properties: [PropertyData(keyPath: \Box.y, end: 0), PropertyData(keyPath: \Box.computedX, end: 0)],
                       duration: 1, options: [.additive])
        c.tempo = tempo
        b.start()
        c.start()
        #expect(b.resolvedStart(ofPropertyAt: 0) == 10 && b.resolvedStart(ofPropertyAt: 1) == 20)
        #expect(c.resolvedStart(ofPropertyAt: 0) == 40 && c.resolvedStart(ofPropertyAt: 1) == 5)
        c.stop()
        // Each beat adds the change of every running motion's own value: at 1 s, A's whole 10 and
        // 20 and half of B's 20 and 20; at 1.5 s, all of B's.
        tempo.advance(by: 0.5)
        #expect(close(box.x, 20) && close(box.y, 30))
        tempo.advance(by: 0.5)
        #expect(close(box.x, 30) && close(box.y, 40) && b.motionState == .stopped)
        #expect(AdditiveRegistry.shared.propertyCount == before)
    }

    @Test("a plain motion's operation ID: 0 until it moves, the same through its run, new for the next run, 0 after")
    func operationIDOfPlainRun() {
        let tempo = ManualTempo(), box = Box(), other = Box()
        let motion = tween(box, 0, 10, 1), second = tween(other, 0, 10, 1)
        for moving in [motion, second] {
            moving.tempo = tempo
            moving.afterDelay(0.1)
        }
        #expect(motion.operationID == 0)
        motion.start()
        second.start()
        tempo.advance(by: 0.05)
        #expect(motion.operationID == 0)   // still in its delay
        tempo.advance(by: 0.1)
        let first = motion.operationID
        tempo.advance(by: 0.2)
        #expect(first != 0 && motion.operationID == first && second.operationID != 0 && second.operationID != first)
        motion.stop()
        #expect(motion.operationID == 0)
        motion.start()
        tempo.advance(by: 0.15)
        #expect(motion.operationID != 0 && motion.operationID != first && motion.operationID != second.operationID)
        motion.stop()
        second.stop()
    }

    @Test("A: 0 → 10 and B towards −10 weighted 0.5, together: the value stays 0 on every beat")
    func cancelling() {
        let tempo = ManualTempo(), box = Box()
        let before = AdditiveRegistry.shared.propertyCount
        let a = additive(box, end: 10, duration: 0.4, tempo: tempo)
        let b = additive(box, end: -10, duration: 0.4, tempo: tempo, weighting: 0.5)
        a.start()
        b.start()
        #expect(a.operationID != 0 && b.operationID != 0 && a.operationID != b.operationID)
        for t in stride(from: 0.01, through: 0.45, by: 0.01) {
            tempo.tick(at: t)
            #expect(abs(box.x) < 1e-12, "at \(t)")
        }
        #expect(a.motionState == .stopped && b.motionState == .stopped && box.x == 0)
        #expect(AdditiveRegistry.shared.propertyCount == before)
    }

    @Test("additive motions on different properties of one object do not stack; string paths stack by path")
    func identity() throws {
        let tempo = ManualTempo(), box = Box(), before = AdditiveRegistry.shared.propertyCount
        let x = additive(box, end: 10, duration: 1, tempo: tempo, easing: EasingLinear.easeNone())
        let y = Motion(target: box, properties: [PropertyData(keyPath: \Box.y, end: 4.0)], duration: 1, options: [.additive])
        y.tempo = tempo
        x.start()
        y.start()
        #expect(y.resolvedStart(ofPropertyAt: 0) == 0 && AdditiveRegistry.shared.propertyCount == before + 2)
        let named = Motion(target: box, properties: [try PropertyData("y", 8.0)], duration: 1, options: [.additive])
        named.tempo = tempo
        named.start()
        // The string path names a different key than the typed key path (see AdditiveKey): it starts
        // from the current value; a second string-path motion starts from its end.
        let named2 = Motion(target: box, properties: [try PropertyData("y", 2.0)], duration: 1, options: [.additive])
        named2.tempo = tempo
        named2.start()
        #expect(named2.resolvedStart(ofPropertyAt: 0) == 8)
        tempo.tick(at: 2)
        #expect(box.x == 10 && AdditiveRegistry.shared.propertyCount == before)
    }

    @Test("stopping or resetting an additive motion removes its registry entries; weighting is sanitized")
    func cleanup() {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo(), box = Box(), before = AdditiveRegistry.shared.propertyCount
        let a = additive(box, end: 10, duration: 1, tempo: tempo, easing: EasingLinear.easeNone())
        a.start()
        tempo.tick(at: 0.5)
        #expect(AdditiveRegistry.shared.propertyCount == before + 1 && box.x == 5)
        a.reset()              // takes its own contribution back out
        #expect(AdditiveRegistry.shared.propertyCount == before && box.x == 0)
        a.additiveWeighting = .nan
        #expect(a.additiveWeighting == 1 && recorder.contains("additiveWeighting"))
        a.additiveWeighting = 3
        #expect(a.additiveWeighting == 1)
        a.start()
        a.stop()
        #expect(AdditiveRegistry.shared.propertyCount == before)
    }

    @Test("PhysicsMotion and SpringMotion move additively too")
    func physicsAndSprings() {
        let tempo = ManualTempo(), box = Box(), before = AdditiveRegistry.shared.propertyCount
        box.x = 100
        let physics = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: 50, friction: 0.5,
                                    options: [.additive])
        physics.tempo = tempo
        let spring = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 0.0)], spring: .snappy,
                                  options: [.additive])
        spring.tempo = tempo
        spring.additiveWeighting = 0.5
        physics.start()
        let rest = physics.restingValue(forPropertyAt: 0)!
        spring.start()
        #expect(spring.resolvedStart(ofPropertyAt: 0) == rest)
        tempo.tick(at: 30)
        // Physics adds its whole travel; the spring adds half of (0 − rest).
        #expect(close(box.x, rest + 0.5 * (0 - rest), 1e-9))
        #expect(AdditiveRegistry.shared.propertyCount == before)
    }
}
