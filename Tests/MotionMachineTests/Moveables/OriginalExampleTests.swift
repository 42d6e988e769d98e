import Foundation
import Testing
@testable import MotionMachine

/// The example from the engine-core issue, as written there, with the values its comments promise.
final class Square: MotionTarget {
    var frame = CGRect(x: 20, y: 50, width: 50, height: 50)
    var backgroundColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 1)
    var cornerRadius: Double = 0
    static var motionProperties: [String: PartialKeyPath<Square>] {
        ["frame": \.frame, "backgroundColor": \.backgroundColor, "cornerRadius": \.cornerRadius]
    }
}

@Suite("MotionMachine 3.1.2's examples")
@MainActor
struct OriginalExampleTests {
    init() { _ = TestDiagnostics.installed }
    @Test("the issue's example compiles and behaves as its comments say")
    func issueExample() throws {
        let tempo = ManualTempo(), square = Square()
        var completions = 0
        let motion = Motion(target: square,
                            properties: [PropertyData(keyPath: \Square.frame.origin.x, start: 20.0, end: 200.0)],
                            duration: 1.0, easing: EasingQuadratic.easeInOut())
        motion.tempo = tempo
        motion.completed { _ in completions += 1 }
        motion.start()
        tempo.advance(by: 0.5)   // square.frame.origin.x == 110
        #expect(square.frame.origin.x == 110)
        tempo.advance(by: 0.5)   // 200; motionState == .stopped; completed fired once
        #expect(square.frame.origin.x == 200 && motion.motionState == .stopped && completions == 1)

        let states = Motion(target: square,
                            statesForProperties: [
                                PropertyStates(keyPath: \Square.frame,
                                               start: CGRect(x: 20, y: 50, width: 50, height: 50),
                                               end: CGRect(x: 50, y: 50, width: 200, height: 200)),
                                try PropertyStates(path: "backgroundColor.blue", end: 0.5)],
                            duration: 1.0, easing: EasingQuadratic.easeInOut())
        #expect(states.properties.count == 4)   // origin.x, size.width, size.height, backgroundColor.blue
        let finalMotion = try Motion(target: square, finalState: ["frame": CGRect(x: 50, y: 0, width: 200, height: 100)],
                                     duration: 1.0, easing: EasingQuadratic.easeInOut())
        // square.frame is (200, 50, 50, 50) now: every component differs.
        #expect(finalMotion.properties.count == 4)
        let chained = Motion(target: square, properties: [try PropertyData("cornerRadius", 10.0)],
                             duration: 1.0, easing: EasingQuadratic.easeInOut())
            .repeats(1).reverses(withEasing: EasingCubic.easeIn()).afterDelay(0.25)
            .started { _ in }.reversed { _ in }.cycleRepeated { _ in }.completed { _ in }
        #expect(chained.repeating && chained.repeatCycles == 1 && chained.reversing && chained.delay == 0.25)
        let options = Motion(target: square, properties: [PropertyData(keyPath: \Square.cornerRadius, end: 10.0)],
                             duration: 1.0, easing: EasingQuadratic.easeInOut(), options: [.reverses, .repeats])
        options.repeatCycles = 1
        #expect(options.reversing && options.repeating)
    }

    @Test("the chained example runs: delay, two reversing cycles, reverse easing")
    func chainedRuns() throws {
        let tempo = ManualTempo(), square = Square(), log = EventLog()
        let chained = Motion(target: square, properties: [try PropertyData("cornerRadius", 10.0)],
                             duration: 1.0, easing: EasingQuadratic.easeInOut())
            .repeats(1).reverses(withEasing: EasingCubic.easeIn()).afterDelay(0.25)
            .started { _ in log.record("started") }.reversed { _ in log.record("reversed") }
            .cycleRepeated { _ in log.record("repeated") }.completed { _ in log.record("completed") }
        chained.tempo = tempo
        chained.start()
        tempo.advance(by: 0.25 + 1.5)  // half way back, cubic ease-in: 10 − 10·0.125
        #expect(square.cornerRadius == 8.75)
        tempo.advance(by: 3)
        #expect(log.events == ["started", "reversed", "repeated", "reversed", "completed"])
        #expect(square.cornerRadius == 0)
    }

