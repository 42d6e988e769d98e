import Foundation
import MotionMachine

/// `memory-probe [tweens]`: makes that many single-property tweens (100,000 by default) on a manual
/// tempo, each on a target of its own, starts them and plays one beat, and prints the growth of the
/// process's resident memory per running tween as the kernel reports it (`VmRSS` in
/// `/proc/self/status`, Linux only). The targets and the array holding the tweens are made, and one
/// tween is run, before the first reading, so the growth is the tweens' own.
final class Square {
    var x = 0.0
}

/// The process's resident memory in kilobytes, or `nil` where `/proc` is not available.
func residentKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    return nil
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) }.map { max(1, $0) } ?? 100_000
let tempo = ManualTempo()
let squares = (0..<count).map { _ in Square() }
// Filled now, so the array's pages are resident before the first reading, not counted as the tweens'.
var tweens = [Motion<Square>?](repeating: nil, count: count)
// One tween started, played and stopped first, on a tempo of its own: what the first use of the
// library makes resident once per process (mostly the program's and its libraries' pages read in
// from their files, then type metadata and the global tables' first blocks) is not the tweens' own.
do {
    let warmUp = ManualTempo(), square = Square()
    let tween = Motion(target: square, properties: [PropertyData(keyPath: \Square.x, start: 0, end: 100)],
                       duration: 10, easing: EasingQuadratic.easeInOut())
    tween.tempo = warmUp
    tween.start()
    warmUp.advance(by: 1.0 / 60)
    tween.stop()
}
guard let before = residentKilobytes() else {
    print("memory-probe: /proc/self/status is not available here")
    exit(1)
}
for (index, square) in squares.enumerated() {
    let tween = Motion(target: square, properties: [PropertyData(keyPath: \Square.x, start: 0, end: 100)],
                       duration: 10, easing: EasingQuadratic.easeInOut())
    tween.tempo = tempo
    tweens[index] = tween.start()
}
tempo.advance(by: 1.0 / 60)
let after = residentKilobytes() ?? before
let perTween = Double(after - before) * 1024 / Double(count)
print("{\"tweens\":\(count),\"resident_bytes_per_tween\":\(String(format: "%.1f", perTween)),\"x\":\(squares[0].x)}")
withExtendedLifetime((tweens, squares)) {}
