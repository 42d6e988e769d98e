import Foundation

// Keyframe motions: each property plays its own track (MotionCore's KeyframeLaw), from where it is
// when movement begins. Everything else is a motion's: delay, repeating, reversing (the way back is
// the track played backwards in time), seeking, collections, callbacks, velocities.

extension Motion {
    /// Creates a motion that plays a keyframe track per property, side by side; the motion lasts as
    /// long as the longest track, and each property ends exactly on its track's last value.
    ///
    /// The tracks carry their own timing, so the motion has no easing of its own, and its leg's
    /// ``duration`` is the tracks'. A property without keys holds still.
    /// - Parameters:
    ///   - target: the object whose properties move.
    ///   - keyframes: one track per property (see ``PropertyKeyframes``).
    ///   - options: `.repeats`, `.reverses`, `.additive`.
    public convenience init(target: Target, keyframes: [PropertyKeyframes<Target>], options: MotionOptions = []) {
        let law = KeyframeLaw(tracks: keyframes.map(\.sequence))
        self.init(target: target, properties: keyframes.map(\.property), duration: law.duration, easing: .linear, options: options)
        self.law = .keyframes(law)
    }

    /// Creates a motion that plays `keyframes` from `from` and calls `update` with each new value:
    /// SwiftUI's keyframe animator for a plain value.
    ///
    /// ```swift
    /// Motion(from: 1.0, keyframes: KeyframeTrack {
    ///     CubicKeyframe(1.2, duration: 0.15)
    ///     SpringKeyframe(1.0, spring: .bouncy)
    /// }) { scale in print(scale) }.start()
    /// ```
    /// - Parameters:
    ///   - from: the value before the first key.
    ///   - keyframes: the track; its duration is the motion's.
    ///   - options: `.repeats`, `.reverses`, `.additive`.
    ///   - update: called once per beat that moves the value.
    public convenience init<Value>(from: Value, keyframes: KeyframeTrack<Value>, options: MotionOptions = [],
                                   update: @escaping (Value) -> Void) where Target == MotionValue<Value> {
        let value = MotionValue(from, deliver: update)
        let law = KeyframeLaw(tracks: keyframes.sequences)
        self.init(target: value, properties: value.properties(from: from, to: keyframes.finalValue(from: from)),
                  duration: law.duration, easing: .linear, options: options)
        self.law = .keyframes(law)
        keepTarget(value)
    }
}
