import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// A lone tween that has never run and moves at once starts straight into the eased leg its tempo
/// plays, without a run record: what its `started` callback sees and does must be what it would
/// see and do after the general start.
@Suite("Tweens started straight into their legs")
@MainActor
struct StraightStartTests {
    init() { _ = TestDiagnostics.installed }

    func tween(_ box: Box, on tempo: Tempo, start: Double? = 0) -> Motion<Box> {
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: start, end: 100)], duration: 1)
        motion.tempo = tempo
        return motion
    }

    @Test("started fires once, with the motion moving at progress 0 and its leg the tempo's")
    func startedSeesARunningMotion() {
        let tempo = ManualTempo(), box = Box()
        var seen: [(MotionState, Double)] = []
        let motion = tween(box, on: tempo).started { seen.append(($0.motionState, $0.totalProgress)) }
        #expect(motion.runRecord == nil)
        motion.start()
        #expect(seen.count == 1 && seen.first?.0 == .moving && seen.first?.1 == 0)
        #expect(tempo.subscriberCount == 1)
        // The read rebuilt the record from the leg; the next beats play on as the general start's.
        tempo.advance(by: 0.5)
        #expect(box.x == 50 && seen.count == 1)
    }

    @Test("a started callback that stops the motion leaves nothing in the tempo; one that restarts it runs once")
    func startedTakesOver() {
        let tempo = ManualTempo(), stoppedBox = Box(), restartedBox = Box()
        let stopped = tween(stoppedBox, on: tempo).started { $0.stop() }
        stopped.start()
        #expect(stopped.motionState == .stopped && tempo.subscriberCount == 0 && !TargetLease.isLeased(stoppedBox))
        tempo.advance(by: 0.5)
        #expect(stoppedBox.x == 0)

        var starts = 0
        let restarted = tween(restartedBox, on: tempo).started { motion in
            starts += 1
            guard starts == 1 else { return }
            motion.stop()
            motion.start()
        }
        restarted.start()
        #expect(starts == 2 && restarted.motionState == .moving && tempo.subscriberCount == 1)
        tempo.advance(by: 0.25)
        #expect(restartedBox.x == 25)
        tempo.advance(by: 1)
        #expect(restartedBox.x == 100 && restarted.motionState == .stopped && tempo.subscriberCount == 0)
    }

    @Test("motions that need the general start take it and move as before: an omitted start, a delay, an updated callback, a member")
    func generalStartWhenNeeded() {
        let tempo = ManualTempo(), boxes = (0..<4).map { _ in Box() }
        // Each of these lends a record at its start; the reading one gives it back with its leg.
        let reading = tween(boxes[0], on: tempo, start: nil).start()
        #expect(reading.runRecord == nil && tempo.runRecords.count == 1)
        let delayed = tween(boxes[1], on: tempo)
        delayed.delay = 0.5
        delayed.start()
        #expect(delayed.runRecord != nil)
        var updates = 0
        let reporting = tween(boxes[2], on: tempo).updated { _ in updates += 1 }
        reporting.start()
        let member = tween(boxes[3], on: tempo)
        let group = MotionGroup(motions: [member])
        group.tempo = tempo
        group.start()
        tempo.advance(by: 0.25)
        #expect(boxes[0].x == 25 && boxes[1].x == 0 && boxes[2].x == 25 && boxes[3].x == 25 && updates == 1)
        withExtendedLifetime((reading, delayed, reporting, group)) {}
    }
}
