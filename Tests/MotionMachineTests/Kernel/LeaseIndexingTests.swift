import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// A straight start takes its target's lease without looking the target up: the lease is indexed
/// by the tempo's next beat, with every other lease started meanwhile, and one whose target has a
/// lease already is merged into it. Whatever happens between the start and that beat, each target
/// ends with one lease, which lets go of it once its last motion does.
///
/// The leases waiting are global, and suites running beside this one take and index leases too,
/// so these tests check what must hold whoever indexes first, never how many leases wait.
@Suite("Leases indexed after the start")
@MainActor
struct LeaseIndexingTests {
    init() { _ = TestDiagnostics.installed }

    func tween(_ box: Box, _ path: ReferenceWritableKeyPath<Box, Double> = \Box.x, on tempo: Tempo) -> Motion<Box> {
        let motion = Motion(target: box, properties: [PropertyData(keyPath: path, start: 0, end: 100)], duration: 1)
        motion.tempo = tempo
        return motion
    }

    @Test("two straight starts on one target end with one lease, the second merged into the first; a dropped target stops both")
    func mergedAtTheNextBeat() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak let weakBox = box
        let first = tween(box!, on: tempo).repeats(), second = tween(box!, \Box.y, on: tempo).repeats()
        first.start()
        second.start()
        tempo.advance(by: 1.0 / 60)
        #expect(first.lease?.sharedAddress == second.lease?.sharedAddress)
        box = nil   // now kept by the one lease alone
        for _ in 0..<31 { tempo.advance(by: 1.0 / 60) }
        #expect(first.motionState == .stopped && second.motionState == .stopped)
        #expect(weakBox == nil && tempo.subscriberCount == 0)
    }

    @Test("a lease still waiting when its motion stops goes back with the stop, and lets go of the target")
    func stoppedBeforeIndexing() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak let weakBox = box
        let motion = tween(box!, on: tempo).start()
        motion.stop()
        #expect(!TargetLease.isLeased(box!))
        box = nil
        #expect(weakBox == nil)
        withExtendedLifetime(motion) {}
    }

    @Test("the start that finds the waiting leases full indexes them all first: no more than the list holds ever wait")
    func indexedWhenFull() {
        let tempo = ManualTempo()
        // Twice as many starts as the list holds, and one more, with no beat and no lookup between.
        let boxes = (0...(2 * TargetLease.unindexedCapacity)).map { _ in Box() }
        let motions = boxes.map { tween($0, on: tempo).start() }
        #expect(TargetLease.waitingCount <= TargetLease.unindexedCapacity)
        #expect(boxes.allSatisfy { TargetLease.isLeased($0) })
        for motion in motions { motion.stop() }
        #expect(boxes.allSatisfy { !TargetLease.isLeased($0) })
    }

    @Test("a straight start on a target whose ended lease is still in the table takes it up; a drop stops the motion")
    func emptyLeaseTakenUp() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak let weakBox = box
        // Kept running, so the tempo never loses its last subscriber, which may prune ended leases.
        let keeper = tween(Box(), on: tempo).repeats().start()
        let earlier = tween(box!, on: tempo).start()
        tempo.advance(by: 0.1)
        earlier.stop()
        #expect(!TargetLease.isLeased(box!))
        let later = tween(box!, on: tempo).repeats().start()
        tempo.advance(by: 0.1)
        #expect(TargetLease.isLeased(box!))
        keeper.stop()
        box = nil
        for _ in 0..<31 { tempo.advance(by: 1.0 / 60) }
        #expect(later.motionState == .stopped && weakBox == nil)
    }

    @Test("a lease merged into another goes back with its motion's stop; the other keeps the target until its own")
    func mergedLeaseGivenBackFirst() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak let weakBox = box
        // A delayed start takes the general path, which looks its target up at once.
        let general = tween(box!, on: tempo).afterDelay(0.1).start()
        let straight = tween(box!, \Box.y, on: tempo).start()
        tempo.advance(by: 1.0 / 60)
        #expect(general.lease?.sharedAddress == straight.lease?.sharedAddress)
        straight.stop()
        #expect(TargetLease.isLeased(box!))
        general.stop()
        #expect(!TargetLease.isLeased(box!))
        box = nil
        #expect(weakBox == nil)
    }
}
