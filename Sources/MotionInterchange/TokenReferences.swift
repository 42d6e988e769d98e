import Foundation

/// The Design Tokens format's structural references, expanded before tokens are read: groups that
/// extend other groups (`"$extends": "{motion.base}"`), and JSON Pointer references
/// (`{"$ref": "#/motion/duration/medium"}`, RFC 6901) to a whole token or to part of a value.
///
/// - A group with `$extends` inherits every token and nested group of the group it names (which may
///   itself extend another); its own members override the inherited ones of the same name, and
///   nested groups merge the same way. A base that is not a group, or a chain that comes back to
///   itself, is a problem naming the chain.
/// - A `$ref` to a token (or to its `$value`) is the same reference as the curly-brace alias
///   `"{motion.duration.medium}"`, so it follows the alias rules: the referring token takes the
///   referenced token's value and, without a `$type` of its own, its type. A `$ref` to part of a
///   value (`#/motion/spec/sheet/$value/duration`) is replaced by that part. A pointer to nothing,
///   to a group, or that comes back to itself is a problem at the `$ref`'s path.
enum TokenReferences {
    /// `root` with every `$extends` and `$ref` expanded, and the problems found.
    static func expand(_ root: JSONValue) -> (JSONValue, [SpecProblem]) {
        var problems: [SpecProblem] = []
        var extended = Extension(root: root)
        let withGroups = extended.expanding(root, at: [])
        problems += extended.problems
        var references = Reference(root: withGroups)
        let expanded = references.expanding(withGroups, at: [])
        // A cycle of references is one problem, reported at the first reference met on it.
        problems += TokenResolver.oneProblemPerCycle(references.problems, prefix: "$ref cycle: ")
        return (expanded, problems)
    }

