/// A coding path as spec messages print it, and the errors decoding throws.
///
/// Every value a spec decodes is validated, and every refusal is a `DecodingError.dataCorrupted`
/// whose debug description starts with the path: `expansion.contentFade.duration: must be ≥ 0, got
/// -5`. ``SpecPath/message(for:)`` prints any decoding error the same way.
public enum SpecPath {
    /// `path` as dotted keys with array indices in brackets: `elements.sheet.timingCurve[0]`.
    public static func text(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    /// One line for any error that decoding a spec can throw: `path: problem`.
    public static func message(for error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        let fallback: String
        switch error {
        case .dataCorrupted(let c): context = c; fallback = "the data is not valid JSON"
        case .keyNotFound(let key, let c):
            return "\(text(c.codingPath + [key])): required, missing"
        case .typeMismatch(let type, let c): context = c; fallback = "expected \(type)"
        case .valueNotFound(let type, let c): context = c; fallback = "expected \(type), got null"
        @unknown default: return "\(error)"
        }
        let path = text(context.codingPath)
        let detail = context.debugDescription.isEmpty ? fallback : context.debugDescription
        if detail.hasPrefix(path + ":") { return detail }
        if let underlying = context.underlyingError { return "\(path): \(detail) (\(underlying))" }
        return "\(path): \(detail)"
    }

    /// `value` as a message shows it: whole numbers without a fraction (`-5`, not `-5.0`).
    public static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A refusal at `path`: `DecodingError.dataCorrupted` whose description is `path: rule`.
    static func refusal(_ path: [any CodingKey], _ rule: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "\(text(path)): \(rule)"))
    }
}

/// A coding key made at run time, for paths inside values decoded as ``JSONValue``.
struct SpecKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ string: String) { stringValue = string; intValue = nil }
    init(index: Int) { stringValue = "Index \(index)"; intValue = index }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
