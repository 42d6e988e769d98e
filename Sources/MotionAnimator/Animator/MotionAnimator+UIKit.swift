import Foundation
import MotionInterchange
import MotionMachine

/// UIKit's `UIView.AnimationOptions` for ``MotionAnimator``'s UIKit-style class methods, with the
/// same bits.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start from what shows now (``MotionAnimator/beginFromCurrentState``).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forwards then backwards (with ``repeat``, every iteration).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Slow at both ends (the default: 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options name: bits 16–17 read as a number, as UIKit defines them (so
    /// ``curveLinear`` is linear; MotionAnimator tested the ease-in bit first and animated it with
    /// ease-in).
    public var curve: AnimationCurve {
        AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
    }

    /// The options' repetition: forever with ``repeat``, once forwards and back with
    /// ``autoreverse`` alone, `nil` otherwise.
    var repetition: Repetition? {
        if contains(.repeat) { return .forever(autoreverses: contains(.autoreverse)) }
        if contains(.autoreverse) { return Repetition(numberOfRepetitions: 1, autoreverses: true) }
        return nil
    }
}

// UIKit's class methods, each on a fresh animator (additive, time scale 1) on the default tempo.
// Call them on the main actor; elsewhere, use an animator on a tempo of your own. Each returns the
// animator it used, and `configuringClassMethodAnimators` sets animators up before they animate
// (to trace them, or scale their time).

extension MotionAnimator {
    /// Animates the writes in `animations` for `duration` seconds with ease-in-out.
    /// - Returns: the animator that runs the animations.
    @discardableResult
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) -> MotionAnimator {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the writes in `animations` after `delay` seconds, for `duration` seconds, with the
    /// curve, repetition and `beginFromCurrentState` the options give (other options are ignored).
    /// A duration of 0 or less is instant.
    /// - Returns: the animator that runs the animations.
    @discardableResult
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) -> MotionAnimator {
        var traits = AnimationTraits(delay: delay, duration: max(duration.isNaN ? 0 : duration, 0),
                                     animationCurve: options.curve)
        traits.repetition = options.repetition
        let animator = fresh(options)
        animator.animate(with: traits, animations: animations, completion: completion)
        return animator
    }

    /// Animates the writes in `animations` with a spring that settles in about `duration` seconds
    /// with damping ratio `dampingRatio`, released with `velocity` in absolute units per second
    /// (unlike UIKit's normalized velocity): each animation divides it by its own displacement.
    /// - Returns: the animator that runs the animations.
    @discardableResult
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) -> MotionAnimator {
        let generated = SpringTimingCurveGenerator(duration: duration, dampingRatio: dampingRatio).springTimingCurve()
        let spring = SpringTimingCurve(mass: generated.mass, tension: generated.tension, friction: generated.friction,
                                       initialVelocity: velocity)
        var traits = AnimationTraits(delay: delay, duration: max(duration.isNaN ? 0 : duration, 0), timingCurve: .spring(spring))
        traits.repetition = options.repetition
        let animator = fresh(options)
        animator.animate(with: traits, animations: animations, completion: completion)
        return animator
    }

    /// Runs `body` with `configure` called on the animator of every UIKit-style class method called
    /// inside it (on this task or thread), after the options are applied and before it animates:
    /// the way to add a tracer to those calls, or to change their time scale.
    ///
    /// ```swift
    /// MotionAnimator.configuringClassMethodAnimators({ $0.addTracer { _, trace in print(trace) } }) {
    ///     MotionAnimator.animate(withDuration: 0.3) { card.opacity = 0 }
    /// }
    /// ```
    /// - Returns: what `body` returns.
    @discardableResult
    public static func configuringClassMethodAnimators<Result>(_ configure: @escaping (MotionAnimator) -> Void,
                                                               _ body: () throws -> Result) rethrows -> Result {
        try $classMethodSetup.withValue(ClassMethodSetup(configure: configure, outer: classMethodSetup), operation: body)
    }

    /// The innermost ``configuringClassMethodAnimators(_:_:)`` scope.
    @TaskLocal static var classMethodSetup: ClassMethodSetup?

    private static func fresh(_ options: AnimationOptions) -> MotionAnimator {
        let animator = MotionAnimator()
        animator.beginFromCurrentState = options.contains(.beginFromCurrentState)
        classMethodSetup?.apply(to: animator)
        return animator
    }
}

/// The set-up of one ``MotionAnimator/configuringClassMethodAnimators(_:_:)`` scope, outer scopes
/// first. `@unchecked Sendable`: a task-local value must be sendable, and the closure is only called
/// on the task that bound it (or its child tasks, which read the same immutable box).
final class ClassMethodSetup: @unchecked Sendable {
    let configure: (MotionAnimator) -> Void
    let outer: ClassMethodSetup?

    init(configure: @escaping (MotionAnimator) -> Void, outer: ClassMethodSetup?) {
        self.configure = configure
        self.outer = outer
    }

    func apply(to animator: MotionAnimator) {
        outer?.apply(to: animator)
        configure(animator)
    }
}
