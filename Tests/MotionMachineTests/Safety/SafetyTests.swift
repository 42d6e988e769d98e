import Foundation
import Testing
@_spi(Kernel) import MotionKernel
@testable import MotionMachine

/// A target whose setter runs a closure, so tests can call back into the engine from inside a write.
final class Reentrant: MotionTarget {
    var x: Double = 0 { didSet { onSet?(x) } }
    var onSet: ((Double) -> Void)?
    static var motionProperties: [String: PartialKeyPath<Reentrant>] { ["x": \.x] }
}

/// Records whether a target was freed while its setter was running.
enum FreeWatch {
    nonisolated(unsafe) static var insideSetter = false
    nonisolated(unsafe) static var freedInsideSetter = false
    nonisolated(unsafe) static var freed = false
}

final class Fragile {
    var x: Double = 0 {
        didSet {
            FreeWatch.insideSetter = true
            onSet?(x)
            // Touch the object after the callback: if it was freed meanwhile, this is a use after free.
            _ = self.x
            FreeWatch.insideSetter = false
        }
    }
    var onSet: ((Double) -> Void)?
    deinit {
        FreeWatch.freed = true
        if FreeWatch.insideSetter { FreeWatch.freedInsideSetter = true }
    }
}

final class FloatBox: MotionTarget {
    var level: Float = 0
    static var motionProperties: [String: PartialKeyPath<FloatBox>] { ["level": \.level] }
}

/// A law that runs away between launch and rest (its displacement overflows to +∞ after 0.89 s)
/// although it comes back to a finite rest (5) at 1 s, so only the values in between are non-finite.
struct RunawayLaw: PhysicsSolving {
    func velocity(after time: Double, initialVelocity: Double) -> Double { initialVelocity * exp(800 * time) }
    func displacement(after time: Double, initialVelocity: Double) -> Double {
        time < 1 ? initialVelocity * exp(800 * time) : 5
    }
    func restTime(initialVelocity: Double) -> Double { 1 }
}

/// No crash, no unbounded work and no non-finite write, whatever the public API is asked: each case
/// is ordinary API use on a `ManualTempo` with extreme or re-entrant input.
@Suite("Safety: crashes and memory safety")
@MainActor
struct MemorySafetyTests {
    init() { _ = TestDiagnostics.installed }
    @Test("An empty group repeated a billion times completes at once, without deep recursion")
    func emptyGroupLargeRepeat() {
        let tempo = ManualTempo()
        let group = MotionGroup().repeats(1_000_000_000)
        group.tempo = tempo
        var completed = false
        group.completed { _ in completed = true }
        group.start()
        #expect(completed && group.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("A member removed from a running collection may adopt it without recursion")
    func removedMemberAdoptsFormerParent() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let inner = MotionGroup(motions: [tween(a, 0, 10, 1)])
        let outer = MotionGroup(motions: [inner, tween(b, 0, 10, 2)])
        outer.tempo = tempo
        outer.start()
        tempo.tick(at: 0.5)
        outer.remove(inner)
        inner.add(outer)
        outer.stop()
        inner.tempo = tempo
        inner.start()
        tempo.tick(at: 1.0)
        inner.stop()
        outer.reset()
        #expect(inner.motionState == .stopped)
    }

    @Test("A setter that stops its motion during a tempo-driven beat does not free the target mid-write")
    func stopFromSetterDuringSteadyBeat() {
        let tempo = ManualTempo()
        FreeWatch.freed = false
        FreeWatch.freedInsideSetter = false
        var fragile: Fragile? = Fragile()
        let motion = Motion(target: fragile!, properties: [PropertyData(keyPath: \Fragile.x, start: 0, end: 10)],
                            duration: 1)
        motion.tempo = tempo
        // Stops at 0.3 s, between the motion's own periodic checks, so the tempo is writing.
        fragile!.onSet = { [unowned motion] value in if value > 3 { motion.stop() } }
        motion.start()
        fragile = nil
        for _ in 0..<60 { tempo.advance(by: 1.0 / 60) }
        #expect(motion.motionState == .stopped)
        #expect(FreeWatch.freed && !FreeWatch.freedInsideSetter)
    }

    @Test("Turning additive off: the next run writes, with more properties than before")
    func additiveOff() {
        let tempo = ManualTempo(), box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 10)], duration: 1)
        motion.tempo = tempo
        motion.additive = true
        motion.start()
        tempo.advance(by: 2)
        #expect(box.x == 10)
        motion.additive = false
        motion.add(PropertyData(keyPath: \Box.y, start: 0, end: 4))
        box.x = 100
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box.x == 5 && box.y == 2, "x \(box.x) y \(box.y)")
        tempo.advance(by: 1)
        #expect(box.x == 10 && box.y == 4)
    }
}

@Suite("Safety: bounded work")
@MainActor
struct BoundedWorkTests {
    init() { _ = TestDiagnostics.installed }
    @Test("An endless motion given a beat 2⁵⁷ legs past its start returns")
    func endlessHugeBeat() {
        let tempo = ManualTempo(), box = Box()
        let motion = linearMotion(box, duration: 1, tempo: tempo).reverses().repeats()
        motion.start()
        tempo.tick(at: 0.5)
        tempo.tick(at: 0x1p57 + 0.5)
        #expect(motion.motionState == .moving && box.x.isFinite)
        #expect((0...10).contains(box.x))
    }

