/// A path's measure: for each segment of some length, where it begins along the path and its
/// parameter `t` at equal steps of distance, so that a distance turns into a segment and a `t`
/// with a search and one interpolation (see ``MotionPath``).
@usableFromInline struct ArcLengthTable: Sendable {
    /// One measured segment.
    @usableFromInline struct Entry: Sendable {
        /// The segment's index in the path.
        @usableFromInline var segment: Int
        /// The distance along the path where the segment begins.
        @usableFromInline var start: Double
        /// The segment's length.
        @usableFromInline var length: Double
        /// Steps of distance per unit of distance: the number of steps ÷ the length.
        @usableFromInline var inverseStep: Double
        /// Where the segment's parameters begin in ``ArcLengthTable/parameters``.
        @usableFromInline var base: Int
        /// How many steps the segment's table has (its parameters number one more).
        @usableFromInline var steps: Int
    }

    /// The segments of some length, in order.
    @usableFromInline var entries: [Entry] = []
    /// Every segment's parameter at its equal steps of distance, one table after another.
    @usableFromInline var parameters: [Double] = []
    /// The path's length.
    @usableFromInline var length = 0.0

    /// The most steps a segment's table takes (4,096 steps hold a cubic's distance to ~10⁻⁹ of
    /// its length unless it has a cusp).
    static let maximumSteps = 4096

    /// Measures `segment` and appends its table.
    mutating func append(_ segment: PathSegment, index: Int) {
        let segmentLength = segment.length()
        guard segmentLength > 0, segmentLength.isFinite else { return }
        let exact: Bool
        switch segment {
        case .line: exact = true
        case .arc(let arc): exact = arc.radiusX == arc.radiusY
        default: exact = false
        }
        var table = exact ? [0, 1] : Self.table(of: segment, length: segmentLength, steps: 8)
        if !exact {
            let tolerance = MotionPath.arcLengthTolerance * segmentLength
            while table.count - 1 < Self.maximumSteps,
                  Self.largestError(of: table, in: segment, length: segmentLength) > tolerance {
                table = Self.table(of: segment, length: segmentLength, steps: 2 * (table.count - 1))
            }
        }
        let steps = table.count - 1
        entries.append(Entry(segment: index, start: length, length: segmentLength,
                             inverseStep: Double(steps) / segmentLength, base: parameters.count, steps: steps))
        parameters.append(contentsOf: table)
        length += segmentLength
    }

    /// The parameters at `steps` equal steps of distance along `segment`: each found from the one
    /// before by Newton's method on the length between them, kept inside its bracket by bisection.
    static func table(of segment: PathSegment, length: Double, steps: Int) -> [Double] {
        var table = [0.0]
        table.reserveCapacity(steps + 1)
        let step = length / Double(steps)
        var previous = 0.0
        for _ in 1..<steps {
            var (low, high) = (previous, 1.0)
            var t = min(1, previous + step / max(segment.derivative(at: previous).magnitude, 1e-300))
            if !(t > low && t < high) { t = (low + high) / 2 }
            for _ in 0..<60 {
                let error = segment.length(from: previous, to: t) - step
                if error > 0 { high = t } else { low = t }
                if abs(error) <= 1e-13 * length { break }
                let speed = segment.derivative(at: t).magnitude
                var next = t - error / speed
                if !(next > low && next < high) { next = (low + high) / 2 }
                if next == t { break }
                t = next
            }
            table.append(t)
            previous = t
        }
        table.append(1)
        return table
    }

    /// The largest difference between the distance a lookup stands for and the distance to the
    /// point it finds, at the quarter points of every step.
    static func largestError(of table: [Double], in segment: PathSegment, length: Double) -> Double {
        let step = length / Double(table.count - 1)
        var largest = 0.0
        for j in 0..<(table.count - 1) {
            for quarter in [0.25, 0.5, 0.75] {
                let t = table[j] + quarter * (table[j + 1] - table[j])
                let travelled = segment.length(from: table[j], to: t)
                largest = max(largest, abs(travelled - quarter * step))
            }
        }
        return largest
    }

    /// The segment and parameter at `distance` along the path (clamped to the path), or `nil` for
    /// a path of no length.
    ///
    /// - Complexity: O(log *n*) in the number of segments.
    @inlinable func location(atDistance distance: Double) -> (segment: Int, t: Double)? {
        let count = entries.count
        guard count > 0 else { return nil }
        let d = distance > 0 ? min(distance, length) : 0
        // The last entry that begins at or before `d`.
        var (low, high) = (0, count - 1)
        while low < high {
            let middle = (low + high + 1) >> 1
            if entries[middle].start <= d { low = middle } else { high = middle - 1 }
        }
        let entry = entries[low]
        let x = min(max(d - entry.start, 0) * entry.inverseStep, Double(entry.steps))
        let j = min(Int(x), entry.steps - 1)
        let f = x - Double(j)
        let t0 = parameters[entry.base + j], t1 = parameters[entry.base + j + 1]
        return (entry.segment, t0 + f * (t1 - t0))
    }
}
