import Foundation
import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

/// A game loop that owns its clock on its own actor: it creates, drives and awaits moveables there,
/// with no hop to the main actor.
actor GameLoop {
    private(set) var x = 0.0
    private(set) var position = SIMD2<Double>(0, 0)
    /// What a task of this actor awaits.
    private var awaited: (any Moveable)?

    /// Awaits ``awaited`` (a task that captures `self` runs on this actor).
    private func awaitCurrent() async -> Bool {
        guard let awaited else { return false }
        if let group = awaited as? MotionGroup { return await group.finished }
        if let motion = awaited as? Motion<MotionValue<Double>> { return await motion.finished }
        return false
    }

    /// Created here, off the main actor, a motion has no tempo; the loop advances it frame by frame.
    func playWithoutTempo(fps: Double) -> (hadTempo: Bool, x: Double) {
        let motion = Motion(from: 0.0, to: 10.0, duration: 1, easing: EasingQuadratic.easeIn()) { self.x = $0 }
        let hadTempo = motion.tempo != nil
        motion.start()
        for _ in 0..<Int((0.5 * fps).rounded()) { motion.advance(by: 1 / fps) }
        return (hadTempo, x)
    }

    /// A tempo of the loop's own drives a group; a task of the same actor awaits it.
    func playGroupAwaited() async -> (completed: Bool, x: Double, position: SIMD2<Double>) {
        let tempo = ManualTempo()
        let group = MotionGroup(motions: [
            Motion(from: 0.0, to: 4.0, duration: 1) { self.x = $0 },
            SpringMotion(from: SIMD2<Double>(0, 0), to: SIMD2(3, 4), spring: .snappy) { self.position = $0 },
        ])
        group.tempo = tempo
        group.start()
        awaited = group
        let waiting = Task { await self.awaitCurrent() }
        tempo.tick(at: 0)
        // Let the waiting task (on this actor) park before the run ends.
        while !group.awaitedToFinish { await Task.yield() }
        for frame in 1...240 { tempo.tick(at: Double(frame) / 60) }
        return (await waiting.value, x, position)
    }

    /// A timer tempo beats on the main actor: subscribing to it from here is refused, and the motion
    /// gets no beats.
    func subscribeToTimer() -> MotionState {
        let motion = Motion(from: 0.0, to: 1.0, duration: 1) { self.x = $0 }
        motion.tempo = TimerTempo()
        motion.start()
        return motion.motionState
    }

    /// Cancelling the awaiting task resumes it with `false` and stops the motion.
    func cancelAwaited() async -> (completed: Bool, state: MotionState) {
        let tempo = ManualTempo()
        let motion = Motion(from: 0.0, to: 1.0, duration: 10) { self.x = $0 }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0)
        awaited = motion
        let waiting = Task { await self.awaitCurrent() }
        waiting.cancel()
        let completed = await waiting.value
        return (completed, motion.motionState)
    }
}

/// A helper with no isolation annotation, as a command-line program's `main.swift` would write it.
func slideHelper(_ box: Box, tempo: ManualTempo) -> Motion<Box> {
    let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 8.0)], duration: 1)
    motion.tempo = tempo
    return motion.start()
}

@Suite("Isolation")
struct IsolationTests {
    init() { _ = TestDiagnostics.installed }
    @Test("a game loop on its own actor creates and advances motions; results do not depend on the frame rate")
    func actorDrivenWithoutTempo() async {
        let loop = GameLoop()
        let at30 = await loop.playWithoutTempo(fps: 30)
        let at120 = await loop.playWithoutTempo(fps: 120)
        #expect(!at30.hadTempo && !at120.hadTempo)
        // Quadratic ease-in at half time: 10 × 0.5².
        #expect(close(at30.x, 2.5, 1e-9) && close(at120.x, 2.5, 1e-9))
    }

    @Test("a loop's own tempo drives collections there, and awaiting them works in that actor")
    func actorTempoAndAwait() async {
        let result = await GameLoop().playGroupAwaited()
        #expect(result.completed && result.x == 4 && result.position == SIMD2(3, 4))
    }

    @Test("cancelling a task that awaits a motion in an actor stops the motion")
    func actorCancellation() async {
        let result = await GameLoop().cancelAwaited()
        #expect(!result.completed && result.state == .stopped)
    }

    @Test("a TimerTempo refuses subscribers off the main actor, with a diagnostic")
    func timerOffMainActor() async {
        let recorder = DiagnosticsRecorder.shared
        let state = await GameLoop().subscribeToTimer()
        #expect(state != .stopped)
        #expect(recorder.contains("[TimerTempo] TimerTempo used off the main actor"))
    }

    @Test("moveables created on the main actor use the default tempo")
    @MainActor
    func mainActorDefault() {
        #expect(Motion(from: 0.0, to: 1.0, duration: 1) { _ in }.tempo === Tempo.default)
    }

    @Test("a motion given no tempo takes the default in force when it first needs one; one given a tempo, or nil, keeps it")
    @MainActor
    func defaultTakenWhenNeeded() {
        let original = Tempo.default
        defer { Tempo.default = original }
        let first = ManualTempo(), second = ManualTempo(), own = ManualTempo()
        Tempo.default = first
        let waiting = Motion(from: 0.0, to: 1.0, duration: 1) { _ in }
        let given = Motion(from: 0.0, to: 1.0, duration: 1) { _ in }
        let driven = Motion(from: 0.0, to: 1.0, duration: 1) { _ in }
        given.tempo = own
        driven.tempo = nil
        Tempo.default = second
        waiting.start()
        given.start()
        driven.start()
        #expect(waiting.tempo === second && given.tempo === own && driven.tempo == nil)
        #expect(first.subscriberCount == 0 && second.subscriberCount == 1 && own.subscriberCount == 1)
        driven.update(withTimeInterval: 0.5)
        #expect(driven.motionState == .moving)
        waiting.stop()
        given.stop()
    }

    @Test("the main-thread answer, kept per thread, agrees with Foundation's on the main thread and on another, every time")
    func mainThreadFlag() async {
        let onMain = await MainActor.run { [MainThreadFlag.isMainThread, MainThreadFlag.isMainThread, Thread.isMainThread] }
        #expect(onMain[0] == onMain[2] && onMain[1] == onMain[2])
        let answers = await withCheckedContinuation { (continuation: CheckedContinuation<[Bool], Never>) in
            let thread = Thread {
                continuation.resume(returning: [MainThreadFlag.isMainThread, MainThreadFlag.isMainThread, Thread.isMainThread])
            }
            thread.start()
        }
        #expect(answers == [false, false, false])
    }

    @Test("helpers without isolation annotations build and drive motions")
    @MainActor
    func unannotatedHelper() {
        let tempo = ManualTempo(), box = Box()
        _ = slideHelper(box, tempo: tempo)
        tempo.tick(at: 0)
        tempo.tick(at: 0.5)
        #expect(box.x == 4)
    }
}
