/// One key of a keyframe track in a spec: SwiftUI's four kinds of key, as data.
///
/// In JSON the kind is the key that holds the value, so a track reads as it plays:
///
/// ```json
/// {"scale": [{"cubic": 1.25, "duration": 0.12},
///            {"linear": 0.9, "duration": 0.1, "timingCurve": "ease-out"},
///            {"spring": 1, "timingCurve": "bouncy"},
///            {"move": 1}]}
/// ```
///
/// - `linear`: to the value over `duration` seconds along `timingCurve` (a Bézier or Penner curve;
///   linear when absent);
/// - `cubic`: to the value over `duration` on a smooth curve (Catmull-Rom between cubic keys), with
///   optional `startVelocity` and `endVelocity` (units per second);
/// - `spring`: to the value following the spring `timingCurve` names (a spring curve or its
///   SwiftUI form), for `duration` seconds or, when absent, until it settles, with an optional
///   `startVelocity`;
/// - `move`: to the value at once.
///
/// Each key's timing curve applies to the segment that ends at it, as in SwiftUI (CSS, Web
/// Animations and Lottie attach it to the segment that starts at a key; the exporters shift it).
public struct KeyframeSpec: Sendable, Hashable {
    /// The four kinds of key.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Along a timing curve.
        case linear
        /// A smooth curve through its neighbours.
        case cubic
        /// Following a spring.
        case spring
        /// At once.
        case move
    }

    /// The kind of key.
    public var kind: Kind
    /// The value the key reaches.
    public var value: Double
    /// The segment's length in seconds; `nil` for a move, or for a spring that lasts until it settles.
    public var duration: Double?
    /// A linear key's curve (a Bézier or Penner curve), or a spring key's spring.
    public var timingCurve: TimingCurve?
    /// The velocity a cubic or spring key's segment begins with, if given.
    public var startVelocity: Double?
    /// The velocity a cubic key's segment ends with, if given.
    public var endVelocity: Double?

    /// A key with every field given.
    public init(_ kind: Kind, value: Double, duration: Double? = nil, timingCurve: TimingCurve? = nil,
                startVelocity: Double? = nil, endVelocity: Double? = nil) {
        self.kind = kind
        self.value = value
        self.duration = duration
        self.timingCurve = timingCurve
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}

extension KeyframeSpec: Codable {
    /// Decodes the form the type's description shows, refusing a key without exactly one kind, a
    /// value or velocity that is not finite, a negative or missing duration (linear and cubic keys
    /// need one), a spring key without a spring or a linear key with one, and unknown members, each
    /// with its coding path.
    public init(from decoder: any Decoder) throws {
        try self.init(spec: SpecValue(from: decoder))
    }

    /// Encodes the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// The key as JSON.
    var json: JSONValue {
        var members: [String: JSONValue] = [kind.rawValue: .number(value)]
        if let duration { members["duration"] = .number(duration) }
        if let timingCurve { members["timingCurve"] = timingCurve.json }
        if let startVelocity { members["startVelocity"] = .number(startVelocity) }
        if let endVelocity { members["endVelocity"] = .number(endVelocity) }
        return .object(members)
    }

    init(spec: SpecValue) throws {
        let kinds = Kind.allCases.map(\.rawValue)
        let members = try spec.members(allowed: Set(kinds + ["duration", "timingCurve", "startVelocity", "endVelocity"]),
                                       what: "a keyframe")
        let given = Kind.allCases.filter { members[$0.rawValue] != nil }
        guard given.count == 1, let kind = given.first, let value = members[kind.rawValue] else {
            throw spec.refusal("a keyframe names exactly one kind (linear, cubic, spring or move), got \(given.count)")
        }
        let number = try value.number()
        let duration = try members["duration"]?.number("must be ≥ 0") { $0 >= 0 }
        let curve = try members["timingCurve"].map { try TimingCurve(spec: $0) }
        let start = try members["startVelocity"]?.number()
        let end = try members["endVelocity"]?.number()
        func at(_ key: String, _ rule: String) -> DecodingError { SpecPath.refusal(spec.path + [SpecKey(key)], rule) }
        switch kind {
        case .linear:
            if duration == nil { throw at("duration", "required for a linear key, missing") }
            if curve?.isSpring == true { throw at("timingCurve", "a linear key's curve is a Bézier or Penner curve, not a spring") }
        case .cubic:
            if duration == nil { throw at("duration", "required for a cubic key, missing") }
            if curve != nil { throw at("timingCurve", "a cubic key has no curve") }
        case .spring:
            guard curve?.isSpring == true else { throw at("timingCurve", "a spring key needs a spring curve") }
        case .move:
            if duration != nil { throw at("duration", "a move has no duration") }
            if curve != nil { throw at("timingCurve", "a move has no curve") }
        }
        if kind != .cubic && kind != .spring && start != nil { throw at("startVelocity", "only cubic and spring keys take a velocity") }
        if kind != .cubic && end != nil { throw at("endVelocity", "only cubic keys take an end velocity") }
        self.init(kind, value: number, duration: duration, timingCurve: curve, startVelocity: start, endVelocity: end)
    }
}

extension AnimationTraits {
    /// Decodes an element's keyframe tracks: property names, each with its keys.
    static func keyframes(spec: SpecValue) throws -> [String: [KeyframeSpec]] {
        let tracks = try spec.members(what: "keyframe tracks")
        var decoded: [String: [KeyframeSpec]] = [:]
        for (name, track) in tracks {
            decoded[name] = try track.elements(what: "a track's keys").map { try KeyframeSpec(spec: $0) }
        }
        return decoded
    }

    /// An element's keyframe tracks as JSON.
    static func keyframesJSON(_ tracks: [String: [KeyframeSpec]]) -> JSONValue {
        .object(tracks.mapValues { .array($0.map(\.json)) })
    }
}
