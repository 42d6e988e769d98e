// Each curve form decodes and encodes on its own, in the JSON form a timing curve uses for it.

extension BezierTimingCurve: Codable {
    /// Decodes `[x1, y1, x2, y2]` or any text that names a Bézier (`"ease-in-out"`, `"cubic-bezier(…)"`).
    /// - Throws: `DecodingError` naming the path: x outside 0…1, a count other than 4, another curve.
    public init(from decoder: any Decoder) throws {
        let spec = try SpecValue(from: decoder)
        guard case .bezier(let curve) = try TimingCurve(spec: spec) else { throw spec.refusal("expected a cubic Bézier") }
        self = curve
    }

    /// Encodes `[x1, y1, x2, y2]`.
    public func encode(to encoder: any Encoder) throws {
        try TimingCurve.bezier(self).encode(to: encoder)
    }
}

extension SpringTimingCurve: Codable {
    /// Decodes `{"type": "spring", "mass": 1, "tension": 300, "friction": 20}` (the type may be left
    /// out), or a spring's text (`"snappy"`, `"spring(mass:1,stiffness:100,damping:10)"`).
    /// - Throws: `DecodingError` naming the path: a mass or tension ≤ 0, a negative friction.
    public init(from decoder: any Decoder) throws {
        let spec = try SpecValue(from: decoder).typed("spring")
        guard case .spring(let curve) = try TimingCurve(spec: spec) else { throw spec.refusal("expected a spring") }
        self = curve
    }

    /// Encodes `{"type": "spring", "mass", "tension", "friction", "initialVelocity"}`.
    public func encode(to encoder: any Encoder) throws {
        try TimingCurve.spring(self).encode(to: encoder)
    }
}

extension SpringTimingCurveGenerator: Codable {
    /// Decodes `{"type": "springGenerator", "duration": 0.5, "dampingRatio": 0.8}` (the type may be
    /// left out).
    /// - Throws: `DecodingError` naming the path: a duration outside 0.01…10, a ratio outside (0, 100].
    public init(from decoder: any Decoder) throws {
        let spec = try SpecValue(from: decoder).typed("springGenerator")
        guard case .springGenerator(let generator) = try TimingCurve(spec: spec) else {
            throw spec.refusal("expected a spring generator")
        }
        self = generator
    }

    /// Encodes `{"type": "springGenerator", "duration", "dampingRatio", "initialVelocity"}`.
    public func encode(to encoder: any Encoder) throws {
        try TimingCurve.springGenerator(self).encode(to: encoder)
    }
}

extension PennerEasing: Codable {
    /// Decodes a name such as `"easeOutElastic"`.
    /// - Throws: `DecodingError` naming the path for an unknown name.
    public init(from decoder: any Decoder) throws {
        let spec = try SpecValue(from: decoder)
        let name = try spec.string(what: "a Penner easing name")
        guard let easing = PennerEasing(name: name) else {
            throw spec.refusal("unknown Penner easing '\(name)'; expected a name such as easeOutElastic")
        }
        self = easing
    }

    /// Encodes the name.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.string(name).encode(to: encoder)
    }
}

extension SpecValue {
    /// The value with `"type": type` added when it is an object without a type, so a curve form
    /// decoded on its own may leave its type out.
    func typed(_ type: String) -> SpecValue {
        guard case .object(var members) = json, members["type"] == nil else { return self }
        members["type"] = .string(type)
        return SpecValue(.object(members), at: path)
    }
}
