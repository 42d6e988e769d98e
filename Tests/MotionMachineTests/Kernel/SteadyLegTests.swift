import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// While a motion moves within one leg with no `updated` callback, its tempo computes beats itself
/// (a steady leg). These tests pin that the results are exactly those of the motion's own path,
/// which a motion with an `updated` callback always takes.
@Suite("Steady legs")
@MainActor
struct SteadyLegTests {
    init() { _ = TestDiagnostics.installed }
    /// Beat times with uneven gaps, crossing many boundaries.
    static let beats: [Double] = (1...400).map { (step: Int) -> Double in
        let jitter: Double = step % 7 == 0 ? 0.004 : 0
        return Double(step) / 60 + jitter
    }

    /// Configures the motion under test: plain; delay, reverse easing and repeats; elastic forever;
    /// an overshooting bezier, reversing.
    static func configure(_ motion: Motion<Box>, _ configuration: Int) {
        switch configuration {
        case 1: motion.afterDelay(0.3).reverses(withEasing: EasingCubic.easeIn()).repeats(3)
        case 2: motion.easing = EasingElastic.easeOut(); motion.repeats()
        case 3: motion.easing = CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55).easing; motion.reverses()
        default: break
        }
    }

    @Test("values and progress match the motion's own path exactly", arguments: 0..<4)
    func identicalToSlowPath(configuration: Int) {
        let tempo = ManualTempo()
        let steadyBox = Box(), slowBox = Box()
        func make(_ box: Box) -> Motion<Box> {
            let motion = Motion(target: box, properties: [
                PropertyData(keyPath: \Box.x, start: -3.0, end: 17.0),
                PropertyData(keyPath: \Box.y, start: 100.0, end: 40.0),
            ], duration: 0.7, easing: EasingBack.easeInOut())
            motion.tempo = tempo
            Self.configure(motion, configuration)
            return motion
        }
        let steady = make(steadyBox)
        let slow = make(slowBox).updated { _ in }
        steady.start()
        slow.start()
        for (step, beat) in Self.beats.enumerated() {
            tempo.tick(at: beat)
            #expect(steadyBox.x == slowBox.x && steadyBox.y == slowBox.y, "at \(beat)")
            // Reading a motion's state takes its beats back from the tempo, so the state is compared on
            // every tenth beat only, and the leg plays the beats between.
            guard step % 10 == 9 else { continue }
            #expect(steady.motionProgress == slow.motionProgress && steady.totalProgress == slow.totalProgress)
            #expect(steady.motionState == slow.motionState && steady.cyclesCompletedCount == slow.cyclesCompletedCount)
        }
    }

    @Test("a manual beat earlier than the tempo's last one is ignored")
    func backwardsAfterSteadyBeats() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo)
        motion.start()
        for _ in 0..<6 { tempo.advance(by: 0.05) }
        #expect(close(box.x, 3))
        motion.update(withTimeInterval: 0.1)
        #expect(close(box.x, 3) && close(motion.motionProgress, 0.3))
    }

    @Test("changing the easing or adding an updated callback mid-run takes effect on the next beat")
    func midRunChanges() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo)
        motion.start()
        tempo.advance(by: 0.1)
        tempo.advance(by: 0.1)
        motion.easing = EasingQuadratic.easeIn()
        tempo.advance(by: 0.1)
        #expect(close(box.x, 10 * 0.09))
        var updates = 0
        motion.updated { _ in updates += 1 }
        tempo.advance(by: 0.1)
        tempo.advance(by: 0.1)
        #expect(updates == 2)
    }

    @Test("pause during a steady leg freezes the value and progress of the last beat")
    func pauseMidLeg() {
        let box = Box(), tempo = ManualTempo()
        let motion = linearMotion(box, tempo: tempo)
        motion.start()
        for _ in 0..<4 { tempo.advance(by: 0.1) }
        motion.pause()
        #expect(close(motion.motionProgress, 0.4))
        tempo.advance(by: 3)
        motion.resume()
        tempo.advance(by: 0.1)
        #expect(close(box.x, 5))
    }

    @Test("a dropped target is freed within the check interval even mid-leg")
    func droppedTargetMidLeg() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak var probe: Box?
        probe = box
        let motion = Motion(target: box!, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 1.0)], duration: 60)
        motion.tempo = tempo
        motion.start()
        tempo.advance(by: 1.0 / 60)
        box = nil
        let beats = Int((TargetCheck.interval * 60).rounded(.up)) + 1
        for _ in 0..<beats { tempo.advance(by: 1.0 / 60) }
        #expect(probe == nil && motion.motionState == .stopped)
    }

    @Test("a tempo's eased legs check their targets on the first beat, then every half second of beat time, and at once when time goes back")
    func targetSweepSchedule() {
        var sweep = TargetSweep()
        // Beat times in sixtieths of a second, each with whether it checks: 0 checks (the first
        // beat), 30 is half a second later, and 40 → 20 goes back in time.
        let schedule: [(Double, Bool)] = [(0, true), (1, false), (29, false), (30, true), (31, false), (40, false),
                                          (20, true), (21, false), (49, false), (50, true)]
        for (sixtieths, checks) in schedule {
            #expect(sweep.isDue(at: sixtieths / 60) == checks, "at \(sixtieths)/60 s")
        }
    }

    @Test("an eased leg in a group that seeks back still ends its motion once the target is dropped")
    func droppedTargetInSeekingGroup() {
        let tempo = ManualTempo()
        var box: Box? = Box()
        weak var probe: Box?
        probe = box
        let motion = Motion(target: box!, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 1.0)], duration: 60)
        let group = MotionGroup(motions: [motion])
        group.tempo = tempo
        group.start()
        for _ in 0..<40 { tempo.advance(by: 1.0 / 60) }
        box = nil
        // The group's clock goes back (the seek takes the member's leg back; its own next beat checks
        // the target, and the members' tempo, whose time went back, checks at once too).
        group.seek(to: 0.1)
        for _ in 0..<3 { tempo.advance(by: 1.0 / 60) }
        #expect(probe == nil && motion.motionState == .stopped)
        group.stop()
    }
}
