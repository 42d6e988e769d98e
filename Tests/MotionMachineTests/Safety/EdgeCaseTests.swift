import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// Defects listed in the engine-core issue, each checked against values derived independently of the
/// engine (closed forms evaluated here, or the behaviour the issue states).
@Suite("Edge cases")
@MainActor
struct EdgeCaseTests {
    init() { _ = TestDiagnostics.installed }
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

/// A target whose composite property counts the times it is set.
final class Watched: MotionTarget {
    var color = MotionColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { sets += 1 } }
    var sets = 0
    static var motionProperties: [String: PartialKeyPath<Watched>] { ["color": \.color] }
}

@Suite("Edge cases: collections and states")
@MainActor
struct CollectionEdgeCaseTests {
    init() { _ = TestDiagnostics.installed }
    @Test("A member waiting at its reversal in a synced group reports paused, at progress 1")
    func heldMemberIsPaused() {
        let tempo = ManualTempo(), a = Box(), b = Box()
        let (early, group) = syncedPair(a, b, tempo: tempo)
        group.start()
        tempo.tick(at: 0.5)
        #expect(early.motionState == .moving)
        tempo.tick(at: 1.5)
        #expect(early.motionState == .paused && early.motionProgress == 1 && a.x == 10)
        tempo.tick(at: 2.5)   // the group turned at 2.0
        #expect(early.motionState == .moving && early.motionDirection == .reverse)
    }

    @Test("A contiguous sequence's waiting step reports paused")
    func heldStepIsPaused() {
        let tempo = ManualTempo(), box = Box()
        let first = tween(box, 0, 10, 1), second = tween(box, 10, 30, 1)
        let sequence = MotionSequence(steps: [first, second]).reverses(.contiguous)
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 1.5)
        #expect(first.motionState == .paused && second.motionState == .moving)
    }

    @Test("Inside cycleRepeated, currentStep() is the step that starts")
    func currentStepOnRepeat() {
        let tempo = ManualTempo(), box = Box()
        let first = tween(box, 0, 10, 1), second = tween(box, 10, 20, 1)
        let sequence = MotionSequence(steps: [first, second]).repeats(1)
        sequence.tempo = tempo
        var seen: [ObjectIdentifier] = []
        sequence.cycleRepeated { sequence in
            if let step = sequence.currentStep() { seen.append(ObjectIdentifier(step)) }
        }
        sequence.start()
        tempo.tick(at: 2.5)
        #expect(seen == [ObjectIdentifier(first)])
    }

    @Test("Every component of an end state ends at its value, even when its start equals its end")
    func statesReachEveryComponent() {
        let tempo = ManualTempo(), box = Box()   // box.color.alpha is 1
        let motion = Motion(target: box, statesForProperties: [
            PropertyStates(keyPath: \Box.color, start: MotionColor(red: 0, green: 0, blue: 0, alpha: 0),
                           end: MotionColor(red: 1, green: 0, blue: 0, alpha: 0)),
        ], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 1.5)
        #expect(box.color.red == 1 && box.color.alpha == 0)
    }

    @Test("The seed's start frame is applied: y = 50 at the start, although it does not change")
    func seedStartFrame() throws {
        let tempo = ManualTempo(), box = Box()
        box.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let motion = Motion(target: box, statesForProperties: [
            try PropertyStates<Box>(path: "frame", start: CGRect(x: 0, y: 50, width: 50, height: 50),
                                    end: CGRect(x: 100, y: 50, width: 50, height: 50)),
        ], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(box.frame.origin.y == 50 && box.frame.origin.x == 50)
        tempo.tick(at: 1.5)
        #expect(box.frame == CGRect(x: 100, y: 50, width: 50, height: 50))
    }

    @Test("Reading a typed composite property's start fires no didSet")
    func readingFiresNoDidSet() {
        let watched = Watched()
        let motion = Motion(target: watched, statesForProperties: [
            PropertyStates(keyPath: \Watched.color, end: MotionColor(red: 1, green: 1, blue: 0, alpha: 1)),
        ], duration: 1)
        #expect(motion.properties.count == 2 && watched.sets == 0)
    }
}

