/// The shape of an animation's progress over time, as data.
public enum TimingCurve: Sendable, Hashable, Codable {
    /// No animation: the value jumps to its end when the delay is over.
    case instant
    /// A CSS-style cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring with the given physical parameters and initial velocity (in units of the
    /// animated distance per second).
    case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

    /// Material's standard curve (0.4, 0, 0.2, 1).
    public static let standard = TimingCurve.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    /// CSS `ease-in-out` (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// CSS `linear`.
    public static let linear = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
}
