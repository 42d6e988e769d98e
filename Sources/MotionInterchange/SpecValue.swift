/// A JSON value with the coding path it was found at: what the spec decoders read, so every
/// refusal names where it is.
struct SpecValue {
    let json: JSONValue
    let path: [any CodingKey]

    init(_ json: JSONValue, at path: [any CodingKey]) {
        self.json = json
        self.path = path
    }

    /// Reads the value a decoder is at.
    init(from decoder: any Decoder) throws {
        self.init(try JSONValue(from: decoder), at: decoder.codingPath)
    }

    func refusal(_ rule: String) -> DecodingError { SpecPath.refusal(path, rule) }

    /// The members of an object, refusing other JSON and (when `allowed` is given) unknown keys.
    func members(allowed: Set<String>? = nil, what: String) throws -> [String: SpecValue] {
        guard case .object(let members) = json else { throw refusal("expected \(what) (an object), got \(json.typeName)") }
        if let allowed, let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw SpecPath.refusal(path + [SpecKey(unknown)],
                                   "unknown key for \(what); expected one of \(allowed.sorted().joined(separator: ", "))")
        }
        return members.reduce(into: [:]) { $0[$1.key] = SpecValue($1.value, at: path + [SpecKey($1.key)]) }
    }

    /// The elements of an array.
    func elements(what: String) throws -> [SpecValue] {
        guard case .array(let values) = json else { throw refusal("expected \(what) (an array), got \(json.typeName)") }
        return values.enumerated().map { SpecValue($1, at: path + [SpecKey(index: $0)]) }
    }

    /// A finite number, or for `allowInfinity` also the strings `"infinity"`/`"infinite"`.
    func number(allowInfinity: Bool = false) throws -> Double {
        switch json {
        case .number(let value) where value.isFinite: return value
        case .number(let value): throw refusal("must be finite, got \(SpecPath.format(value))")
        case .string(let text) where allowInfinity && ["infinity", "infinite", "inf"].contains(text.lowercased()):
            return .infinity
        default:
            throw refusal("expected a number\(allowInfinity ? " or \"infinity\"" : ""), got \(json.typeName)")
        }
    }

    /// A number that satisfies `isValid`, else a refusal stating `rule` and the value.
    func number(_ rule: String, allowInfinity: Bool = false, isValid: (Double) -> Bool) throws -> Double {
        let value = try number(allowInfinity: allowInfinity)
        guard isValid(value) else { throw refusal("\(rule), got \(SpecPath.format(value))") }
        return value
    }

    func string(what: String) throws -> String {
        guard case .string(let text) = json else { throw refusal("expected \(what) (a string), got \(json.typeName)") }
        return text
    }

    func bool() throws -> Bool {
        guard case .bool(let value) = json else { throw refusal("expected true or false, got \(json.typeName)") }
        return value
    }
}
