import Foundation
import MotionMachine

/// An animation of a built-in ``MotionLayer`` property. Additive records hold the delta (from − to,
/// or from·to⁻¹) in `from` and the neutral delta in `to`.
final class LayerPropertyRecord<Value: AnimatorValue>: AnimationRecord {
    weak var layer: MotionLayer?
    let accessor: LayerAccessor<Value>
    let from: Value
    let to: Value

    init(layer: MotionLayer, accessor: LayerAccessor<Value>, from: Value, to: Value, isAdditive: Bool,
         chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock) {
        self.layer = layer
        self.accessor = accessor
        self.from = from
        self.to = to
        super.init(keyPath: accessor.key.rawValue, chain: chain, curve: curve, clock: clock, isAdditive: isAdditive)
    }

    override func apply(to properties: inout LayerProperties) {
        guard let progress = easedProgress() else { return }
        let value = from.interpolated(to: to, fraction: progress)
        accessor.write(&properties, isAdditive ? value.composed(onto: accessor.read(properties)) : value)
    }

    override var isOrphaned: Bool { layer == nil }

    override func detach() {
        layer?.animations.removeAll { $0 === self }
    }

    override func presentationCommit() -> () -> Void {
        guard let layer else { return {} }
        let value = accessor.read(layer.presentation())
        return { [accessor] in layer.setModel(accessor, value, recording: false) }
    }
}

/// An animation of an ``Animatable`` property of a ``MotionLayer`` subclass.
final class CustomPropertyRecord<Layer: MotionLayer, Value: AnimatorValue>: AnimationRecord {
    weak var layer: Layer?
    let property: ReferenceWritableKeyPath<Layer, Value>
    let from: Value
    let to: Value

    init(layer: Layer, property: ReferenceWritableKeyPath<Layer, Value>, from: Value, to: Value, isAdditive: Bool,
         chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock) {
        self.layer = layer
        self.property = property
        self.from = from
        self.to = to
        super.init(keyPath: layer.customPropertyNames[property] ?? "\(property)", chain: chain, curve: curve, clock: clock, isAdditive: isAdditive)
    }

    /// Applies the animation to the property's value as computed so far.
    func apply(to value: inout Value) {
        guard let progress = easedProgress() else { return }
        let current = from.interpolated(to: to, fraction: progress)
        value = isAdditive ? current.composed(onto: value) : current
    }

    override var isOrphaned: Bool { layer == nil }

    override func detach() {
        layer?.animations.removeAll { $0 === self }
    }

    override func presentationCommit() -> () -> Void {
        guard let layer else { return {} }
        let value = layer.presentation(of: property)
        return { [property] in ImplicitScope.$current.withValue(nil) { layer[keyPath: property] = value } }
    }
}

/// An interpolator's progress animation: calls the closure with the eased progress on every beat
/// while applied, and once more with the final progress when it ends.
final class InterpolatorRecord: AnimationRecord {
    let interpolate: (Double) -> Void

    init(interpolate: @escaping (Double) -> Void, chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock) {
        self.interpolate = interpolate
        super.init(keyPath: "progress", chain: chain, curve: curve, clock: clock, isAdditive: false)
    }

    override func didBeat() {
        if let progress = easedProgress() { interpolate(progress) }
    }

    override func didEnd(ranToEnd: Bool) {
        guard ranToEnd, let time = chain.basicTime(at: chain.end) else { return }
        interpolate(curve.progress(atBasicTime: time, duration: chain.duration))
    }
}
