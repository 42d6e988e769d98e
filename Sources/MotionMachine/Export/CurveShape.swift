import Foundation
import MotionInterchange

/// An interchange curve as a function of progress, for plots and exports: its value and slope over
/// 0…1, and, for a spring, the seconds it takes to settle (which becomes its duration).
///
/// A spring is released one unit from its end with its initial velocity taken per unit of distance
/// (as `EasingCurve(_:)` maps a `TimingCurve`), and its progress 0…1 spans its settling time, as
/// ``EasingSpring`` maps it; the curve is exactly 0 at the start and 1 at the end.
public struct CurveShape: Sendable {
    /// The curve.
    public let curve: TimingCurve
    /// The seconds a spring takes to settle; `nil` for curves that take the traits' duration.
    public let settlingDuration: Double?
    private let easing: EasingCurve

    /// The shape of `curve`.
    public init(_ curve: TimingCurve) {
        self.curve = curve
        self.easing = EasingCurve(curve)
        switch curve {
        case .spring(let spring):
            settlingDuration = EasingSpring.curve(Spring(spring), initialVelocity: spring.initialVelocity).settlingDuration
        case .springGenerator(let generator):
            settlingDuration = EasingSpring.curve(Spring(generator.springTimingCurve()),
                                                  initialVelocity: generator.initialVelocity).settlingDuration
        case .bezier, .penner:
            settlingDuration = nil
        }
    }

    /// The curve's value at `progress` (0…1; outside it the curve holds its end values).
    public func value(at progress: Double) -> Double {
        easing.value(at: min(max(progress, 0), 1))
    }

    /// The curve's slope (d value / d progress) at `progress`, or `nil` where it has none.
    public func slope(at progress: Double) -> Double? {
        easing.slope(at: progress)
    }

    /// The seconds an animation with these traits' duration lasts along this curve: a spring's
    /// settling time, otherwise `duration`.
    public func duration(given duration: Double) -> Double {
        settlingDuration ?? duration
    }

    /// The lowest and highest values over 0…1 (overshoot included), from `samples` + 1 evenly
    /// spaced samples.
    /// - Complexity: O(samples).
    public func valueRange(samples: Int = 2000) -> ClosedRange<Double> {
        var low = 0.0, high = 1.0
        for index in 0...max(samples, 1) {
            let value = value(at: Double(index) / Double(max(samples, 1)))
            low = min(low, value)
            high = max(high, value)
        }
        return low...high
    }
}
