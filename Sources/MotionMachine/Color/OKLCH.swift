import Foundation

/// A color in OKLCH, the polar form of ``OKLab``: lightness, chroma (how far from grey) and hue (an
/// angle in degrees).
///
/// A motion between two `OKLCH` values moves the hue along the arc from one angle to the other as
/// given: 350° to 10° turns back through 180°. Pick the arc CSS would (the shorter one by default)
/// with ``MotionColor/interpolated(to:fraction:in:)``, which also carries the hue of a grey's
/// partner, since a grey has none.
public struct OKLCH: Sendable, Hashable, Codable, MotionComposite {
    /// Perceived lightness: 0 is black, 1 is white.
    public var lightness: Double
    /// The distance from grey (0); sRGB colors reach about 0.32.
    public var chroma: Double
    /// The hue angle in degrees, measured from the OKLab a axis towards b (any finite angle; 0…360
    /// when converted from a color).
    public var hue: Double
    /// The opacity, nominally in [0, 1].
    public var alpha: Double

    /// The chroma at or below which CSS Color 4 treats a color's hue as missing (powerless).
    public static var achromaticChroma: Double { 0.000004 }

    /// Creates a color from its OKLCH coordinates and alpha.
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// The polar form of `oklab`: its hue in [0, 360), 0 for a grey (whose hue is powerless, see
    /// ``isAchromatic``).
    public init(_ oklab: OKLab) {
        let chroma = (oklab.a * oklab.a + oklab.b * oklab.b).squareRoot()
        var hue = atan2(oklab.b, oklab.a) * 180 / .pi
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        self.init(lightness: oklab.lightness, chroma: chroma, hue: chroma <= Self.achromaticChroma ? 0 : hue,
                  alpha: oklab.alpha)
    }

    /// The OKLCH coordinates of `color` (read as sRGB).
    public init(_ color: MotionColor) {
        self.init(OKLab(color))
    }

    /// Whether the color is a grey as CSS Color 4 counts one (its chroma at most
    /// ``achromaticChroma``): its hue is powerless, and an interpolation takes its partner's.
    public var isAchromatic: Bool { chroma <= Self.achromaticChroma }

    /// Lightness, chroma, hue and alpha.
    public static var motionComponents: [ValueComponent<OKLCH>] {
        [
            ValueComponent("lightness", storageOffset: MemoryLayout<OKLCH>.offset(of: \.lightness),
                           get: { $0.lightness }, set: { $0.lightness = $1 }),
            ValueComponent("chroma", storageOffset: MemoryLayout<OKLCH>.offset(of: \.chroma),
                           get: { $0.chroma }, set: { $0.chroma = $1 }),
            ValueComponent("hue", storageOffset: MemoryLayout<OKLCH>.offset(of: \.hue), get: { $0.hue }, set: { $0.hue = $1 }),
            ValueComponent("alpha", storageOffset: MemoryLayout<OKLCH>.offset(of: \.alpha),
                           get: { $0.alpha }, set: { $0.alpha = $1 }),
        ]
    }
}

extension OKLab {
    /// The rectangular form of `oklch`.
    public init(_ oklch: OKLCH) {
        let radians = oklch.hue * .pi / 180
        self.init(lightness: oklch.lightness, a: oklch.chroma * cos(radians), b: oklch.chroma * sin(radians),
                  alpha: oklch.alpha)
    }
}

extension MotionColor {
    /// The sRGB color of `oklch` (extended sRGB outside the gamut).
    public init(_ oklch: OKLCH) {
        self.init(OKLab(oklch))
    }
}