    @Test("Seeking a group that holds an endless motion to 1e17 s returns")
    func seekGroupFar() {
        let tempo = ManualTempo(), box = Box()
        let group = MotionGroup(motions: [tween(box, 0, 10, 1).repeats()])
        group.tempo = tempo
        group.start()
        group.seek(to: 1e17)
        #expect(group.motionState == .moving && box.x.isFinite)
    }

    @Test("Removing the only step of a sequence repeated 2⁴⁰ times completes it at once")
    func removeOnlyStep() {
        let tempo = ManualTempo(), box = Box()
        let step = tween(box, 0, 10, 1)
        let sequence = MotionSequence(steps: [step]).repeats(1 << 40)
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 0.5)
        sequence.remove(step)
        tempo.tick(at: 0.6)
        #expect(sequence.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("A zero-duration reversing motion repeated 2⁵³ times completes on its first beat")
    func zeroDurationHugeRepeat() {
        let tempo = ManualTempo(), box = Box()
        let motion = linearMotion(box, duration: 0, tempo: tempo).reverses().repeats(1 << 53)
        motion.start()
        tempo.tick(at: 0.1)
        #expect(motion.motionState == .stopped && box.x == 0)
    }
}

@Suite("Safety: only finite values reach targets")
@MainActor
struct FiniteWriteTests {
    init() { _ = TestDiagnostics.installed }
    func springValues(end: Double, velocity: Double) -> [Double] {
        let tempo = ManualTempo(), box = Box()
        let motion = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: end)],
                                  spring: Spring(duration: 0.5, bounce: 0.5), initialVelocity: [velocity])
        motion.tempo = tempo
        motion.start()
        var values: [Double] = []
        for _ in 0..<40 { tempo.advance(by: 0.05); values.append(box.x) }
        return values
    }

    @Test("A spring over a huge finite span writes finite values")
    func hugeSpringSpan() {
        #expect(springValues(end: 1e155, velocity: 0).allSatisfy { $0.isFinite })
    }

    @Test("A spring with a huge finite initial velocity writes finite values")
    func hugeSpringVelocity() {
        #expect(springValues(end: 1, velocity: 1e160).allSatisfy { $0.isFinite })
    }

    @Test("An overshooting easing over a span near Double's limit writes finite values")
    func overshootNearLimit() {
        let tempo = ManualTempo(), box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1.7e308)],
                            duration: 1, easing: EasingBack.easeOut())
        motion.tempo = tempo
        motion.start()
        var values: [Double] = []
        for _ in 0..<20 { tempo.advance(by: 0.05); values.append(box.x) }
        #expect(values.allSatisfy { $0.isFinite })
        #expect(box.x == 1.7e308)
    }

    @Test("A string-path end beyond Float's range stays finite on a Float property")
    func floatOverflow() throws {
        let tempo = ManualTempo(), box = FloatBox()
        let motion = Motion(target: box, properties: [try PropertyData<FloatBox>("level", 1e300)], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box.level.isFinite)
        tempo.advance(by: 1)
        #expect(box.level == .greatestFiniteMagnitude)
    }

    @Test("Bouncing under a law that runs away writes finite values")
    func runawayBounce() {
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1e300)],
                                   velocity: 1e10, friction: 0.5)
        motion.physicsSystem = RunawayLaw()
        motion.collisionsEnabled = true
        motion.tempo = tempo
        motion.start()
        var values: [Double] = []
        for _ in 0..<30 { tempo.advance(by: 0.05); values.append(box.x) }
        #expect(values.allSatisfy { $0.isFinite })
    }

    @Test("A replaced non-finite write is counted, and the engine's logger is the kernel's reporter")
    func replacedWritesCounted() {
        let before = MotionDiagnostics.replacedNonFiniteWrites
        let tempo = ManualTempo(), box = Box()
        // An easing of the user's that overshoots half way by so much that the value leaves Double's
        // range: 10¹⁰ × 10³⁰⁰.
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1e10)], duration: 1,
                            easing: { t, b, c, d in t < d / 2 ? b + c * t / d : 1e300 })
        motion.tempo = tempo
        motion.start()
        for _ in 0..<45 { tempo.advance(by: 1.0 / 60) }
        #expect(box.x == .greatestFiniteMagnitude)
        // Other suites may replace writes meanwhile: the count only grows.
        #expect(MotionDiagnostics.replacedNonFiniteWrites > before)
        #expect(NonFiniteWrites.hasReporter)
    }

    @Test("Animating saturation below 0 keeps every colour component finite and bounded")
    func saturationBelowZero() throws {
        let tempo = ManualTempo(), box = Box()
        box.color = MotionColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        let motion = Motion(target: box, properties: [try PropertyData<Box>("color.saturation", -5)], duration: 1)
        motion.tempo = tempo
        motion.start()
        for _ in 0..<60 { tempo.advance(by: 1.0 / 60) }
        tempo.advance(by: 1)
        // Saturation clamps at 0: a gray at the original brightness, 0.8.
        #expect(abs(box.color.red - 0.8) < 1e-12 && abs(box.color.green - 0.8) < 1e-12 && abs(box.color.blue - 0.8) < 1e-12)
    }
}
