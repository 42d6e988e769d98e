import Foundation
import MotionInterchange

/// Keyframe tracks written for the web and for Lottie: CSS `@keyframes`, Web Animations keyframes
/// and a Lottie (bodymovin) animation, each key at its time with the easing of the segment after it.
///
/// CSS, Web Animations and Lottie attach an easing to the key a segment *starts* at; SwiftUI, and so
/// a ``KeyframeTrack`` and a spec's `KeyframeSpec`, to the key it *ends* at. The exporter resolves
/// every segment (its start and end values and velocities, as the engine plays it) and writes each
/// one's easing on the key before it:
///
/// - a linear key along a Bézier curve, or with no curve, as that Bézier (or `linear`): exact;
/// - a cubic key as `cubic-bezier(1/3, y₁, 2/3, y₂)`: a Hermite segment is a cubic Bézier whose
///   time runs evenly, so this is exact (y₁ = v₀·d / 3Δ, y₂ = 1 − v₁·d / 3Δ for the segment's
///   velocities v₀, v₁, length d and change Δ);
/// - a spring key, or a linear key along a Penner, steps or spring curve, baked: CSS and Web
///   Animations get a `linear()` easing within ``CSSLinearFunction/defaultTolerance`` of it, Lottie
///   (which has no `linear()`) extra keys with straight segments between them;
/// - a segment that starts and ends at one value but moves between (a cubic or a spring that
///   overshoots and returns) as extra keys, since no easing can leave a value and come back to it;
/// - a move as two keys at one moment (CSS, which merges keys at one offset, gets the second a
///   hundred-thousandth later, after a `steps(1, jump-start)` jump).
///
/// Values are plain numbers. CSS and Web Animations write a track under its own name when that is a
/// unitless CSS property (`opacity`, `scale`, `zoom`, …), else as a custom property `--name`,
/// registered as a number with `@property` so it interpolates. Lottie maps `opacity` (× 100),
/// `scale` (× 100 on both axes), `rotation` or `rotate` (degrees), `x` and `y` (position) onto a
/// layer's transform.
public struct KeyframeExport: Sendable {
    /// One track: a property's name, its keys, and the value it starts from.
    public struct Track: Sendable {
        /// The property's name.
        public let name: String
        /// The track as the engine plays it from its start value.
        public let resolved: ResolvedKeyframes

        /// The track `keys` for the property `name`, played from `start`.
        public init(name: String, keys: [KeyframeSpec], start: Double) {
            self.init(name: name, track: KeyframeTrack(keys), start: start)
        }

        /// The track `track` for the property `name`, played from `start`.
        public init(name: String, track: KeyframeTrack<Double>, start: Double) {
            self.name = name
            resolved = (track.sequences.first ?? KeyframeSequence([])).resolved(from: start, velocity: 0)
        }
    }

    /// One key as the formats write it: its time, its value, and the easing of the segment it starts.
    struct Key: Hashable {
        var time: Double
        var value: Double
        var easing: Easing = .linear
    }

    /// A segment's easing in the formats' terms.
    enum Easing: Hashable {
        case linear
        case bezier(Double, Double, Double, Double)
        /// A `linear()` easing, its stops (x, y) over the segment.
        case baked([CSSLinearFunction.Point])
        /// The jump of a move: at once to the next key.
        case jump
    }

    /// The tracks.
    public let tracks: [Track]
    /// The largest error allowed for a baked segment, as a share of its change (see
    /// ``CSSLinearFunction``).
    public let tolerance: Double

    /// An export of `tracks`, baking within `tolerance`.
    public init(_ tracks: [Track], tolerance: Double = CSSLinearFunction.defaultTolerance) {
        self.tracks = tracks
        self.tolerance = tolerance
    }

    /// The tracks of a spec element (`AnimationTraits.keyframes`), in order of name, each starting
    /// from its first key's value when that key is a move, else from 0.
    public init(traits: AnimationTraits, tolerance: Double = CSSLinearFunction.defaultTolerance) {
        let tracks = (traits.keyframes ?? [:]).sorted { $0.key < $1.key }.map { name, keys in
            Track(name: name, keys: keys, start: keys.first.flatMap { $0.kind == .move ? $0.value : nil } ?? 0)
        }
        self.init(tracks, tolerance: tolerance)
    }

