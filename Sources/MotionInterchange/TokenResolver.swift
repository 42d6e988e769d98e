import Foundation

/// Finds a spec document's tokens, resolves their aliases and reads the motion tokens (see
/// ``MotionSpecDocument``). One resolver per load; it remembers what it resolved.
final class TokenResolver {
    /// A token as written: where it is, its members, and the `$type` it has or inherits.
    struct Node {
        let path: [String]
        let members: [String: JSONValue]
        let type: String?
    }

    private var nodes: [String: Node] = [:]
    private var problems: [SpecProblem] = []
    private var resolved: [String: (value: JSONValue, type: String?)] = [:]
    private var read: [String: MotionToken?] = [:]
    private var reading: [String] = []

    static let motionTypes: Set<String> = ["duration", "cubicBezier", "transition", "number", "traits"]

    /// Whether the document is plain JSON of named traits rather than design tokens: it has no
    /// `$value` anywhere. Then every object made only of traits' keys is a traits element, and a
    /// string `"{a.b}"` in a group is an alias of another element.
    let plain: Bool

    static let traitsKeys: Set<String> = ["delay", "duration", "timingCurve", "repetition", "colorInterpolation", "reducedMotion", "keyframes"]

    init(root: JSONValue) {
        let (expanded, found) = TokenReferences.expand(root)
        problems = found
        plain = !Self.hasTokens(expanded)
        if case .object(let members) = expanded { collect(members, path: [], type: nil) }
    }

    private static func hasTokens(_ json: JSONValue) -> Bool {
        switch json {
        case .object(let members): members["$value"] != nil || members.values.contains(where: hasTokens)
        case .array(let values): values.contains(where: hasTokens)
        default: false
        }
    }

    /// Every motion token, resolved.
    /// - Throws: ``SpecProblems`` with every problem, in path order.
    func resolveAll() throws(SpecProblems) -> [MotionToken] {
        var tokens: [MotionToken] = []
        var found: [SpecProblem] = []
        for key in nodes.keys.sorted() {
            do throws(SpecProblem) {
                if let token = try token(at: key) { tokens.append(token) }
            } catch {
                found.append(error)
            }
        }
        problems += Self.oneProblemPerCycle(found, prefix: "reference cycle: ")
        if !problems.isEmpty {
            throw SpecProblems(withoutFollowOns(problems).sorted { ($0.path, $0.message) < ($1.path, $1.message) })
        }
        return tokens
    }

    /// `problems` with each cycle (a message `prefix` followed by its members joined by " → ") kept
    /// once, at the first member it was met from, rather than once per member.
    static func oneProblemPerCycle(_ problems: [SpecProblem], prefix: String) -> [SpecProblem] {
        var cycles: Set<Set<String>> = []
        return problems.filter { problem in
            guard problem.message.hasPrefix(prefix) else { return true }
            return cycles.insert(Set(problem.message.dropFirst(prefix.count).components(separatedBy: " → "))).inserted
        }
    }

    /// `problems` without those that only follow from a `$ref` or `$extends` already refused: a
    /// value left empty by a bad reference is not reported again.
    private func withoutFollowOns(_ problems: [SpecProblem]) -> [SpecProblem] {
        let references = problems.filter { $0.message.hasPrefix("$ref") || $0.path.hasSuffix(".$extends") }
        let refused = Set(references.map(\.path))
        return problems.filter { problem in
            references.contains(problem) || !refused.contains { problem.path == $0 || problem.path.hasPrefix($0 + ".") }
        }
    }

    // MARK: Finding tokens

