import Foundation
import Testing
@testable import MotionMachine

/// Defects listed in the engine-core issue, each checked against values derived independently of the
/// engine (closed forms evaluated here, or the behaviour the issue states).
@Suite("Engine core defects")
@MainActor
struct CoreDefectTests {
    @Test("PhysicsMotion reports the bounce's velocity after a collision, not the free launch's")
    func velocityAfterBounce() throws {
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 0.8)],
                                   velocity: 10, friction: 0.01)
        motion.collisionsEnabled = true
        motion.restitution = 0.5
        motion.tempo = tempo
        motion.start()
        // Friction decay v(t) = v0·qᵗ, x(t) = v0·(qᵗ − 1)/ln q with q = 1 − f: the wall at 0.8 is reached
        // when qᵗ = 1 + 0.8·ln q / v0, at speed v0·qᵗ, and the bounce keeps half of it, reversed.
        let q = 0.99, lnq = log(0.99)
        let contactFactor = 1 + 0.8 * lnq / 10
        let contact = log(contactFactor) / lnq
        let rebound = -0.5 * 10 * contactFactor
        tempo.tick(at: contact / 2)
        #expect(abs(motion.velocity(ofPropertyAt: 0) - 10 * pow(q, contact / 2)) < 1e-9)
        let after = contact + 0.05
        tempo.tick(at: after)
        let expected = rebound * pow(q, 0.05)
        #expect(abs(expected + 5) < 0.01)   // "falls at about −5/s"
        #expect(abs(motion.velocity(ofPropertyAt: 0) - expected) < 1e-9)
        // Out-of-range indices, negative ones included, report 0 and read nothing.
        #expect(motion.velocity(ofPropertyAt: -1) == 0 && motion.velocity(ofPropertyAt: Int.min) == 0)
        #expect(motion.velocity(ofPropertyAt: 1) == 0)
    }

    @Test("SpringMotion refuses negative property indices")
    func springNegativeIndex() {
        let tempo = ManualTempo(), box = Box()
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)],
                                  spring: Spring(duration: 0.5, bounce: 0.2))
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.1)
        #expect(motion.velocity(ofPropertyAt: -1) == 0 && motion.velocity(ofPropertyAt: Int.min) == 0)
    }

    @Test("Starting a motion whose target is gone warns and names its properties")
    func goneTargetWarns() throws {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo()
        var box: Box? = Box()
        let motion = Motion(target: box!, properties: [try PropertyData<Box>("y", 5)], duration: 1)
        motion.tempo = tempo
        var fired = false
        motion.started { _ in fired = true }.completed { _ in fired = true }
        box = nil
        motion.start()
        tempo.advance(by: 2)
        #expect(!fired && motion.motionState == .stopped)
        #expect(recorder.contains("warning", "target of the motion on [y] was deallocated"))
    }

    @Test("A path into a single number says the number has no components")
    func scalarHasNoComponents() {
        do {
            _ = try PropertyData<Box>("x.x", 1)
            Issue.record("expected an error")
        } catch let error as PropertyPathError {
            #expect(error.description == "Property path 'x.x': Double is a single number and has no components, so no 'x'")
        } catch { Issue.record("wrong error type") }
    }
}
