/// The standard values a plain design-token tool falls back on when a token's real curve is not a
/// Bézier (a spring, a Penner easing): a duration and the nearest Bézier, plus optionally a CSS
/// `linear()` easing. The engine computes them (`SpecExport.fallback(for:)` in MotionMachine).
public struct TokenFallback: Sendable, Hashable {
    /// The seconds the fallback transition lasts (a spring's settling time).
    public var duration: Double
    /// The Bézier nearest to the real curve.
    public var bezier: BezierTimingCurve
    /// A CSS `linear()` function that follows the real curve closely, if computed.
    public var css: String?

    /// Creates a fallback.
    public init(duration: Double, bezier: BezierTimingCurve, css: String? = nil) {
        self.duration = duration
        self.bezier = bezier
        self.css = css
    }
}

extension MotionSpecDocument {
    /// Writes `traits` as a `transition` token at `path` (`motion.spec.sheet`), creating groups on
    /// the way and keeping the token's other members (its description, other tools' extensions).
    ///
    /// A Bézier curve is written as the standard `timingFunction`. Any other curve, an instant change,
    /// a repetition, a color space, a reduced-motion fallback and keyframe tracks go to the extension, with `fallback` as the standard value (linear over the
    /// traits' duration when no fallback is given); the traits' own duration then goes to the
    /// extension too, when it differs from the fallback's.
    /// - Throws: ``SpecProblem`` when `path` is empty, has a bad name, or runs through a token.
    public mutating func setTraits(_ traits: AnimationTraits, at path: String, fallback: TokenFallback? = nil) throws(SpecProblem) {
        let bezier = traits.timingCurve?.bezier
        let standard = bezier ?? fallback?.bezier ?? .linear
        let seconds = bezier != nil || fallback == nil ? traits.duration : fallback?.duration ?? traits.duration
        let value: JSONValue = .object(["duration": Self.durationJSON(seconds), "delay": Self.durationJSON(traits.delay),
                                        "timingFunction": .array(standard.controlPoints.map(JSONValue.number))])
        var mine: [String: JSONValue] = [:]
        if bezier == nil { mine["timingCurve"] = traits.timingCurve?.json ?? .null }
        if seconds != traits.duration { mine["duration"] = .number(traits.duration) }
        if let repetition = traits.repetition { mine["repetition"] = repetition.json }
        if let space = traits.colorInterpolation { mine["colorInterpolation"] = .string(space.css) }
        if let fallback = traits.reducedMotion { mine["reducedMotion"] = fallback.json }
        if let keyframes = traits.keyframes { mine["keyframes"] = AnimationTraits.keyframesJSON(keyframes) }
        if bezier == nil, let css = fallback?.css { mine["css"] = .string(css) }
        try setToken(at: path, type: "transition", value: value, extension: mine)
    }

    /// Writes `curve` as a `cubicBezier` token at `path`: the curve itself when it is a Bézier,
    /// otherwise `fallback`'s Bézier (or linear) with the curve in the extension.
    /// - Throws: ``SpecProblem`` as ``setTraits(_:at:fallback:)`` does.
    public mutating func setCurve(_ curve: TimingCurve, at path: String, fallback: TokenFallback? = nil) throws(SpecProblem) {
        let standard = curve.bezier ?? fallback?.bezier ?? .linear
        var mine: [String: JSONValue] = [:]
        if curve.bezier == nil {
            mine["timingCurve"] = curve.json
            if let fallback {
                mine["settlingDuration"] = .number(fallback.duration)
                if let css = fallback.css { mine["css"] = .string(css) }
            }
        }
        try setToken(at: path, type: "cubicBezier", value: .array(standard.controlPoints.map(JSONValue.number)), extension: mine)
    }

    /// Writes `fallback` as the standard value of the curve or transition token at `path`, for
    /// tools that do not read the extension, leaving the token's real curve, its delay and any
    /// aliases in the extension as they are. A transition's own duration moves to the extension
    /// when the fallback's differs. A token whose whole value is an alias is left alone: it follows
    /// the token it names.
    /// - Throws: ``SpecProblem`` if there is no such curve or transition token.
    public mutating func setFallback(_ fallback: TokenFallback, at path: String) throws(SpecProblem) {
        guard let token = token(path) else { throw SpecProblem(path: path, message: "no such motion token") }
        let bezier = JSONValue.array(fallback.bezier.controlPoints.map(JSONValue.number))
        let names = path.split(separator: ".").map(String.init)
        let edited = try Self.setting(json, names[...], path: path) { members in
            var members = members
            if TokenResolver.alias(members["$value"] ?? .null) != nil { return members }
            var extensions = members["$extensions"]?.object ?? [:]
            var mine = extensions[Self.extensionKey]?.object ?? [:]
            switch token.value {
            case .traits(let traits):
                var value = members["$value"]?.object ?? [:]
                value["duration"] = Self.durationJSON(fallback.duration)
                value["timingFunction"] = bezier
                members["$value"] = .object(value)
                if fallback.duration != traits.duration { mine["duration"] = .number(traits.duration) }
                if mine["timingCurve"] == nil { mine["timingCurve"] = traits.timingCurve?.json ?? .null }
            case .curve(let curve):
                members["$value"] = bezier
                mine["settlingDuration"] = .number(fallback.duration)
                if mine["timingCurve"] == nil { mine["timingCurve"] = curve.json }
            case .duration, .number:
                return members
            }
            if let css = fallback.css { mine["css"] = .string(css) }
            extensions[Self.extensionKey] = .object(mine)
            members["$extensions"] = .object(extensions)
            return members
        }
        try adopt(edited, at: path)
    }

