import Foundation
import MotionInterchange

/// The cubic Bézier nearest to a curve: the fallback a plain design-token tool or a CSS
/// `cubic-bezier()` gets for a spring or a Penner easing.
///
/// "Nearest" first minimizes the mean squared distance over 201 evenly spaced inputs, by
/// Nelder–Mead from five starting curves (linear, ease, ease-in, ease-out, ease-in-out), then the
/// largest distance from there, with x kept in 0…1.
/// ``maximumError`` reports the largest distance at 2,001 inputs. A curve with several bumps (an
/// elastic or bouncing ease) has no close Bézier; the error says how far off the fallback is.
public struct BezierFit: Sendable, Hashable {
    /// The fitted curve.
    public let curve: BezierTimingCurve
    /// The largest distance between it and the exact curve.
    public let maximumError: Double

    /// Fits a Bézier to `shape`.
    /// - Complexity: a few thousand evaluations of 201 Bézier points; milliseconds.
    public init(_ shape: CurveShape) {
        if case .bezier(let curve) = shape.curve {
            self.curve = curve
            self.maximumError = 0
            return
        }
        let inputs = (0...200).map { Double($0) / 200 }
        let targets = inputs.map(shape.value(at:))
        func distances(_ p: [Double]) -> (squares: Double, largest: Double) {
            let solver = CubicBezier(x1: min(max(p[0], 0), 1), y1: p[1], x2: min(max(p[2], 0), 1), y2: p[3]).solver
            var squares = 0.0, largest = 0.0
            for (x, target) in zip(inputs, targets) {
                let d = abs(solver.value(atFraction: x) - target)
                squares += d * d
                largest = max(largest, d)
            }
            let outside = p[0] < 0 || p[0] > 1 || p[2] < 0 || p[2] > 1 ? 1e3 : 0
            return (squares + outside, largest + outside)
        }
        let starts: [[Double]] = [[0, 0, 1, 1], [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1]]
        let leastSquares = starts.map { Self.nelderMead({ distances($0).squares }, from: $0) }
            .min { distances($0).squares < distances($1).squares } ?? starts[0]
        // Then the largest distance, from the least-squares curve: the error a user sees.
        let refined = Self.nelderMead({ distances($0).largest }, from: leastSquares)
        let best = distances(refined).largest < distances(leastSquares).largest ? refined : leastSquares
        let fitted = BezierTimingCurve(x1: min(max(best[0], 0), 1), y1: best[1], x2: min(max(best[2], 0), 1), y2: best[3])
        let solver = CubicBezier(fitted).solver
        curve = fitted
        maximumError = (0...2000).map { index -> Double in
            let x = Double(index) / 2000
            return abs(solver.value(atFraction: x) - shape.value(at: x))
        }.max() ?? 0
    }

    private static func nelderMead(_ f: ([Double]) -> Double, from start: [Double]) -> [Double] {
        var simplex = [start] + (0..<4).map { axis -> [Double] in
            var point = start
            point[axis] += 0.1
            return point
        }
        var values = simplex.map(f)
        for _ in 0..<600 {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            if values[4] - values[0] < 1e-12 { break }
            let centroid = (0..<4).map { axis in simplex[0..<4].reduce(0) { $0 + $1[axis] } / 4 }
            func along(_ t: Double) -> [Double] { (0..<4).map { centroid[$0] + t * (simplex[4][$0] - centroid[$0]) } }
            let reflected = along(-1), fr = f(reflected)
            if fr < values[0] {
                let expanded = along(-2), fe = f(expanded)
                (simplex[4], values[4]) = fe < fr ? (expanded, fe) : (reflected, fr)
            } else if fr < values[3] {
                (simplex[4], values[4]) = (reflected, fr)
            } else {
                let contracted = along(0.5), fc = f(contracted)
                if fc < values[4] {
                    (simplex[4], values[4]) = (contracted, fc)
                } else {
                    for index in 1...4 {
                        simplex[index] = (0..<4).map { simplex[0][$0] + 0.5 * (simplex[index][$0] - simplex[0][$0]) }
                        values[index] = f(simplex[index])
                    }
                }
            }
        }
        return simplex[values.indices.min { values[$0] < values[$1] } ?? 0]
    }
}
