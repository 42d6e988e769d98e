import Foundation
import Testing
@testable import MotionMachine

/// A sequence that repeats forever, whose step is seeked directly while paused, must not play
/// empty cycles forever in one beat (found by `motion stress --seed 2`, case 274).
@Suite("Collections: a member seeked directly does not make cycles of no time")
@MainActor
struct CollectionSeekLoopTests {
    init() { _ = TestDiagnostics.installed }
    @Test("the beat returns and the sequence moves on", arguments: [0.0, 0.25, 0.99, 1, 2])
    func seekedMember(_ progress: Double) {
        let tempo = ManualTempo(), box = Box()
        let group = MotionGroup(motions: [Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 10)], duration: 0.2)])
        let sequence = MotionSequence(steps: [group]).repeats()
        sequence.tempo = tempo
        sequence.start()
        for beat in 1...40 { tempo.tick(at: Double(beat) / 60) }
        group.pause()
        tempo.tick(at: 41.0 / 60)
        group.seek(toProgress: progress)
        for beat in 42...80 { tempo.tick(at: Double(beat) / 60) }
        #expect(box.x.isFinite)
    }
}
