import Foundation
import MotionAnimator
import MotionMachine

/// `beat-count [motions] [beats] [stop] [updated] [delayed] [paths] [values] [additive] [groups=N] [time]`:
/// plays quadratic tweens on a manual tempo for `valgrind --tool=callgrind`, which counts the
/// instructions of ``countedBeats(_:_:motions:)`` alone when run with
/// `--toggle-collect='*countedBeats*'`. Divide the count by motions × beats for instructions per
/// motion-beat. One beat before the counted ones starts the motions' movement and hands their legs
/// to the tempo, so the counted beats are the steady state. (`motion bench` times on a worker
/// thread, which valgrind 3.19 does not survive on these machines; this runs on the main thread.)
/// With `instructions`, the tool runs itself under callgrind that way and prints the quotient.
///
/// With `stop`, the motions are stopped and let go of after the beats, so that a whole run's cost
/// (create, start, beat, stop, free) can be counted by difference between two numbers of motions.
/// With `updated`, every motion has an (empty) `updated` callback, so its eased leg reports each beat.
/// With `delayed`, every motion waits half a beat before it moves, so its eased leg's clock is not
/// plain and keeps a tail beside the record (see the Performance article).
/// With `paths`, each motion names its property by the string path `"x"` instead of a typed key path.
/// With `values`, the motions are value motions whose closure stores each value into a target.
/// With `additive`, they are additive tweens (one per property: the property's base plus one offset).
/// With `physics`, they are `PhysicsMotion` launches; with `spring`, `SpringMotion`s from 0 to 100, with
/// the parameters of `motion bench --mode physics|spring` (none comes to rest during the beats).
/// With `keyframes`, each motion plays a keyframe track of four keys (cubic, cubic, eased linear,
/// spring) on its property, on the motion's own beats.
/// With `time`, each counted beat is timed (not for valgrind: the numbers are per motion, fastest
/// and median, from one process, so compare builds by alternating runs).
/// With `groups=N`, the tweens play in `MotionGroup`s of N members, the groups on the tempo, so the
/// count per motion-beat includes each group's share of its own beat.
/// With `kinds=N`, the tweens' easings cycle through the first N built-in in-out curves (quadratic,
/// cubic, quartic, quintic, circular, exponential), motion by motion, so that no two
/// neighbours in the beat list share a kind when N > 1.
/// With `animator`, each motion is a `MotionLayer` with three stacked additive position animations
/// and an opacity animation, as in `motion bench --mode animator`, and each counted beat also draws
/// every layer (`presentation()`): the count is per layer-beat.
@main
@MainActor
enum BeatCount {
    final class Target: Moved { var x = 0.0 }

    /// A target whose `x` the tool prints after the beats.
    protocol Moved: AnyObject { var x: Double { get } }

    /// The target of `paths` runs: a separate class, because a key path that escapes into
    /// `motionProperties` makes the compiler check exclusivity at run time on every other access to
    /// the property in this module, which would change what the typed runs count.
    final class NamedTarget: MotionTarget {
        var x = 0.0
        static var motionProperties: [String: PartialKeyPath<NamedTarget>] { ["x": \.x] }
    }

