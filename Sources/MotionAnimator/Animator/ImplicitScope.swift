import Foundation
import MotionInterchange
import MotionMachine
@_spi(Kernel) import MotionKernel

/// The animation block being run: ``MotionAnimator/animate(with:animations:completion:)`` binds one
/// to the running task (or thread) while its block runs, and layer writes report to it.
///
/// A write is recorded once per object and property (the first write keeps the value before the
/// block; the destination is read when the block ends). The scope's state sits behind a lock, so a
/// write from a task started inside the block cannot race the block's own writes; writes after the
/// block ended are plain writes.
final class ImplicitScope: @unchecked Sendable {
    /// The innermost block being run on this task or thread.
    @TaskLocal static var current: ImplicitScope?

    /// A recorded change: adds its animation when the block ends.
    typealias Event = (_ animator: MotionAnimator, _ request: AnimationRequest) -> Void

    private struct EventKey: Hashable {
        let object: ObjectIdentifier
        let property: AnyHashable
    }

    private struct State {
        var shifts: [AnimationTiming] = []
        var events: [(event: Event, shifts: [AnimationTiming])] = []
        var recorded: Set<EventKey> = []
        var isOpen = true
    }

    /// Whether writes record: false for an instant block, whose writes just set values.
    let animates: Bool
    /// Whether the value on screen before a write is needed (`beginFromCurrentState`).
    let wantsPresentation: Bool
    /// The block's traits, for ``MotionAnimator/action(for:forKey:style:)``.
    let traits: AnimationTraits
    /// Whether the block's animator makes additive animations where it can.
    let additive: Bool
    private let state = LockedState(State())

    init(animates: Bool, wantsPresentation: Bool, traits: AnimationTraits, additive: Bool) {
        self.animates = animates
        self.wantsPresentation = wantsPresentation
        self.traits = traits
        self.additive = additive
    }

    /// The timing shifts around the code running now, outermost first.
    var shifts: [AnimationTiming] { state.withLock { $0.shifts } }

    /// Runs `body` with `shift` innermost.
    func withShift<Result>(_ shift: AnimationTiming, _ body: () throws -> Result) rethrows -> Result {
        state.withLock { $0.shifts.append(shift) }
        defer { state.withLock { _ = $0.shifts.popLast() } }
        return try body()
    }

    /// Records an event unless one was recorded for the same object and property.
    private func record(_ object: AnyObject, _ property: AnyHashable, _ event: @escaping Event) {
        guard animates else { return }
        state.withLock { state in
            guard state.isOpen, state.recorded.insert(EventKey(object: ObjectIdentifier(object), property: property)).inserted
            else { return }
            state.events.append((event, state.shifts))
        }
    }

    /// Records an interpolator (never coalesced).
    func recordInterpolator(_ event: @escaping Event) {
        guard animates else { return }
        state.withLock { state in
            guard state.isOpen else { return }
            state.events.append((event, state.shifts))
        }
    }

    /// A built-in property of `layer` changed; `event` is the top-level property it belongs to.
    func layerDidChange(_ layer: MotionLayer, event: AnimatableKeyPath, before: LayerProperties,
                        presentationBefore: LayerProperties?) {
        record(layer, event) { animator, request in
            animator.addImplicitAnimation(request, layer: layer, key: event, before: before,
                                          presentationBefore: presentationBefore)
        }
    }

    /// An ``Animatable`` property of `layer` changed.
    func customPropertyDidChange<Layer: MotionLayer, Value: AnimatorValue>(
        _ layer: Layer, _ property: ReferenceWritableKeyPath<Layer, Value>, before: Value, presentationBefore: Value?
    ) {
        record(layer, property) { animator, request in
            animator.addCustomAnimation(request, layer: layer, property: property, from: before,
                                        presentationFrom: presentationBefore, to: layer[keyPath: property])
        }
    }

    /// A typed key path of any object changed from `from` (an ``AnimationAction``): animates it to
    /// the value it holds when the block ends, unless the object is gone by then.
    func targetDidChange<Target: AnyObject, Value: AnimatorValue>(
        _ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>, from: Value, eligible: Bool
    ) {
        record(target, keyPath) { [weak target] animator, request in
            guard let target else { return }
            let channel = TargetChannel.channel(for: target, keyPath)
            animator.addTargetAnimation(request, target: target, keyPath: keyPath, channel: channel,
                                        from: from, to: target[keyPath: keyPath], eligible: eligible)
        }
    }

    /// Closes the scope and returns what it recorded, in order.
    func close() -> [(event: Event, shifts: [AnimationTiming])] {
        state.withLock { state in
            state.isOpen = false
            return state.events
        }
    }
}

/// What every animation of one `animate` call shares.
struct AnimationRequest {
    var traits: AnimationTraits
    var timeScale: Double
    var shifts: [AnimationTiming]
    var beginFromCurrentState: Bool
    var group: CompletionGroup
    /// What the animation level shows outside its active time (explicit calls can choose).
    var fillMode: AnimationTiming.FillMode = .both
    /// Whether an animation leaves its object when it ends (explicit calls can choose).
    var isRemovedOnCompletion = true
}