    private func collect(_ members: [String: JSONValue], path: [String], type: String?) {
        guard path.count <= MotionSpecDocument.maximumDepth else {
            problems.append(SpecProblem(path: path.joined(separator: "."),
                                        message: "groups nest deeper than \(MotionSpecDocument.maximumDepth) levels"))
            return
        }
        let type = members["$type"]?.string ?? type
        for (name, value) in members where !name.hasPrefix("$") || name == "$root" {
            let childPath = path + [name]
            if name.contains(where: { "{}.".contains($0) }) {
                problems.append(SpecProblem(path: childPath.joined(separator: "."),
                                            message: "names must not contain '{', '}' or '.'"))
                continue
            }
            if plain {
                switch value {
                case .object(let child) where !child.isEmpty && Set(child.keys).isSubset(of: Self.traitsKeys):
                    nodes[childPath.joined(separator: ".")] = Node(path: childPath, members: ["$value": value], type: "traits")
                    continue
                case .string where Self.alias(value) != nil:
                    nodes[childPath.joined(separator: ".")] = Node(path: childPath, members: ["$value": value], type: nil)
                    continue
                case .object: break
                default: continue   // a plain spec's other settings (flags, numbers) are not motion
                }
            }
            guard case .object(let child) = value else {
                problems.append(SpecProblem(path: childPath.joined(separator: "."),
                                            message: "expected a group or a token (an object), got \(value.typeName)"))
                continue
            }
            if child["$value"] != nil {
                nodes[childPath.joined(separator: ".")] = Node(path: childPath, members: child,
                                                               type: child["$type"]?.string ?? type)
            } else {
                collect(child, path: childPath, type: type)
            }
        }
    }

    // MARK: Aliases