    @Test("statesForProperties runs to the end state")
    func statesRun() throws {
        let tempo = ManualTempo(), square = Square()
        let states = Motion(target: square,
                            statesForProperties: [
                                PropertyStates(keyPath: \Square.frame,
                                               start: CGRect(x: 20, y: 50, width: 50, height: 50),
                                               end: CGRect(x: 50, y: 50, width: 200, height: 200)),
                                try PropertyStates(path: "backgroundColor.blue", end: 0.5)],
                            duration: 1.0, easing: EasingQuadratic.easeInOut())
        states.tempo = tempo
        states.start()
        tempo.advance(by: 0.5)
        #expect(square.frame == CGRect(x: 35, y: 50, width: 125, height: 125))
        #expect(square.backgroundColor.blue == 0.25)
        tempo.advance(by: 0.5)
        #expect(square.frame == CGRect(x: 50, y: 50, width: 200, height: 200))
        #expect(square.backgroundColor == MotionColor(red: 0, green: 0, blue: 0.5, alpha: 1))
    }

    @Test("seed 000's MotionGroup examples, as written there (in this API's spelling)")
    func seedGroups() throws {
        let tempo = ManualTempo(), square1 = Square(), square2 = Square()   // frames (20, 50, 50, 50)
        let original = Tempo.default
        Tempo.default = tempo
        defer { Tempo.default = original }
        let group = MotionGroup()
            .add(Motion(target: square1, properties: [try PropertyData("frame.origin.x", 200.0)],
                        duration: 1.0, easing: EasingQuadratic.easeInOut()))
            .add(Motion(target: square2, properties: [try PropertyData("frame.size.width", 60.0)],
                        duration: 1.2, easing: EasingQuadratic.easeInOut()))
            .reverses(syncsChildMotions: true)
            .start()
        tempo.tick(at: 1.1)   // square1 waits at its end for square2's longer forward leg
        #expect(square1.frame.origin.x == 200)
        #expect(close(square2.frame.size.width, 50 + 10 * quadraticInOut(1.1 / 1.2)))
        tempo.tick(at: 1.7)   // both reversed at 1.2
        #expect(close(square1.frame.origin.x, 200 - 180 * quadraticInOut(0.5 / 1.0)))
        #expect(close(square2.frame.size.width, 60 - 10 * quadraticInOut(0.5 / 1.2)))
        tempo.tick(at: 2.4)
        #expect(square1.frame.origin.x == 20 && square2.frame.size.width == 50 && group.motionState == .stopped)

        let subgroup = MotionGroup()
            .add(Motion(target: square1, properties: [try PropertyData("frame.origin.x", 200.0)],
                        duration: 1.0, easing: EasingQuadratic.easeInOut()))
            .add(Motion(target: square2, properties: [try PropertyData("frame.origin.y", 60.0)],
                        duration: 1.2, easing: EasingQuadratic.easeInOut()))
        let group2 = MotionGroup(options: [.reverses])
            .add(subgroup)
            .add(Motion(target: square2, properties: [try PropertyData("frame.size.width", 150.0)],
                        duration: 2.0, easing: EasingSine.easeInOut()))
            .start()
        tempo.tick(at: 3.4)   // 1.0 s in: square1 has just turned; the width is half way (sine in-out)
        #expect(square1.frame.origin.x == 200 && close(square2.frame.size.width, 100))
        tempo.tick(at: 6.4)
        #expect(square1.frame.origin.x == 20 && square2.frame.origin.y == 50 && square2.frame.size.width == 50)
        #expect(group2.motionState == .stopped)
    }

