import Foundation
@_spi(Kernel) import MotionKernel

/// A keyframe track for one property of a target, by key path: what
/// ``Motion/init(target:keyframes:options:)`` plays, one per property, all side by side. SwiftUI's
/// `KeyframeTrack(\.scale) { … }`.
///
/// ```swift
/// Motion(target: sprite, keyframes: [
///     PropertyKeyframes(\.y) {
///         CubicKeyframe(-40.0, duration: 0.2)
///         SpringKeyframe(0.0, spring: .bouncy)
///     },
///     PropertyKeyframes(\.scale) { LinearKeyframe(1.2, duration: 0.1); LinearKeyframe(1.0, duration: 0.3) },
/// ]).start()
/// ```
public struct PropertyKeyframes<Target: AnyObject> {
    /// The property, ending on the track's last value.
    let property: PropertyData<Target>
    /// Its sequence.
    let sequence: KeyframeSequence

    /// `property` following `sequence`.
    init(property: PropertyData<Target>, sequence: KeyframeSequence) {
        self.property = property
        self.sequence = sequence
    }

    /// The track `track` for the scalar at `keyPath`, played from the property's value when the
    /// motion begins to move.
    ///
    /// A keyframe motion writes on its own beats, through the property's accessor; the accessor
    /// stores at the location it learns on its first write (a key path applied at run time would
    /// allocate in the Swift runtime on every write), and writes observed or computed properties
    /// through their setters.
    public init<Value: MotionScalar>(_ keyPath: ReferenceWritableKeyPath<Target, Value>, _ track: KeyframeTrack<Value>) {
        let sequence = track.sequences.first ?? KeyframeSequence([])
        self.sequence = sequence
        let location = StoredLocation(keyPath)
        let accessor = PropertyAccessor<Target>(body: { object, request in
            let root = uncheckedCast(object, to: Target.self)
            switch request {
            case .read: return root[keyPath: keyPath].motionValue
            case .write(let value), .writeInPlace(let value):
                location.write(root, Value(motionValue: value))
                return request.answer(wrote: value)
            case .identify:
                // Where the scalar lives, so additive keyframe motions on one property find each other.
                return location.modify(root) { storageAddress(of: &$0) }
            }
        })
        property = PropertyData(name: .typed(TypedPropertyName<Target, Value>.self), start: nil,
                                end: track.steps.isEmpty ? nil : sequence.finalValue(from: 0), accessor: accessor)
    }

    /// The track built from keys for the scalar at `keyPath`.
    public init<Value: MotionScalar>(_ keyPath: ReferenceWritableKeyPath<Target, Value>,
                                     @KeyframeTrackBuilder<Value> _ content: () -> [KeyframeStep<Value>]) {
        self.init(keyPath, KeyframeTrack(content()))
    }
}
