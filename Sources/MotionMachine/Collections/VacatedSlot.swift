import Foundation

/// What stands in a collection's slot after its member is removed mid-run: the slot must stay until
/// the run ends (indices are how members report), but the collection must not keep the removed
/// moveable alive, nor form a cycle with it if the moveable later adopts the collection.
@MainActor
final class VacatedSlot: Moveable {
    static let shared = VacatedSlot()

    var motionState: MotionState { .stopped }
    var motionDirection: MotionDirection { .forward }
    var reversing = false
    var repeating = false
    var repeatCycles: UInt = REPEAT_INFINITE
    var motionProgress: Double { 0 }
    var cycleProgress: Double { 0 }
    var cyclesCompletedCount: UInt { 0 }
    var totalProgress: Double { 0 }
    var speed: Double = 1
    @discardableResult func start() -> Self { self }
    func stop() {}
    func pause() {}
    func resume() {}
    func reset() {}
    func update(withTimeInterval currentTime: TimeInterval) {}
    func seek(to time: TimeInterval) {}
    func seek(toProgress progress: Double) {}
}
