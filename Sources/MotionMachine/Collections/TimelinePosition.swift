/// Where a timeline places a child or a label: GSAP's position parameter.
///
/// | written | means |
/// | --- | --- |
/// | `1.5` | 1.5 s from the timeline's start |
/// | `"+=0.5"`, `"-=0.2"` | 0.5 s after, 0.2 s before, the timeline's end |
/// | `"<"`, `">"` | the start, the end, of the child added last |
/// | `"<0.1"`, `">-0.2"` | 0.1 s after its start, 0.2 s before its end |
/// | `"intro"`, `"intro+=0.3"`, `"intro-=0.1"` | a label, or seconds from it (a missing label is made at the end) |
/// | `.end` (the default) | the timeline's end |
///
/// Times before 0 become 0. Text that is none of these is read as the end, with a diagnostic; use
/// ``init(parsing:)`` to have it refused instead.
public enum TimelinePosition: Sendable, Hashable {
    /// Seconds from the timeline's start.
    case time(Double)
    /// Seconds from the timeline's end (negative: before it).
    case fromEnd(Double)
    /// Seconds from the start of the child added last.
    case fromPreviousStart(Double)
    /// Seconds from the end of the child added last.
    case fromPreviousEnd(Double)
    /// Seconds from a label.
    case label(String, offset: Double)

    /// The timeline's end.
    public static var end: TimelinePosition { .fromEnd(0) }

    /// Why position text was refused.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text.
        public let text: String
        /// What the text should look like.
        public var description: String {
            "timeline position '\(text)': expected seconds, \"+=s\" or \"-=s\", \"<\" or \">\" with optional seconds, or a label with optional \"+=s\" or \"-=s\""
        }
    }

    /// The position GSAP's text means (see the type's table).
    /// - Throws: ``ParseError`` for text that is none of those forms, or whose number is not finite.
    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func seconds(_ part: Substring) throws(ParseError) -> Double {
            let body = part.trimmingCharacters(in: .whitespaces)
            if body.isEmpty { return 0 }
            guard let value = Double(body), value.isFinite else { throw ParseError(text: text) }
            return value
        }
        if let value = Double(trimmed), value.isFinite {
            self = .time(value)
        } else if trimmed.hasPrefix("+=") {
            self = .fromEnd(try seconds(trimmed.dropFirst(2)))
        } else if trimmed.hasPrefix("-=") {
            self = .fromEnd(-(try seconds(trimmed.dropFirst(2))))
        } else if trimmed.hasPrefix("<") {
            self = .fromPreviousStart(try seconds(trimmed.dropFirst()))
        } else if trimmed.hasPrefix(">") {
            self = .fromPreviousEnd(try seconds(trimmed.dropFirst()))
        } else if let range = trimmed.range(of: "+=") ?? trimmed.range(of: "-=") {
            let name = trimmed[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw ParseError(text: text) }
            let offset = try seconds(trimmed[range.upperBound...])
            self = .label(name, offset: trimmed[range].hasPrefix("-") ? -offset : offset)
        } else if !trimmed.isEmpty, !trimmed.contains(where: { "<>=".contains($0) }) {
            self = .label(trimmed, offset: 0)
        } else {
            throw ParseError(text: text)
        }
    }
}

extension TimelinePosition: ExpressibleByStringLiteral {
    /// A position written as GSAP writes it; text that is none of its forms is the end, with a
    /// diagnostic.
    public init(stringLiteral text: String) {
        do {
            self = try TimelinePosition(parsing: text)
        } catch {
            MotionDiagnostics.logger.report(.warning, "\(error.description); using the timeline's end")
            self = .end
        }
    }
}

extension TimelinePosition: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Seconds from the timeline's start.
    public init(floatLiteral value: Double) { self = .time(value) }
    /// Seconds from the timeline's start.
    public init(integerLiteral value: Int) { self = .time(Double(value)) }
}
