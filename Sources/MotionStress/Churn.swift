import Foundation
import MotionMachine

/// What a churn measured (see ``Churn``).
package struct ChurnReport: Sendable {
    /// Moveables made in the first phase, and in the churn after it.
    package var built = 0
    package var churned = 0
    /// The census while the first phase's survivors ran, and after everything ended.
    package var censusWhileRunning: KernelCensus?
    package var censusAtEnd: KernelCensus?
    /// Resident memory (bytes) after the first tenth of the churn's rounds, and at its end.
    package var residentAfterWarmUp = 0
    package var residentAtEnd = 0
    /// Rounds of the churn whose census was not idle once the round's runs ended.
    package var roundsLeavingRecords = 0
    /// Seconds the whole churn took.
    package var seconds = 0.0

    /// Resident growth over the churn after its warm-up, in bytes.
    package var residentGrowth: Int { residentAtEnd - residentAfterWarmUp }

    /// The census before the churn began (idle unless other runs were in progress).
    package var censusBefore = KernelCensus.take()

    /// Whether every record came back: the final census is back to the one before, and no round
    /// left one in use.
    package var recordsReturned: Bool { (censusAtEnd?.returned(to: censusBefore) ?? false) && roundsLeavingRecords == 0 }

    /// The report as one JSON line.
    package var jsonLine: String {
        "{\"built\":\(built),\"churned\":\(churned),\"records_returned\":\(recordsReturned),"
            + "\"rounds_leaving_records\":\(roundsLeavingRecords),"
            + "\"resident_after_warm_up_kb\":\(residentAfterWarmUp / 1024),\"resident_at_end_kb\":\(residentAtEnd / 1024),"
            + "\"resident_growth_kb\":\(residentGrowth / 1024),\"seconds\":\(String(format: "%.1f", seconds))}"
    }
}

/// A target whose properties are plain stored numbers, so the churn's motions take the engine's
/// fast paths (legs that store in place) as most real targets do.
package final class ChurnTarget {
    package var x = 0.0
    package var y = 0.0
    package init() {}
}

