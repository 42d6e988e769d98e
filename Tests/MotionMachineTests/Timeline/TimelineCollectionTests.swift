import Foundation
import Testing
@testable import MotionMachine

/// Timelines against GSAP's documented semantics, every expected value worked out by hand: the
/// position parameter's table, the total duration dur·(repeat + 1) + repeatDelay·repeat, linear
/// children whose values at a playhead are the fraction of their span it covers, and callbacks
/// that fire when the playhead arrives at or leaves their moment, never both for one crossing.
@Suite("Timeline: positions, labels and one playhead")
@MainActor
struct TimelineCollectionTests {
    init() { _ = TestDiagnostics.installed }

    /// A linear motion of `keyPath` from 0 to 10 over `duration`.
    static func tween(_ box: Box, _ keyPath: ReferenceWritableKeyPath<Box, Double>, duration: Double = 1) -> Motion<Box> {
        Motion(target: box, properties: [PropertyData(keyPath: keyPath, start: 0.0, end: 10.0)], duration: duration)
    }

    @Test("the position parameter, as GSAP's table reads")
    func positions() throws {
        let timeline = Timeline()
        let box = Box()
        timeline.add(Self.tween(box, \.x))                          // at the end: 0…1
        timeline.add(Self.tween(box, \.y), at: "<0.5")              // the last one's start + 0.5: 0.5…1.5
        timeline.add(Self.tween(box, \.x, duration: 2), at: "+=1")  // the end (1.5) + 1: 2.5…4.5
        timeline.addLabel("intro", at: 1)
        timeline.add(Self.tween(box, \.y, duration: 0.5), at: "intro+=0.25")  // 1.25…1.75
        timeline.add(Self.tween(box, \.x), at: ">")                 // the last one's end: 1.75…2.75
        timeline.add(Self.tween(box, \.y), at: "-=0.5")             // the end (4.5) − 0.5: 4…5
        timeline.add(Self.tween(box, \.x), at: "outro")             // a new label at the end (5): 5…6
        timeline.add(Self.tween(box, \.y), at: ">-0.25")            // 6 − 0.25: 5.75…6.75
        timeline.add(Self.tween(box, \.x), at: 0.125)
        #expect(timeline.placedChildren.map(\.start) == [0, 0.5, 2.5, 1.25, 1.75, 4, 5, 5.75, 0.125])
        #expect(timeline.labels == ["intro": 1, "outro": 5])
        #expect(timeline.duration == 6.75)
        #expect(try TimelinePosition(parsing: "intro-=0.1") == .label("intro", offset: -0.1))
        #expect(try TimelinePosition(parsing: "<") == .fromPreviousStart(0))
        #expect(throws: TimelinePosition.ParseError.self) { try TimelinePosition(parsing: "<<") }
        #expect(throws: TimelinePosition.ParseError.self) { try TimelinePosition(parsing: "+=x") }
        // A position that reads as nothing is the end, with a diagnostic.
        let bad: TimelinePosition = "=="
        #expect(bad == .end)
        timeline.removeLabel("intro")
        #expect(timeline.time(ofLabel: "intro") == nil)
    }

    @Test("the playhead places each child at its own time; the run completes at the end")
    func playback() {
        let tempo = ManualTempo(), box = Box()
        var completed = 0
        let timeline = Timeline().completed { _ in completed += 1 }
        timeline.add(Self.tween(box, \.x))
        timeline.add(Self.tween(box, \.y), at: "<0.5")
        timeline.tempo = tempo
        timeline.start()
        tempo.tick(at: 0.75)
        #expect(box.x == 7.5 && box.y == 2.5)
        #expect(close(timeline.totalProgress, 0.5))
        tempo.tick(at: 2)
        #expect(box.x == 10 && box.y == 10 && completed == 1 && timeline.motionState == .stopped)
        #expect(timeline.totalProgress == 1)
    }

