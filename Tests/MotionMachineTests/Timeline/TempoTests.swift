import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

final class BeatCounter: TempoDriven {
    var tempo: Tempo?
    var beats: [Double] = []
    var onBeat: ((BeatCounter) -> Void)?
    var subscription: TempoSubscription?
    func tempoBeatUpdate(_ timestamp: TimeInterval) {
        beats.append(timestamp)
        onBeat?(self)
    }
}

@Suite("Tempo")
@MainActor
struct TempoTests {
    init() { _ = TestDiagnostics.installed }
    @Test("manual tempo: advance and tick set the time and beat every subscriber in order")
    func manualTempo() {
        let tempo = ManualTempo(startTime: 2)
        let a = BeatCounter(), b = BeatCounter()
        a.subscription = tempo.subscribe(a)
        b.subscription = tempo.subscribe(b)
        tempo.advance(by: 0.5)
        tempo.tick(at: 3)
        #expect(a.beats == [2.5, 3] && b.beats == [2.5, 3] && tempo.currentTime == 3)
        #expect(tempo.subscriberCount == 2)
        a.subscription?.cancel()
        a.subscription?.cancel()
        tempo.advance(by: 1)
        #expect(a.beats.count == 2 && b.beats.count == 3 && tempo.subscriberCount == 1)
    }

    @Test("a subscription outliving its tempo is inactive, and cancelling it is a no-op")
    func subscriptionOutlivesTempo() {
        let live = BeatCounter(), cancelled = BeatCounter()
        var tempo: ManualTempo? = ManualTempo()
        weak let weakTempo = tempo
        live.subscription = tempo?.subscribe(live)
        cancelled.subscription = tempo?.subscribe(cancelled)
        cancelled.subscription?.cancel()
        tempo?.advance(by: 1)
        #expect(live.subscription?.isActive == true && live.subscription?.tempo === tempo)
        #expect(cancelled.subscription?.isActive == false)
        tempo = nil
        #expect(weakTempo == nil)
        #expect(live.subscription?.isActive == false && live.subscription?.tempo == nil)
        live.subscription?.cancel()
        cancelled.subscription?.cancel()
        #expect(live.beats == [1] && cancelled.beats.isEmpty)
    }

    @Test("unsubscribing and subscribing during a beat")
    func changesDuringBeat() {
        let tempo = ManualTempo()
        let first = BeatCounter(), second = BeatCounter(), late = BeatCounter()
        first.onBeat = { _ in
            second.subscription?.cancel()
            if late.subscription == nil { late.subscription = tempo.subscribe(late) }
        }
        first.subscription = tempo.subscribe(first)
        second.subscription = tempo.subscribe(second)
        tempo.advance(by: 1)           // `late` joins during this beat: its beats start with the next one
        #expect(first.beats == [1] && second.beats.isEmpty && late.beats.isEmpty)
        #expect(tempo.subscriberCount == 2)
        tempo.advance(by: 1)
        #expect(late.beats == [2] && first.beats == [1, 2])
        late.subscription?.cancel()
        #expect(tempo.subscriberCount == 1)
    }

    @Test("an object that joins and leaves within one beat never receives a beat")
    func joinAndLeaveDuringBeat() {
        let tempo = ManualTempo()
        let host = BeatCounter(), guest = BeatCounter()
        host.onBeat = { _ in
            guest.subscription = tempo.subscribe(guest)
            guest.subscription?.cancel()
        }
        host.subscription = tempo.subscribe(host)
        tempo.advance(by: 1)
        host.onBeat = nil
        tempo.advance(by: 1)
        #expect(guest.beats.isEmpty && tempo.subscriberCount == 1)
    }

    @Test("many subscribers leaving keeps the others beating in order")
    func compaction() {
        let tempo = ManualTempo()
        let counters = (0..<200).map { _ in BeatCounter() }
        for counter in counters { counter.subscription = tempo.subscribe(counter) }
        for (index, counter) in counters.enumerated() where index % 3 != 0 { counter.subscription?.cancel() }
        tempo.advance(by: 1)
        for (index, counter) in counters.enumerated() {
            #expect(counter.beats.count == (index % 3 == 0 ? 1 : 0))
        }
        #expect(tempo.subscriberCount == 67)
    }

    @Test("subscribers keep their entries' indices: through compaction, and when one of several joining during a beat leaves before it joins")
    func indicesFollowEntries() {
        let tempo = ManualTempo()
        let counters = (0..<8).map { _ in BeatCounter() }
        for counter in counters[0..<4] { counter.subscription = tempo.subscribe(counter) }
        // During a beat three join, and the first of them leaves before joining: the others join
        // one place earlier than they were told at first.
        counters[0].onBeat = { _ in
            for counter in counters[4..<7] { counter.subscription = tempo.subscribe(counter) }
            counters[4].subscription?.cancel()
            counters[0].onBeat = nil
        }
        tempo.advance(by: 1)
        #expect(tempo.subscriberCount == 6 && tempo.entries.count == 6)
        // Leaving compacts the list (a quarter of it vacated): the others' entries move down.
        counters[1].subscription?.cancel()
        counters[2].subscription?.cancel()
        #expect(tempo.entries.count == 4)
        tempo.advance(by: 1)
        #expect(counters[5].beats == [2] && counters[6].beats == [2] && counters[4].beats.isEmpty)
        // Each cancel finds its own entry.
        counters[6].subscription?.cancel()
        tempo.advance(by: 1)
        #expect(counters[5].beats == [2, 3] && counters[6].beats == [2])
        #expect(counters[3].beats == [1, 2, 3] && counters[0].beats == [1, 2, 3])
        counters[5].subscription?.cancel()
        counters[3].subscription?.cancel()
        tempo.advance(by: 1)
        #expect(counters[0].beats == [1, 2, 3, 4] && counters[5].beats.count == 2 && tempo.subscriberCount == 1)
        #expect(counters.allSatisfy { $0.subscription?.isActive != true || $0 === counters[0] })
    }

