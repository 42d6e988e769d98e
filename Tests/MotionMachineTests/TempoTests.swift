import Foundation
import Testing
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
