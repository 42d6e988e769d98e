import Foundation
import MotionInterchange

extension KeyframeTrack where Value == Double {
    /// The track a spec's keys describe (see `KeyframeSpec`): a linear key's Bézier or Penner
    /// curve becomes its unit curve, a spring key's spring curve (either form) its ``Spring``.
    public init(_ keys: [KeyframeSpec]) {
        self.init(keys.map(Self.step))
    }

    private static func step(_ key: KeyframeSpec) -> KeyframeStep<Double> {
        switch key.kind {
        case .linear:
            return .linear(key.value, duration: key.duration ?? 0, curve: key.timingCurve.map(UnitCurve.init(interchange:)) ?? .linear)
        case .cubic:
            return .cubic(key.value, duration: key.duration ?? 0, startVelocity: key.startVelocity, endVelocity: key.endVelocity)
        case .spring:
            let spring: Spring = switch key.timingCurve {
            case .spring(let curve)?: Spring(curve)
            case .springGenerator(let generator)?: Spring(generator.springTimingCurve())
            default: Spring()
            }
            return .spring(key.value, duration: key.duration, spring: spring, startVelocity: key.startVelocity)
        case .move:
            return .move(key.value)
        }
    }
}

extension UnitCurve {
    /// An interchange curve as a unit curve: a Bézier as it is; a Penner curve as it is, but for
    /// the back, elastic and bounce families, which MotionCore's curves lack and which become the
    /// nearest Bézier (``BezierFit``), with a diagnostic; a spring as its release over its settling
    /// time.
    public init(interchange curve: TimingCurve) {
        switch curve {
        case .bezier(let bezier):
            self = .bezier(CubicBezierEasing(x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2))
        case .penner(let easing):
            let mode = EasingMode(easing.direction)
            let family: PennerCurve.Family? = switch easing.family {
            case .quad: .quadratic
            case .cubic: .cubic
            case .quart: .quartic
            case .quint: .quintic
            case .sine: .sine
            case .expo: .exponential
            case .circ: .circular
            case .back, .elastic, .bounce: nil
            }
            if let family {
                self = .penner(family, mode)
            } else {
                let fit = BezierFit(CurveShape(curve)).curve
                MotionDiagnostics.logger.report(.warning, "Keyframe curve \(easing.name) plays as its nearest Bézier, cubic-bezier(\(fit.x1), \(fit.y1), \(fit.x2), \(fit.y2))")
                self = .bezier(CubicBezierEasing(x1: fit.x1, y1: fit.y1, x2: fit.x2, y2: fit.y2))
            }
        case .spring(let spring):
            self = .spring(EasingSpring.curve(Spring(spring), initialVelocity: spring.initialVelocity))
        case .springGenerator(let generator):
            self = .spring(EasingSpring.curve(Spring(generator.springTimingCurve()), initialVelocity: generator.initialVelocity))
        }
    }
}

extension PropertyKeyframes where Target: MotionTarget {
    /// The track `keys` describe for the number at the string path `path` (``MotionTarget``), played
    /// from the property's value when the motion begins to move.
    /// - Throws: ``PropertyPathError`` for a path that names no number of `Target`.
    public init(_ path: String, _ keys: [KeyframeSpec]) throws {
        let track = KeyframeTrack<Double>(keys)
        let sequence = track.sequences.first ?? KeyframeSequence([])
        let named = try PropertyData<Target>(path)
        self.init(property: PropertyData(path: path, start: nil, end: track.steps.isEmpty ? nil : sequence.finalValue(from: 0),
                                         accessor: named.accessor),
                  sequence: sequence)
    }
}

extension Motion where Target: MotionTarget {
    /// Creates a motion that plays a spec element's keyframe tracks (`AnimationTraits.keyframes`) on
    /// the properties of `target` they name, side by side, with the traits' delay and repetition.
    /// - Throws: ``PropertyPathError`` for a track whose name is no number of `Target`.
    public convenience init(target: Target, keyframesOf traits: AnimationTraits, options: MotionOptions = []) throws {
        let tracks = try (traits.keyframes ?? [:]).sorted { $0.key < $1.key }.map { try PropertyKeyframes<Target>($0.key, $0.value) }
        self.init(target: target, keyframes: tracks, options: options)
        delay = traits.delay
        if let repetition = traits.repetition {
            reversing = repetition.autoreverses
            self.repetition = MotionTiming.Repetition(repetition)
        }
    }
}
