/// The four named curves of UIKit's `UIView.AnimationCurve`, with the same raw values, for the
/// initializers that take a curve by name (``AnimationTraits/init(delay:duration:animationCurve:)``).
public enum AnimationCurve: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Slow at both ends: (0.42, 0, 0.58, 1).
    case easeInOut = 0
    /// Slow at the start: (0.42, 0, 1, 1).
    case easeIn = 1
    /// Slow at the end: (0, 0, 0.58, 1).
    case easeOut = 2
    /// Constant speed: (0, 0, 1, 1).
    case linear = 3

    /// The curve's cubic Bézier, with Core Animation's control points.
    public var bezier: BezierTimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
