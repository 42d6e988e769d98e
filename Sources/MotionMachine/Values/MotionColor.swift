import Foundation

/// An RGBA color whose components can be animated one by one.
///
/// The color stores red, green, blue and alpha (any finite values; no clamping, so extended-range
/// colors survive). Hue, saturation and brightness (the HSB/HSV model) and white are derived views that
/// can be read and written as properties and addressed as path components (`"backgroundColor.hue"`):
/// - `hue` is in [0, 1); writing wraps it into that range. A gray has no hue: it reads 0 and writing
///   it changes nothing.
/// - `white` reads the mean of red, green and blue; writing it shifts all three by the same amount,
///   so a gray stays gray and a tint keeps its hue. Components so large that a sum overflows still
///   give a finite mean, and a shift that would take a component past the largest finite number
///   makes the color the gray of the new white instead; a non-finite white writes nothing.
/// ``PropertyStates`` compares red, green, blue and alpha, the independent components.
public struct MotionColor: Sendable, Hashable, Codable, MotionComposite {
    /// The red component, nominally in [0, 1].
    public var red: Double
    /// The green component, nominally in [0, 1].
    public var green: Double
    /// The blue component, nominally in [0, 1].
    public var blue: Double
    /// The opacity, nominally in [0, 1].
    public var alpha: Double

    /// Creates a color from RGBA components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from hue, saturation and brightness (HSB/HSV) and alpha.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let (r, g, b) = MotionColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a gray from a white level and alpha.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The hue in [0, 1).
    public var hue: Double {
        get { hsb.hue }
        set { setHSB(hue: newValue, saturation: hsb.saturation, brightness: hsb.brightness) }
    }

    /// The HSB saturation, 0…1. Written values outside 0…1 are clamped (NaN writes nothing): beyond
    /// that range the brightness read back would change with every write, and components would grow
    /// without bound.
    public var saturation: Double {
        get { hsb.saturation }
        set { setHSB(hue: hsb.hue, saturation: newValue, brightness: hsb.brightness) }
    }

    /// The HSB brightness (the largest of red, green and blue).
    public var brightness: Double {
        get { hsb.brightness }
        set { setHSB(hue: hsb.hue, saturation: hsb.saturation, brightness: newValue) }
    }

    /// The mean of red, green and blue; writing it shifts all three equally (see the type's notes
    /// for components near the largest finite number, and for non-finite writes).
    public var white: Double {
        get {
            let sum = red + green + blue
            // Finite components whose sum overflows (extended range near ±1.8e308): a third of each.
            return sum.isFinite ? sum / 3 : red / 3 + green / 3 + blue / 3
        }
        set {
            guard newValue.isFinite else { return }
            let shift = newValue - white
            let shifted = (red + shift, green + shift, blue + shift)
            guard shifted.0.isFinite && shifted.1.isFinite && shifted.2.isFinite else {
                (red, green, blue) = (newValue, newValue, newValue)
                return
            }
            (red, green, blue) = shifted
        }
    }

    /// Red, green, blue and alpha (compared by ``PropertyStates``), then hue, saturation, brightness
    /// and white (addressable only).
    public static var motionComponents: [ValueComponent<MotionColor>] {
        [
            ValueComponent("red", storageOffset: MemoryLayout<MotionColor>.offset(of: \.red), get: { $0.red }, set: { $0.red = $1 }),
            ValueComponent("green", storageOffset: MemoryLayout<MotionColor>.offset(of: \.green), get: { $0.green }, set: { $0.green = $1 }),
            ValueComponent("blue", storageOffset: MemoryLayout<MotionColor>.offset(of: \.blue), get: { $0.blue }, set: { $0.blue = $1 }),
            ValueComponent("alpha", storageOffset: MemoryLayout<MotionColor>.offset(of: \.alpha), get: { $0.alpha }, set: { $0.alpha = $1 }),
            ValueComponent("hue", comparedInStates: false, get: { $0.hue }, set: { $0.hue = $1 }),
            ValueComponent("saturation", comparedInStates: false, get: { $0.saturation }, set: { $0.saturation = $1 }),
            ValueComponent("brightness", comparedInStates: false, get: { $0.brightness }, set: { $0.brightness = $1 }),
            ValueComponent("white", comparedInStates: false, get: { $0.white }, set: { $0.white = $1 }),
        ]
    }

    private var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let chroma = maximum - minimum
        let saturation = maximum > 0 ? chroma / maximum : 0
        guard chroma > 0 else { return (0, saturation, maximum) }
        var sector: Double
        if maximum == red {
            sector = (green - blue) / chroma
        } else if maximum == green {
            sector = (blue - red) / chroma + 2
        } else {
            sector = (red - green) / chroma + 4
        }
        sector /= 6
        return (sector < 0 ? sector + 1 : sector, saturation, maximum)
    }

    private mutating func setHSB(hue: Double, saturation: Double, brightness: Double) {
        guard !saturation.isNaN, brightness.isFinite else { return }
        (red, green, blue) = MotionColor.rgb(hue: hue, saturation: min(max(saturation, 0), 1), brightness: brightness)
    }

    private static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        guard hue.isFinite else { return (v, v, v) }
        let wrapped = hue - hue.rounded(.down)
        let h6 = wrapped * 6
        let sector = min(Int(h6), 5)
        let f = h6 - Double(sector)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