    @Test("yoyo plays the cycle backwards, every child mirrored, and ends where it began")
    func yoyo() {
        let tempo = ManualTempo(), box = Box()
        box.x = 2
        let log = EventLog()
        let timeline = Timeline().reverses()
            .reversed { _ in log.record("reversed") }
            .completed { _ in log.record("completed") }
        // The first child reads its start (2) from the target; the playhead comes back to it.
        timeline.add(Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 10.0)], duration: 1))
        timeline.add(Self.tween(box, \.y), at: "<0.5")
        timeline.tempo = tempo
        timeline.start()
        tempo.tick(at: 0.75)
        #expect(box.x == 8 && box.y == 2.5)
        tempo.tick(at: 2.25)   // 0.75 into the backward leg: the playhead at 0.75 again
        #expect(box.x == 8 && box.y == 2.5 && timeline.motionDirection == .reverse)
        tempo.tick(at: 3)
        #expect(box.x == 2 && box.y == 0)
        #expect(log.events == ["reversed", "completed"])
    }

    @Test("repeat with a repeat delay: the total is dur·(repeat + 1) + repeatDelay·repeat; the gap holds the end")
    func repeatDelay() {
        let tempo = ManualTempo(), box = Box()
        var repeats = 0
        let timeline = Timeline().repeats(1, delay: 0.5).cycleRepeated { _ in repeats += 1 }
        timeline.add(Self.tween(box, \.x))
        timeline.add(Self.tween(box, \.y), at: "<0.5")
        #expect(timeline.totalDuration == 1.5 * 2 + 0.5 * 1)
        timeline.tempo = tempo
        timeline.start()
        tempo.tick(at: 1.75)
        #expect(box.x == 10 && box.y == 10 && repeats == 0)
        tempo.tick(at: 2.5)    // 0.5 into the second cycle
        #expect(box.x == 5 && box.y == 0 && repeats == 1)
        tempo.tick(at: 3.5)
        #expect(box.x == 10 && box.y == 10 && timeline.motionState == .stopped)
    }

    @Test("a placed callback fires when the playhead arrives or leaves, never both for one crossing")
    func callbacks() {
        let tempo = ManualTempo(), box = Box()
        let log = EventLog()
        let timeline = Timeline().reverses()
        timeline.add(Self.tween(box, \.x))
        timeline.call({ log.record("half") }, at: 0.5)
        timeline.call({ log.record("end") }, at: 1)
        timeline.childEntered { _ in log.record("entered") }
        timeline.childLeft { _ in log.record("left") }
        timeline.tempo = tempo
        timeline.start()
        tempo.tick(at: 0.5)    // arrives at 0.5: fires
        tempo.tick(at: 0.75)   // leaves 0.5 from where it stood: does not fire again
        tempo.tick(at: 1)      // arrives at the end, where the yoyo turns: "end", and the child is left
        tempo.tick(at: 1.25)   // leaves the end backwards: neither fires again (nor the child's entry there)
        tempo.tick(at: 1.75)   // crosses 0.5 backwards
        tempo.tick(at: 2)      // reaches the child's start backwards: it is left
        #expect(log.events == ["entered", "half", "end", "left", "half", "left"])
    }

    @Test("seeking by time, progress and label is silent; a stopped timeline becomes paused there")
    func seeking() {
        let box = Box()
        var calls = 0, updates = 0
        let timeline = Timeline().updated { _ in updates += 1 }
        timeline.tempo = nil
        timeline.add(Self.tween(box, \.x))
        timeline.add(Self.tween(box, \.y), at: "<0.5")
        timeline.addLabel("middle", at: 0.75)
        timeline.call({ calls += 1 }, at: 0.25)
        timeline.seek(toLabel: "middle")
        #expect(box.x == 7.5 && box.y == 2.5 && timeline.motionState == .paused && calls == 0 && updates == 1)
        timeline.seek(toProgress: 1)
        #expect(box.x == 10 && box.y == 10)
        timeline.seek(to: 0.25)
        #expect(box.x == 2.5 && box.y == 0 && calls == 0)
        timeline.seek(toLabel: "nowhere")
        #expect(box.x == 2.5)
        timeline.resume()
        timeline.advance(by: 0.5)
        #expect(box.x == 7.5 && box.y == 2.5)
    }

    @Test("a nested timeline plays at its own place; timeScale speeds the playhead")
    func nesting() {
        let tempo = ManualTempo(), outerBox = Box(), innerBox = Box()
        let inner = Timeline()
        inner.add(Self.tween(innerBox, \.x))
        let outer = Timeline()
        outer.add(Self.tween(outerBox, \.x))
        outer.add(inner, at: 1)
        #expect(outer.duration == 2)
        outer.timeScale = 2
        outer.tempo = tempo
        outer.start()
        tempo.tick(at: 0.75)   // playhead 1.5: the inner timeline half-way
        #expect(outerBox.x == 10 && innerBox.x == 5)
        tempo.tick(at: 1)
        #expect(innerBox.x == 10 && outer.motionState == .stopped)
    }

    @Test("tweenTo moves the playhead to a label over the distance ÷ timeScale")
    func tweenTo() {
        let tempo = ManualTempo(), box = Box()
        let timeline = Timeline()
        timeline.tempo = tempo
        timeline.add(Self.tween(box, \.x, duration: 2))
        timeline.addLabel("late", at: 1.5)
        timeline.seek(to: 0.5)
        let tween = timeline.tweenTo("late")
        #expect(tween.duration == 1)
        tween.tempo = tempo
        tween.start()
        tempo.tick(at: 0.5)
        #expect(box.x == 5 && timeline.motionState == .paused)
        tempo.tick(at: 1.5)
        #expect(box.x == 7.5)
    }
}
