extension TimingCurve: Codable {
    /// Decodes a curve, validating it. Accepted forms:
    /// - `[x1, y1, x2, y2]`, a cubic Bézier (as a design token's `cubicBezier`), x in 0…1;
    /// - a string ``TimingCurve/init(parsing:)`` reads: `"ease-in-out"`, `"snappy"`,
    ///   `"easeOutElastic"`, `"cubic-bezier(0.4, 0, 0.2, 1)"`, `"spring(duration: 0.5, bounce: 0.2)"`;
    /// - `{"type": "spring", "mass": 1, "tension": 300, "friction": 20, "initialVelocity": 0}`
    ///   (`stiffness`/`damping` are accepted for tension and friction; mass defaults to 1, velocity to 0),
    ///   or a spring object in the other forms `spring(…)` text takes: `{"type": "spring",
    ///   "duration": 0.5, "bounce": 0.2}`, `"response"`/`"dampingFraction"`, `"dampingRatio"`/`"stiffness"`,
    ///   `"duration"`/`"dampingRatio"`;
    /// - `{"type": "springGenerator", "duration": 0.5, "dampingRatio": 0.8, "initialVelocity": 0}`.
    ///
    /// - Throws: `DecodingError` naming the path and the rule broken (a Bézier x outside 0…1, a
    ///   mass or tension ≤ 0, a negative friction, an unknown name or type).
    public init(from decoder: any Decoder) throws {
        try self.init(spec: SpecValue(from: decoder))
    }

    /// Encodes a Bézier as `[x1, y1, x2, y2]`, a Penner easing as its name, and springs as objects.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// The curve as JSON, in the forms ``init(from:)`` reads.
    public var json: JSONValue {
        switch self {
        case .bezier(let curve): return .array(curve.controlPoints.map(JSONValue.number))
        case .penner(let easing): return .string(easing.name)
        case .spring(let spring):
            return .object(["type": .string("spring"), "mass": .number(spring.mass), "tension": .number(spring.tension),
                            "friction": .number(spring.friction), "initialVelocity": .number(spring.initialVelocity)])
        case .springGenerator(let generator):
            return .object(["type": .string("springGenerator"), "duration": .number(generator.duration),
                            "dampingRatio": .number(generator.dampingRatio),
                            "initialVelocity": .number(generator.initialVelocity)])
        }
    }

    init(spec: SpecValue) throws {
        switch spec.json {
        case .array:
            let numbers = try spec.elements(what: "a cubic Bézier [x1, y1, x2, y2]").map { try $0.number() }
            guard numbers.count == 4 else { throw spec.refusal("a cubic Bézier has 4 numbers [x1, y1, x2, y2], got \(numbers.count)") }
            for index in [0, 2] where !(0...1).contains(numbers[index]) {
                throw SpecPath.refusal(spec.path + [SpecKey(index: index)],
                                       "\(index == 0 ? "x1" : "x2") must be in 0…1, got \(SpecPath.format(numbers[index]))")
            }
            self = .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
        case .string(let text):
            do {
                self = try TimingCurve(parsing: text)
            } catch {
                throw spec.refusal(error.description)
            }
        case .object:
            let members = try spec.members(what: "a timing curve")
            guard let type = try members["type"]?.string(what: "a curve type") else {
                throw spec.refusal("a timing curve object needs \"type\": \"spring\" or \"springGenerator\"")
            }
            switch type {
            case "spring": self = try Self.springObject(spec)
            case "springGenerator": self = .springGenerator(try Self.generator(spec))
            default: throw SpecPath.refusal(spec.path + [SpecKey("type")], "unknown curve type '\(type)'; expected spring or springGenerator")
            }
        default:
            throw spec.refusal("expected a timing curve ([x1, y1, x2, y2], a name or an object), got \(spec.json.typeName)")
        }
    }

    /// The spring forms an object may take, for errors.
    static let springObjectForms = "{mass?, stiffness, damping} (or tension, friction), {duration, bounce} or {response, dampingFraction} (SwiftUI), {dampingRatio, stiffness} (Material), or {duration, dampingRatio} (a settling duration), each with an optional initialVelocity"

    /// A `"type": "spring"` object: the physical form member by member, or any other form through
    /// the labelled spring parser, so `{"duration": 0.5, "bounce": 0.2}` reads as
    /// `spring(duration: 0.5, bounce: 0.2)` does.
    private static func springObject(_ spec: SpecValue) throws -> TimingCurve {
        let members = try spec.members(what: "a spring")
        let physical = ["tension", "stiffness", "friction", "damping"].contains { members[$0] != nil }
            && !["dampingRatio", "dampingFraction", "bounce", "duration", "response"].contains { members[$0] != nil }
        if physical { return .spring(try spring(spec)) }
        var labelled: [String: Double] = [:]
        for (name, value) in members where name != "type" {
            labelled[TimingCurve.normalizedName(name)] = try value.number()
        }
        do {
            return try TimingCurve.spring(labelled, text: "spring object")
        } catch {
            throw spec.refusal("\(error.reason); a spring object takes \(springObjectForms)")
        }
    }

    private static func spring(_ spec: SpecValue) throws -> SpringTimingCurve {
        let members = try spec.members(allowed: ["type", "mass", "tension", "stiffness", "friction", "damping", "initialVelocity"],
                                       what: "a spring")
        func required(_ names: String...) throws -> SpecValue {
            guard let value = names.lazy.compactMap({ members[$0] }).first else {
                throw SpecPath.refusal(spec.path + [SpecKey(names[0])], "required, missing")
            }
            return value
        }
        let mass = try members["mass"]?.number("must be > 0") { $0 > 0 } ?? 1
        let tension = try required("tension", "stiffness").number("must be > 0") { $0 > 0 }
        let friction = try required("friction", "damping").number("must be ≥ 0") { $0 >= 0 }
        let velocity = try members["initialVelocity"]?.number() ?? 0
        return SpringTimingCurve(mass: mass, tension: tension, friction: friction, initialVelocity: velocity)
    }

    private static func generator(_ spec: SpecValue) throws -> SpringTimingCurveGenerator {
        let members = try spec.members(allowed: ["type", "duration", "dampingRatio", "initialVelocity"], what: "a spring generator")
        func required(_ name: String) throws -> SpecValue {
            guard let value = members[name] else { throw SpecPath.refusal(spec.path + [SpecKey(name)], "required, missing") }
            return value
        }
        let duration = try required("duration").number("must be in 0.01…10") { (0.01...10).contains($0) }
        let ratio = try required("dampingRatio").number("must be in (0, 100]") { $0 > 0 && $0 <= 100 }
        let velocity = try members["initialVelocity"]?.number() ?? 0
        return SpringTimingCurveGenerator(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
    }
}
