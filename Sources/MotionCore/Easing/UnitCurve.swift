/// An easing curve as a value: progress from 0 to 1 over a fraction from 0 to 1, with its slope, so
/// a law can store it, compare it and evaluate it without a closure.
///
/// The cases cover the engine's built-in families: Penner's power, exponential, circular and sine
/// curves in their three modes, CSS cubic Béziers and steps, and a spring read as a curve. The
/// static members spell SwiftUI's `UnitCurve` presets.
public enum UnitCurve: Sendable, Hashable {
    /// Progress equal to the fraction.
    case linear
    /// A Penner family in one of its modes.
    case penner(PennerCurve.Family, EasingMode)
    /// A CSS cubic Bézier.
    case bezier(CubicBezierEasing)
    /// CSS steps.
    case steps(StepsCurve)
    /// A spring released one unit short of its end, mapped onto the fraction by its settling time.
    case spring(SpringCurve)

    /// CSS and SwiftUI `easeIn`: the Bézier (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve.bezier(CubicBezierEasing(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// CSS and SwiftUI `easeOut`: the Bézier (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve.bezier(CubicBezierEasing(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// CSS and SwiftUI `easeInOut`: the Bézier (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve.bezier(CubicBezierEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A quarter circle that starts slowly (SwiftUI's `circularEaseIn`).
    public static let circularEaseIn = UnitCurve.penner(.circular, .easeIn)
    /// A quarter circle that ends slowly (SwiftUI's `circularEaseOut`).
    public static let circularEaseOut = UnitCurve.penner(.circular, .easeOut)
    /// Two quarter circles joined at half way (SwiftUI's `circularEaseInOut`).
    public static let circularEaseInOut = UnitCurve.penner(.circular, .easeInOut)

    /// The progress at `fraction`. Fractions outside 0…1 are clamped; a NaN fraction reads as 0.
    public func value(at fraction: Double) -> Double {
        let p = fraction > 0 ? min(fraction, 1) : 0
        switch self {
        case .linear: return p
        case .penner(let family, let mode): return family.value(p, mode: mode)
        case .bezier(let curve): return curve.value(atFraction: p)
        case .steps(let curve): return curve.value(atFraction: p)
        case .spring(let curve): return curve.value(atFraction: p)
        }
    }

    /// d(progress)/d(fraction) at `fraction` (clamped like ``value(at:)``): 0 between steps, and
    /// infinite where a curve is vertical (the circular ease-in's end).
    public func slope(at fraction: Double) -> Double {
        let p = fraction > 0 ? min(fraction, 1) : 0
        switch self {
        case .linear: return 1
        case .penner(let family, let mode): return family.slope(p, mode: mode)
        case .bezier(let curve): return curve.slope(atFraction: p)
        case .steps: return 0
        case .spring(let curve): return curve.slope(atFraction: p)
        }
    }
}
