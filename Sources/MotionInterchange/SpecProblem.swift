/// One problem in a spec, with where it is: a dotted token path or coding path, and what is wrong.
public struct SpecProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where: `motion.spec.sheet.$value.duration`, or `(file)` for the file as a whole.
    public let path: String
    /// What is wrong, and the rule it breaks.
    public let message: String

    /// A problem at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }

    /// The problem a decoding error describes (see ``SpecPath/message(for:)``).
    init(_ error: DecodingError) {
        let text = SpecPath.message(for: error)
        let context: DecodingError.Context? = switch error {
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c): c
        case .keyNotFound(let key, let c): DecodingError.Context(codingPath: c.codingPath + [key], debugDescription: "")
        @unknown default: nil
        }
        let path = context.map { SpecPath.text($0.codingPath) } ?? "(file)"
        let prefix = path + ": "
        self.init(path: path, message: text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
    }
}

/// Every problem found in a spec; loading throws it when there is at least one, so a spec is used
/// whole or not at all.
public struct SpecProblems: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, in path order.
    public let problems: [SpecProblem]

    /// Wraps problems.
    public init(_ problems: [SpecProblem]) { self.problems = problems }

    /// One problem per line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
