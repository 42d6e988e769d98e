import Foundation
import MotionMachine

/// An animation of a built-in ``MotionLayer`` property. Additive records hold the delta (from − to,
/// or from·to⁻¹) as their from value and the neutral delta as their to value.
///
/// Each value type has its own final subclass whose ``apply(to:)`` calls ``blend(_:)`` with the type
/// known, so drawing a layer runs code specialized for it (a generic class's methods would go through
/// protocol witnesses). ``make(layer:accessor:from:to:isAdditive:chain:curve:clock:)`` picks it.
class LayerPropertyRecord<Value: AnimatorValue>: AnimationRecord {
    // What a draw reads first (the values, then where they go), right after the timing it reads
    // from the record's own fields; the layer, which a draw never reads, last.
    let from: Value
    let to: Value
    /// Where the value is read and written in ``LayerProperties``.
    let accessor: LayerAccessor<Value>
    /// Safe to read while the record is not ``AnimationRecord/orphaned``: the layer's `deinit`
    /// marks its records orphaned, and nothing reads the layer of an orphaned record.
    unowned let layer: MotionLayer

    required init(layer: MotionLayer, accessor: LayerAccessor<Value>, from: Value, to: Value, isAdditive: Bool,
                  chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock) {
        self.layer = layer
        self.accessor = accessor
        self.from = from
        self.to = to
        super.init(keyPath: accessor.key.rawValue, chain: chain, curve: curve, clock: clock, isAdditive: isAdditive)
    }

    /// The record for `accessor`'s value type (`nil` for a type that is not a built-in property's).
    static func make(layer: MotionLayer, accessor: LayerAccessor<Value>, from: Value, to: Value, isAdditive: Bool,
                     chain: TimingChain, curve: ProgressCurve, clock: AnimatorClock) -> AnimationRecord? {
        let kind: LayerPropertyRecord<Value>.Type? = switch Value.self {
        case is Double.Type: NumberRecord.self as? LayerPropertyRecord<Value>.Type
        case is CGPoint.Type: PointRecord.self as? LayerPropertyRecord<Value>.Type
        case is CGSize.Type: SizeRecord.self as? LayerPropertyRecord<Value>.Type
        case is CGRect.Type: RectRecord.self as? LayerPropertyRecord<Value>.Type
        case is MotionColor.Type: ColorRecord.self as? LayerPropertyRecord<Value>.Type
        case is MotionTransform3D.Type: TransformRecord.self as? LayerPropertyRecord<Value>.Type
        default: nil
        }
        return kind?.init(layer: layer, accessor: accessor, from: from, to: to, isAdditive: isAdditive,
                          chain: chain, curve: curve, clock: clock)
    }

    override var values: (from: any AnimatorValue, to: any AnimatorValue)? { (from, to) }

    /// Applies the animation at the layer's local time `now` on top of `properties`.
    @inline(__always)
    final func blend(_ properties: inout LayerProperties, at now: Double) {
        if let value = shown(from: from, to: to, at: now, over: accessor.readInPlace(&properties)) { accessor.write(&properties, value) }
    }

    override func detach() {
        guard !orphaned else { return }
        layer.animations.removeAll { $0 === self }
    }

    override func presentationCommit() -> () -> Void {
        guard !orphaned else { return {} }
        let value = accessor.read(layer.presentation())
        return { [layer, accessor] in layer.setModel(accessor, value, recording: false) }
    }
}

final class NumberRecord: LayerPropertyRecord<Double> {
    override func apply(to properties: inout LayerProperties, at now: Double) { blend(&properties, at: now) }
}

final class PointRecord: LayerPropertyRecord<CGPoint> {
    override func apply(to properties: inout LayerProperties, at now: Double) { blend(&properties, at: now) }
}

final class SizeRecord: LayerPropertyRecord<CGSize> {
    override func apply(to properties: inout LayerProperties, at now: Double) { blend(&properties, at: now) }
}

final class RectRecord: LayerPropertyRecord<CGRect> {
    override func apply(to properties: inout LayerProperties, at now: Double) { blend(&properties, at: now) }
}

final class ColorRecord: LayerPropertyRecord<MotionColor> {
    override func apply(to properties: inout LayerProperties, at now: Double) { blend(&properties, at: now) }
}

final class TransformRecord: LayerPropertyRecord<MotionTransform3D> {
    override func apply(to properties: inout LayerProperties, at now: Double) { blend(&properties, at: now) }
}

/// An animation of an ``Animatable`` property of a ``MotionLayer`` subclass.
final class CustomPropertyRecord<Layer: MotionLayer, Value: AnimatorValue>: AnimationRecord {
    /// Read only while not orphaned (see ``LayerPropertyRecord``).
    unowned let layer: Layer
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

    override var values: (from: any AnimatorValue, to: any AnimatorValue)? { (from, to) }

    /// Applies the animation at the layer's local time `now` to the property's value as computed so
    /// far.
    func apply(to value: inout Value, at now: Double) {
        if let shown = shown(from: from, to: to, at: now, over: value) { value = shown }
    }

    override func detach() {
        guard !orphaned else { return }
        layer.animations.removeAll { $0 === self }
    }

    override func presentationCommit() -> () -> Void {
        guard !orphaned else { return {} }
        let layer = self.layer
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
        needsBeats = true
    }

    override func didBeat() {
        if let progress = easedProgress(at: clock.now) { interpolate(progress) }
    }

    override func didEnd(ranToEnd: Bool) {
        guard ranToEnd, let time = chain.finalBasicTime else { return }
        interpolate(curve.progress(atBasicTime: time, duration: chain.duration))
    }
}
