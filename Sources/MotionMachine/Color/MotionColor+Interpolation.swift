import Foundation

extension MotionColor {
    /// The color `fraction` of the way from this color to `other`, interpolated in `space` as CSS
    /// Color 4 interpolates colors: in the chosen space, with premultiplied alpha (each color's
    /// components weighted by its opacity, so a transparent end lends no color of its own), and in
    /// OKLCH a grey's missing hue taken from the other color, the hue then following the chosen arc.
    ///
    /// `fraction` is not clamped: an easing that overshoots carries the color past either end, and
    /// a color outside the sRGB gamut keeps components outside 0…1 (extended sRGB). A result with a
    /// component that is not finite (an end color with one, or one so large that the space's
    /// arithmetic leaves `Double`'s range) is replaced by the nearer end color.
    ///
    /// ```swift
    /// let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)
    /// let middle = red.interpolated(to: blue, fraction: 0.5, in: .oklch)   // a saturated violet
    /// ```
    /// - Returns: the color: this color at 0 and `other` at 1 exactly; this color for a `fraction`
    ///   that is not finite.
    public func interpolated(to other: MotionColor, fraction: Double, in space: ColorInterpolation) -> MotionColor {
        guard fraction.isFinite else { return self }
        // The ends exactly, not their round trip through the space (a motion's end writes its end).
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let mixed = mixed(with: other, fraction: fraction, in: space)
        guard mixed.isFinite else { return fraction < 0.5 ? self : other }
        return mixed
    }

    /// Whether every component is finite.
    var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }

    /// ``interpolated(to:fraction:in:)`` before its check of the result.
    private func mixed(with other: MotionColor, fraction: Double, in space: ColorInterpolation) -> MotionColor {
        let alpha = Self.mix(alpha, other.alpha, fraction)
        switch space {
        case .sRGB:
            let mixed = Self.mixPremultiplied((red, green, blue), self.alpha, (other.red, other.green, other.blue), other.alpha,
                                              fraction, alpha)
            return MotionColor(red: mixed.0, green: mixed.1, blue: mixed.2, alpha: alpha)
        case .linearSRGB:
            let start = (SRGBTransfer.linear(red), SRGBTransfer.linear(green), SRGBTransfer.linear(blue))
            let end = (SRGBTransfer.linear(other.red), SRGBTransfer.linear(other.green), SRGBTransfer.linear(other.blue))
            let mixed = Self.mixPremultiplied(start, self.alpha, end, other.alpha, fraction, alpha)
            return MotionColor(red: SRGBTransfer.encoded(mixed.0), green: SRGBTransfer.encoded(mixed.1),
                               blue: SRGBTransfer.encoded(mixed.2), alpha: alpha)
        case .oklab:
            let (start, end) = (OKLab(self), OKLab(other))
            let mixed = Self.mixPremultiplied((start.lightness, start.a, start.b), self.alpha,
                                              (end.lightness, end.a, end.b), other.alpha, fraction, alpha)
            return MotionColor(OKLab(lightness: mixed.0, a: mixed.1, b: mixed.2, alpha: alpha))
        case .oklch(let arc):
            let (start, end) = (OKLCH(self), OKLCH(other))
            // A grey's hue is missing: it takes the other's, so the blend keeps one hue throughout.
            let startHue = start.isAchromatic && !end.isAchromatic ? end.hue : start.hue
            let endHue = end.isAchromatic && !start.isAchromatic ? start.hue : end.hue
            let hues = arc.arc(from: startHue, to: endHue) ?? (startHue, endHue)
            // Hue is not premultiplied (CSS Color 4, §12.3): lightness and chroma are.
            let mixed = Self.mixPremultiplied((start.lightness, start.chroma, 0), self.alpha,
                                              (end.lightness, end.chroma, 0), other.alpha, fraction, alpha)
            return MotionColor(OKLCH(lightness: mixed.0, chroma: mixed.1, hue: Self.mix(hues.from, hues.to, fraction),
                                     alpha: alpha))
        }
    }

    /// `start` to `end` by `fraction`.
    private static func mix(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
        start + (end - start) * fraction
    }

    /// Three components mixed with premultiplied alpha: each weighted by its color's alpha, mixed,
    /// and divided by the mixed `alpha` (left weighted when that is 0, as CSS does).
    private static func mixPremultiplied(_ start: (Double, Double, Double), _ startAlpha: Double,
                                         _ end: (Double, Double, Double), _ endAlpha: Double,
                                         _ fraction: Double, _ alpha: Double) -> (Double, Double, Double) {
        let divisor = alpha == 0 ? 1 : alpha
        return (mix(start.0 * startAlpha, end.0 * endAlpha, fraction) / divisor,
                mix(start.1 * startAlpha, end.1 * endAlpha, fraction) / divisor,
                mix(start.2 * startAlpha, end.2 * endAlpha, fraction) / divisor)
    }
}