@Suite("Edge cases: targets shared by motions")
@MainActor
struct SharedTargetTests {
    init() { _ = TestDiagnostics.installed }
    @Test("Two endless motions on one target both end within 0.5 s of the target being dropped")
    func sharedTargetReleased() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak let weakBox = box
        let first = Motion(target: box!, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 10)], duration: 1)
            .reverses().repeats()
        let second = Motion(target: box!, properties: [PropertyData(keyPath: \Box.y, start: 0, end: 10)], duration: 0.7)
            .repeats()
        first.tempo = tempo
        second.tempo = tempo
        first.start()
        second.start()
        for _ in 0..<60 { tempo.advance(by: 1.0 / 60) }
        #expect(first.motionState == .moving && second.motionState == .moving)
        box = nil   // now owned by the running motions only
        for _ in 0..<31 { tempo.advance(by: 1.0 / 60) }
        #expect(first.motionState == .stopped && second.motionState == .stopped)
        #expect(weakBox == nil && tempo.subscriberCount == 0)
    }

    @Test("A synced group whose members share a dropped target ends, and leaves the tempo")
    func groupOnDroppedTarget() {
        let tempo = ManualTempo()
        var group: MotionGroup? = {
            let box = Box()
            let group = MotionGroup(motions: [tween(box, 0, 10, 1), tween(box, 0, 20, 2).repeats()])
                .reverses(syncsChildMotions: true)
            group.tempo = tempo
            return group.start()
        }()
        for _ in 0..<120 { tempo.advance(by: 1.0 / 60) }
        #expect(group?.motionState == .stopped && tempo.subscriberCount == 0)
        group = nil
    }

    @Test("A target's lease ends when the last motion on it stops; the table of leases stays bounded")
    func leaseTableCountsHolders() {
        let tempo = ManualTempo()
        let before = TargetLease.tableCount
        // Targets kept alive, so each has an identity of its own in the table.
        let boxes = (0..<3_000).map { _ in Box() }
        for box in boxes {
            let motion = tween(box, 0, 10, 1)
            motion.tempo = tempo
            motion.start()
            #expect(TargetLease.isLeased(box))
            motion.stop()
            #expect(!TargetLease.isLeased(box))
        }
        // Other suites run in parallel and hold leases of their own; 3,000 ended leases kept would
        // leave the table at least 3,000 larger.
        #expect(TargetLease.tableCount < before + 1_000)
        // Pruned leases gave their records back; new leases take them, each for its own target.
        let again = [boxes[0], boxes[1_500], boxes[2_999]].map { TargetLease.lease(for: $0) }
        #expect(Set(again.map(\.address)).count == 3)
        for (lease, box) in zip(again, [boxes[0], boxes[1_500], boxes[2_999]]) {
            #expect(lease.target === box && TargetLease.isLeased(box))
            lease.relinquish()
            #expect(!TargetLease.isLeased(box))
        }
        // Two motions share one lease (the second's merged into the first's once indexed); it stays
        // until both have let go.
        let shared = Box()
        let first = tween(shared, 0, 10, 1)
        let second = Motion(target: shared, properties: [PropertyData(keyPath: \Box.y, start: 0, end: 10)], duration: 1)
        first.tempo = tempo
        second.tempo = tempo
        first.start()
        second.start()
        #expect(first.lease != nil && first.lease?.sharedAddress == second.lease?.sharedAddress)
        first.stop()
        #expect(TargetLease.isLeased(shared))
        for _ in 0..<70 { tempo.advance(by: 1.0 / 60) }   // the second one completes
        #expect(second.motionState == .stopped && !TargetLease.isLeased(shared))
        withExtendedLifetime(boxes) {}
    }

    @Test("A running motion freed without stopping lets go of its target's lease")
    func freedMotionRelinquishesLease() {
        let box = Box()
        var motion: Motion<Box>? = tween(box, 0, 10, 1)
        let tempo = ManualTempo()
        motion?.tempo = tempo
        motion?.start()
        tempo.advance(by: 1.0 / 60)
        // Driven by hand from now on: the tempo lets go of it, and so does the test, while it runs.
        motion?.tempo = nil
        #expect(motion?.motionState == .moving && TargetLease.isLeased(box))
        motion = nil
        #expect(!TargetLease.isLeased(box))
    }

    @Test("An ended lease lets go of its target: a stopped motion's target goes when the user drops it")
    func endedLeaseReleasesTarget() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak let weakBox = box
        let motion = tween(box!, 0, 10, 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 1.0 / 60)
        motion.stop()
        // Started again: the ended lease (if not pruned meanwhile) is taken up again.
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box!.x > 0 && motion.lease?.target === box)
        motion.stop()
        box = nil
        #expect(weakBox == nil && motion.target == nil)
        // A motion on a new target, perhaps at the freed one's address, moves the new one.
        let next = Box()
        let other = tween(next, 0, 10, 1)
        other.tempo = tempo
        other.start()
        tempo.advance(by: 0.5)
        #expect(TargetLease.isLeased(next) && next.x > 0 && other.lease?.target === next)
        other.stop()
    }
}

@Suite("Edge cases: contiguous reversing")
@MainActor
struct ContiguousCascadeTests {
    init() { _ = TestDiagnostics.installed }
    @Test("Contiguous reversing cascades to a nested sequence: the way back retraces 40 → 30 → 60 → 50")
    func nestedSequencePlaysBack() {
        let tempo = ManualTempo(), box = Box()
        let inner = MotionSequence(steps: [tween(box, 60, 30, 1), tween(box, 30, 40, 1)])
        let outer = MotionSequence(steps: [tween(box, 50, 60, 1), inner]).reverses(.contiguous)
        outer.tempo = tempo
        outer.start()
        // Linear legs evaluated by hand: out 50→60, 60→30, 30→40; back 40→30, 30→60, 60→50.
        let expected: [(Double, Double)] = [(0.5, 55), (1.5, 45), (2.5, 35), (3.5, 35), (4.5, 45), (5.5, 55)]
        for (time, value) in expected {
            tempo.tick(at: time)
            #expect(abs(box.x - value) < 1e-9, "at \(time): \(box.x), expected \(value)")
        }
        #expect(inner.reversingMode == .contiguous)
        tempo.tick(at: 6.5)
        #expect(outer.motionState == .stopped && box.x == 50)
    }
}

@Suite("Edge cases: boundaries and rounding")
@MainActor
struct BoundaryRoundingTests {
    init() { _ = TestDiagnostics.installed }
    @Test("Three 0.2 s steps end on the beat at 0.6, although 0.2 + 0.2 + 0.2 is one ulp past it")
    func summedStepsEndOnTheBeat() {
        #expect(0.2 + 0.2 + 0.2 > 0.6)   // the rounding this test is about
        let tempo = ManualTempo(), box = Box()
        let sequence = MotionSequence(steps: [tween(box, 0, 10, 0.2), tween(box, 10, 20, 0.2), tween(box, 20, 30, 0.2)])
        sequence.tempo = tempo
        var completed = false
        sequence.completed { _ in completed = true }
        sequence.start()
        for time in [0.2, 0.4, 0.6] { tempo.tick(at: time) }
        #expect(completed && box.x == 30 && sequence.motionState == .stopped)
    }
}