    /// The path an alias string names, `"{a.b}"` → `a.b`, or `nil` if the string is not an alias.
    static func alias(_ value: JSONValue) -> String? {
        guard case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The `$value` of the token at `key` with whole-value aliases followed, and its type (its own,
    /// or the aliased token's).
    func resolvedValue(of key: String, from referrer: String? = nil, stack: [String] = []) throws(SpecProblem) -> (value: JSONValue, type: String?) {
        if let done = resolved[key] { return done }
        if let index = stack.firstIndex(of: key) {
            throw SpecProblem(path: stack[0], message: "reference cycle: \((stack[index...] + [key]).joined(separator: " → "))")
        }
        guard let node = nodes[key] else {
            throw SpecProblem(path: referrer ?? key, message: "refers to \(key), which is not a token")
        }
        let value = node.members["$value"] ?? .null
        var result: (value: JSONValue, type: String?) = (value, node.type)
        if let target = Self.alias(value) {
            let aliased = try resolvedValue(of: target, from: key, stack: stack + [key])
            result = (aliased.value, node.type ?? aliased.type)
        }
        resolved[key] = result
        return result
    }

    /// `value`, or what it names when it is an alias; `path` is where it was found.
    func dereference(_ value: JSONValue, at path: [any CodingKey], owner: String) throws(SpecProblem) -> SpecValue {
        guard let target = Self.alias(value) else { return SpecValue(value, at: path) }
        return SpecValue(try resolvedValue(of: target, from: owner, stack: [owner]).value, at: path)
    }

    // MARK: Reading motion tokens

    private func token(at key: String) throws(SpecProblem) -> MotionToken? {
        if let done = read[key] { return done }
        if let index = reading.firstIndex(of: key) {
            throw SpecProblem(path: reading[0], message: "reference cycle: \((reading[index...] + [key]).joined(separator: " → "))")
        }
        reading.append(key)
        defer { reading.removeLast() }
        let token = try readToken(at: key)
        read[key] = token
        return token
    }

    private func readToken(at key: String) throws(SpecProblem) -> MotionToken? {
        guard let node = nodes[key] else { return nil }
        let (value, type) = try resolvedValue(of: key)
        guard let type else {
            throw SpecProblem(path: key, message: "has no $type (set it on the token, a parent group or the aliased token)")
        }
        guard Self.motionTypes.contains(type) else { return nil }
        // A plain element's value is the element itself; a token's is under `$value`.
        let path: [any CodingKey] = node.path.map { SpecKey($0) as any CodingKey } + (plain ? [] : [SpecKey("$value")])
        let description = node.members["$description"]?.string
        do {
            let spec = SpecValue(value, at: path)
            let extensionValue = try motionExtension(of: node)
            switch type {
            case "duration": return MotionToken(path: key, value: .duration(try Self.duration(spec)), description: description)
            case "number": return MotionToken(path: key, value: .number(try spec.number()), description: description)
            case "traits":
                return MotionToken(path: key, value: .traits(try plainTraits(spec, owner: key)), description: nil)
            case "cubicBezier":
                let curve = try extensionCurve(extensionValue, owner: key) ?? .some(try Self.bezier(spec))
                guard let curve else { throw spec.refusal("a curve token cannot be instant") }
                return MotionToken(path: key, value: .curve(curve), description: description)
            default:
                return MotionToken(path: key, value: .traits(try traits(spec, extension: extensionValue, owner: key)),
                                   description: description)
            }
        } catch let error as DecodingError {
            throw SpecProblem(error)
        } catch let error as SpecProblem {
            throw error
        } catch {
            throw SpecProblem(path: key, message: "\(error)")
        }
    }

    private func motionExtension(of node: Node) throws -> [String: SpecValue]? {
        guard case .object(let extensions)? = node.members["$extensions"],
              let mine = extensions[MotionSpecDocument.extensionKey] else { return nil }
        let path: [any CodingKey] = node.path.map { SpecKey($0) as any CodingKey }
            + [SpecKey("$extensions"), SpecKey(MotionSpecDocument.extensionKey)]
        return try SpecValue(mine, at: path).members(what: "MotionMachine's extension")
    }

    /// The extension's curve: `nil` when it gives none, `.some(nil)` for an instant change.
    private func extensionCurve(_ members: [String: SpecValue]?, owner: String) throws -> TimingCurve?? {
        guard let value = members?["timingCurve"] else { return nil }
        if value.json == .null || value.json == .string("instant") { return .some(nil) }
        guard let target = Self.alias(value.json) else { return .some(try TimingCurve(spec: value)) }
        return .some(try aliasedCurve(target, at: value, owner: owner))
    }

    /// The curve of the token `target` names, for a curve given as an alias at `value`: a curve
    /// token's curve, or a transition's (`nil` when it is instant).
    private func aliasedCurve(_ target: String, at value: SpecValue, owner: String) throws -> TimingCurve? {
        guard let token = try token(at: target) else {
            // A name that is no token at all gets resolution's own message (dangling, or a cycle).
            _ = try resolvedValue(of: target, from: owner, stack: [owner])
            throw value.refusal("refers to \(target), which is not a motion token")
        }
        switch token.value {
        case .curve(let curve): return curve
        case .traits(let traits): return traits.timingCurve
        default: throw value.refusal("refers to \(target), which is not a curve")
        }
    }

    private func traits(_ spec: SpecValue, extension members: [String: SpecValue]?, owner: String) throws -> AnimationTraits {
        let fields = try spec.members(allowed: ["duration", "delay", "timingFunction"], what: "a transition")
        guard let duration = fields["duration"] else { throw SpecPath.refusal(spec.path + [SpecKey("duration")], "required, missing") }
        guard let function = fields["timingFunction"] else {
            throw SpecPath.refusal(spec.path + [SpecKey("timingFunction")], "required, missing")
        }
        let delay = try fields["delay"].map { try Self.duration(dereference($0.json, at: $0.path, owner: owner)) } ?? 0
        let seconds = try members?["duration"]?.number("must be ≥ 0") { $0 >= 0 }
            ?? Self.duration(dereference(duration.json, at: duration.path, owner: owner))
        let curve: TimingCurve?
        if let given = try extensionCurve(members, owner: owner) {
            curve = given
        } else if let target = Self.alias(function.json), let token = try token(at: target), case .curve(let aliased) = token.value {
            curve = aliased
        } else {
            curve = try Self.bezier(dereference(function.json, at: function.path, owner: owner))
        }
        let repetition = try members?["repetition"].map { try Repetition(spec: $0) }
        var traits = AnimationTraits(delay: delay, duration: seconds, timingCurve: curve, repetition: repetition)
        traits.colorInterpolation = try members?["colorInterpolation"].map { try ColorInterpolation(spec: $0) }
        traits.reducedMotion = try members?["reducedMotion"].map { try ReducedMotionFallback(spec: $0) }
        traits.keyframes = try members?["keyframes"].map { try AnimationTraits.keyframes(spec: $0) }
        return traits
    }

    /// A plain traits element, whose `timingCurve` may name another element (`"{collapse.iconFade}"`)
    /// whose curve it takes.
    private func plainTraits(_ spec: SpecValue, owner: String) throws -> AnimationTraits {
        guard case .object(var members) = spec.json, let curve = members["timingCurve"], let target = Self.alias(curve) else {
            return try AnimationTraits(spec: spec)
        }
        let aliased = try aliasedCurve(target, at: SpecValue(curve, at: spec.path + [SpecKey("timingCurve")]), owner: owner)
        members["timingCurve"] = aliased?.json ?? .null
        return try AnimationTraits(spec: SpecValue(.object(members), at: spec.path))
    }

    /// A DTCG `duration`: `{"value": n, "unit": "ms" | "s"}`, in seconds. The earlier drafts' string
    /// form (`"300ms"`, `"0.3s"`), which Style Dictionary, Tokens Studio and older examples still
    /// write, is read too, with a warning naming the current form.
    static func duration(_ spec: SpecValue) throws -> Double {
        if case .string(let text) = spec.json { return try draftDuration(text, at: spec) }
        let members = try spec.members(allowed: ["value", "unit"], what: "a duration {\"value\", \"unit\"}")
        guard let value = members["value"] else { throw SpecPath.refusal(spec.path + [SpecKey("value")], "required, missing") }
        guard let unit = members["unit"] else { throw SpecPath.refusal(spec.path + [SpecKey("unit")], "required, missing") }
        let amount = try value.number("must be ≥ 0") { $0 >= 0 }
        switch try unit.string(what: "a unit") {
        case "ms": return amount / 1000
        case "s": return amount
        case let other: throw unit.refusal("must be \"ms\" or \"s\", got \"\(other)\"")
        }
    }

    /// A duration in the earlier drafts' string form, read with a warning naming the current form.
    private static func draftDuration(_ text: String, at spec: SpecValue) throws -> Double {
        guard let (amount, unit) = draftDurationParts(text) else {
            throw spec.refusal("expected a duration {\"value\", \"unit\"}, or an earlier draft's \"300ms\" or \"0.3s\", got \"\(text)\"")
        }
        InterchangeDiagnostics.logger.report(.warning, "\(SpecPath.text(spec.path)): \"\(text)\" is an earlier draft's duration; Design Tokens 2025.10 writes {\"value\": \(SpecPath.format(amount)), \"unit\": \"\(unit)\"}")
        return unit == "ms" ? amount / 1000 : amount
    }

    /// The number and unit of an earlier draft's duration string (`"300ms"`, `"0.3s"`): a finite,
    /// non-negative number followed by `ms` or `s`; `nil` for anything else.
    static func draftDurationParts(_ text: String) -> (amount: Double, unit: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let unit = trimmed.hasSuffix("ms") ? "ms" : trimmed.hasSuffix("s") ? "s" : nil
        guard let unit, let amount = Double(trimmed.dropLast(unit.count).trimmingCharacters(in: .whitespaces)),
              amount.isFinite, amount >= 0 else { return nil }
        return (amount, unit)
    }

    /// A DTCG `cubicBezier`: `[x1, y1, x2, y2]` with x in 0…1.
    static func bezier(_ spec: SpecValue) throws -> TimingCurve {
        guard case .array = spec.json else { throw spec.refusal("expected a cubicBezier [x1, y1, x2, y2], got \(spec.json.typeName)") }
        return try TimingCurve(spec: spec)
    }
}
