import Foundation
import MotionMachine
import MotionStress
@_spi(Kernel) import MotionKernel

/// Times the engine and a plain Swift loop on identical work: `motions` single-property motions (one
/// target each) driven for `beats` beats of 1/60 s, with parameters chosen so none completes.
@MainActor
struct EngineBenchmark {
    /// What each motion does.
    enum Workload: String, CaseIterable {
        /// An eased tween (quadratic in-out), against the loop of DESIGN.md.
        case tween
        /// A friction-decay launch (`PhysicsMotion`), against a loop evaluating the decay law.
        case physics
        /// A bouncy spring from 0 to 100 with an initial velocity (`SpringMotion`), against a loop
        /// evaluating the under-damped solution.
        case spring
        /// Eased tweens in `MotionGroup`s of `groupSize`, the groups on the tempo, against a loop over
        /// groups of tweens.
        case group
        /// Additive eased tweens (one per property, so base 0 plus the motion's offset), against the
        /// tween loop: what the additive bookkeeping costs on top of a plain tween.
        case additive
        /// Value motions (`Motion(from:to:duration:easing:) { value in … }`) whose closure stores each
        /// value into a target, against ``PlainValueLoop``: the same closures, one per value, each
        /// capturing its target; its direct form writes the easing out and still calls the closure.
        case value
        /// MotionLayers with three stacked additive position animations and one opacity animation,
        /// beaten and drawn, against a loop doing the same sums by hand (see `AnimatorBenchmark`).
        case animator
        /// Seeking a `Timeline` of `--motions` children against seeking them alone (see
        /// `TimelineSeekBenchmark`; not a beat benchmark).
        case timeline
        /// `PathMotion`s along one six-segment path (Béziers, an arc, lines), each writing its point
        /// to a target attached by key paths, against ``PlainPathLoop``: the same arc-length lookups
        /// and writes.
        case path
    }

    /// The path every path motion follows: a cubic, a smooth cubic, an arc, a quadratic, a smooth
    /// quadratic and the closing line.
    static let benchPath = try! MotionPath(svgPathData: "M0 0 C50 -80 150 80 200 0 S350 -80 400 0 A100 100 0 0 1 400 200 Q300 300 200 200 T0 200 Z")

    let workload: Workload
    let motions: Int
    let beats: Int
    let rounds: Int
    let updatedCallbacks: Bool
    var groupSize = 100

    private let frame = 1.0 / 60
    /// Outlasts the first beat and the timed beats.
    private var duration: Double { Double(beats + 2) * frame + 1 }
    /// Friction whose rest time is `duration`: (1 − f)^duration = 0.001.
    private var friction: Double { 1 - exp(log(PhysicsSystem.restingSpeedFraction) / duration) }
    private let launchVelocity = 300.0
    /// A bouncy spring slow enough that it does not settle during the timed beats.
    private var spring: Spring { Spring(duration: duration, bounce: 0.3) }

    func run() -> BenchResult {
        if workload == .animator { return AnimatorBenchmark(layers: motions, beats: beats, rounds: rounds).run() }
        // The same targets for every side, so that each writes the same objects at the same
        // addresses: targets made for each side landed wherever the allocator had room then (in
        // blocks another side's records had just left, or in fresh memory), and a side whose
        // targets lay closer together measured faster for that alone. Made first, with the loops'
        // own records (a closure or two per motion), in memory nothing has used yet, and kept for
        // every round: made after anything the engine frees, they filled its holes, and where they
        // lay, which changes with the engine's own allocations, moved the loops' times by a fifth.
        let targets = (0..<motions).map { _ in BenchTarget() }
        let loop = makeLoop(targets)
        // Creation next, at the top of the heap, so resident growth is the motions' own.
        let (createStart, bytes) = measureCreation()
        var engineBest = Double.infinity
        var loopBest = Double.infinity
        var directBest = Double.infinity
        var match = true
        var stopBest = Double.infinity
        // Alternate the sides so drift in machine load hits both alike; keep the fastest round.
        for _ in 0..<rounds {
            let (engineTime, engineValues, stopTime) = timeEngine(targets)
            stopBest = min(stopBest, stopTime)
            let (loopTime, loopValues) = timeLoop(loop.beat, targets)
            let (directTime, directValues) = timeLoop(loop.direct, targets)
            engineBest = min(engineBest, engineTime)
            loopBest = min(loopBest, loopTime)
            directBest = min(directBest, directTime)
            // The sides reach the same numbers by different arithmetic (the engine scales a
            // normalized curve), so compare within a tolerance.
            match = match && zip(engineValues, loopValues).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
                && zip(directValues, loopValues).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
        }
        let perMotionBeat = Double(motions * beats)
        let mode = workload == .group ? "group\(groupSize)" : workload.rawValue
        return BenchResult(mode: mode + (updatedCallbacks ? "+updated" : ""), motions: motions, beats: beats,
                           engineNanosecondsPerMotionBeat: engineBest / perMotionBeat,
                           loopNanosecondsPerMotionBeat: loopBest / perMotionBeat,
                           valuesMatch: match, stopNanoseconds: stopBest,
                           directNanosecondsPerMotionBeat: directBest / perMotionBeat,
                           createStartMicroseconds: createStart, bytesPerMotion: bytes,
                           firstTouchNanosecondsPerByte: FirstTouchCost.nanosecondsPerByte())
    }

