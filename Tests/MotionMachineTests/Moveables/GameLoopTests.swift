import Foundation
import Testing
@testable import MotionMachine

/// A game loop that owns its clock drives moveables with `advance(by:)`: the first frame after
/// `start()` counts, so values at a moment do not depend on the frame rate (issue 11, item 7: the
/// elastic ease at 0.37 s read 0.930 at 30 fps and 0.980 at 144 fps when the first frame was lost).
@Suite("Game loops: advance(by:)")
@MainActor
struct GameLoopTests {
    init() { _ = TestDiagnostics.installed }
    /// easings.net's easeOutElastic, evaluated here (Penner's, amplitude 1, period 0.3).
    static func elastic(_ p: Double) -> Double {
        p <= 0 ? 0 : p >= 1 ? 1 : pow(2, -10 * p) * sin((p * 10 - 0.75) * (2 * Double.pi / 3)) + 1
    }

    @Test("an elastic ease reads the same at 1/3 s at 30, 60 and 144 frames per second, and as the formula says",
          arguments: [30, 60, 144])
    func frameRates(_ fps: Int) {
        let box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1,
                            easing: EasingElastic.easeOut())
        motion.tempo = nil
        motion.start()
        for _ in 0..<(fps / 3) { motion.advance(by: 1 / Double(fps)) }
        #expect(abs(box.x - Self.elastic(1.0 / 3)) < 1e-12, "\(fps) fps: \(box.x)")
    }

    @Test("a delay, a pause and a collection count every frame too")
    func pauseAndCollections() {
        let box = Box(), other = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 100)], duration: 1)
        motion.delay = 0.25
        motion.tempo = nil
        motion.start()
        for _ in 0..<15 { motion.advance(by: 1.0 / 30) }   // 0.5 s: 0.25 s of movement
        #expect(abs(box.x - 25) < 1e-9)
        motion.pause()
        motion.advance(by: 10)                              // paused: nothing moves
        motion.resume()
        for _ in 0..<6 { motion.advance(by: 1.0 / 24) }    // 0.25 s more
        #expect(abs(box.x - 50) < 1e-9)

        let group = MotionGroup(motions: [Motion(target: other, properties: [PropertyData(keyPath: \Box.y, start: 0, end: 10)], duration: 2)])
        group.tempo = nil
        group.start()
        for _ in 0..<60 { group.advance(by: 1.0 / 60) }
        #expect(abs(other.y - 5) < 1e-9)
    }

    @Test("a moveable with a tempo, or a bad span, is left alone with a diagnostic")
    func refused() {
        _ = DiagnosticsRecorder.shared
        let tempo = ManualTempo(), box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        motion.tempo = tempo
        motion.start()
        motion.advance(by: 0.5)
        #expect(box.x == 0)
        #expect(DiagnosticsRecorder.shared.contains("advance(by:) ignored", "tempo"))
        motion.tempo = nil
        motion.advance(by: -1)
        motion.advance(by: .nan)
        #expect(box.x == 0)
        #expect(DiagnosticsRecorder.shared.contains("advance(by: nan) ignored"))
    }
}
