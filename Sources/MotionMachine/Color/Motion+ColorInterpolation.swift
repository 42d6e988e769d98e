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
    ///   - space: where the color moves (`ColorInterpolation`).
    ///   - duration: seconds one leg takes.
    ///   - easing: the forward easing; linear by default.
    ///   - options: `.repeats`, `.reverses`.
    ///   - update: called once per beat that moves the color.
    ///
    /// A component of `from` or `to` that is not finite is replaced by the other color's (by 0 when
    /// neither is finite), reported through ``MotionDiagnostics/logger``, so `update` never sees one.
    public convenience init(from: MotionColor, to: MotionColor, in space: ColorInterpolation, duration: TimeInterval,
                            easing: @escaping EasingUpdateClosure = EasingLinear.easeNone(), options: MotionOptions = [],
                            update: @escaping (MotionColor) -> Void) {
        self.init(from: 0.0, to: 1.0, duration: duration, easing: easing, options: options,
                  update: Self.colors(from: from, to: to, in: space, update: update))
        flags.insert(.changesAppearance)
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
        self.init(from: 0.0, to: 1.0, traits: traits, options: options,
                  update: Self.colors(from: from, to: to, in: space, update: update))
        flags.insert(.changesAppearance)
    }

    /// What a color motion's fraction calls: `update` with the color that fraction of the way from
    /// `from` to `to` in `space`, the two colors made finite first (`MotionColor.finitePair(_:_:)`).
    private static func colors(from: MotionColor, to: MotionColor, in space: ColorInterpolation,
                               update: @escaping (MotionColor) -> Void) -> (Double) -> Void {
        let (from, to) = MotionColor.finitePair(from, to)
        return { fraction in update(from.interpolated(to: to, fraction: fraction, in: space)) }
    }
}

extension MotionColor {
    /// `first` and `second` with each component that is not finite replaced by the other color's,
    /// or by 0 when neither is finite; each replacement is reported.
    static func finitePair(_ first: MotionColor, _ second: MotionColor) -> (MotionColor, MotionColor) {
        guard !first.isFinite || !second.isFinite else { return (first, second) }
        func replaced(_ value: Double, _ partner: Double, _ name: String, _ end: String) -> Double {
            guard !value.isFinite else { return value }
            let replacement = partner.isFinite ? partner : 0
            MotionDiagnostics.logger.report(.warning, "color motion: the \(end) color's \(name) is \(value); it uses \(replacement) instead")
            return replacement
        }
        func sanitized(_ color: MotionColor, _ partner: MotionColor, _ end: String) -> MotionColor {
            MotionColor(red: replaced(color.red, partner.red, "red", end), green: replaced(color.green, partner.green, "green", end),
                        blue: replaced(color.blue, partner.blue, "blue", end), alpha: replaced(color.alpha, partner.alpha, "alpha", end))
        }
        return (sanitized(first, second, "start"), sanitized(second, first, "end"))
    }
}
