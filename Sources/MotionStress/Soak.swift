import Foundation
import MotionMachine

/// What a churn soak measured.
package struct SoakReport: Sendable {
    /// Beats played, moveables created.
    package var beats = 0
    package var created = 0
    /// The most subscribers the tempo had at once, and how many were left once every target was
    /// dropped and 2 s more were played (must be 0).
    package var peakSubscribers = 0
    package var subscribersLeft = 0
    /// Resident memory (bytes) after the first tenth of the beats, and at the end.
    package var residentAfterWarmUp = 0
    package var residentAtEnd = 0
    /// The slowest beat, in seconds.
    package var slowestBeat = 0.0
    /// (beat, resident bytes, subscribers) every sampled beat.
    package var samples: [(beat: Int, resident: Int, subscribers: Int)] = []

    /// Resident growth from the end of the warm-up to the end, in bytes.
    package var residentGrowth: Int { residentAtEnd - residentAfterWarmUp }

    /// The report as one JSON line.
    package var jsonLine: String {
        "{\"beats\":\(beats),\"created\":\(created),\"peak_subscribers\":\(peakSubscribers),"
            + "\"subscribers_left\":\(subscribersLeft),\"resident_after_warm_up_kb\":\(residentAfterWarmUp / 1024),"
            + "\"resident_at_end_kb\":\(residentAtEnd / 1024),\"resident_growth_kb\":\(residentGrowth / 1024),"
            + "\"slowest_beat_ms\":\(String(format: "%.3f", slowestBeat * 1000))}"
    }
}

/// A long churn: every beat creates short-lived motions, springs, physics, groups and sequences on
/// targets that live for a random while, stops some, and drops targets while their motions still
/// run (endless ones included), so motions and collections must end because their targets are gone.
@MainActor
package enum Soak {
    /// Plays `beats` beats of churn at 60 beats per second.
    /// - Parameters:
    ///   - seed: fixes the churn.
    ///   - beats: beats to play.
    ///   - sampleEvery: beats between samples of resident memory and subscribers.
    /// - Returns: the measurements.
    /// - Complexity: O(beats × live moveables).
    package static func run(seed: UInt64, beats: Int, sampleEvery: Int = 10_000) -> SoakReport {
        var random = StressRandom(seed: seed)
        let tempo = ManualTempo()
        let previousDefault = Tempo.default
        Tempo.default = tempo
        defer { Tempo.default = previousDefault }
        var report = SoakReport()
        // Targets with the beat at which they are dropped; stopped moveables are dropped with them.
        var living: [(target: StressTarget, until: Int, moveables: [any Moveable])] = []
        for beat in 0..<beats {
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let target = StressTarget()
                let moveable = makeChurn(on: target, random: &random)
                moveable.start()
                report.created += 1
                living.append((target, beat + Int.random(in: 1...600, using: &random), [moveable]))
            }
            if !living.isEmpty && random.chance(0.05) { random.pick(living).moveables.first?.stop() }
            // Drop expired targets: the moveables are dropped too; running ones must end on their own.
            living.removeAll { $0.until <= beat }
            let started = DispatchTime.now().uptimeNanoseconds
            tempo.advance(by: 1.0 / 60)
            report.slowestBeat = max(report.slowestBeat, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
            report.peakSubscribers = max(report.peakSubscribers, tempo.subscriberCount)
            if beat == beats / 10 { report.residentAfterWarmUp = residentBytes() }
            if beat % sampleEvery == 0 || beat == beats - 1 {
                report.samples.append((beat, residentBytes(), tempo.subscriberCount))
            }
        }
        living.removeAll()
        for _ in 0..<120 { tempo.advance(by: 1.0 / 60) }
        report.beats = beats
        report.subscribersLeft = tempo.subscriberCount
        report.residentAtEnd = residentBytes()
        return report
    }

    private static func makeChurn(on target: StressTarget, random: inout StressRandom) -> any Moveable {
        let duration = random.pick([0.1, 0.5, 1, 3])
        func tween(_ end: Double) -> Motion<StressTarget> {
            Motion(target: target, properties: [PropertyData(keyPath: \StressTarget.x, start: 0, end: end)],
                   duration: duration, easing: .quadratic(.easeInOut))
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return tween(100)
        case 1: return tween(50).reverses().repeats()
        case 2: return PhysicsMotion(target: target, properties: [PropertyData(keyPath: \StressTarget.y, start: 0)],
                                     velocity: 300, friction: 0.7)
        case 3: return SpringMotion(target: target, properties: [PropertyData(keyPath: \StressTarget.y, start: 0, end: 10)],
                                    spring: Spring(duration: 0.5, bounce: 0.3))
        case 4: return MotionGroup(motions: [tween(10), tween(20).repeats()]).reverses(syncsChildMotions: true)
        default: return MotionSequence(steps: [tween(10), tween(20), tween(30).repeats(2)]).reverses(.contiguous).repeats()
        }
    }

    /// The process's resident memory in bytes (Linux `/proc/self/statm`; 0 where unavailable).
    package static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
