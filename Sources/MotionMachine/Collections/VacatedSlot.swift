import Foundation

/// What stands in a collection's slot after its member is removed mid-run: the slot must stay until
/// the run ends (indices are how members report), but the collection must not keep the removed
/// moveable alive, nor form a cycle with it if the moveable later adopts the collection. It has no
/// state (its setters change nothing), so one instance serves every collection in every domain.
final class VacatedSlot: Moveable, Sendable {
    static let shared = VacatedSlot()

    var motionState: MotionState { .stopped }
    var motionDirection: MotionDirection { .forward }
    var reversing: Bool { get { false } set {} }
    var repeating: Bool { get { false } set {} }
    var repeatCycles: UInt { get { REPEAT_INFINITE } set {} }
    var motionProgress: Double { 0 }
    var cycleProgress: Double { 0 }
    var cyclesCompletedCount: UInt { 0 }
    var totalProgress: Double { 0 }
    var speed: Double { get { 1 } set {} }
    @discardableResult func start() -> Self { self }
    func stop() {}
    func pause() {}
    func resume() {}
    func reset() {}
    func update(withTimeInterval currentTime: TimeInterval) {}
    func seek(to time: TimeInterval) {}
    func seek(toProgress progress: Double) {}
}
