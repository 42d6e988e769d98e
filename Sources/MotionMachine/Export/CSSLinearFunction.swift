import Foundation
import MotionInterchange

/// A curve written as CSS `linear()`: the fewest points this method finds whose polyline stays
/// within a stated error of the exact curve, and the error it actually reaches.
///
/// The curve is sampled at 10,001 evenly spaced points and simplified with Ramer–Douglas–Peucker;
/// outputs are rounded to 4 decimals and inputs to 2 decimals of a percent, as they are printed.
/// The error is then measured as a browser would see it: the printed polyline, interpolated as CSS
/// does, against the exact curve at 20,001 points. While it exceeds the maximum, the
/// simplification tolerance shrinks by a fifth and the curve is simplified again.
///
/// The default maximum error is 0.0017 of the curve's output range (its lowest to highest value,
/// at least 0…1), the simplification linear-easing-generator starts from: a third of a pixel on a
/// 200-pixel move. The measured error is reported in ``maximumError`` and is usually below it.
public struct CSSLinearFunction: Sendable, Hashable {
    /// The points (input progress, output value), in order, from (0, f(0)) to (1, f(1)).
    public let points: [Point]
    /// The largest distance found between the printed polyline and the exact curve.
    public let maximumError: Double

    /// One stop of `linear()`.
    public struct Point: Sendable, Hashable {
        /// Input progress, 0…1.
        public let x: Double
        /// Output value.
        public let y: Double
    }

    /// The default largest allowed error, as a fraction of the curve's output range.
    public static let defaultTolerance = 0.0017

    /// Fits `shape` within `tolerance` × its output range. A tolerance below 0.0001 counts as 0.0001;
    /// one that is not finite counts as ``defaultTolerance``.
    /// - Complexity: O(s log s) per attempt for s = 10,001 samples, usually one or two attempts.
    public init(_ shape: CurveShape, tolerance: Double = CSSLinearFunction.defaultTolerance) {
        self.init(function: shape.value(at:), range: shape.valueRange(), tolerance: tolerance)
    }

    /// The polyline through `function` over 0…1 (a segment's progress, say) with the fewest points
    /// that keep within `tolerance` of `range`'s extent of it everywhere: ``init(_:tolerance:)`` for
    /// any function, as keyframe exports bake a segment.
    /// - Parameters:
    ///   - function: the values to follow, at 0…1.
    ///   - range: the extent `tolerance` is a share of (0…1 at the least).
    ///   - tolerance: the largest error allowed, as a share of the range.
    /// - Complexity: O(1): 10,001 samples, and an error check of 20,001 points per refinement.
    public init(function: (Double) -> Double, range: ClosedRange<Double>, tolerance: Double = CSSLinearFunction.defaultTolerance) {
        let samples = (0...10_000).map { index -> Point in
            let x = Double(index) / 10_000
            return Point(x: x, y: function(x))
        }
        let low = min(range.lowerBound, 0), high = max(range.upperBound, 1)
        let allowed = max(tolerance.isFinite ? tolerance : Self.defaultTolerance, 1e-4) * (high - low)
        var simplification = allowed * 0.8
        var best: (points: [Point], error: Double) = ([], .infinity)
        for _ in 0..<40 {
            let kept = Self.simplify(samples, tolerance: simplification).map(Self.rounded)
            let error = Self.error(of: kept, against: function)
            if error < best.error || (error <= allowed && kept.count < best.points.count) { best = (kept, error) }
            if error <= allowed { break }
            simplification *= 0.8
        }
        points = best.points
        maximumError = best.error
    }

    public var css: String {
        let stops = points.enumerated().map { index, point -> String in
            let y = Self.number(point.y, decimals: 4)
            if index == 0 || index == points.count - 1 { return y }
            return "\(y) \(Self.number(point.x * 100, decimals: 2))%"
        }
        return "linear(\(stops.joined(separator: ", ")))"
    }

    /// The polyline's value at `x`, interpolated as CSS interpolates `linear()`.
    public func value(at x: Double) -> Double {
        guard let first = points.first, let last = points.last else { return x }
        if x <= first.x { return first.y }
        if x >= last.x { return last.y }
        var low = 0, high = points.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if points[middle].x <= x { low = middle } else { high = middle }
        }
        let a = points[low], b = points[high]
        return b.x == a.x ? b.y : a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }

    private static func error(of points: [Point], against function: (Double) -> Double) -> Double {
        let polyline = CSSLinearFunction(points: points)
        var worst = 0.0
        for index in 0...20_000 {
            let x = Double(index) / 20_000
            worst = max(worst, abs(polyline.value(at: x) - function(x)))
        }
        return worst
    }

    init(points: [Point]) {
        self.points = points
        self.maximumError = 0
    }

    private static func rounded(_ point: Point) -> Point {
        Point(x: (point.x * 10_000).rounded() / 10_000, y: (point.y * 10_000).rounded() / 10_000)
    }

    /// `value` with at most `decimals` decimals and no trailing zeros: 0.25, 1, -0.0312.
    static func number(_ value: Double, decimals: Int) -> String {
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Ramer–Douglas–Peucker: the points of `samples` to keep so that every dropped one lies
    /// within `tolerance` (vertically) of the line between its kept neighbours.
    private static func simplify(_ samples: [Point], tolerance: Double) -> [Point] {
        var keep = [Bool](repeating: false, count: samples.count)
        keep[0] = true
        keep[samples.count - 1] = true
        var spans = [(0, samples.count - 1)]
        while let (start, end) = spans.popLast() {
            guard end - start > 1 else { continue }
            let a = samples[start], b = samples[end]
            var worst = (index: start, distance: 0.0)
            for index in (start + 1)..<end {
                let p = samples[index]
                let line = a.y + (b.y - a.y) * (p.x - a.x) / (b.x - a.x)
                let distance = abs(p.y - line)
                if distance > worst.distance { worst = (index, distance) }
            }
            if worst.distance > tolerance {
                keep[worst.index] = true
                spans.append((start, worst.index))
                spans.append((worst.index, end))
            }
        }
        return samples.indices.filter { keep[$0] }.map { samples[$0] }
    }
}

/// The former spelling of ``CSSLinearFunction``, kept so existing code compiles.
@available(*, deprecated, renamed: "CSSLinearFunction")
public typealias LinearEasing = CSSLinearFunction
