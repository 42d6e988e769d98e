import Foundation

/// When and how an animation moves, apart from what it moves: delay, duration, timing curve and
/// repetition. MotionInterchange's `MDMAnimationTraits` as a plain value: `Sendable`, `Hashable` and
/// `Codable`, so a motion spec can live in code, in a JSON file or in a design-token document.
///
/// ```swift
/// let fade = AnimationTraits(delay: 0.075, duration: 0.15, animationCurve: .linear)
/// let sheet = AnimationTraits(duration: 0.5, timingCurve: .spring(mass: 1, tension: 300, friction: 30))
/// ```
///
/// A `nil` ``timingCurve`` means no animation: the change happens at once when the delay is over,
/// whatever the duration. A `nil` ``repetition`` plays once. Springs last until they settle, so
/// their traits' duration is not used (see the article "Motion specs and interchange" in the MotionMachine documentation).
///
/// The initializers sanitize with a diagnostic: a delay or duration that is negative or not finite
/// becomes 0. Decoding refuses them instead, naming the coding path.
public struct AnimationTraits: Sendable, Hashable {
    private var storedDelay: TimeInterval = 0
    private var storedDuration: TimeInterval = 0

    /// Seconds before the animation begins.
    public var delay: TimeInterval {
        get { storedDelay }
        set { storedDelay = Self.timeSpan(newValue, "AnimationTraits delay") }
    }

    /// Seconds one iteration lasts (ignored by springs, which last until they settle).
    public var duration: TimeInterval {
        get { storedDuration }
        set { storedDuration = Self.timeSpan(newValue, "AnimationTraits duration") }
    }

    /// The shape of progress over time; `nil` for an instant change.
    public var timingCurve: TimingCurve?

    /// How the animation repeats; `nil` plays it once.
    public var repetition: Repetition?

    /// The space colors move through (CSS Color 4's interpolation method); `nil` leaves it to the
    /// animation: a color property moves its stored sRGB components.
    public var colorInterpolation: ColorInterpolation?

    /// What to play instead when motion is reduced; `nil` leaves it to the player (movement becomes
    /// instant, fades and color changes play).
    public var reducedMotion: ReducedMotionFallback?

    /// Keyframe tracks, by the name of the property each moves (see ``KeyframeSpec``); `nil` for an
    /// element that moves from one value to another. The traits' timing (delay, repetition) applies to
    /// the tracks, which carry their own durations and curves; the traits' duration and curve are
    /// the standard fallback a tool without keyframes plays.
    public var keyframes: [String: [KeyframeSpec]]?

    /// Creates traits with every field given.
    /// - Parameters:
    ///   - delay: seconds before the animation begins.
    ///   - duration: seconds one iteration lasts.
    ///   - timingCurve: the curve; `nil` for an instant change.
    ///   - repetition: how it repeats; `nil` plays once.
    public init(delay: TimeInterval, duration: TimeInterval, timingCurve: TimingCurve?, repetition: Repetition?) {
        self.timingCurve = timingCurve
        self.repetition = repetition
        self.delay = delay
        self.duration = duration
    }

    /// Creates traits with a curve (or `nil`, instant) and no repetition.
    public init(delay: TimeInterval = 0, duration: TimeInterval, timingCurve: TimingCurve?) {
        self.init(delay: delay, duration: duration, timingCurve: timingCurve, repetition: nil)
    }

    /// Creates traits with the default ease-in-out curve (0.42, 0, 0.58, 1) and no delay.
    public init(duration: TimeInterval) {
        self.init(delay: 0, duration: duration)
    }

    /// Creates traits with the default ease-in-out curve (0.42, 0, 0.58, 1).
    public init(delay: TimeInterval, duration: TimeInterval) {
        self.init(delay: delay, duration: duration, timingCurve: .bezier(.easeInOut))
    }

    /// Creates traits with one of UIKit's named curves and no delay.
    public init(duration: TimeInterval, animationCurve: AnimationCurve) {
        self.init(delay: 0, duration: duration, animationCurve: animationCurve)
    }

    /// Creates traits with one of UIKit's named curves.
    public init(delay: TimeInterval, duration: TimeInterval, animationCurve: AnimationCurve) {
        self.init(delay: delay, duration: duration, timingCurve: .bezier(animationCurve.bezier))
    }

    /// UIKit's modal presentation movement: 0.5 s on a spring of mass 3, tension 1000 and friction
    /// 500 (damping ratio ≈ 4.56, strongly over-damped). As a spring it lasts until it settles,
    /// about 3.4 s to within 0.1 % of the distance, although its nominal duration is 0.5 s.
    public static var systemModalMovement: AnimationTraits {
        AnimationTraits(delay: 0, duration: 0.5,
                        timingCurve: .spring(mass: 3, tension: 1000, friction: 500, initialVelocity: 0))
    }

    /// The traits with the Bézier curve reversed (see ``TimingCurve/reversed()``), for the other
    /// direction of a mirrored transition.
    public func reversed() -> AnimationTraits {
        var traits = self
        traits.timingCurve = timingCurve?.reversed()
        return traits
    }

    private static func timeSpan(_ value: TimeInterval, _ what: String) -> TimeInterval {
        InterchangeDiagnostics.sanitized(value, what, rule: "must be finite and not negative",
                                         fallback: 0) { $0.isFinite && $0 >= 0 }
    }
}
