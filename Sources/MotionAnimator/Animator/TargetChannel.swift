import Foundation
import MotionMachine
@_spi(Kernel) import MotionKernel

/// The model and running animations of one property of an object that is not a layer, animated
/// through a typed key path: the property holds the presentation value, the channel the model.
final class TargetChannel<Target: AnyObject, Value: AnimatorValue> {
    weak var target: Target?
    let keyPath: ReferenceWritableKeyPath<Target, Value>
    /// The value the property rests at when its animations end.
    var model: Value
    var records: [TargetRecord<Target, Value>] = []
    private var lastWrite = -Double.infinity
    /// Where the target stores the property, so beats write it without a run-time key path.
    private let location: StoredLocation<Target, Value>
    private let key: ChannelKey

    init(target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, model: Value) {
        self.target = target
        self.keyPath = keyPath
        self.model = model
        key = ChannelKey(object: ObjectIdentifier(target), keyPath: keyPath)
        location = StoredLocation(keyPath)
    }

    /// The model with every record applied.
    var presentation: Value {
        var value = model
        for record in records { record.apply(to: &value) }
        return value
    }

    /// Writes the presentation into the property, once per clock time.
    func write(at time: Double) {
        guard time != lastWrite, let target else { return }
        lastWrite = time
        location.write(target, presentation)
    }

    /// Writes the presentation now (after a record joined or left). Outside any animation block, so
    /// a setter that asks for an ``AnimationAction`` does not animate the animator's own write.
    func rewrite() {
        guard let target else { return }
        let value = presentation
        ImplicitScope.$current.withValue(nil) { location.write(target, value) }
    }

    /// The channel for `keyPath` of `target`, made with the property's current value as its model.
    static func channel(for target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>) -> TargetChannel {
        let key = ChannelKey(object: ObjectIdentifier(target), keyPath: keyPath)
        return channelRegistry.withLock { channels in
            if let existing = channels[key] as? TargetChannel, existing.target === target { return existing }
            let channel = TargetChannel(target: target, keyPath: keyPath, model: target[keyPath: keyPath])
            channels[key] = channel
            return channel
        }
    }

    /// Closes the channel once it has no records.
    func closeIfIdle() {
        guard records.isEmpty else { return }
        channelRegistry.withLock { channels in
            if channels[key] === self { channels[key] = nil }
        }
    }
}

/// A channel's identity: the object and the key path. `@unchecked`: `AnyKeyPath` is not marked
/// `Sendable`, but a key path is an immutable value, only compared and hashed here.
private struct ChannelKey: Hashable, @unchecked Sendable {
    let object: ObjectIdentifier
    let keyPath: AnyKeyPath
}

/// Every open ``TargetChannel`` (an object's identifier is reused once it is freed, so a lookup
/// also checks that the channel's object is the one asked for).
private let channelRegistry = LockedState<[ChannelKey: AnyObject]>([:])

/// An animation of a typed key path of an object that is not a layer.
final class TargetRecord<Target: AnyObject, Value: AnimatorValue>: AnimationRecord {
    let channel: TargetChannel<Target, Value>
    let from: Value
    let to: Value

    init(channel: TargetChannel<Target, Value>, from: Value, to: Value, isAdditive: Bool,
         chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock) {
        self.channel = channel
        self.from = from
        self.to = to
        super.init(keyPath: "\(channel.keyPath)", chain: chain, curve: curve, clock: clock, isAdditive: isAdditive)
        needsBeats = true
    }

    func apply(to value: inout Value) {
        if let shown = shown(from: from, to: to, at: clock.now, over: value) { value = shown }
    }

    override func didBeat() {
        if channel.target == nil { orphaned = true } else { channel.write(at: clock.now) }
    }

    override func detach() {
        channel.records.removeAll { $0 === self }
        channel.rewrite()
        channel.closeIfIdle()
    }

    override func presentationCommit() -> () -> Void {
        let value = channel.presentation
        return { [channel] in channel.model = value }
    }
}