    @Test("entries found by index again: each motion's leg reaches its own entry, before and after compaction")
    func handleReuse() {
        let tempo = ManualTempo()
        let host = BeatCounter()
        host.subscription = tempo.subscribe(host)
        // Twelve linear tweens from 0 to 10, each over its own duration, so that a leg offered to
        // another motion's entry would show in the values.
        func tween(_ box: Box, over duration: Double) -> Motion<Box> {
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: duration)
            motion.tempo = tempo
            return motion
        }
        let durations = (0..<12).map { 2 + Double($0) / 4 }
        let boxes = durations.map { _ in Box() }
        let motions = zip(boxes, durations).map { tween($0, over: $1).start() }
        tempo.advance(by: 0.25)
        // During the next beat (the host's entry comes first): the odd motions stop, their retired
        // entries staying in the list, and six new motions join after the beat.
        let lateDurations = (0..<6).map { 3 + Double($0) / 8 }
        let lateBoxes = lateDurations.map { _ in Box() }
        var late: [Motion<Box>] = []
        host.onBeat = { _ in
            for (index, motion) in motions.enumerated() where index % 2 == 1 { motion.stop() }
            late = zip(lateBoxes, lateDurations).map { tween($0, over: $1).start() }
        }
        tempo.advance(by: 0.25)
        host.onBeat = nil
        #expect(tempo.subscriberCount == 1 + 6 + 6)
        // The six retired entries went at the end of that beat (a quarter or more of the list).
        #expect(tempo.entries.count == 13)
        let stoppedAt = boxes.map(\.x)
        tempo.advance(by: 0.5)
        for index in boxes.indices {
            // 10·t/d, with t = 0.25 for the motions stopped at the second beat and 1 for the others.
            let expected = index % 2 == 1 ? 10 * 0.25 / durations[index] : 10 * 1.0 / durations[index]
            #expect(close(boxes[index].x, expected), "motion \(index): \(boxes[index].x), expected \(expected)")
            if index % 2 == 1 { #expect(boxes[index].x == stoppedAt[index]) }
        }
        for index in lateBoxes.indices {
            // Started during the beat at 0.5, moving from the beat at 1.
            let expected = 10 * 0.5 / lateDurations[index]
            #expect(close(lateBoxes[index].x, expected), "late motion \(index): \(lateBoxes[index].x), expected \(expected)")
        }
        // Every running motion's leg is in its own entry.
        #expect(tempo.entries.count(in: .eased) == 12)
        for motion in motions.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) + late {
            #expect(tempo.steadyProgress(at: motion.subscriptionIndex, of: motion)?.lastBeat == 1)
        }
        // Entries come and go outside a beat too.
        for motion in late { motion.stop() }
        let againBox = Box()
        tween(againBox, over: 1).start()
        tempo.advance(by: 0.5)
        #expect(close(againBox.x, 5) && tempo.subscriberCount == 1 + 6 + 1)
        #expect(host.beats.count == 4)
        withExtendedLifetime((motions, late)) {}
    }

    @Test("a running motion keeps itself alive through its tempo and is released when it ends")
    func motionLifetime() {
        let tempo = ManualTempo(), box = Box()
        weak var probe: Motion<Box>?
        do {
            let motion = linearMotion(box, tempo: tempo).start()
            probe = motion
        }
        #expect(probe != nil && tempo.subscriberCount == 1)
        tempo.advance(by: 0.5)
        #expect(box.x == 5)
        tempo.advance(by: 0.5)
        #expect(probe == nil && tempo.subscriberCount == 0)
    }

    @Test("a motion that ends among others still running is released right after its beat")
    func releaseAmongOthers() {
        let tempo = ManualTempo(), box = Box()
        // Enough others that one vacancy does not trigger a compaction of the beat list.
        let otherBoxes = (0..<10).map { _ in Box() }
        let others = otherBoxes.map { linearMotion($0, duration: 10, tempo: tempo).start() }
        weak var probe: Motion<Box>?
        do { probe = linearMotion(box, duration: 0.5, tempo: tempo).start() }
        tempo.advance(by: 0.5)
        #expect(probe == nil && tempo.subscriberCount == 10)
        #expect(others.allSatisfy { $0.motionState == .moving })
        withExtendedLifetime(otherBoxes) {}
    }

    @Test("a timer tempo joins the shared timer while it has subscribers and leaves it when idle")
    func timerTempoIdles() {
        let tempo = TimerTempo(), box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 1.0)], duration: 1)
        motion.tempo = tempo
        motion.start()
        #expect(TimerTempo.isTimerRunning)
        motion.stop()
        #expect(!TimerTempo.isTimerRunning && tempo.subscriberCount == 0)
    }

    @Test("the timer tempo's clock is monotonic")
    func timerClock() {
        let tempo = TimerTempo()
        let first = tempo.currentTime, second = tempo.currentTime
        #expect(second >= first && first > 0)
    }

    @Test("new motions use the default tempo")
    func defaultTempo() {
        let box = Box()
        #expect(Motion(target: box, duration: 1).tempo === Tempo.default)
    }
}
