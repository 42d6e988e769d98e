/// A keyframe track for one number: keys played one after another, each segment starting where the
/// one before it ended. SwiftUI's `KeyframeTrack`, for one component; tracks of several components
/// or several properties run side by side, each its own sequence.
///
/// Building a sequence settles every duration: negative or non-finite ones become 0, and a spring
/// key without one takes its spring's settling time (the time a unit release stays within
/// ``SpringRelease/restingDisplacement``, velocity counted, the same rule as `Spring.settlingDuration`).
/// A sequence is played from a start value and velocity by ``resolved(from:velocity:)``, which
/// works out every segment's end points and velocities once.
public struct KeyframeSequence: Sendable, Hashable {
    /// The keys, their durations settled.
    public let keyframes: [Keyframe]
    /// Each key's segment's start time, in seconds from the track's start.
    public let startTimes: [Double]
    /// The sum of the segments' durations.
    public let duration: Double
    /// The indices of keys that held something unusable, in order: a velocity that is not finite
    /// (treated as left open), or a spring whose frequency is not finite and positive or whose
    /// damping ratio is not finite and positive (replaced by SwiftUI's default spring, response
    /// 0.5 s, critically damped). A key value that is not finite is kept here and listed too: the
    /// track holds the value it had instead. A caller that reports bad input logs these.
    public let sanitizedKeys: [Int]

    /// A sequence playing `keyframes` in order, each for its own duration.
    public init(_ keyframes: [Keyframe]) {
        var settled: [Keyframe] = []
        var starts: [Double] = []
        var sanitized: [Int] = []
        var time = 0.0
        for (index, original) in keyframes.enumerated() {
            let key = Self.sanitized(original)
            if key != original || !original.value.isFinite { sanitized.append(index) }
            let length = Self.settledDuration(of: key)
            let fixed = key.with(duration: length)
            settled.append(fixed)
            starts.append(time)
            time += length
        }
        self.keyframes = settled
        startTimes = starts
        duration = time
        sanitizedKeys = sanitized
    }

    /// `key` with unusable velocities left open and an unusable spring replaced by the default one
    /// (durations are settled separately).
    private static func sanitized(_ key: Keyframe) -> Keyframe {
        func velocity(_ given: Double?) -> Double? { given.flatMap { $0.isFinite ? $0 : nil } }
        switch key {
        case .linear, .move: return key
        case .cubic(let value, let length, let start, let end):
            return .cubic(value, duration: length, startVelocity: velocity(start), endVelocity: velocity(end))
        case .spring(let value, let length, let omega, let zeta, let start):
            let usable = omega.isFinite && omega > 0 && zeta.isFinite && zeta > 0
            return .spring(value, duration: length, naturalFrequency: usable ? omega : 2 * Double.pi / 0.5,
                           dampingRatio: usable ? zeta : 1, startVelocity: velocity(start))
        }
    }

    /// A sequence lasting `duration` seconds whose key `i` is reached at `offsets[i] × duration`
    /// (offsets in 0…1, as CSS and Web Animations place keys): each key's segment runs from the
    /// previous key's offset (0 for the first) to its own. Offsets are clamped to 0…1 and made
    /// non-decreasing; keys without an offset are spread evenly between their neighbours, as Web
    /// Animations spreads them; extra offsets are ignored. A move placed after 0 holds the value
    /// before it and jumps at its offset, as a discrete CSS keyframe does.
    public init(duration: Double, offsets: [Double?], keyframes: [Keyframe]) {
        let total = duration.isFinite && duration > 0 ? duration : 0
        let count = keyframes.count
        var placed = [Double?](repeating: nil, count: count)
        for index in 0..<min(count, offsets.count) {
            if let offset = offsets[index], offset.isFinite { placed[index] = min(max(offset, 0), 1) }
        }
        if count > 0 && placed[count - 1] == nil { placed[count - 1] = 1 }
        var resolved = [Double](repeating: 0, count: count)
        var previous = (index: -1, offset: 0.0)
        for index in 0..<count {
            guard let offset = placed[index] else { continue }
            let clamped = max(offset, previous.offset)
            let gap = Double(index - previous.index)
            for between in (previous.index + 1)..<index {
                resolved[between] = previous.offset + (clamped - previous.offset) * Double(between - previous.index) / gap
            }
            resolved[index] = clamped
            previous = (index, clamped)
        }
        var keys: [Keyframe] = []
        var before = 0.0
        for index in 0..<count {
            let gap = (resolved[index] - before) * total
            if case .move(let value) = keyframes[index], gap > 0 {
                // Placed at an offset, a jump happens there: the value holds until then.
                keys.append(.linear(value, duration: gap, curve: .steps(StepsCurve(count: 1, position: .jumpEnd))))
            } else {
                keys.append(keyframes[index].with(duration: gap))
            }
            before = resolved[index]
        }
        self.init(keys)
    }

    /// A key's duration as the sequence plays it.
    private static func settledDuration(of key: Keyframe) -> Double {
        func valid(_ length: Double) -> Double { length.isFinite && length > 0 ? length : 0 }
        switch key {
        case .linear(_, let length, _), .cubic(_, let length, _, _): return valid(length)
        case .move: return 0
        case .spring(_, let length, let omega, let zeta, _):
            if let length { return valid(length) }
            return valid(SpringRelease.settlingDuration(naturalFrequency: omega, dampingRatio: zeta))
        }
    }

    /// The value the track ends at: its last finite key value, or `start` when it has none.
    public func finalValue(from start: Double) -> Double {
        keyframes.last(where: { $0.value.isFinite })?.value ?? start
    }

    /// The sequence played from `start` moving at `velocity`.
    /// - Complexity: O(n) in the number of keys.
    public func resolved(from start: Double, velocity: Double) -> ResolvedKeyframes {
        ResolvedKeyframes(sequence: self, start: start.isFinite ? start : 0, velocity: velocity.isFinite ? velocity : 0)
    }
}