    /// The path of names `"{a.b}"` (or, for `$extends`, a `$ref` pointer `#/a/b`) names.
    static func names(of reference: JSONValue) -> [String]? {
        if let alias = TokenResolver.alias(reference) { return alias.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        if let pointer = reference.object?["$ref"]?.string { return Reference.components(pointer) }
        return nil
    }

    /// The JSON at `names` below `root`, if any: object members by name, array elements by index.
    static func value(at names: [String], in root: JSONValue) -> JSONValue? {
        var current = root
        for name in names {
            switch current {
            case .object(let members): guard let next = members[name] else { return nil }; current = next
            case .array(let values): guard let index = Int(name), values.indices.contains(index) else { return nil }; current = values[index]
            default: return nil
            }
        }
        return current
    }

    static func text(_ path: [String]) -> String { path.isEmpty ? "(file)" : path.joined(separator: ".") }

    // MARK: Groups that extend groups

    private struct Extension {
        let root: JSONValue
        var problems: [SpecProblem] = []
        /// Groups expanded so far, by path.
        var done: [[String]: JSONValue] = [:]
        /// The groups being expanded, outermost first (a base met again is a cycle).
        var stack: [[String]] = []

        init(root: JSONValue) { self.root = root }

        /// `value` (found at `path`) with every group's `$extends` merged in.
        mutating func expanding(_ value: JSONValue, at path: [String]) -> JSONValue {
            guard var members = value.object, members["$value"] == nil else { return value }
            if let done = done[path] { return done }
            if let reference = members.removeValue(forKey: "$extends") {
                members = merging(members, base: base(reference, of: path))
            }
            stack.append(path)
            // In name order, so a cycle is always reported from the same group.
            for name in members.keys.sorted() where !name.hasPrefix("$") {
                members[name] = expanding(members[name] ?? .null, at: path + [name])
            }
            stack.removeLast()
            let result = JSONValue.object(members)
            done[path] = result
            return result
        }

        /// The expanded members of the group `reference` names, for the group at `path`.
        private mutating func base(_ reference: JSONValue, of path: [String]) -> [String: JSONValue] {
            let at = TokenReferences.text(path) + ".$extends"
            guard let names = TokenReferences.names(of: reference) else {
                problems.append(SpecProblem(path: at, message: "expected a group reference \"{group.name}\" or {\"$ref\": \"#/group/name\"}"))
                return [:]
            }
            if let index = (stack + [path]).firstIndex(of: names) {
                let chain = (stack + [path])[index...].map(TokenReferences.text) + [TokenReferences.text(names)]
                problems.append(SpecProblem(path: at, message: "extension cycle: \(chain.joined(separator: " → "))"))
                return [:]
            }
            guard let group = TokenReferences.value(at: names, in: root), group.object != nil, group.object?["$value"] == nil else {
                problems.append(SpecProblem(path: at, message: "extends \(TokenReferences.text(names)), which is not a group"))
                return [:]
            }
            stack.append(path)
            defer { stack.removeLast() }
            return expanding(group, at: names).object ?? [:]
        }

        /// `local` over `base`: local members win; groups present in both merge.
        private func merging(_ local: [String: JSONValue], base: [String: JSONValue]) -> [String: JSONValue] {
            var merged = base
            for (name, value) in local {
                if let inherited = base[name]?.object, inherited["$value"] == nil, let own = value.object, own["$value"] == nil {
                    merged[name] = .object(merging(own, base: inherited))
                } else {
                    merged[name] = value
                }
            }
            return merged
        }
    }

    // MARK: JSON Pointer references

    private struct Reference {
        let root: JSONValue
        var problems: [SpecProblem] = []
        /// The pointers being expanded, outermost first.
        var stack: [String] = []

        init(root: JSONValue) { self.root = root }

        /// The names a `#/a/b` pointer walks, unescaped (`~1` is `/`, `~0` is `~`, `%XX` a byte); `nil`
        /// for a pointer that is not a same-document fragment.
        static func components(_ pointer: String) -> [String]? {
            guard pointer.hasPrefix("#") else { return nil }
            let fragment = String(pointer.dropFirst()).removingPercentEncoding ?? String(pointer.dropFirst())
            guard fragment.hasPrefix("/") else { return fragment.isEmpty ? [] : nil }
            return fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
        }

        /// `value` (found at `path`) with every `$ref` replaced.
        mutating func expanding(_ value: JSONValue, at path: [String]) -> JSONValue {
            switch value {
            case .object(var members):
                if let pointer = members["$ref"] { return resolve(pointer, at: path) }
                // In name order, so a cycle is always reported from the same reference.
                for name in members.keys.sorted() { members[name] = expanding(members[name] ?? .null, at: path + [name]) }
                return .object(members)
            case .array(let values):
                return .array(values.enumerated().map { expanding($1, at: path + [String($0)]) })
            default:
                return value
            }
        }

        /// What the `$ref` at `path` stands for: an alias of a whole token, or the part it points to.
        private mutating func resolve(_ pointer: JSONValue, at path: [String]) -> JSONValue {
            let at = TokenReferences.text(path)
            guard let text = pointer.string, let names = Self.components(text), !names.isEmpty else {
                problems.append(SpecProblem(path: at, message: "$ref must be a pointer into this file, such as \"#/motion/duration/medium\", got \(pointer.string.map { "\"\($0)\"" } ?? pointer.typeName)"))
                return .null
            }
            // A whole token, or its `$value`: the curly-brace alias, with its type and cycle rules.
            let tokenNames = names.last == "$value" ? Array(names.dropLast()) : names
            if let token = TokenReferences.value(at: tokenNames, in: root)?.object, token["$value"] != nil,
               tokenNames.allSatisfy({ !$0.isEmpty && !$0.contains(where: { "{}.".contains($0) }) }) {
                return .string("{\(tokenNames.joined(separator: "."))}")
            }
            guard let target = TokenReferences.value(at: names, in: root) else {
                problems.append(SpecProblem(path: at, message: "$ref \"\(text)\" points to nothing"))
                return .null
            }
            if let members = target.object, members["$value"] == nil, members["$ref"] == nil, !names.contains("$value") {
                problems.append(SpecProblem(path: at, message: "$ref \"\(text)\" points to a group, not a token or a value"))
                return .null
            }
            if let index = stack.firstIndex(of: text) {
                problems.append(SpecProblem(path: at, message: "$ref cycle: \((stack[index...] + [text]).joined(separator: " → "))"))
                return .null
            }
            stack.append(text)
            defer { stack.removeLast() }
            return expanding(target, at: names)
        }
    }
}