    /// Writes a `duration` token at `path`.
    /// - Throws: ``SpecProblem`` as ``setTraits(_:at:fallback:)`` does, or for a negative or
    ///   non-finite duration.
    public mutating func setDuration(_ seconds: Double, at path: String) throws(SpecProblem) {
        guard seconds.isFinite && seconds >= 0 else {
            throw SpecProblem(path: path, message: "must be finite and ≥ 0, got \(SpecPath.format(seconds))")
        }
        try setToken(at: path, type: "duration", value: Self.durationJSON(seconds), extension: [:])
    }

    /// Rewrites every duration written in an earlier draft's string form (`"300ms"`, `"0.3s"`), in
    /// `duration` tokens and in transitions' `duration` and `delay`, in the 2025.10 form
    /// `{"value": 300, "unit": "ms"}`, keeping the unit. Aliases and everything else stay as written.
    public mutating func modernizeDurations() {
        // The same durations in another form: the document reads back as it did, so this cannot fail.
        try? adopt(Self.modernizingDurations(json, type: nil), at: "")
    }

    /// `value` with its draft-form durations rewritten; `type` is the `$type` its groups give it.
    private static func modernizingDurations(_ value: JSONValue, type inherited: String?) -> JSONValue {
        guard var members = value.object else { return value }
        let type = members["$type"]?.string ?? inherited
        func modern(_ value: JSONValue?) -> JSONValue? {
            guard let text = value?.string, let (amount, unit) = TokenResolver.draftDurationParts(text) else { return nil }
            return .object(["value": .number(amount), "unit": .string(unit)])
        }
        if let tokenValue = members["$value"] {
            if type == "duration", let modern = modern(tokenValue) { members["$value"] = modern }
            if type == "transition", var transition = tokenValue.object {
                for key in ["duration", "delay"] { if let modern = modern(transition[key]) { transition[key] = modern } }
                members["$value"] = .object(transition)
            }
            return .object(members)
        }
        for (key, child) in members where !key.hasPrefix("$") { members[key] = modernizingDurations(child, type: type) }
        return .object(members)
    }

    /// A DTCG duration: whole milliseconds when the seconds are exactly that many, else seconds, so
    /// reading it back gives the same number.
    static func durationJSON(_ seconds: Double) -> JSONValue {
        let milliseconds = (seconds * 1000).rounded()
        if milliseconds / 1000 == seconds { return .object(["value": .number(milliseconds), "unit": .string("ms")]) }
        return .object(["value": .number(seconds), "unit": .string("s")])
    }

    private mutating func setToken(at path: String, type: String, value: JSONValue, extension mine: [String: JSONValue]) throws(SpecProblem) {
        let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.isEmpty, names.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("$") && !$0.contains(where: { "{}".contains($0) }) }) else {
            throw SpecProblem(path: path, message: "is not a token path (dot-separated names without '$', '{' or '}')")
        }
        let edited = try Self.setting(json, names[...], path: path) { token in
            var token = token
            token["$type"] = .string(type)
            token["$value"] = value
            var extensions = token["$extensions"]?.object ?? [:]
            if mine.isEmpty { extensions[Self.extensionKey] = nil } else { extensions[Self.extensionKey] = .object(mine) }
            token["$extensions"] = extensions.isEmpty ? nil : .object(extensions)
            return token
        }
        try adopt(edited, at: path)
    }

    /// Becomes the document `edited`, resolved and validated again; a problem the edit at `path`
    /// caused is thrown and the document stays as it was.
    private mutating func adopt(_ edited: JSONValue, at path: String) throws(SpecProblem) {
        do {
            self = try MotionSpecDocument(json: edited)
        } catch {
            throw error.problems.first ?? SpecProblem(path: path, message: "could not be written")
        }
    }

    /// `json` with the token at `names` replaced by `edit` of its members (empty for a new token).
    private static func setting(_ json: JSONValue, _ names: ArraySlice<String>, path: String,
                                _ edit: ([String: JSONValue]) -> [String: JSONValue]) throws(SpecProblem) -> JSONValue {
        var members = json.object ?? [:]
        guard let name = names.first else { return .object(edit(members)) }
        if members["$value"] != nil {
            throw SpecProblem(path: path, message: "runs through a token; tokens cannot hold groups")
        }
        let child = members[name] ?? .object([:])
        members[name] = try setting(child, names.dropFirst(), path: path, edit)
        return .object(members)
    }
}
