extension Repetition: Codable {
    /// Decodes `{"count": 2.5, "autoreverses": true}` or `{"duration": 3}`; either may be
    /// `"infinity"`. Exactly one of the two; `autoreverses` defaults to false.
    /// - Throws: `DecodingError` naming the path: a count ≤ 0, a negative duration, both or neither.
    public init(from decoder: any Decoder) throws {
        try self.init(spec: SpecValue(from: decoder))
    }

    /// Encodes the forms ``init(from:)`` reads, with `"infinity"` for endless repetition.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// The repetition as JSON.
    public var json: JSONValue {
        func amount(_ value: Double) -> JSONValue { value.isInfinite ? .string("infinity") : .number(value) }
        var members: [String: JSONValue] = ["autoreverses": .bool(autoreverses)]
        switch self.amount {
        case .count(let count): members["count"] = amount(count)
        case .duration(let span): members["duration"] = amount(span)
        }
        return .object(members)
    }

    init(spec: SpecValue) throws {
        let members = try spec.members(allowed: ["count", "duration", "autoreverses"], what: "a repetition")
        let autoreverses = try members["autoreverses"]?.bool() ?? false
        switch (members["count"], members["duration"]) {
        case (let count?, nil):
            self.init(numberOfRepetitions: try count.number("must be > 0", allowInfinity: true) { $0 > 0 },
                      autoreverses: autoreverses)
        case (nil, let span?):
            self.init(duration: try span.number("must be ≥ 0", allowInfinity: true) { $0 >= 0 }, autoreverses: autoreverses)
        case (.some, .some): throw spec.refusal("give \"count\" or \"duration\", not both")
        case (nil, nil): throw spec.refusal("needs \"count\" or \"duration\"")
        }
    }
}