    /// The keys of `track`, with `bakedAsKeys` choosing extra keys over `linear()` for a baked easing
    /// (Lottie's way).
    func keys(of track: Track, bakedAsKeys: Bool) -> [Key] {
        let resolved = track.resolved
        var keys = [Key(time: 0, value: resolved.start)]
        for (index, segment) in resolved.segments.enumerated() {
            let start = segment.startTime, length = segment.duration
            let from = keys[keys.count - 1].value
            // A spring cut short hands on where it got to; the track rests on its last value exactly.
            let isLast = index == resolved.segments.count - 1
            let to = isLast ? resolved.finalValue : length > 0 ? segment.sample(at: length).position : segment.target
            if length == 0 {
                guard to != from else { continue }
                keys[keys.count - 1].easing = .jump
                keys.append(Key(time: start, value: to))
                continue
            }
            let change = to - from
            let progress = { (u: Double) in (segment.sample(at: u * length).position - from) / change }
            switch Self.easing(of: segment, change: change) {
            case .exact(let easing):
                keys[keys.count - 1].easing = easing
            case .progress where change != 0 && !bakedAsKeys:
                let fit = CSSLinearFunction(function: progress, range: Self.range(progress), tolerance: tolerance)
                keys[keys.count - 1].easing = .baked(fit.points)
            case .progress, .values:
                // Extra keys: the segment's values, simplified to straight pieces within the tolerance
                // of their extent (or of the track's, for a segment that returns to its value).
                let value = { (u: Double) in segment.sample(at: u * length).position }
                let extent = Self.range(value)
                let scale = max(extent.upperBound - extent.lowerBound, abs(change), 1e-12)
                let fit = CSSLinearFunction(function: { (value($0) - extent.lowerBound) / scale }, range: 0...1, tolerance: tolerance)
                for point in fit.points.dropFirst().dropLast() {
                    keys.append(Key(time: start + point.x * length, value: extent.lowerBound + point.y * scale))
                }
            }
            keys.append(Key(time: start + length, value: to))
        }
        return keys
    }

    /// How a segment's easing is written: exactly, by baking its progress, or only by its values.
    private enum Shape {
        case exact(Easing)
        case progress
        case values
    }

    private static func easing(of segment: ResolvedKeyframes.Segment, change: Double) -> Shape {
        switch segment.key {
        case .linear(_, _, let curve):
            switch curve {
            case .linear: return .exact(.linear)
            case .bezier(let bezier): return .exact(.bezier(bezier.x1, bezier.y1, bezier.x2, bezier.y2))
            default: return change != 0 ? .progress : .exact(.linear)
            }
        case .cubic:
            guard change != 0 else { return .values }
            let length = segment.duration
            return .exact(.bezier(1.0 / 3, segment.startVelocity * length / (3 * change),
                                  2.0 / 3, 1 - segment.endVelocity * length / (3 * change)))
        case .spring:
            return change != 0 ? .progress : .values
        case .move:
            return .exact(.jump)
        }
    }

    /// The lowest and highest of `function` over 0…1, at 2,001 points.
    private static func range(_ function: (Double) -> Double) -> ClosedRange<Double> {
        var low = Double.infinity, high = -Double.infinity
        for index in 0...2000 {
            let value = function(Double(index) / 2000)
            low = min(low, value)
            high = max(high, value)
        }
        return low...max(high, low)
    }

    /// The length of the longest track, in seconds.
    public var duration: Double { tracks.map(\.resolved.duration).max() ?? 0 }

    /// Unitless CSS properties a track may animate under its own name.
    static let unitlessProperties: Set<String> = ["opacity", "scale", "zoom", "flex-grow", "flex-shrink", "line-height",
                                                  "font-weight", "fill-opacity", "stroke-opacity", "order"]

    /// The CSS property a track writes: its name if unitless, else a custom property.
    static func cssProperty(_ name: String) -> String {
        unitlessProperties.contains(name) ? name : "--" + name.map { $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : "-" }.joined()
    }

    /// A number as the formats print it: at most 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String { CSSLinearFunction.number(value, decimals: 4) }
}