/// Builds many motions and lets every kind of run end every way, then checks that the records the
/// runs took (target leases, additive sums, tasks awaiting ends, places in the tempo's beat list)
/// all came back, and that a long churn of short runs does not grow the process.
///
/// The first phase builds `motions` moveables of every kind (tweens, endless reversing tweens,
/// launches, springs, additive tweens, value motions and keyframe motions), four to a target:
/// - a tenth are made and held before they start, started only later;
/// - the targets of a quarter are let go of while their motions run (the motions are let go of too,
///   and must end on their own within half a second);
/// - a tenth are stopped, and half of those started again;
/// - then every run is stopped or ends, and every target is let go of.
///
/// The churn then makes `churn` more in rounds: each round starts its motions, plays two beats,
/// stops half, lets go of every target, plays a second, and takes the census, which must be back to
/// the one from before the churn.
@MainActor
package enum Churn {
    /// Runs both phases.
    /// - Parameters:
    ///   - motions: moveables to build in the first phase.
    ///   - churn: moveables to make in the churn.
    ///   - round: moveables per round of the churn.
    ///   - seed: fixes the choices.
    /// - Returns: the measurements.
    /// - Complexity: O(motions + churn) beats of work, each O(running moveables).
    package static func run(motions: Int, churn: Int, round: Int = 100_000, seed: UInt64 = 1) -> ChurnReport {
        var random = StressRandom(seed: seed)
        let tempo = ManualTempo()
        let started = DispatchTime.now().uptimeNanoseconds
        var report = ChurnReport()
        report.censusBefore = KernelCensus.take()
        report.built = motions
        build(motions, on: tempo, random: &random, report: &report)
        let round = max(1, min(round, churn))
        let rounds = churn > 0 ? (churn + round - 1) / round : 0
        for index in 0..<rounds {
            let count = min(round, churn - index * round)
            churnRound(count, on: tempo, random: &random)
            report.churned += count
            if !KernelCensus.take(tempo: tempo).returned(to: report.censusBefore) { report.roundsLeavingRecords += 1 }
            if index == rounds / 10 { report.residentAfterWarmUp = Soak.residentBytes() }
        }
        report.residentAtEnd = Soak.residentBytes()
        if rounds == 0 { report.residentAfterWarmUp = report.residentAtEnd }
        report.censusAtEnd = KernelCensus.take(tempo: tempo)
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return report
    }

    /// Plays `seconds` of 60 beats a second.
    private static func play(_ tempo: ManualTempo, seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded(.up)) { tempo.advance(by: 1.0 / 60) }
    }

    /// The first phase (see ``Churn``).
    private static func build(_ count: Int, on tempo: ManualTempo, random: inout StressRandom, report: inout ChurnReport) {
        var (targets, moveables) = populate(count, on: tempo) { index in index % 7 }
        // A tenth held back, the rest started.
        let held = moveables.indices.map { _ in random.chance(0.1) }
        for (index, moveable) in moveables.enumerated() where !held[index] { moveable.start() }
        play(tempo, seconds: 2.0 / 60)
        // Let go of a quarter of the targets and their moveables while they run.
        let dropped = targets.indices.map { _ in random.chance(0.25) }
        var kept: [any Moveable] = [], keptHeld: [any Moveable] = []
        kept.reserveCapacity(moveables.count)
        for (index, moveable) in moveables.enumerated() where !dropped[index / 4] {
            if held[index] { keptHeld.append(moveable) } else { kept.append(moveable) }
        }
        moveables = kept
        targets = targets.indices.filter { !dropped[$0] }.map { targets[$0] }
        // Stop a tenth, start half of those again, and start the held ones.
        for moveable in moveables where random.chance(0.1) {
            moveable.stop()
            if random.chance(0.5) { moveable.start() }
        }
        for moveable in keptHeld { moveable.start() }
        moveables += keptHeld
        keptHeld.removeAll()
        play(tempo, seconds: 1)
        report.censusWhileRunning = KernelCensus.take(tempo: tempo)
        for moveable in moveables { moveable.stop() }
        moveables.removeAll()
        targets.removeAll()
        play(tempo, seconds: 1)
    }

    /// One round of the churn (see ``Churn``).
    private static func churnRound(_ count: Int, on tempo: ManualTempo, random: inout StressRandom) {
        var (targets, moveables) = populate(count, on: tempo) { _ in Int.random(in: 0..<7, using: &random) }
        for moveable in moveables { moveable.start() }
        play(tempo, seconds: 2.0 / 60)
        for moveable in moveables where random.chance(0.5) { moveable.stop() }
        moveables.removeAll()
        targets.removeAll()
        play(tempo, seconds: 1)
    }

    /// `count` moveables, not started, four to a target, each of the kind `kind` gives for its index.
    private static func populate(_ count: Int, on tempo: ManualTempo,
                                 kind: (Int) -> Int) -> (targets: [ChurnTarget], moveables: [any Moveable]) {
        var targets: [ChurnTarget] = [], moveables: [any Moveable] = []
        targets.reserveCapacity(count / 4 + 1)
        moveables.reserveCapacity(count)
        for index in 0..<count {
            if index % 4 == 0 { targets.append(ChurnTarget()) }
            moveables.append(make(on: targets[targets.count - 1], kind: kind(index), tempo: tempo))
        }
        return (targets, moveables)
    }

    /// A moveable of kind `kind` (0…6) on `target`, on `tempo`, not started.
    private static func make(on target: ChurnTarget, kind: Int, tempo: ManualTempo) -> any Moveable {
        let x = PropertyData(keyPath: \ChurnTarget.x, start: 0.0, end: 100.0)
        let moveable: any Moveable & TempoDriven
        switch kind {
        case 0:
            moveable = Motion(target: target, properties: [x], duration: 0.5, easing: .quadratic(.easeInOut))
        case 1:
            moveable = Motion(target: target, properties: [x], duration: 0.3, easing: .cubic(.easeOut)).reverses().repeats()
        case 2:
            moveable = PhysicsMotion(target: target, properties: [PropertyData(keyPath: \ChurnTarget.y, start: 0.0)],
                                     velocity: 300, friction: 0.7)
        case 3:
            moveable = SpringMotion(target: target, properties: [PropertyData(keyPath: \ChurnTarget.y, start: 0.0, end: 10.0)],
                                    spring: .bouncy)
        case 4:
            moveable = Motion(target: target, properties: [PropertyData(keyPath: \ChurnTarget.y, end: 50.0)], duration: 0.4,
                              easing: .quadratic(.easeInOut), options: [.additive])
        case 5:
            moveable = Motion(from: 0.0, to: 1.0, duration: 0.4) { [weak target] value in target?.x = value }
        default:
            moveable = Motion(target: target, keyframes: [
                PropertyKeyframes(\.x) { CubicKeyframe(40.0, duration: 0.2); LinearKeyframe(10.0, duration: 0.2) },
            ])
        }
        moveable.tempo = tempo
        return moveable
    }
}
