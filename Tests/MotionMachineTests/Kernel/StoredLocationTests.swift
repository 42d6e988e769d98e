import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

class FrameBox {
    var frame = CGRect(x: 0, y: 0, width: 10, height: 10)
}

/// Overrides the stored frame with an observer: writes must reach `didSet` on every beat.
final class ObservedFrameBox: FrameBox {
    var writes = 0
    override var frame: CGRect { didSet { writes += 1 } }
}

/// A computed frame: its setter runs on every write.
final class ComputedFrameBox {
    var storage = CGRect(x: 0, y: 0, width: 10, height: 10)
    var sets = 0
    var frame: CGRect {
        get { storage }
        set { storage = newValue; sets += 1 }
    }
}

/// Writes through a learned location against writes through the key path: the same values, and
/// setters and observers still run on every write (they are never skipped by a direct store).
@Suite("Writes at a learned location")
@MainActor
struct StoredLocationTests {
    init() { _ = TestDiagnostics.installed }
    @Test("a stored property is written in place after the first write, with the key path's values")
    func storedInPlace() {
        let location = StoredLocation(\FrameBox.frame)
        let box = FrameBox()
        for step in 1...5 {
            location.modify(box) { $0.origin.x = Double(step) }
            #expect(box.frame.origin.x == Double(step) && box.frame.size.width == 10)
        }
        location.write(box, CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(box.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("an observed override and a computed property run their observer or setter on every write")
    func observersRun() {
        let location = StoredLocation(\FrameBox.frame)
        let plain = FrameBox(), observed = ObservedFrameBox()
        // The plain class is learned first; the subclass, which overrides the property, asks again.
        for step in 1...4 {
            location.modify(plain) { $0.size.width = Double(step) }
            location.modify(observed) { $0.size.width = Double(step) }
        }
        #expect(observed.writes == 4 && observed.frame.size.width == 4 && plain.frame.size.width == 4)
        location.modify(plain) { $0.size.height = 7 }
        #expect(plain.frame.size.height == 7 && observed.writes == 4)

        let computed = ComputedFrameBox()
        let computedLocation = StoredLocation(\ComputedFrameBox.frame)
        for step in 1...3 { computedLocation.write(computed, CGRect(x: Double(step), y: 0, width: 1, height: 1)) }
        #expect(computed.sets == 3 && computed.storage.origin.x == 3)
    }

    @Test("PropertyStates on a frame and a colour: every beat's values as the linear formula gives; an observed frame sees each beat")
    func propertyStatesBeats() {
        let tempo = ManualTempo()
        let box = Box()
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let motion = Motion(target: box, statesForProperties: [
            PropertyStates(keyPath: \Box.frame, end: CGRect(x: 100, y: 40, width: 30, height: 20)),
            PropertyStates(keyPath: \Box.color, end: MotionColor(red: 1, green: 0.5, blue: 0, alpha: 1)),
        ], duration: 1, easing: EasingLinear.easeNone())
        motion.tempo = tempo
        motion.start()
        for step in 1...9 {
            let t = Double(step) / 10
            tempo.tick(at: t)
            #expect(abs(box.frame.origin.x - 100 * t) < 1e-9 && abs(box.frame.size.height - (10 + 10 * t)) < 1e-9)
            #expect(abs(box.color.red - t) < 1e-9 && abs(box.color.green - 0.5 * t) < 1e-9 && box.color.alpha == 1)
        }

        let observed = ObservedFrameBox()
        let watched = Motion(target: observed as FrameBox, statesForProperties: [
            PropertyStates(keyPath: \FrameBox.frame, end: CGRect(x: 50, y: 0, width: 10, height: 10)),
        ], duration: 1, easing: EasingLinear.easeNone())
        watched.tempo = tempo
        watched.start()
        let before = observed.writes
        for step in 1...5 { tempo.tick(at: 1 + Double(step) / 10) }
        // Started at the tempo's time then, 0.9: 0.6 s into 1 s of 0 → 50.
        #expect(observed.writes - before >= 5 && abs(observed.frame.origin.x - 30) < 1e-9)
    }
}