    private func makeMotion(for target: BenchTarget, easing: @escaping EasingUpdateClosure) -> Motion<BenchTarget> {
        switch workload {
        case .tween, .group, .value, .animator, .path, .timeline:
            return Motion(target: target, properties: [PropertyData(keyPath: \BenchTarget.x, start: 0.0, end: 100.0)],
                          duration: duration, easing: easing)
        case .additive:
            return Motion(target: target, properties: [PropertyData(keyPath: \BenchTarget.x, end: 100.0)],
                          duration: duration, easing: easing, options: [.additive])
        case .physics:
            return PhysicsMotion(target: target, properties: [PropertyData(keyPath: \BenchTarget.x, start: 0.0)],
                                 velocity: launchVelocity, friction: friction)
        case .spring:
            return SpringMotion(target: target, properties: [PropertyData(keyPath: \BenchTarget.x, start: 0.0, end: 100.0)],
                                spring: spring, initialVelocity: [launchVelocity])
        }
    }

    /// Microseconds to create and start one motion, up to the first beat, at which it begins moving,
    /// and resident bytes per running motion: the targets are made first, then the motions are
    /// made, started and given their first beat while the clock reads the time, and the resident
    /// size is read before them and after that beat. The array the benchmark holds them in is made
    /// resident before the first reading (see ``residentArray(count:)``): it is the benchmark's, not
    /// the motions'.
    private func measureCreation() -> (Double, Double) {
        let tempo = ManualTempo()
        let targets = (0..<motions).map { _ in BenchTarget() }
        var running = residentArray(count: motions)
        let residentBefore = Soak.residentBytes()
        let nanoseconds = BenchClock.nanoseconds { startMoving(targets, on: tempo, into: &running) }
        // Read after the first beat, which every running motion has taken: a leg record a beat
        // writes belongs to a running motion as much as the motion object does.
        let bytes = Double(Soak.residentBytes() - residentBefore) / Double(motions)
        withExtendedLifetime((targets, running)) {}
        return (nanoseconds / Double(motions) / 1_000, bytes)
    }

    /// An empty array with room for `count` moveables, its memory already written once, so that
    /// filling it adds nothing to the resident size: reserved capacity alone is address space that
    /// becomes resident as it is filled (16 bytes a motion, counted as the motion's until the
    /// benchmark made it resident first).
    private func residentArray(count: Int) -> [any Moveable] {
        var array = [any Moveable](repeating: MotionGroup(), count: count)
        array.removeAll(keepingCapacity: true)
        return array
    }

    /// Appends the workload's moveables to `running`, each made and started at once (as
    /// `Motion(…).start()` is written), a group made and started once its members are made; then
    /// gives the first beat. The first beat is starting work: a motion resolves its start values
    /// and hands its leg to the tempo then (a group's members too), so it belongs to creation, not
    /// to the timed beats.
    private func startMoving(_ targets: [BenchTarget], on tempo: ManualTempo, into running: inout [any Moveable]) {
        let easing = EasingQuadratic.easeInOut()
        if workload == .group {
            for first in stride(from: 0, to: targets.count, by: groupSize) {
                let members = targets[first..<min(first + groupSize, targets.count)].map {
                    makeMoveable(for: $0, easing: easing, tempo: tempo)
                }
                let group = MotionGroup(motions: members)
                group.tempo = tempo
                running.append(group.start())
            }
        } else {
            for target in targets { running.append(makeMoveable(for: target, easing: easing, tempo: tempo).start()) }
        }
        tempo.advance(by: frame)
    }