    /// The beats whose instructions are counted; with `time`, each is also timed, and the fastest
    /// and the median beat are printed in nanoseconds per motion.
    @inline(never)
    static func countedBeats(_ tempo: ManualTempo, _ beats: Int, motions: Int = 1) {
        guard CommandLine.arguments.contains("time") else {
            for _ in 0..<beats { tempo.advance(by: 1.0 / 60) }
            return
        }
        var times: [Double] = []
        times.reserveCapacity(beats)
        for _ in 0..<beats {
            let start = DispatchTime.now().uptimeNanoseconds
            tempo.advance(by: 1.0 / 60)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(motions))
        }
        times.sort()
        print("{\"min_ns\":\(times[0]),\"median_ns\":\(times[times.count / 2])}")
    }

    /// The words and `name=N` options the tool takes; anything else is refused with the usage.
    static let words: Set<String> = ["stop", "updated", "delayed", "paths", "values", "additive", "physics", "spring", "keyframes",
                                     "animator", "time", "instructions"]

    static let usage = """
        usage: beat-count [motions] [beats] [stop] [updated] [delayed] [paths] [values] [additive] [physics] [spring] [keyframes]
                          [animator] [groups=N] [kinds=N] [time] [instructions]
          motions, beats   positive whole numbers (10000 and 60 by default)
          instructions     run under valgrind's callgrind and print instructions per motion-beat
        """

    /// Checks the arguments: at most two positive whole numbers, the known words, `groups=N` and
    /// `kinds=N` with N a positive whole number. Exits with status 2 and the usage otherwise.
    static func validate(_ arguments: ArraySlice<String>) {
        var numbers = 0
        for argument in arguments where !words.contains(argument) {
            if let number = Int(argument) {
                numbers += 1
                guard number > 0, numbers <= 2 else {
                    fail("'\(argument)': motions and beats are at most two positive whole numbers")
                }
            } else if let option = ["groups=", "kinds="].first(where: { argument.hasPrefix($0) }) {
                guard let value = Int(argument.dropFirst(option.count)), value > 0 else {
                    fail("'\(argument)': \(option)N takes a positive whole number")
                }
            } else {
                fail("'\(argument)' is not an argument of beat-count")
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("beat-count: \(message)\n\(usage)\n".utf8))
        exit(2)
    }

    /// Runs this tool again under callgrind, counting only ``countedBeats(_:_:motions:)``, and
    /// prints the instructions per motion-beat.
    static func countInstructions(motions: Int, beats: Int) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("beat-count-\(getpid()).callgrind").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind", "--tool=callgrind", "--toggle-collect=*countedBeats*", "--callgrind-out-file=\(output)",
                             CommandLine.arguments[0]] + CommandLine.arguments.dropFirst().filter { $0 != "instructions" }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            fail("could not run valgrind (\(error.localizedDescription)); install it, or run the tool under callgrind yourself")
        }
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
              let total = Double(line.split(separator: " ").last ?? "") else {
            fail("valgrind ended with status \(process.terminationStatus) and no instruction count")
        }
        let perMotionBeat = total / Double(motions * beats)
        print("\(String(format: "%.1f", perMotionBeat)) instructions per motion-beat (\(Int(total)) over \(motions) motions × \(beats) beats)")
    }

    static func main() {
        validate(CommandLine.arguments.dropFirst())
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
        let motions = arguments.first ?? 10_000
        let beats = arguments.dropFirst().first ?? 60
        if CommandLine.arguments.contains("instructions") { return countInstructions(motions: motions, beats: beats) }
        if CommandLine.arguments.contains("animator") {
            runAnimator(layers: motions, beats: beats)
        } else if CommandLine.arguments.contains("values") {
            runValues(motions: motions, beats: beats, targets: (0..<motions).map { _ in Target() })
        } else if CommandLine.arguments.contains("paths") {
            // "x" is one of the target's motion properties, so resolving it cannot fail.
            run(motions: motions, beats: beats, targets: (0..<motions).map { _ in NamedTarget() }) {
                (try? PropertyData<NamedTarget>(path: "x", start: 0.0, end: 100.0)).map { [$0] } ?? []
            }
        } else if CommandLine.arguments.contains("keyframes") {
            runKeyframes(motions: motions, beats: beats)
        } else if CommandLine.arguments.contains("physics") || CommandLine.arguments.contains("spring") {
            runLaws(motions: motions, beats: beats, targets: (0..<motions).map { _ in Target() })
        } else if CommandLine.arguments.contains("additive") {
            run(motions: motions, beats: beats, targets: (0..<motions).map { _ in Target() }, options: .additive) {
                [PropertyData(keyPath: \Target.x, end: 100.0)]
            }
        } else {
            run(motions: motions, beats: beats, targets: (0..<motions).map { _ in Target() }) {
                [PropertyData(keyPath: \Target.x, start: 0.0, end: 100.0)]
            }
        }
    }

    /// How many easings the motions take in turn (`kinds=N`, 1 to 6; 1 without it).
    static var kindCount: Int {
        let kinds = CommandLine.arguments.lazy.compactMap { $0.hasPrefix("kinds=") ? Int($0.dropFirst(6)) : nil }.first ?? 1
        return max(1, min(kinds, 6))
    }

    /// The `which`th in-out easing: quadratic, cubic, quartic, quintic, circular, exponential. Each
    /// family's closure as it hands it out: kept in an array, a closure is re-wrapped and no longer
    /// recognized as its kind.
    static func easing(_ which: Int) -> EasingUpdateClosure {
        switch which {
        case 1: EasingCubic.easeInOut()
        case 2: EasingQuartic.easeInOut()
        case 3: EasingQuintic.easeInOut()
        case 4: EasingCircular.easeInOut()
        case 5: EasingExpo.easeInOut()
        default: EasingQuadratic.easeInOut()
        }
    }

    /// The `N` of a `groups=N` argument.
    static var groupSize: Int? {
        CommandLine.arguments.lazy.compactMap { $0.hasPrefix("groups=") ? Int($0.dropFirst(7)) : nil }.first.map { max(1, $0) }
    }

    /// Value motions (`Motion(from:to:duration:easing:) { … }`), each storing into its own target.
    static func runValues(motions: Int, beats: Int, targets: [Target]) {
        let easing = EasingQuadratic.easeInOut()
        play(motions: motions, beats: beats, targets: targets) { target, duration in
            Motion(from: 0.0, to: 100.0, duration: duration, easing: easing) { target.x = $0 }
        }
    }

    /// The beats and draws whose instructions are counted for `animator` (the name matches the
    /// collection pattern): each beat advances the tempo and then reads every layer's presentation.
    @inline(never)
    static func countedBeatsAndDraws(_ tempo: ManualTempo, _ beats: Int, layers: [MotionLayer]) -> Double {
        var sum = 0.0
        for _ in 0..<beats {
            tempo.advance(by: 1.0 / 60)
            for layer in layers {
                let shown = layer.presentation()
                sum += shown.position.x + shown.position.y + shown.opacity
            }
        }
        return sum
    }

    /// Layers animated as `motion bench --mode animator` animates them, drawn on every beat.
    static func runAnimator(layers count: Int, beats: Int) {
        let tempo = ManualTempo()
        let animator = MotionAnimator(tempo: tempo)
        let duration = Double(beats + 2) / 60 + 1
        let legs: [(from: CGPoint, to: CGPoint, extra: Double)] = [
            (CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 50), 0),
            (CGPoint(x: 100, y: 50), CGPoint(x: 40, y: 120), 0.5),
            (CGPoint(x: 40, y: 120), CGPoint(x: 200, y: 10), 1),
        ]
        let layers = (0..<count).map { _ in MotionLayer() }
        for layer in layers {
            for leg in legs {
                animator.animate(with: AnimationTraits(duration: duration + leg.extra), between: [leg.from, leg.to],
                                 layer: layer, keyPath: .position)
            }
            animator.animate(with: AnimationTraits(duration: duration), between: [0.0, 1.0], layer: layer, keyPath: .opacity)
        }
        tempo.advance(by: 1.0 / 60)
        let sum = countedBeatsAndDraws(tempo, beats, layers: layers)
        print("{\"layers\":\(count),\"beats\":\(beats),\"sum\":\(sum)}")
        animator.removeAllAnimations()
    }

    /// The target of `keyframes` runs: a class of its own, for the reason ``NamedTarget`` gives (a
    /// track's key path escapes).
    final class KeyframedTarget: Moved { var x = 0.0 }

    /// Keyframe tracks spread over the run's duration, so the counted beats cross every kind of key.
    static func runKeyframes(motions: Int, beats: Int) {
        play(motions: motions, beats: beats, targets: (0..<motions).map { _ in KeyframedTarget() }) { target, duration in
            let leg = duration / 4
            return Motion(target: target, keyframes: [PropertyKeyframes(\.x) {
                CubicKeyframe(40.0, duration: leg)
                CubicKeyframe(20.0, duration: leg)
                LinearKeyframe(80.0, duration: leg, timingCurve: .easeInOut)
                SpringKeyframe(100.0, duration: leg, spring: .bouncy)
            }])
        }
    }

    /// Physics launches or springs, as `motion bench` makes them: the friction brings a launch of
    /// 300 points a second to rest after the beats; the spring is `Spring(duration:bounce: 0.3)`
    /// over the same time.
    static func runLaws(motions: Int, beats: Int, targets: [Target]) {
        let spring = CommandLine.arguments.contains("spring")
        play(motions: motions, beats: beats, targets: targets) { target, duration in
            spring
                ? SpringMotion(target: target, properties: [PropertyData(keyPath: \Target.x, start: 0.0, end: 100.0)],
                               spring: Spring(duration: duration, bounce: 0.3), initialVelocity: [300])
                : PhysicsMotion(target: target, properties: [PropertyData(keyPath: \Target.x, start: 0.0)],
                                velocity: 300, friction: 1 - exp(log(PhysicsSystem.restingSpeedFraction) / duration))
        }
    }

    /// Makes one motion per target with `make` (given the target and a duration that outlasts the
    /// beats), starts them on a manual tempo, hands their legs to it with one beat, then counts
    /// `beats` more and prints the first target's value.
    static func play<Moving: Moved>(motions: Int, beats: Int, targets: [Moving],
                                    make: (Moving, _ duration: Double) -> any Moveable & TempoDriven) {
        let tempo = ManualTempo()
        let duration = Double(beats + 2) / 60 + 1
        let running = targets.map { target in
            let motion = make(target, duration)
            motion.tempo = tempo
            return motion.start()
        }
        tempo.advance(by: 1.0 / 60)
        countedBeats(tempo, beats, motions: motions)
        print("{\"motions\":\(motions),\"beats\":\(beats),\"x\":\(targets.first?.x ?? 0)}")
        withExtendedLifetime((targets, running)) {}
    }

    static func run<T: AnyObject>(motions: Int, beats: Int, targets: [T], options: MotionOptions = [],
                                  properties: () -> [PropertyData<T>]) {
        let stops = CommandLine.arguments.contains("stop")
        let updates = CommandLine.arguments.contains("updated")
        let delayed = CommandLine.arguments.contains("delayed")
        let tempo = ManualTempo()
        let kinds = kindCount
        // Long enough that no motion ends during the counted beats.
        let duration = Double(beats + 2) / 60 + 1
        let groupSize = groupSize
        var running = targets.indices.map { index in
            let motion = Motion(target: targets[index], properties: properties(), duration: duration,
                                easing: easing(index % kinds), options: options)
            motion.tempo = tempo
            if updates { motion.updated { _ in } }
            // Over by the first beat, which starts the movement.
            if delayed { motion.afterDelay(1.0 / 120) }
            return groupSize == nil ? motion.start() : motion
        }
        var groups: [MotionGroup] = []
        if let groupSize {
            groups = stride(from: 0, to: running.count, by: groupSize).map { first in
                let group = MotionGroup(motions: Array(running[first..<min(first + groupSize, running.count)]))
                group.tempo = tempo
                return group.start()
            }
        }
        tempo.advance(by: 1.0 / 60)
        countedBeats(tempo, beats, motions: motions)
        let x = running.first?.target.map { properties().first?.accessor.read($0) ?? 0 } ?? 0
        if stops {
            for motion in running { motion.stop() }
            running.removeAll()
        }
        print("{\"motions\":\(motions),\"beats\":\(beats),\"x\":\(x)}")
        withExtendedLifetime((targets, running, groups)) {}
    }
}
