extension AnimationTraits: Codable {
    /// Decodes `{"delay": 0.015, "duration": 0.36, "timingCurve": [0.4, 0, 0.2, 1], "repetition":
    /// {"count": 2}}`, validating every field:
    /// - `delay` (default 0) and `duration` must be finite and ≥ 0. `duration` is required unless
    ///   the curve is a spring (which lasts until it settles) or `null`.
    /// - `timingCurve` takes any form ``TimingCurve/init(from:)`` reads; `null` or `"instant"` means
    ///   no animation; when absent it is ease-in-out (0.42, 0, 0.58, 1), MotionInterchange's default.
    /// - `repetition` (optional) as ``Repetition/init(from:)`` reads it.
    /// - `colorInterpolation` (optional): the space colors move through, as CSS writes it after
    ///   `in` (`"oklab"`, `"oklch longer hue"`; see ``ColorInterpolation/init(css:)``).
    /// - `reducedMotion` (optional): `"instant"` or traits to play instead when motion is reduced
    ///   (see ``ReducedMotionFallback``).
    /// - `keyframes` (optional): tracks by property name, each an array of keys (see
    ///   ``KeyframeSpec``); `duration` may then be left out (it becomes the longest track's, as far as
    ///   its keys give one).
    /// - Unknown keys are refused, so a misspelt `"dealy"` does not pass silently.
    ///
    /// - Throws: `DecodingError` whose description names the path and the rule:
    ///   `expansion.contentFade.duration: must be ≥ 0, got -5`.
    public init(from decoder: any Decoder) throws {
        try self.init(spec: SpecValue(from: decoder))
    }

    /// Encodes the form ``init(from:)`` reads (`timingCurve` is `null` for an instant change).
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// The traits as JSON.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["delay": .number(delay), "duration": .number(duration),
                                            "timingCurve": timingCurve?.json ?? .null]
        if let repetition { members["repetition"] = repetition.json }
        if let colorInterpolation { members["colorInterpolation"] = .string(colorInterpolation.css) }
        if let reducedMotion { members["reducedMotion"] = reducedMotion.json }
        if let keyframes { members["keyframes"] = Self.keyframesJSON(keyframes) }
        return .object(members)
    }

    init(spec: SpecValue) throws {
        let members = try spec.members(allowed: ["delay", "duration", "timingCurve", "repetition", "colorInterpolation",
                                                  "reducedMotion", "keyframes"],
                                       what: "animation traits")
        let curve: TimingCurve?
        switch members["timingCurve"] {
        case nil: curve = .bezier(.easeInOut)
        case let value? where value.json == .null || value.json == .string("instant"): curve = nil
        case let value?: curve = try TimingCurve(spec: value)
        }
        let delay = try members["delay"]?.number("must be ≥ 0") { $0 >= 0 } ?? 0
        let keyframes = try members["keyframes"].map { try Self.keyframes(spec: $0) }
        let duration: Double
        if let value = members["duration"] {
            duration = try value.number("must be ≥ 0") { $0 >= 0 }
        } else if let keyframes {
            duration = keyframes.values.map { $0.reduce(0) { $0 + ($1.duration ?? 0) } }.max() ?? 0
        } else if curve == nil || curve?.isSpring == true {
            duration = 0
        } else {
            throw SpecPath.refusal(spec.path + [SpecKey("duration")], "required for this curve, missing")
        }
        let repetition = try members["repetition"].map { try Repetition(spec: $0) }
        self.init(delay: delay, duration: duration, timingCurve: curve, repetition: repetition)
        colorInterpolation = try members["colorInterpolation"].map { try ColorInterpolation(spec: $0) }
        reducedMotion = try members["reducedMotion"].map { try ReducedMotionFallback(spec: $0) }
        self.keyframes = keyframes
    }
}
