import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// A target that says when it goes, without being referred to weakly (a weak reference would give it
/// the side table these tests check is absent).
private final class Tracked {
    var x: Double = 0
    let gone: @Sendable () -> Void

    init(gone: @escaping @Sendable () -> Void) {
        self.gone = gone
    }

    deinit { gone() }
}

/// Raised when a target goes, from whichever thread frees it.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}

@Suite("A stopped motion's reference to its target")
@MainActor
struct IdleTargetReferenceTests {
    init() { _ = TestDiagnostics.installed }
    @Test("it reads the object while alive and nil once gone, counted or through the weak box")
    func readsUntilGone() {
        for counted in [true, false] {
            let flag = Flag()
            var object: Tracked? = Tracked(gone: flag.raise)
            let reference = IdleTargetReference(object!, counted: counted)
            do {
                let read = reference.target, refers = reference.refers(to: object!)
                let refersToOther = reference.refers(to: Tracked(gone: {}))
                #expect(read === object && refers && !refersToOther && reference.isCounted == (counted && IdleTargetReference.countsTargets))
            }
            object = nil
            // The reference kept neither the object alive nor anything reading it from running.
            let after = reference.target
            #expect(flag.isRaised && after == nil)
        }
    }

    @Test("a reference made to keep its target holds it strongly until the reference goes, and a value motion's target lives with the motion")
    func keepsTarget() {
        let flag = Flag()
        var object: Tracked? = Tracked(gone: flag.raise)
        var reference: IdleTargetReference? = IdleTargetReference(keeping: object!)
        #expect(reference?.keepsTarget == true && reference?.refers(to: object!) == true && reference?.isCounted == false)
        object = nil
        do {
            let read = reference?.target
            #expect(!flag.isRaised && read != nil)
        }
        reference = nil
        #expect(flag.isRaised)
        // A value motion's target is the value it made for itself, which only the motion holds.
        var delivered: [Double] = []
        let tempo = ManualTempo()
        let motion = Motion(from: 0.0, to: 10.0, duration: 1) { delivered.append($0) }
        #expect(motion.idleTarget.keepsTarget && !tween(Box(), 0, 1, 1).idleTarget.keepsTarget)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        motion.stop()
        motion.start()
        tempo.advance(by: 0.25)
        #expect(delivered.last == 2.5 && motion.target != nil)
    }

    @Test("a motion gives its target an unowned count, no weak reference, and gives the count back when freed",
          .enabled(if: IdleTargetReference.countsTargets, "the runtime's entry points are found (Linux, Swift runtime linked dynamically)"))
    func motionHoldsUnownedCount() {
        let box = Box()
        let unowned = _getUnownedRetainCount(box), weak = _getWeakRetainCount(box)
        var motion: Motion<Box>? = tween(box, 0, 10, 1)
        let counted = motion?.idleTarget.isCounted
        #expect(counted == true)
        #expect(_getUnownedRetainCount(box) == unowned + 1 && _getWeakRetainCount(box) == weak)
        let tempo = ManualTempo()
        motion?.tempo = tempo
        motion?.start()
        tempo.advance(by: 1.0 / 60)
        motion?.stop()
        // A run and its end leave the one count as it was (the stop does not take another).
        #expect(_getUnownedRetainCount(box) == unowned + 1 && _getWeakRetainCount(box) == weak)
        motion = nil
        #expect(_getUnownedRetainCount(box) == unowned)
    }

    @Test("a stopped motion does not keep its target alive: the target goes, and a start moves nothing")
    func droppedWhileStopped() {
        let flag = Flag(), recorder = DiagnosticsRecorder.shared
        var target: Tracked? = Tracked(gone: flag.raise)
        let motion = Motion(target: target!, properties: [PropertyData(keyPath: \Tracked.x, start: 0, end: 10)], duration: 1)
        let tempo = ManualTempo()
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        #expect(target?.x == 5)
        motion.stop()
        target = nil
        #expect(flag.isRaised && motion.target == nil)
        motion.start()
        #expect(motion.motionState == .stopped && tempo.subscriberCount == 0)
        #expect(recorder.contains("Motion.start", "was deallocated"))
    }
}