    /// The workload's motion for `target`, on `tempo`, not started.
    private func makeMoveable(for target: BenchTarget, easing: @escaping EasingUpdateClosure, tempo: Tempo) -> any Moveable {
        if workload == .path {
            let motion = PathMotion(path: Self.benchPath, duration: duration, easing: easing)
            motion.pathState.attach(target, x: \.x, y: \.y)
            motion.tempo = tempo
            if updatedCallbacks { motion.updated { _ in } }
            return motion
        }
        if workload == .value {
            let motion = Motion(from: 0.0, to: 100.0, duration: duration, easing: easing) { target.x = $0 }
            motion.tempo = tempo
            if updatedCallbacks { motion.updated { _ in } }
            return motion
        }
        let motion = makeMotion(for: target, easing: easing)
        motion.tempo = tempo
        if updatedCallbacks { motion.updated { _ in } }
        return motion
    }

    /// Times the engine's beats, then `stop()` on a sample of up to 1,000 of the running moveables
    /// spread over the beat list (so stops meet a full list).
    private func timeEngine(_ targets: [BenchTarget]) -> (Double, [Double], Double) {
        let tempo = ManualTempo()
        // From 0, as every side starts (an additive tween starts from the value it finds).
        for target in targets { (target.x, target.y) = (0, 0) }
        // Untimed here: the creation time counts it (every side times the same `beats` beats after
        // the first).
        var running = residentArray(count: targets.count)
        startMoving(targets, on: tempo, into: &running)
        let nanoseconds = BenchClock.nanoseconds { for _ in 0..<beats { tempo.advance(by: frame) } }
        let values = targets.map(\.x) + targets.map(\.y)
        let sample = stride(from: 0, to: running.count, by: max(1, running.count / 1_000)).map { running[$0] }
        let stopping = BenchClock.nanoseconds { for moveable in sample { moveable.stop() } }
        // The rest stopped too (not timed): a running motion is kept by its tempo, and one left
        // running would keep its lease on a target the next round uses, and, if additive, its
        // offset in the property's sum, which the next round's motions would join.
        for moveable in running { moveable.stop() }
        return (nanoseconds, values, stopping / Double(sample.count))
    }

    /// The plain loop of the workload and its direct form (easing or law written out, direct
    /// stores), as beat functions sharing one set of records.
    private func makeLoop(_ targets: [BenchTarget]) -> (beat: (Double) -> Void, direct: (Double) -> Void) {
        switch workload {
        case .value:
            let loop = PlainValueLoop(targets: targets, startTime: 0, duration: duration, from: 0, to: 100,
                                      easing: EasingQuadratic.easeInOut())
            return ({ loop.beat(at: $0) }, { loop.directBeat(at: $0) })
        case .tween, .additive, .animator, .timeline:
            let loop = PlainTweenLoop(targets: targets, startTime: 0, duration: duration, from: 0, to: 100,
                                      easing: EasingQuadratic.easeInOut())
            return ({ loop.beat(at: $0) }, { loop.directBeat(at: $0) })
        case .path:
            let loop = PlainPathLoop(targets: targets, path: Self.benchPath, startTime: 0, duration: duration,
                                     easing: EasingQuadratic.easeInOut())
            return ({ loop.beat(at: $0) }, { loop.directBeat(at: $0) })
        case .physics:
            let loop = PlainDecayLoop(targets: targets, startTime: 0, from: 0, velocity: launchVelocity, friction: friction)
            return ({ loop.beat(at: $0) }, { loop.directBeat(at: $0) })
        case .group:
            let loop = PlainGroupLoop(targets: targets, groupSize: groupSize, startTime: 0, duration: duration, from: 0,
                                      to: 100, easing: EasingQuadratic.easeInOut())
            return ({ loop.beat(at: $0) }, { loop.directBeat(at: $0) })
        case .spring:
            let loop = PlainSpringLoop(targets: targets, startTime: 0, from: 0, to: 100, velocity: launchVelocity,
                                       mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
            return ({ loop.beat(at: $0) }, { loop.directBeat(at: $0) })
        }
    }

    /// Times a loop's beats (see ``makeLoop(_:)``) from 0 on `targets`.
    private func timeLoop(_ beat: (Double) -> Void, _ targets: [BenchTarget]) -> (Double, [Double]) {
        for target in targets { (target.x, target.y) = (0, 0) }
        // The first beat untimed, as the engine's is.
        var time = frame
        beat(time)
        let nanoseconds = BenchClock.nanoseconds {
            for _ in 0..<beats {
                time += frame
                beat(time)
            }
        }
        return (nanoseconds, targets.map(\.x) + targets.map(\.y))
    }
}
