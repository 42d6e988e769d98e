import Foundation

/// Keys played one after another from a starting value: SwiftUI's `KeyframeTrack`, for any
/// ``MotionComposite`` value. A motion plays one (``Motion/init(from:keyframes:options:update:)``)
/// or one per property (``Motion/init(target:keyframes:options:)``), and ``value(at:from:)`` scrubs
/// it at any moment.
///
/// ```swift
/// let bounce = KeyframeTrack<Double> {
///     CubicKeyframe(1.2, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
///
/// Each component plays its own MotionCore `KeyframeSequence`: durations that are negative or not
/// finite count as 0, a spring key without a duration lasts its spring's settling time, and the
/// track ends exactly on its last key's value. Keys can also be placed by offsets in 0…1 of a
/// duration (``init(duration:offsets:_:)``), as CSS and Web Animations place them.
public struct KeyframeTrack<Value: MotionComposite> {
    /// The keys, in order.
    public let steps: [KeyframeStep<Value>]
    /// Each moved component's sequence.
    let sequences: [KeyframeSequence]

    /// A track of `steps`.
    public init(_ steps: [KeyframeStep<Value>]) {
        self.init(steps: steps) { KeyframeSequence($0) }
    }

    /// A track built from keys: `KeyframeTrack { LinearKeyframe(…); SpringKeyframe(…) }`.
    public init(@KeyframeTrackBuilder<Value> _ content: () -> [KeyframeStep<Value>]) {
        self.init(content())
    }

    /// A track lasting `duration` seconds whose key `i` is reached at `offsets[i]` × `duration`;
    /// the keys' own durations are ignored. Missing offsets spread evenly between their neighbours,
    /// out-of-order ones are raised to the one before, and a move placed after 0 holds the value
    /// before it until its offset.
    public init(duration: TimeInterval, offsets: [Double?], _ steps: [KeyframeStep<Value>]) {
        self.init(steps: steps) { KeyframeSequence(duration: duration, offsets: offsets, keyframes: $0) }
    }

    private init(steps: [KeyframeStep<Value>], sequence: ([Keyframe]) -> KeyframeSequence) {
        self.steps = steps
        sequences = MotionValue<Value>.movedComponents.map { component in
            sequence(steps.map { $0.keyframe(component.get) })
        }
        let sanitized = Set(sequences.flatMap(\.sanitizedKeys)).sorted()
        if !sanitized.isEmpty {
            MotionDiagnostics.logger.report(.warning, "KeyframeTrack keys \(sanitized) hold numbers that are not finite (or a spring that cannot move); those keys hold the value before them, leave velocities open and use the default spring")
        }
    }

    /// The track's length in seconds: its longest component's.
    public var duration: TimeInterval {
        sequences.reduce(0) { max($0, $1.duration) }
    }

    /// The value at the end of the track.
    /// - Parameter initial: the value before the first key (an empty track ends there).
    public func finalValue(from initial: Value) -> Value {
        let starts = MotionValue<Value>.components(of: initial)
        return MotionValue.value(components: zip(sequences, starts).map { $0.finalValue(from: $1) }, base: initial)
    }

    /// The value `time` seconds into the track, played from `initial` at rest: SwiftUI's
    /// `KeyframeTimeline.value(time:)`.
    /// - Complexity: O(n) in the number of keys.
    public func value(at time: TimeInterval, from initial: Value) -> Value {
        sample(at: time, from: initial).value
    }

    /// The velocity `time` seconds into the track, played from `initial` at rest, component by
    /// component in value units per second.
    /// - Complexity: O(n) in the number of keys.
    public func velocity(at time: TimeInterval, from initial: Value) -> Value {
        sample(at: time, from: initial).velocity
    }

    private func sample(at time: TimeInterval, from initial: Value) -> (value: Value, velocity: Value) {
        let starts = MotionValue<Value>.components(of: initial)
        var values: [Double] = [], velocities: [Double] = []
        for (sequence, start) in zip(sequences, starts) {
            let sample = sequence.resolved(from: start, velocity: 0).sample(at: time)
            values.append(sample.position)
            velocities.append(sample.velocity)
        }
        return (MotionValue.value(components: values, base: initial), MotionValue.value(components: velocities, base: initial))
    }
}

extension KeyframeTrack: Sendable where Value: Sendable {}

/// Builds a ``KeyframeTrack`` from keys, with `if`, `if`/`else` and `for` as SwiftUI's keyframe
/// builder allows.
@resultBuilder
public enum KeyframeTrackBuilder<Value: MotionComposite> {
    /// One key.
    public static func buildExpression(_ key: some KeyframeTrackContent<Value>) -> [KeyframeStep<Value>] { [key.step] }
    /// A key given as a step.
    public static func buildExpression(_ step: KeyframeStep<Value>) -> [KeyframeStep<Value>] { [step] }
    /// Keys in order.
    public static func buildBlock(_ parts: [KeyframeStep<Value>]...) -> [KeyframeStep<Value>] { parts.flatMap { $0 } }
    /// Keys under an `if`.
    public static func buildOptional(_ part: [KeyframeStep<Value>]?) -> [KeyframeStep<Value>] { part ?? [] }
    /// The `if` branch.
    public static func buildEither(first part: [KeyframeStep<Value>]) -> [KeyframeStep<Value>] { part }
    /// The `else` branch.
    public static func buildEither(second part: [KeyframeStep<Value>]) -> [KeyframeStep<Value>] { part }
    /// Keys from a `for` loop.
    public static func buildArray(_ parts: [[KeyframeStep<Value>]]) -> [KeyframeStep<Value>] { parts.flatMap { $0 } }
}
