import Foundation
import Testing
@testable import MotionMachine

/// A collection beaten from its own `started` or `cycleRepeated` callback, before its cycle's plan
/// is made: found by the randomized stress run (seed 8080), where it read the previous run's plan.
@Suite("Collections beaten before their cycle is planned")
@MainActor
struct CollectionRestartTests {
    init() { _ = TestDiagnostics.installed }

    func tween(_ box: Box) -> Motion<Box> {
        Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
    }

    @Test("a staggered group stopped part-way, shrunk, restarted and beaten from its started callback starts only its members")
    func beatenFromStarted() {
        let boxes = (0..<3).map { _ in Box() }, tempo = ManualTempo()
        let members = boxes.map(tween)
        let group = MotionGroup(motions: members, stagger: 1)
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)       // the first member started; the others wait their turn
        group.stop()
        _ = group.remove(members[1]).remove(members[2])
        var beaten = false
        group.started { collection in
            guard !beaten else { return }
            beaten = true
            collection.update(withTimeInterval: tempo.currentTime + 5)
        }
        group.start()
        tempo.tick(at: 10)
        #expect(beaten)
        #expect(members[1].motionState == .stopped && members[2].motionState == .stopped)
        #expect(group.motionState == .stopped && boxes[0].x == 1)
    }

    @Test("a staggered group beaten from its cycleRepeated callback plays the new cycle's plan")
    func beatenFromCycleRepeated() {
        let boxes = (0..<3).map { _ in Box() }, tempo = ManualTempo()
        let group = MotionGroup(motions: boxes.map(tween), stagger: 0.5).repeats(1)
        group.tempo = tempo
        var repeats = 0
        group.cycleRepeated { collection in
            repeats += 1
            collection.update(withTimeInterval: tempo.currentTime + 0.25)
        }
        group.start()
        for step in 0...40 { tempo.tick(at: Double(step) * 0.25) }
        #expect(repeats == 1 && group.motionState == .stopped)
        #expect(boxes.allSatisfy { $0.x == 1 })
    }
}
