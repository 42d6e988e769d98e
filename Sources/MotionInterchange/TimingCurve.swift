/// The shape of an animation's progress over time: MotionInterchange's `MDMTimingCurve` as a value.
///
/// A Bézier maps time to progress over the traits' duration. A spring ignores that duration: the
/// animation lasts until the spring settles. A spring generator describes a spring by duration and
/// damping ratio instead. A Penner easing names one of the classic equations. "No animation" is
/// not a curve: it is ``AnimationTraits/timingCurve`` set to `nil`.
public enum TimingCurve: Sendable, Hashable {
    /// A cubic Bézier (Core Animation's `CAMediaTimingFunction`).
    case bezier(BezierTimingCurve)
    /// A damped spring by mass, tension and friction.
    case spring(SpringTimingCurve)
    /// A damped spring by duration and damping ratio, turned into a spring by a closed form.
    case springGenerator(SpringTimingCurveGenerator)
    /// One of Penner's equations.
    case penner(PennerEasing)

    /// A cubic Bézier through (x1, y1) and (x2, y2), sanitized as ``BezierTimingCurve`` describes.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        .bezier(BezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// A spring by mass, tension and friction, sanitized as ``SpringTimingCurve`` describes.
    public static func spring(mass: Double, tension: Double, friction: Double,
                              initialVelocity: Double = 0) -> TimingCurve {
        .spring(SpringTimingCurve(mass: mass, tension: tension, friction: friction, initialVelocity: initialVelocity))
    }

    /// A spring by duration and damping ratio (see ``SpringTimingCurveGenerator``).
    public static func spring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> TimingCurve {
        .springGenerator(SpringTimingCurveGenerator(duration: duration, dampingRatio: dampingRatio,
                                                    initialVelocity: initialVelocity))
    }

    /// The curve played backwards, for mirrored transitions: a Bézier becomes
    /// (1 − x2, 1 − y2, 1 − x1, 1 − y1); a Penner easing swaps in and out; springs are returned
    /// unchanged, as MotionInterchange returns them.
    public func reversed() -> TimingCurve {
        switch self {
        case .bezier(let curve): return .bezier(curve.reversed())
        case .penner(let easing):
            let direction: PennerEasing.Direction = switch easing.direction {
            case .in: .out
            case .out: .in
            case .inOut: .inOut
            }
            return .penner(PennerEasing(easing.family, direction))
        case .spring, .springGenerator: return self
        }
    }

    /// The Bézier, if the curve is one.
    public var bezier: BezierTimingCurve? {
        if case .bezier(let curve) = self { return curve }
        return nil
    }

    /// Whether the curve is a spring of either form (it sets its own duration).
    public var isSpring: Bool {
        switch self {
        case .spring, .springGenerator: true
        case .bezier, .penner: false
        }
    }
}
