import Foundation
import Testing
@testable import MotionMachine

/// A colour target whose components are finite but so large that their sum overflows.
final class Swatch: MotionTarget {
    var color = MotionColor(red: 1e308, green: 1e308, blue: 1e308)
    static var motionProperties: [String: PartialKeyPath<Swatch>] { ["color": \.color] }
}

/// A target whose observed `y` records every write, and whose computed `twice` overflows when read.
final class Doubler {
    var writes: [Double] = []
    var y = 1e308 { didSet { writes.append(y) } }
    var twice: Double {
        get { y * 2 }
        set { y = newValue / 2 }
    }
}

/// Values near the limits of `Double` and starts disturbed by getters and setters. Expected values
/// follow from the documented rules, worked out by hand.
@Suite("Safety: hostile numbers and starts")
@MainActor
struct HostileNumberTests {
    init() { _ = TestDiagnostics.installed }
    @Test("white of components whose sum overflows is finite, and writing it keeps them finite")
    func whiteOverflow() throws {
        let tempo = ManualTempo(), swatch = Swatch()
        let motion = Motion(target: swatch, properties: [try PropertyData("color.white", 0.5)], duration: 1)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 0.5)
        let c = swatch.color
        #expect(c.red.isFinite && c.green.isFinite && c.blue.isFinite)
        // Half way from a white of 1e308 to 0.5: every component shifted to about 5e307.
        #expect(close(c.red, 5e307, 1e-12) && c.red == c.green && c.green == c.blue)

        var plain = MotionColor(red: 1e308, green: 1e308, blue: 1e308)
        #expect(close(plain.white, 1e308, 1e-15))
        plain.white = 0.5
        #expect(plain.red.isFinite && plain.green.isFinite && plain.blue.isFinite)
    }

    @Test("a white shift that would overflow a component makes the colour the gray of that white")
    func whiteShiftOverflow() {
        var color = MotionColor(red: 1.7e308, green: -1.7e308, blue: 0)
        #expect(color.white == 0)
        color.white = 1e308
        #expect(color.red == 1e308 && color.green == 1e308 && color.blue == 1e308 && color.white == 1e308)
        color.white = .nan
        #expect(color.white == 1e308)
        // An ordinary shift is unchanged: 0.2, 0.4, 0.6 (white 0.4) to white 0.5 adds 0.1 to each.
        var tint = MotionColor(red: 0.2, green: 0.4, blue: 0.6)
        tint.white = 0.5
        #expect(close(tint.red, 0.3) && close(tint.green, 0.5) && close(tint.blue, 0.7))
    }

    @Test("starting an additive motion writes nothing, and no write is ever non-finite")
    func additiveStartWritesNothing() {
        let tempo = ManualTempo(), box = Doubler()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Doubler.twice, start: 0, end: 1)], duration: 1,
                            options: [.additive])
        motion.tempo = tempo
        motion.start()
        #expect(box.writes.isEmpty)
        tempo.advance(by: 0.5)
        #expect(!box.writes.isEmpty && box.writes.allSatisfy(\.isFinite))
    }

    @Test("a stop made by a setter while an additive motion begins moving holds")
    func stopWhileBeginning() {
        let tempo = ManualTempo(), box = WatchedBox()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \WatchedBox.x, start: 0, end: 100)], duration: 1,
                            options: [.additive])
        motion.tempo = tempo
        var log: [String] = []
        motion.started { _ in log.append("started") }
        motion.stopped { _ in log.append("stopped") }
        motion.completed { _ in log.append("completed") }
        box.onX = { box.onX = nil; log.append("didSet x = \(box.x)"); motion.stop() }
        motion.start()
        tempo.advance(by: 1000)
        #expect(motion.motionState == .stopped && tempo.subscriberCount == 0)
        // Identifying the observed property for additive blending runs its setter with the value it
        // holds (see AdditiveKey): the stop made there ends the run before `started`.
        #expect(log == ["didSet x = 0.0", "stopped"])
    }

    @Test("a getter that restarts a motion while it resolves its start values leaves one run")
    func restartWhileBeginning() {
        let tempo = ManualTempo(), box = Box()
        var restarted = false
        var starts = 0, completions = 0
        var motion: Motion<Box>!
        let property = PropertyData<Box>(path: "x", end: 10, accessor: PropertyAccessor(read: { box in
            if !restarted {
                restarted = true
                motion.stop()
                motion.start()
            }
            return box.x
        }, write: { box, value in box.x = value }))
        motion = Motion(target: box, properties: [property], duration: 1)
        motion.tempo = tempo
        motion.started { _ in starts += 1 }
        motion.completed { _ in completions += 1 }
        motion.start()
        #expect(motion.motionState == .moving && starts == 1 && tempo.subscriberCount == 1)
        tempo.advance(by: 1)
        #expect(motion.motionState == .stopped && completions == 1 && box.x == 10 && tempo.subscriberCount == 0)
    }

    @Test("a spring whose mass and stiffness give no finite critical damping gets mass 1, with a diagnostic")
    func extremeSpringMass() throws {
        let recorder = DiagnosticsRecorder.shared
        let heavy = Spring(mass: 1e308, stiffness: 100, damping: 10)
        // Mass 1: critical damping 2·√100 = 20, so a damping of 10 is kept, ratio 10 / 20.
        #expect(heavy.mass == 1 && heavy.damping == 10 && heavy.dampingRatio == 0.5)
        #expect(recorder.contains("Spring mass 1e+308 with stiffness 100.0"))
        let light = Spring(mass: 1e-308, stiffness: 100, damping: 10)
        #expect(light.mass == 1 && light.dampingRatio == 0.5)
        // A subnormal stiffness has no normal product even with mass 1: the smooth preset's (2π/0.5)².
        let limp = Spring(mass: 1, stiffness: Double.leastNonzeroMagnitude * 1000, damping: 1)
        #expect(limp.stiffness == pow(4 * Double.pi, 2) && limp.dampingRatio.isFinite)
        #expect(limp.dampingRatio >= Spring.minimumDampingRatio && limp.dampingRatio <= 100)
        let decoded = try JSONDecoder().decode(Spring.self, from: Data(#"{"mass": 1e308, "stiffness": 100, "damping": 10}"#.utf8))
        #expect(decoded == heavy)
        for spring in [heavy, light, limp, decoded] {
            #expect(spring.damping.isFinite && spring.settlingDuration.isFinite && spring.naturalFrequency.isFinite)
        }
    }

    @Test("a non-finite start time of a manual tempo becomes 0, with a diagnostic", arguments: [Double.nan, .infinity, -.infinity])
    func manualTempoStartTime(start: Double) {
        let recorder = DiagnosticsRecorder.shared
        let tempo = ManualTempo(startTime: start)
        #expect(tempo.currentTime == 0)
        #expect(recorder.contains("ManualTempo startTime \(start) is not finite; using 0.0"))
    }
}
