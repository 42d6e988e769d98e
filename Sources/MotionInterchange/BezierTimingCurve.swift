/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, as Core Animation's
/// `CAMediaTimingFunction(controlPoints:)` and CSS's `cubic-bezier()` define it.
///
/// The x coordinates are time and must lie in 0…1 so the curve is a function of time; the y
/// coordinates are progress and may overshoot. The initializer clamps x into 0…1 and replaces a
/// non-finite coordinate with that of the linear curve (0, 0, 1, 1), with a diagnostic; decoding
/// refuses both.
public struct BezierTimingCurve: Sendable, Hashable {
    /// The first control point's time.
    public let x1: Double
    /// The first control point's progress.
    public let y1: Double
    /// The second control point's time.
    public let x2: Double
    /// The second control point's progress.
    public let y2: Double

    /// Creates a curve from its control points (c1x, c1y, c2x, c2y), sanitized as the type describes.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = Self.time(x1, "x1", linear: 0)
        self.y1 = Self.progress(y1, "y1", linear: 0)
        self.x2 = Self.time(x2, "x2", linear: 1)
        self.y2 = Self.progress(y2, "y2", linear: 1)
    }

    /// The control points in CSS order: [x1, y1, x2, y2].
    public var controlPoints: [Double] { [x1, y1, x2, y2] }

    /// The curve played backwards: (1 − x2, 1 − y2, 1 − x1, 1 − y1), MotionInterchange's
    /// `mdm_reversed()`, for mirrored transitions. Reversing twice gives the curve back.
    public func reversed() -> BezierTimingCurve {
        BezierTimingCurve(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    }

    /// Core Animation's and CSS's ease-in-out (0.42, 0, 0.58, 1): MotionInterchange's default curve.
    public static let easeInOut = BezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Ease-in (0.42, 0, 1, 1).
    public static let easeIn = BezierTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ease-out (0, 0, 0.58, 1).
    public static let easeOut = BezierTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Linear (0, 0, 1, 1).
    public static let linear = BezierTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// CSS `ease` (0.25, 0.1, 0.25, 1).
    public static let ease = BezierTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    private static func time(_ x: Double, _ name: String, linear: Double) -> Double {
        guard x.isFinite else {
            InterchangeDiagnostics.logger.report(.warning, "BezierTimingCurve \(name) \(x) is not finite; using \(linear)")
            return linear
        }
        return InterchangeDiagnostics.sanitized(x, "BezierTimingCurve \(name)", rule: "must be in 0…1",
                                                fallback: min(max(x, 0), 1)) { (0...1).contains($0) }
    }

    private static func progress(_ y: Double, _ name: String, linear: Double) -> Double {
        InterchangeDiagnostics.sanitized(y, "BezierTimingCurve \(name)", rule: "is not finite",
                                         fallback: linear) { $0.isFinite }
    }
}
