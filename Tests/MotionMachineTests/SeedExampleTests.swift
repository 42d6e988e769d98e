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

@Suite("Seed examples")
@MainActor
struct SeedExampleTests {
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
}
