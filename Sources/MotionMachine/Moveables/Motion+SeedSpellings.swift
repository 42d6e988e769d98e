import Foundation

// MotionMachine 3.1.2's single-property initializers, as its README examples spell them:
// `Motion(view, property: PropertyData("frame.origin.y", 200.0), duration: 1.0, easing: …)` and
// `Motion(square, duration: 2.0, property: …)`. A string path throws here when it does not resolve,
// so the examples need `try` in front of `PropertyData(…)`.

extension Motion {
    /// Creates a motion for one property of `target` (MotionMachine 3.1.2's spelling).
    /// - Parameters:
    ///   - target: the object whose property moves.
    ///   - property: the property and its end (and optionally start) value.
    ///   - duration: seconds one leg takes.
    ///   - easing: the forward easing; linear by default.
    ///   - options: `.repeats`, `.reverses`, `.additive`.
    public convenience init(_ target: Target, property: PropertyData<Target>, duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = []) {
        self.init(target: target, properties: [property], duration: duration, easing: easing, options: options)
    }

    /// Creates a motion for one property of `target`, duration first (MotionMachine 3.1.2's other spelling).
    public convenience init(_ target: Target, duration: TimeInterval, property: PropertyData<Target>,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = []) {
        self.init(target: target, properties: [property], duration: duration, easing: easing, options: options)
    }
}
