import Foundation
import MotionInterchange

// The interchange's curves as the engine's easing values.

extension CubicBezier {
    /// The engine's Bézier with an interchange curve's control points.
    public init(_ curve: BezierTimingCurve) {
        self.init(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
    }
}

extension Spring {
    /// The engine's spring with an interchange spring's mass, tension (stiffness) and friction
    /// (damping). The engine keeps the damping ratio within 0.01…100 so every spring settles (see
    /// ``init(mass:stiffness:damping:)``).
    public init(_ curve: SpringTimingCurve) {
        self.init(mass: curve.mass, stiffness: curve.tension, damping: curve.friction)
    }
}

extension EasingMode {
    /// The mode of an interchange Penner easing's direction.
    public init(_ direction: PennerEasing.Direction) {
        self = switch direction {
        case .in: .easeIn
        case .out: .easeOut
        case .inOut: .easeInOut
        }
    }
}

extension EasingCurve {
    /// The Penner equation an interchange easing names, with its slope.
    public init(_ easing: PennerEasing) {
        let mode = EasingMode(easing.direction)
        self = switch easing.family {
        case .quad: .quadratic(mode)
        case .cubic: .cubic(mode)
        case .quart: .quartic(mode)
        case .quint: .quintic(mode)
        case .sine: .sine(mode)
        case .expo: .expo(mode)
        case .circ: .circular(mode)
        case .back: .back(mode)
        case .elastic: .elastic(mode)
        case .bounce: .bounce(mode)
        }
    }

    /// Any interchange curve as a unit easing (progress 0…1 over the duration): a Bézier or Penner
    /// curve as it is; a spring over its settling time (``EasingSpring``), released with its initial
    /// velocity taken as spans per second (an absolute velocity means per unit of distance here, as
    /// a unit curve has no other distance).
    public init(_ curve: TimingCurve) {
        switch curve {
        case .bezier(let bezier): self = .bezier(CubicBezier(bezier))
        case .penner(let easing): self.init(easing)
        case .spring(let spring): self = .spring(Spring(spring), initialVelocity: spring.initialVelocity)
        case .springGenerator(let generator):
            self = .spring(Spring(generator.springTimingCurve()), initialVelocity: generator.initialVelocity)
        }
    }
}
