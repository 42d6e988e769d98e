import Foundation

extension Motion where Target == MotionValue<Double> {
    /// Creates a motion that moves a color from `from` to `to` in the color space `space` and calls
    /// `update` with each new color.
    ///
    /// The motion moves a fraction from 0 to 1 under the easing and hands `update` the color that
    /// fraction of the way in `space`
    /// (``MotionColor/interpolated(to:fraction:in:)``): CSS Color 4's interpolation, with
    /// premultiplied alpha and a choice of hue arc in OKLCH. It is a full value motion (timeline,
    /// callbacks, collections, seeking); its ``Motion/target`` holds the fraction.
    ///
    /// ```swift
    /// let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)
    /// Motion(from: red, to: blue, in: .oklch(.longer), duration: 2) { color in
    ///     print(color)   // red through yellow, green and cyan to blue
    /// }.start()
    /// ```
    ///
    /// - Parameters:
    ///   - from: the color at the start.
    ///   - to: the color at the end.
    ///   - space: where the color moves (``ColorInterpolation``).
    ///   - duration: seconds one leg takes.
    ///   - easing: the forward easing; linear by default.
    ///   - options: `.repeats`, `.reverses`.
    ///   - update: called once per beat that moves the color.
    public convenience init(from: MotionColor, to: MotionColor, in space: ColorInterpolation, duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = [],
                            update: @escaping (MotionColor) -> Void) {
        self.init(from: 0.0, to: 1.0, duration: duration, easing: easing, options: options) { fraction in
            update(from.interpolated(to: to, fraction: fraction, in: space))
        }
    }

    /// Creates a motion that moves a color from `from` to `to` in the color space `space`, timed as
    /// `traits` say (delay, duration, curve, repetition; see ``Motion/apply(_:)``), and calls
    /// `update` with each new color.
    ///
    /// ```swift
    /// let traits = AnimationTraits(duration: 0.4, animationCurve: .easeInOut)
    /// Motion(from: idle, to: highlighted, in: .oklab, traits: traits) { button.tint = $0 }.start()
    /// ```
    public convenience init(from: MotionColor, to: MotionColor, in space: ColorInterpolation, traits: AnimationTraits,
                            options: MotionOptions = [], update: @escaping (MotionColor) -> Void) {
        self.init(from: 0.0, to: 1.0, traits: traits, options: options) { fraction in
            update(from.interpolated(to: to, fraction: fraction, in: space))
        }
    }
}
