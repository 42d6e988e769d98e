/// A ``KeyframeSequence`` played from a start value and velocity: every segment's end points and
/// velocities worked out once, so any moment is a binary search and one segment's formula.
///
/// Segments join where the previous one really ended (a spring cut short hands on its value and
/// velocity). Velocities left open are chosen as SwiftUI documents: between two cubic keys, the
/// Catmull-Rom tangent; after another kind of key, the velocity that key ended with; before one,
/// the velocity the next key starts with (a linear key's slope, a spring's given start velocity,
/// else the Catmull-Rom tangent towards its value); before a move or at the end of the track, 0.
/// A track's first key starts from the run's start velocity. At and after its duration a track
/// rests on its last key's value exactly.
public struct ResolvedKeyframes: Sendable, Hashable {
    /// One segment, ready to evaluate: what exporters read to write a track in other formats.
    public struct Segment: Sendable, Hashable {
        /// The key the segment ends at.
        public internal(set) var key: Keyframe
        /// The key's value, or the segment's start value when the key's is not finite.
        public internal(set) var target: Double
        /// When the segment begins, in seconds from the track's start.
        public internal(set) var startTime: Double
        /// The segment's length in seconds (0 for a move).
        public internal(set) var duration: Double
        /// The value the segment begins at.
        public internal(set) var startValue: Double
        /// The velocity the segment begins with.
        public internal(set) var startVelocity: Double
        /// The velocity the segment ends with (a cubic's; a spring's is its state at the end).
        public internal(set) var endVelocity: Double

        /// The segment's position and velocity `time` seconds after it begins.
        public func sample(at time: Double) -> MotionSample { ResolvedKeyframes.evaluate(self, at: time) }
    }

    /// The segments, one per key, in order.
    public let segments: [Segment]
    /// The value before the first key.
    public let start: Double
    /// The velocity before the first key.
    public let startVelocity: Double
    /// The track's length in seconds.
    public let duration: Double
    /// The value at and after ``duration``.
    public let finalValue: Double

    init(sequence: KeyframeSequence, start: Double, velocity: Double) {
        self.start = start
        startVelocity = velocity
        duration = sequence.duration
        let keys = sequence.keyframes, times = sequence.startTimes
        var segments: [Segment] = []
        segments.reserveCapacity(keys.count)
        var value = start, carried = velocity
        for index in keys.indices {
            let key = keys[index]
            let startTime = times[index]
            let length = (index + 1 < keys.count ? times[index + 1] : sequence.duration) - startTime
            let target = key.value.isFinite ? key.value : value
            var segment = Segment(key: key, target: target, startTime: startTime, duration: length, startValue: value,
                                  startVelocity: 0, endVelocity: 0)
            switch key {
            case .move:
                break
            case .linear(_, _, let curve):
                segment.startVelocity = Self.linearVelocity(from: value, to: target, over: length, curve: curve, at: 0)
                segment.endVelocity = Self.linearVelocity(from: value, to: target, over: length, curve: curve, at: 1)
            case .spring(_, _, _, _, let given):
                segment.startVelocity = given ?? carried
                segment.endVelocity = Self.evaluate(segment, at: length).velocity
            case .cubic(_, _, let given, let givenEnd):
                let previousIsCubic = index > 0 && keys[index - 1].isCubic
                segment.startVelocity = given ?? (previousIsCubic ? segments[index - 1].endVelocity : carried)
                segment.endVelocity = givenEnd ?? Self.velocity(leaving: index, value: value, keys: keys, times: times,
                                                                 duration: sequence.duration)
            }
            segments.append(segment)
            let end = Self.evaluate(segment, at: length)
            value = key.isSpring ? end.position : target
            carried = end.velocity
        }
        self.segments = segments
        finalValue = segments.last?.target ?? start
    }

    /// The velocity a cubic segment `index`, started at `value`, ends with when it gives none:
    /// the velocity the next key starts with, the Catmull-Rom tangent when that key leaves it open.
    private static func velocity(leaving index: Int, value: Double, keys: [Keyframe], times: [Double],
                                 duration: Double) -> Double {
        guard index + 1 < keys.count else { return 0 }
        let next = keys[index + 1]
        let nextEnd = index + 2 < keys.count ? times[index + 2] : duration
        let nextLength = nextEnd - times[index + 1]
        let span = nextEnd - times[index]
        let nextValue = next.value.isFinite ? next.value : value
        let tangent = span > 0 ? (nextValue - value) / span : 0
        switch next {
        case .move: return 0
        case .linear(_, _, let curve):
            let own = keys[index].value.isFinite ? keys[index].value : value
            return linearVelocity(from: own, to: nextValue, over: nextLength, curve: curve, at: 0)
        case .cubic(_, _, let given, _): return given ?? tangent
        case .spring(_, _, _, _, let given): return given ?? tangent
        }
    }

    /// A linear key's velocity at `fraction` of its segment from `start` to `target` over `length`
    /// seconds; 0 for a segment of no length.
    private static func linearVelocity(from start: Double, to target: Double, over length: Double, curve: UnitCurve,
                                       at fraction: Double) -> Double {
        length > 0 ? (target - start) / length * curve.slope(at: fraction) : 0
    }

    /// Segment `segment`'s position and velocity `time` seconds after it starts.
    static func evaluate(_ segment: Segment, at time: Double) -> MotionSample {
        let length = segment.duration
        let from = segment.startValue, target = segment.target
        switch segment.key {
        case .move:
            return MotionSample(position: target, velocity: 0)
        case .linear(_, _, let curve):
            guard length > 0 else { return MotionSample(position: target, velocity: 0) }
            let u = time / length
            return MotionSample(position: from + (target - from) * curve.value(at: u),
                                velocity: (target - from) * curve.slope(at: u) / length)
        case .cubic:
            guard length > 0 else { return MotionSample(position: target, velocity: 0) }
            let s = min(max(time / length, 0), 1)
            let m0 = segment.startVelocity * length, m1 = segment.endVelocity * length
            let s2 = s * s, s3 = s2 * s
            let position = (2 * s3 - 3 * s2 + 1) * from + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * target + (s3 - s2) * m1
            let slope = (6 * s2 - 6 * s) * from + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * target + (3 * s2 - 2 * s) * m1
            return MotionSample(position: position, velocity: slope / length)
        case .spring(_, _, let omega, let zeta, _):
            let release = SpringRelease(naturalFrequency: omega, dampingRatio: zeta, displacement: from - target,
                                        velocity: segment.startVelocity)
            let state = release.state(at: max(time, 0))
            return MotionSample(position: target + state.displacement, velocity: state.velocity)
        }
    }

    /// The track's value and velocity `time` seconds after it starts: the start value before 0, the
    /// last key's value at rest from ``duration`` on.
    /// - Complexity: O(log n) in the number of keys.
    public func sample(at time: Double) -> MotionSample {
        guard !segments.isEmpty, time >= 0 else { return MotionSample(position: start, velocity: startVelocity) }
        guard time < duration else { return MotionSample(position: finalValue, velocity: 0) }
        // The last segment starting at or before `time`: after zero-length keys at one moment, the
        // one that follows them.
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].startTime <= time { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return Self.evaluate(segment, at: time - segment.startTime)
    }
}
