import Foundation

/// A color in the OKLab space: perceived lightness and two opponent axes (green–red and
/// blue–yellow), so that equal steps look like equal changes.
///
/// A motion between two `OKLab` values moves each coordinate in a straight line, which is what CSS
/// means by `in oklab`: a blend between two hues stays as light as they are, where the same blend in
/// sRGB dips through a darker, greyer middle. Convert with ``init(_:)-(MotionColor)`` and
/// `MotionColor(_:)`; to interpolate with CSS's premultiplied alpha, or in OKLCH with a
/// choice of hue arc, use ``MotionColor/interpolated(to:fraction:in:)``.
///
/// The conversions are CSS Color 4's: sRGB's extended transfer function, linear sRGB to XYZ (D65)
/// as exact fractions, and Björn Ottosson's matrices to and from the cone responses, with a
/// sign-keeping cube root, so colors outside the sRGB gamut convert too.
public struct OKLab: Sendable, Hashable, Codable, MotionComposite {
    /// Perceived lightness: 0 is black, 1 is white.
    public var lightness: Double
    /// The green (negative) to red (positive) axis; sRGB colors lie within about ±0.4.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis; sRGB colors lie within about ±0.4.
    public var b: Double
    /// The opacity, nominally in [0, 1].
    public var alpha: Double

    /// Creates a color from its OKLab coordinates and alpha.
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The OKLab coordinates of `color` (its red, green and blue read as sRGB), with its alpha.
    public init(_ color: MotionColor) {
        let linear = (SRGBTransfer.linear(color.red), SRGBTransfer.linear(color.green), SRGBTransfer.linear(color.blue))
        let xyz = ColorMatrix.linearSRGBToXYZ.applied(to: linear)
        let lms = ColorMatrix.xyzToLMS.applied(to: xyz)
        let oklab = ColorMatrix.lmsToOKLab.applied(to: (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
        self.init(lightness: oklab.0, a: oklab.1, b: oklab.2, alpha: color.alpha)
    }

    /// Lightness, a, b and alpha.
    public static var motionComponents: [ValueComponent<OKLab>] {
        [
            ValueComponent("lightness", storageOffset: MemoryLayout<OKLab>.offset(of: \.lightness),
                           get: { $0.lightness }, set: { $0.lightness = $1 }),
            ValueComponent("a", storageOffset: MemoryLayout<OKLab>.offset(of: \.a), get: { $0.a }, set: { $0.a = $1 }),
            ValueComponent("b", storageOffset: MemoryLayout<OKLab>.offset(of: \.b), get: { $0.b }, set: { $0.b = $1 }),
            ValueComponent("alpha", storageOffset: MemoryLayout<OKLab>.offset(of: \.alpha),
                           get: { $0.alpha }, set: { $0.alpha = $1 }),
        ]
    }
}

extension MotionColor {
    /// The sRGB color of `oklab`, with its alpha. A color outside the sRGB gamut keeps components
    /// outside 0…1 (extended sRGB), as ``MotionColor`` allows.
    public init(_ oklab: OKLab) {
        let lms = ColorMatrix.okLabToLMS.applied(to: (oklab.lightness, oklab.a, oklab.b))
        let xyz = ColorMatrix.lmsToXYZ.applied(to: (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
        let linear = ColorMatrix.xyzToLinearSRGB.applied(to: xyz)
        self.init(red: SRGBTransfer.encoded(linear.0), green: SRGBTransfer.encoded(linear.1),
                  blue: SRGBTransfer.encoded(linear.2), alpha: oklab.alpha)
    }
}
