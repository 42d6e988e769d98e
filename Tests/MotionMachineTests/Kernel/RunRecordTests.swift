import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// A motion keeps its clock, delay, lanes, leg progress and lease in a run record its tempo lends:
/// while the tempo plays an eased leg of the motion's one plain lane, the record goes back to the
/// tempo (the lease waiting in the motion's run handle), and the motion rebuilds it from the leg, to
/// the bit, when it takes the leg back.
@Suite("Run records lent by the tempo")
@MainActor
struct RunRecordTests {
    init() { _ = TestDiagnostics.installed }

    /// A linear tween of `box.x` from `start` to `end` over a second, on `tempo`.
    func tween(_ box: Box, from start: Double? = 0, to end: Double = 100, on tempo: Tempo) -> Motion<Box> {
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: start, end: end)], duration: 1)
        motion.tempo = tempo
        return motion
    }

    @Test("tweens started one after another hold no record while the tempo plays them, and share one in turn")
    func runningTweensHoldNoRecord() {
        let tempo = ManualTempo(), boxes = (0..<50).map { _ in Box() }
        // A start given: each tween starts straight into its leg, and the tempo lends no record;
        // it keeps one free, taken as the first tween started, for the beats that take legs back.
        let motions = boxes.map { tween($0, on: tempo).start() }
        #expect(motions.allSatisfy { $0.runRecord == nil && $0.runHandle.lentLease != nil })
        #expect(tempo.runRecords.count == 1)
        // No start given: each tween reads it through the general start, which lends a record and
        // takes it back with the leg, so the tempo took one record from the store for all of them.
        let reading = boxes.map { tween($0, from: nil, to: 100, on: tempo).start() }
        #expect(reading.allSatisfy { $0.runRecord == nil })
        #expect(tempo.runRecords.count == 1)
        tempo.advance(by: 0.25)
        #expect((motions + reading).allSatisfy { $0.runRecord == nil })
        // A quarter of the way along a linear tween from 0 to 100: 25 (0.25 and 25 are exact).
        #expect(motions.allSatisfy { $0.target?.x == 25 })
    }

    @Test("a tween started straight into its leg and one started through a record play, read and stop alike")
    func straightStartMatchesGeneral() throws {
        let tempo = ManualTempo()
        let straightBox = Box(), generalBox = Box()
        let straight = Motion(target: straightBox, properties: [PropertyData(keyPath: \Box.x, start: 10, end: 90)],
                              duration: 2, easing: EasingQuadratic.easeInOut())
        let general = Motion(target: generalBox, properties: [PropertyData(keyPath: \Box.x, start: 10, end: 90)],
                             duration: 2, easing: EasingQuadratic.easeInOut())
        straight.tempo = tempo
        general.tempo = tempo
        // A record lent before the start: the second one starts the general way.
        _ = general.runMemory
        #expect(general.runRecord != nil)
        straight.start()
        general.start()
        #expect(straight.runRecord == nil && general.runRecord == nil)
        for step in 1...9 {
            tempo.advance(by: 0.25)
            #expect(straightBox.x == generalBox.x, "beat \(step)")
            if step == 4 {
                // Reading the run rebuilds the record: the same progress and clock either way.
                #expect(straight.totalProgress == general.totalProgress && straight.cycleProgress == general.cycleProgress)
                #expect(straight.runMemory.clock.localTime == general.runMemory.clock.localTime && straight.runMemory.clock.speed == general.runMemory.clock.speed)
                #expect(straight.runMemory.lanes.single?.start == 10 && straight.runMemory.lanes.single?.end == 90)
            }
        }
        #expect(straight.motionState == .stopped && general.motionState == .stopped)
        #expect(straightBox.x == 90 && generalBox.x == 90)
        // Reset writes the resolved start back for both.
        straight.reset()
        general.reset()
        #expect(straightBox.x == 10 && generalBox.x == 10)
        withExtendedLifetime((straight, general)) {}
    }

    @Test("a tween whose record is given back still holds its target's lease: its target reads without a record, and a stop lets the lease go")
    func leaseWaitsInTheHandle() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, on: tempo).start()
        tempo.advance(by: 0.25)
        #expect(motion.runRecord == nil && motion.runHandle.lentLease != nil)
        #expect(TargetLease.isLeased(box))
        // Read from the handle: no record is lent for it.
        #expect(motion.target === box && motion.lease?.target === box)
        #expect(motion.runRecord == nil)
        // A second motion on the same target shares the lease.
        let other = tween(box, from: 0, to: 50, on: tempo).start()
        #expect(other.lease?.sharedAddress == motion.lease?.sharedAddress)
        other.stop()
        #expect(TargetLease.isLeased(box))
        // The stop rebuilds the record, lease included, and lets go of it.
        motion.stop()
        #expect(motion.runRecord != nil && motion.lease == nil && motion.runHandle.lentLease == nil)
        #expect(!TargetLease.isLeased(box))
        #expect(box.x == 25)
    }

    @Test("reading the run rebuilds the record: the clock, the delay and the lane the motion started with")
    func readingRebuildsExactly() {
        let tempo = ManualTempo(), box = Box()
        box.x = 40
        // No start given: the lane starts from the value read when movement begins.
        let motion = tween(box, from: nil, to: 80, on: tempo).start()
        tempo.advance(by: 0.5)
        #expect(motion.runRecord == nil)
        #expect(motion.motionProgress == 0.5)
        #expect(motion.runRecord != nil)
        #expect(motion.resolvedStart(ofPropertyAt: 0) == 40)
        #expect(motion.runMemory.lanes.lane(at: 0).end == 80 && motion.runMemory.lanes.lane(at: 0).velocity == 0)
        #expect(motion.runMemory.clock.lastBeat == 0.5 && motion.runMemory.clock.localTime == 0.5 && motion.runDelay == 0)
        // Halfway from 40 to 80.
        #expect(box.x == 60)
        // Its next own beat offers the leg again and gives the record back.
        tempo.advance(by: 0.25)
        #expect(motion.runRecord == nil && box.x == 70)
        tempo.advance(by: 0.25)
        #expect(box.x == 80 && motion.motionState == .stopped)
    }

    @Test("a delayed, sped-up tween keeps its record through the delay; its rebuilt clock is its own")
    func delayedAndSpedUp() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, on: tempo)
        motion.delay = 0.5
        motion.speed = 2
        motion.start()
        #expect(motion.runRecord != nil)
        // Local time runs twice as fast: the delay ends after a quarter of a second of beats.
        tempo.advance(by: 0.25)
        tempo.advance(by: 0.125)
        #expect(motion.runRecord == nil)
        // 0.375 s of beats is 0.75 s of local time, 0.25 s past the delay.
        #expect(box.x == 25)
        #expect(motion.motionProgress == 0.25)
        #expect(motion.runDelay == 0.5 && motion.runMemory.clock.speed == 2 && motion.runMemory.clock.localTime == 0.75)
        tempo.advance(by: 0.375)
        #expect(box.x == 100 && motion.motionState == .stopped)
    }

    @Test("the configured delay lives in the record: none is made for a delay of 0, a running tween reads it from its leg, and one set mid-run waits for the next run")
    func configuredDelay() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, on: tempo)
        motion.delay = 0
        #expect(motion.delay == 0 && motion.runRecord == nil)
        motion.delay = 0.25
        #expect(motion.delay == 0.25 && motion.runRecord != nil)
        motion.start()
        // 0.25 s of delay, then half of the one-second leg: 50.
        tempo.advance(by: 0.25)
        tempo.advance(by: 0.5)
        #expect(box.x == 50 && motion.runRecord == nil)
        // Read from the leg, which keeps the run's delay: no record is rebuilt for it.
        #expect(motion.delay == 0.25 && motion.runRecord == nil)
        // A delay for the next run rebuilds the record and keeps it: the leg holds only this run's.
        motion.delay = 0.5
        #expect(motion.delay == 0.5 && motion.runDelay == 0.25)
        tempo.advance(by: 0.25)
        #expect(box.x == 75 && motion.runRecord != nil && motion.delay == 0.5)
        tempo.advance(by: 0.25)
        #expect(box.x == 100 && motion.motionState == .stopped)
        // The next run waits the new delay: nothing moves in its first 0.5 s, then a quarter of the leg.
        motion.start()
        tempo.advance(by: 0.5)
        #expect(box.x == 0 && motion.runDelay == 0.5)
        tempo.advance(by: 0.25)
        #expect(box.x == 25)
        // The record rebuilt for a delay alongside the leg the tempo plays: a reversing run offers
        // its reverse leg with the record given back when the delay is the run's again, and keeps it
        // while it is not.
        let other = Box()
        let reversing = tween(other, on: tempo).reverses()
        reversing.delay = 0.25
        reversing.start()
        tempo.advance(by: 0.25)
        tempo.advance(by: 0.25)
        #expect(reversing.runRecord == nil)
        reversing.delay = 1
        tempo.advance(by: 1)
        tempo.advance(by: 0.25)
        #expect(reversing.runRecord != nil)
        #expect(reversing.motionDirection == .reverse && reversing.runDelay == 0.25 && reversing.delay == 1)
        reversing.stop()
        reversing.delay = 0.25
        reversing.start()
        tempo.advance(by: 0.25)
        tempo.advance(by: 1)
        tempo.advance(by: 0.25)
        #expect(reversing.runRecord == nil)
        #expect(reversing.motionDirection == .reverse && reversing.delay == 0.25)
        // A quarter into the reverse leg: 100 − 100·0.25.
        #expect(other.x == 75)
    }

    @Test("a reversing tween rebuilds its reverse leg's lane the right way round")
    func reverseLeg() {
        let tempo = ManualTempo(), box = Box()
        let motion = tween(box, from: 10, to: 30, on: tempo).reverses()
        motion.start()
        tempo.advance(by: 1.25)
        // A quarter into the reverse leg: 30 − 20·0.25.
        #expect(box.x == 25)
        #expect(motion.runRecord == nil)
        #expect(motion.motionDirection == .reverse)
        #expect(motion.runMemory.lanes.lane(at: 0).start == 10 && motion.runMemory.lanes.lane(at: 0).end == 30)
        tempo.advance(by: 0.75)
        #expect(box.x == 10 && motion.motionState == .stopped)
    }

    @Test("the tempo's leg and a motion playing every beat itself agree to the bit, record given back or not",
          arguments: [0.0, 0.3])
    func givenBackAgreesWithOwnBeats(delay: TimeInterval) {
        let tempo = ManualTempo(), fast = Box(), own = Box()
        func make(_ box: Box) -> Motion<Box> {
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.1, end: 7.3)], duration: 0.7,
                                easing: EasingQuadratic.easeInOut()).reverses().repeats(2)
            motion.delay = delay
            return motion
        }
        let onTempo = make(fast)
        onTempo.tempo = tempo
        onTempo.start()
        let byHand = make(own)
        byHand.tempo = nil
        byHand.start()
        // The tempo's motion is anchored at the tempo's time as it starts; the other at its first
        // update, which only sets its clock.
        byHand.update(withTimeInterval: 0)
        var time = 0.0
        for step in 0..<500 {
            time += 1.0 / 97
            tempo.advance(by: 1.0 / 97)
            byHand.update(withTimeInterval: time)
            #expect(fast.x.bitPattern == own.x.bitPattern, "beat \(step)")
            // Every so often, something reads the run (and takes the leg back).
            if step % 37 == 0 {
                #expect(onTempo.motionProgress.bitPattern == byHand.motionProgress.bitPattern, "beat \(step)")
            }
        }
        #expect(onTempo.motionState == .stopped && byHand.motionState == .stopped)
    }

    @Test("control calls on a motion whose record was given back act as on one that plays every beat itself")
    func controlCallsAgreeWithOwnBeats() {
        let tempo = ManualTempo(), ownTempo = ManualTempo(), fast = Box(), own = Box()
        func make(_ box: Box, on tempo: Tempo) -> Motion<Box> {
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: -2.5, end: 9.25)], duration: 0.9,
                                easing: EasingCubic.easeInOut()).reverses().repeats(3)
            motion.tempo = tempo
            return motion.start()
        }
        let given = make(fast, on: tempo)
        // Read after every beat: it takes its leg back each time, so it plays every beat itself.
        let kept = make(own, on: ownTempo)
        for step in 0..<600 {
            // The same control calls on both, between beats.
            for motion in [given, kept] {
                switch step {
                case 40: motion.pause()
                case 55: motion.resume()
                case 90: motion.speed = 1.75
                case 140: motion.seek(to: 2.2)
                case 200: motion.speed = 0.5
                case 260: motion.seek(toProgress: 0.3)
                default: break
                }
            }
            tempo.advance(by: 1.0 / 83)
            ownTempo.advance(by: 1.0 / 83)
            _ = kept.motionProgress
            #expect(fast.x.bitPattern == own.x.bitPattern, "beat \(step)")
        }
        #expect(given.motionProgress == kept.motionProgress && given.motionState == kept.motionState)
    }

    @Test("a tween that never moved at local time 0 still rebuilds exactly: −0 is not the plain clock")
    func negativeZeroIsNotPlain() {
        let plain = LegClock(anchorBeat: 2, anchorLocalTime: 0, speed: 1, delay: 0, leg: 0, duration: 1)
        let signed = LegClock(anchorBeat: 2, anchorLocalTime: -0.0, speed: 1, delay: 0, leg: 0, duration: 1)
        let delayed = LegClock(anchorBeat: 2, anchorLocalTime: 0, speed: 1, delay: -0.0, leg: 0, duration: 1)
        #expect(plain.isPlain && !signed.isPlain && !delayed.isPlain)
        #expect(signed.tail.anchorLocalTime.sign == .minus && delayed.tail.delay.sign == .minus)
    }

    @Test("a stopped motion keeps its rebuilt run: reset writes the start it resolved")
    func stopAndReset() {
        let tempo = ManualTempo(), box = Box()
        box.x = -3
        let motion = tween(box, from: nil, to: 5, on: tempo).start()
        tempo.advance(by: 0.5)
        motion.stop()
        #expect(box.x == 1 && motion.runRecord != nil)
        motion.reset()
        #expect(box.x == -3)
    }

    @Test("moving a running tween to another tempo continues from the same local time")
    func movedBetweenTempos() {
        let first = ManualTempo(), second = ManualTempo(), box = Box()
        let motion = tween(box, on: first).start()
        first.advance(by: 0.5)
        #expect(motion.runRecord == nil)
        motion.tempo = second
        second.advance(by: 0.125)
        second.advance(by: 0.125)
        #expect(box.x == 75)
        #expect(motion.runRecord == nil && second.runRecords.count >= 1)
    }

    @Test("a motion of several properties keeps its record: its general leg reads the lanes in place")
    func severalPropertiesKeepTheirRecord() {
        let tempo = ManualTempo(), box = Box()
        let two = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1),
                                                   PropertyData(keyPath: \Box.y, start: 0, end: 1)], duration: 1)
        two.tempo = tempo
        two.start()
        tempo.advance(by: 0.1)
        #expect(two.runRecord != nil)
    }

    @Test("additive tweens give their records back, their lanes' box waiting in the motion; the sum stays exact")
    func additiveTweens() {
        let tempo = ManualTempo(), box = Box()
        func additive(to end: Double) -> Motion<Box> {
            let motion = tween(box, from: 0, to: end, on: tempo)
            motion.additive = true
            return motion
        }
        let first = additive(to: 10).start(), second = additive(to: 20).start()
        tempo.advance(by: 0.5)
        #expect(first.runRecord == nil && second.runRecord == nil)
        #expect(first.rare?.parkedLanes != nil && second.rare?.parkedLanes != nil)
        // The second starts from the first's end (10) towards 20 (see the additive article): the sum
        // is 10·t + 10·t from a base of 0, halfway 10.
        #expect(box.x == 10)
        // Reading one run takes its box back and the offset its leg reached.
        #expect(first.motionProgress == 0.5)
        #expect(first.runRecord != nil && first.rare?.parkedLanes == nil && first.runMemory.lanes.isAdditive)
        tempo.advance(by: 0.25)
        #expect(box.x == 15)
        tempo.advance(by: 0.25)
        #expect(box.x == 20 && first.motionState == .stopped && second.motionState == .stopped)
    }

    @Test("freed motions give their records back; a tempo keeps a bounded number and the store the rest")
    func freedMotionsGiveRecordsBack() {
        let tempo = ManualTempo(), boxes = (0..<(RunRecordPool.keptFree * 3)).map { _ in Box() }
        do {
            // Each stopped motion holds a record of its own (rebuilt when it stopped).
            let motions = boxes.map { tween($0, on: tempo).start() }
            tempo.advance(by: 0.25)
            for motion in motions { motion.stop() }
            #expect(motions.allSatisfy { $0.runRecord != nil })
        }
        // Three times as many records came back as the tempo keeps: the rest went to the store.
        #expect(tempo.runRecords.count <= RunRecordPool.keptFree)
        // A motion without a tempo takes its record from the store and gives it back when freed.
        do {
            let own = tween(boxes[0], on: tempo)
            own.tempo = nil
            own.start()
            #expect(own.runRecord != nil)
        }
    }
}
