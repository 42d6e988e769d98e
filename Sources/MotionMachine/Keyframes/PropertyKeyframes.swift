import Foundation

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

    /// The track `track` for the scalar at `keyPath`, played from the property's value when the
    /// motion begins to move.
    public init<Value: MotionScalar>(_ keyPath: ReferenceWritableKeyPath<Target, Value>, _ track: KeyframeTrack<Value>) {
        let sequence = track.sequences.first ?? KeyframeSequence([])
        self.sequence = sequence
        property = PropertyData(keyPath: keyPath, end: track.steps.isEmpty ? nil : Value(motionValue: sequence.finalValue(from: 0)))
    }

    /// The track built from keys for the scalar at `keyPath`.
    public init<Value: MotionScalar>(_ keyPath: ReferenceWritableKeyPath<Target, Value>,
                                     @KeyframeTrackBuilder<Value> _ content: () -> [KeyframeStep<Value>]) {
        self.init(keyPath, KeyframeTrack(content()))
    }
}
