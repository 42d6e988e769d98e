import Foundation

/// A motion spec as a design-token file that designers' tools and code share: the W3C Design
/// Tokens Community Group format (2025.10), with what the format lacks in an extension.
///
/// The file is a tree of named groups holding named tokens. Motion tokens use the format's own
/// types — `duration` (`{"value": 200, "unit": "ms"}`), `cubicBezier` (`[x1, y1, x2, y2]`),
/// `transition` (`{duration, delay, timingFunction}`) and `number` — so any token tool reads them.
/// Springs, Penner easings, instant changes and repetition live under `$extensions` with the key
/// ``extensionKey`` (`"dev.motionmachine"`), beside a standard value that other tools fall back on:
///
/// ```json
/// "sheet": {
///   "$type": "transition",
///   "$value": { "duration": { "value": 698, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" },
///               "timingFunction": [0.25, 0.36, 0.05, 1.15] },
///   "$extensions": { "dev.motionmachine": { "timingCurve": "{motion.spring.snappy}",
///                                           "repetition": { "count": 2, "autoreverses": true } } }
/// }
/// ```
///
/// Values may be aliases (`"{motion.duration.medium2}"`), whole or for one field of a transition,
/// and so may the extension's `timingCurve`. Loading resolves every alias and validates every
/// motion token; it throws ``SpecProblems`` listing each problem with its path (dangling or cyclic
/// references, wrong types, negative durations, Bézier x outside 0…1, a spring without mass), so a
/// spec is used whole or not at all. Whatever the document holds that is not a motion token —
/// colours, descriptions, other tools' extensions — is kept and written back unchanged.
///
/// The same type reads a plainer document for tools and code that have no use for tokens: nested
/// groups of named traits in the form ``AnimationTraits`` decodes, where a string `"{group.name}"`
/// stands for another element and a `timingCurve` may name one to take its curve. A file with no
/// `$value` anywhere is read this way; other members (flags, numbers) are ignored.
public struct MotionSpecDocument: Sendable, Hashable {
    /// The reverse-DNS key of MotionMachine's data under `$extensions`.
    public static let extensionKey = "dev.motionmachine"
    /// The `$schema` of the format version written.
    public static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"
    /// The largest file loaded, in bytes (8 MiB): larger ones are refused before parsing.
    public static let maximumSize = 8 << 20
    /// The deepest nesting of groups accepted.
    public static let maximumDepth = 64

    /// The whole document as JSON, including what is not a motion token.
    public private(set) var json: JSONValue
    /// Every motion token, resolved, in path order.
    public private(set) var tokens: [MotionToken]
    /// Whether the document is a design-token file; `false` for plain JSON of named traits (see
    /// the type's description), which reads the same way; `SpecExport` turns it into tokens.
    public private(set) var isDesignTokens = true

    /// An empty document with the format's `$schema`.
    public init() {
        json = .object(["$schema": .string(Self.schema)])
        tokens = []
    }

    /// Reads a document, resolving and validating every motion token.
    /// - Throws: ``SpecProblems`` with every problem found, each with its path.
    /// - Complexity: O(n) in the size of the file, plus the length of alias chains.
    public init(data: Data) throws(SpecProblems) {
        guard data.count <= Self.maximumSize else {
            throw SpecProblems([SpecProblem(path: "(file)", message: "is \(data.count) bytes; the limit is \(Self.maximumSize)")])
        }
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as DecodingError {
            throw SpecProblems([SpecProblem(path: "(file)", message: "is not valid JSON: \(Self.reason(error))")])
        } catch {
            throw SpecProblems([SpecProblem(path: "(file)", message: "could not be read: \(error)")])
        }
        try self.init(json: json)
    }

    /// Reads a document from a file (see ``init(data:)``).
    /// - Throws: ``SpecProblems``; a file that cannot be read is one problem naming it.
    public init(contentsOf url: URL) throws(SpecProblems) {
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            guard size <= Self.maximumSize else {
                throw SpecProblems([SpecProblem(path: "(file)", message: "is \(size) bytes; the limit is \(Self.maximumSize)")])
            }
            data = try Data(contentsOf: url)
        } catch let problems as SpecProblems {
            throw problems
        } catch {
            throw SpecProblems([SpecProblem(path: "(file)", message: "\(url.path) could not be read: \(error.localizedDescription)")])
        }
        try self.init(data: data)
    }

    /// A document from its JSON, resolved and validated.
    /// - Throws: ``SpecProblems``.
    public init(json: JSONValue) throws(SpecProblems) {
        guard case .object = json else {
            throw SpecProblems([SpecProblem(path: "(file)", message: "expected an object of groups and tokens, got \(json.typeName)")])
        }
        self.json = json
        let resolver = TokenResolver(root: json)
        self.tokens = try resolver.resolveAll()
        self.isDesignTokens = !resolver.plain
    }

    /// The token at `path` (`motion.spring.snappy`), or `nil`.
    public func token(_ path: String) -> MotionToken? {
        tokens.first { $0.path == path }
    }

    /// The traits of the `transition` token at `path`.
    /// - Throws: ``SpecProblem`` if there is no such token or it is not a transition.
    public func traits(_ path: String) throws(SpecProblem) -> AnimationTraits {
        guard let token = token(path) else { throw SpecProblem(path: path, message: "no such motion token") }
        guard let traits = token.traits else { throw SpecProblem(path: path, message: "is not a transition token") }
        return traits
    }

    /// Every transition token's traits, by path: a multi-element spec's elements.
    public var allTraits: [(path: String, traits: AnimationTraits)] {
        tokens.compactMap { token in token.traits.map { (token.path, $0) } }
    }

    /// The document as JSON text: pretty-printed, keys sorted, so output is deterministic.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every number in the tree is finite (the decoder cannot produce others), so this cannot fail.
        return (try? encoder.encode(json)) ?? Data("{}".utf8)
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        default: return SpecPath.message(for: error)
        }
    }
}