    @Test("seed 000's MotionSequence example: steps in order, each from where the last one left off")
    func seedSequence() throws {
        let tempo = ManualTempo(), square = Square()
        let original = Tempo.default
        Tempo.default = tempo
        defer { Tempo.default = original }
        let sequence = MotionSequence(options: [.reverses])
            .add(Motion(target: square, properties: [try PropertyData("frame.origin.x", 200.0)],
                        duration: 1.0, easing: EasingQuadratic.easeInOut()))
            .add(Motion(target: square, properties: [try PropertyData("frame.size.width", 60.0)],
                        duration: 1.2, easing: EasingQuadratic.easeInOut()))
            .start()
        tempo.tick(at: 1.6)   // step 2, 0.6 s in
        #expect(square.frame.origin.x == 200 && close(square.frame.size.width, 50 + 10 * quadraticInOut(0.5)))
        tempo.tick(at: 2.8)   // sequential (the default): step 2 plays again from its start, 0.6 s in
        #expect(close(square.frame.size.width, 50 + 10 * quadraticInOut(0.5)) && sequence.motionDirection == .reverse)
        tempo.tick(at: 3.9)   // then step 1 again, 0.5 s in
        #expect(close(square.frame.origin.x, 20 + 180 * quadraticInOut(0.5)))
        tempo.tick(at: 4.4)
        #expect(sequence.motionState == .stopped && square.frame.origin.x == 200)
    }
}

/// Seed 000's examples that use the seed's single-property initializers, as written there (plus the
/// `try` a string path needs), with the values they promise.
@Suite("MotionMachine 3.1.2's spellings")
@MainActor
struct OriginalSpellingTests {
    init() { _ = TestDiagnostics.installed }
    @Test("Motion(view, property:duration:easing:) and Motion(square, duration:property:) move that one property")
    func singleProperty() throws {
        let tempo = ManualTempo()
        let view1 = Square(), view2 = Square(), square = Square()
        let motion1 = Motion(view1, property: try PropertyData("frame.origin.y", 200.0), duration: 1.0, easing: EasingQuadratic.easeInOut())
        let motion2 = Motion(view2, property: try PropertyData("frame.origin.y", 200.0), duration: 1.0, easing: EasingQuadratic.easeInOut())
        let group = MotionGroup(motions: [motion1, motion2])
        group.tempo = tempo
        group.start()
        let motion = Motion(square, duration: 2.0, property: try PropertyData("frame.origin.x", 200.0))
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        // Quadratic in-out at half time is half way: 50 + (200 − 50) / 2; linear at a quarter: 20 + 180 / 4.
        #expect(view1.frame.origin.y == 125 && view2.frame.origin.y == 125)
        #expect(square.frame.origin.x == 65)
        tempo.advance(by: 1.5)
        #expect(view1.frame.origin.y == 200 && square.frame.origin.x == 200)
    }

    @Test("EasingCurve is accepted with statesForProperties: and finalState: too")
    func easingCurveEverywhere() throws {
        let tempo = ManualTempo(), square = Square()
        let states = Motion(target: square, statesForProperties: [try PropertyStates(path: "cornerRadius", end: 8.0)],
                            duration: 1, easing: .cubic(.easeInOut))
        let final = try Motion(target: square, finalState: ["cornerRadius": 8.0], duration: 1, easing: .cubic(.easeInOut))
        for motion in [states, final] {
            square.cornerRadius = 0
            motion.tempo = tempo
            motion.start()
            tempo.advance(by: 0.25)
            // Cubic in-out at a quarter: 4 · 0.25³ = 1/16 of the way; slope 12 · 0.25² = 0.75 → 8 × 0.75 per second.
            #expect(abs(square.cornerRadius - 0.5) < 1e-12)
            #expect(abs((motion.velocity(ofPropertyAt: 0) ?? .nan) - 6) < 1e-9)
            motion.stop()
        }
    }

    @Test("repeats(0) repeats no extra cycle; repeatsForever() and REPEAT_INFINITE never stop and say so")
    func forever() {
        let tempo = ManualTempo(), box = Box()
        let once = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 0.1).repeats(0)
        once.tempo = tempo
        once.start()
        tempo.advance(by: 0.15)
        #expect(once.motionState == .stopped && box.x == 1)
        let endless = Motion(target: box, properties: [PropertyData(keyPath: \Box.y, start: 0, end: 1)], duration: 0.1).repeatsForever()
        endless.tempo = tempo
        endless.start()
        for _ in 0..<105 { tempo.advance(by: 0.01) }
        #expect(endless.motionState == .moving && endless.cyclesCompletedCount == 10)
        #expect(endless.repeatCycles == REPEAT_INFINITE && endless.repetition == .forever)
    }
}
