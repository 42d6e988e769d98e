// A color space's spelling in specs: CSS Color 4's `<color-interpolation-method>`, without its `in`.

extension ColorInterpolation {
    /// The space as CSS writes it after `in`: `srgb`, `srgb-linear`, `oklab`, `oklch` (the shorter
    /// hue arc, CSS's default, is left unsaid) or `oklch longer hue`.
    public var css: String {
        switch self {
        case .sRGB: "srgb"
        case .linearSRGB: "srgb-linear"
        case .oklab: "oklab"
        case .oklch(.shorter): "oklch"
        case .oklch(let hue): "oklch \(hue.css) hue"
        }
    }

    /// The space CSS text names, as ``css`` writes it: `oklch longer hue`, `oklab`, `srgb`; a
    /// leading `in` is allowed, case does not matter. `nil` for text that names no space this
    /// package interpolates in (a hue method after a rectangular space is an error in CSS too).
    public init?(css text: String) {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        if words.first == "in" { words.removeFirst() }
        guard let space = words.first else { return nil }
        let rest = Array(words.dropFirst())
        switch space {
        case "srgb" where rest.isEmpty: self = .sRGB
        case "srgb-linear" where rest.isEmpty: self = .linearSRGB
        case "oklab" where rest.isEmpty: self = .oklab
        case "oklch":
            if rest.isEmpty { self = .oklch(.shorter); return }
            guard rest.count == 2, rest[1] == "hue", let hue = HueInterpolation.allCases.first(where: { $0.css == rest[0] }) else {
                return nil
            }
            self = .oklch(hue)
        default: return nil
        }
    }
}

extension HueInterpolation {
    /// The method's CSS keyword: `shorter`, `longer`, `increasing` or `decreasing`.
    public var css: String {
        switch self {
        case .shorter: "shorter"
        case .longer: "longer"
        case .increasing: "increasing"
        case .decreasing: "decreasing"
        }
    }
}

extension ColorInterpolation: Codable {
    /// Decodes CSS's spelling (see ``init(css:)``), refusing anything else with the coding path and
    /// the spellings it takes.
    public init(from decoder: any Decoder) throws {
        try self.init(spec: SpecValue(from: decoder))
    }

    /// Encodes ``css``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(css)
    }

    init(spec: SpecValue) throws {
        let text = try spec.string(what: "a color space")
        guard let space = ColorInterpolation(css: text) else {
            throw spec.refusal("expected a color space (srgb, srgb-linear, oklab, or oklch with shorter, longer, increasing or decreasing hue), got '\(text)'")
        }
        self = space
    }
}
