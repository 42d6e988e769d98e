/// A 3×3 matrix of CSS Color 4's conversions between color spaces.
struct ColorMatrix: Sendable {
    let rows: ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double))

    /// The matrix times the column `v`.
    @inline(__always)
    func applied(to v: (Double, Double, Double)) -> (Double, Double, Double) {
        (rows.0.0 * v.0 + rows.0.1 * v.1 + rows.0.2 * v.2,
         rows.1.0 * v.0 + rows.1.1 * v.1 + rows.1.2 * v.2,
         rows.2.0 * v.0 + rows.2.1 * v.1 + rows.2.2 * v.2)
    }

    // Linear sRGB and CIE XYZ relative to D65: exact fractions, as CSS Color 4 gives them.
    static let linearSRGBToXYZ = ColorMatrix(rows: (
        (506752 / 1228815, 87881 / 245763, 12673 / 70218),
        (87098 / 409605, 175762 / 245763, 12673 / 175545),
        (7918 / 409605, 87881 / 737289, 1001167 / 1053270)))
    static let xyzToLinearSRGB = ColorMatrix(rows: (
        (12831 / 3959, -329 / 214, -1974 / 3959),
        (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        (705 / 12673, -2585 / 12673, 705 / 667)))

    // XYZ (D65) and OKLab's cone responses, and those responses' cube roots and OKLab: Björn
    // Ottosson's matrices as CSS Color 4 recalculates them for its D65 white, to 64-bit precision.
    static let xyzToLMS = ColorMatrix(rows: (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)))
    static let lmsToOKLab = ColorMatrix(rows: (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)))
    static let okLabToLMS = ColorMatrix(rows: (
        (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        (1.0000000000000000, -0.0894841775298119, -1.2914855480194092)))
    static let lmsToXYZ = ColorMatrix(rows: (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)))
}

/// sRGB's transfer function, extended to negative values by reflection as CSS Color 4 does, so
/// colors outside the gamut survive a round trip.
enum SRGBTransfer {
    /// The linear-light value of an encoded sRGB component.
    static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        guard magnitude > 0.04045 else { return encoded / 12.92 }
        return (encoded < 0 ? -1 : 1) * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    /// The encoded sRGB component of a linear-light value.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        guard magnitude > 0.0031308 else { return 12.92 * linear }
        return (linear < 0 ? -1 : 1) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }
}
