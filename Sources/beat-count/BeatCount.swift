import Foundation
import MotionMachine

/// `beat-count [motions] [beats] [stop] [updated]`: plays quadratic tweens on a manual tempo for `valgrind
/// --tool=callgrind`, which counts the instructions of ``countedBeats(_:_:)`` alone when run with
/// `--toggle-collect='*countedBeats*'`. Divide the count by motions × beats for instructions per
/// motion-beat. One beat before the counted ones starts the motions' movement and hands their legs
/// to the tempo, so the counted beats are the steady state. (`motion bench` times on a worker
/// thread, which valgrind 3.19 does not survive on these machines; this runs on the main thread.)
///
/// With `stop`, the motions are stopped and let go of after the beats, so that a whole run's cost
/// (create, start, beat, stop, free) can be counted by difference between two numbers of motions.
/// With `updated`, every motion has an (empty) `updated` callback, so its eased leg reports each beat.
@main
@MainActor
enum BeatCount {
    final class Target { var x = 0.0 }

    /// The beats whose instructions are counted.
    @inline(never)
    static func countedBeats(_ tempo: ManualTempo, _ beats: Int) {
        for _ in 0..<beats { tempo.advance(by: 1.0 / 60) }
    }

    static func main() {
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
        let stops = CommandLine.arguments.contains("stop")
        let updates = CommandLine.arguments.contains("updated")
        let motions = arguments.first ?? 10_000
        let beats = arguments.dropFirst().first ?? 60
        let tempo = ManualTempo()
        let targets = (0..<motions).map { _ in Target() }
        let easing = EasingQuadratic.easeInOut()
        // Long enough that no motion ends during the counted beats.
        let duration = Double(beats + 2) / 60 + 1
        var running = targets.map { target in
            let motion = Motion(target: target, properties: [PropertyData(keyPath: \Target.x, start: 0.0, end: 100.0)],
                                duration: duration, easing: easing)
            motion.tempo = tempo
            if updates { motion.updated { _ in } }
            return motion.start()
        }
        tempo.advance(by: 1.0 / 60)
        countedBeats(tempo, beats)
        let x = targets[0].x
        if stops {
            for motion in running { motion.stop() }
            running.removeAll()
        }
        print("{\"motions\":\(motions),\"beats\":\(beats),\"x\":\(x)}")
        withExtendedLifetime((targets, running)) {}
    }
}
