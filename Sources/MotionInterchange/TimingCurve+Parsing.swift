import Foundation

/// Why a curve's text could not be read.
public struct TimingCurveParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What is wrong with it.
    public let reason: String

    /// A one-line message: the text and the reason.
    public var description: String { "'\(text)': \(reason)" }
}

extension TimingCurve {
    /// Reads a curve as users type it:
    /// - a name from ``namedCurves`` (`ease-in-out`, `standard`, `snappy`, `easeOutElastic`);
    /// - `cubic-bezier(x1, y1, x2, y2)`;
    /// - `spring(…)` with labelled numbers: `mass:stiffness:damping:` (or `tension:`/`friction:`),
    ///   `duration:bounce:` (SwiftUI: the duration is the perceptual duration, the undamped period),
    ///   `response:dampingFraction:` (SwiftUI's older form: the response is that period too, and
    ///   either may be left out for SwiftUI's defaults 0.5 and 0.825; `dampingRatio:` may stand for
    ///   `dampingFraction:`), `dampingRatio:stiffness:` (Material, Compose), or
    ///   `duration:dampingRatio:` (a ``SpringTimingCurveGenerator``: the duration is the settling
    ///   time); each takes an optional `initialVelocity:` (or `velocity:`). Mass defaults to 1.
    ///   SwiftUI's `blendDuration:` is accepted and has no effect on the curve.
    ///
    /// Unlike the initializers, parsing validates: a Bézier x outside 0…1, a mass or stiffness that
    /// is not positive, or any number that is not finite is an error.
    /// - Throws: ``TimingCurveParseError`` naming the text and the problem.
    public init(parsing text: String) throws(TimingCurveParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let curve = TimingCurve.named(trimmed) {
            self = curve
            return
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw TimingCurveParseError(text: text, reason: "unknown curve name; expected one of \(Self.namedCurves.count) names (see `motion plot --list`), cubic-bezier(…) or spring(…)")
        }
        let function = TimingCurve.normalizedName(String(trimmed[..<open]))
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var numbers: [Double] = []
        var labelled: [String: Double] = [:]
        for argument in inside.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let number = Double(parts.last ?? ""), number.isFinite else {
                throw TimingCurveParseError(text: text, reason: "'\(argument.trimmingCharacters(in: .whitespaces))' is not a finite number")
            }
            if parts.count == 2 { labelled[TimingCurve.normalizedName(parts[0])] = number } else { numbers.append(number) }
        }
        switch function {
        case "cubicbezier":
            guard numbers.count == 4, labelled.isEmpty else {
                throw TimingCurveParseError(text: text, reason: "cubic-bezier takes four numbers")
            }
            let curve = try Self.checkedBezier(numbers, text: text)
            self = .bezier(curve)
        case "spring":
            guard numbers.isEmpty else {
                throw TimingCurveParseError(text: text, reason: "spring takes labelled numbers, such as spring(mass:1,stiffness:100,damping:10)")
            }
            self = try Self.spring(labelled, text: text)
        default:
            throw TimingCurveParseError(text: text, reason: "unknown function '\(trimmed[..<open])'; expected cubic-bezier(…) or spring(…)")
        }
    }

    /// The Bézier with control points `numbers`, refusing x outside 0…1.
    static func checkedBezier(_ numbers: [Double], text: String) throws(TimingCurveParseError) -> BezierTimingCurve {
        for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(numbers[index]) {
            throw TimingCurveParseError(text: text, reason: "\(name) must be in 0…1, got \(numbers[index])")
        }
        return BezierTimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    static func spring(_ labelled: [String: Double], text: String) throws(TimingCurveParseError) -> TimingCurve {
        var remaining = labelled
        func take(_ names: String...) -> Double? {
            for name in names { if let value = remaining.removeValue(forKey: name) { return value } }
            return nil
        }
        func positive(_ value: Double, _ name: String) throws(TimingCurveParseError) -> Double {
            try Self.positive(value, name, text: text)
        }
        let velocity = take("initialvelocity", "velocity") ?? 0
        let mass = try positive(take("mass") ?? 1, "mass")
        let stiffness = take("stiffness", "tension")
        let damping = take("damping", "friction")
        _ = take("blendduration")
        var duration = take("duration")
        var response = take("response")
        let bounce = take("bounce")
        // SwiftUI's duration and response are the same period: `response:bounce:` is `duration:bounce:`.
        if bounce != nil, duration == nil, response != nil { (duration, response) = (response, nil) }
        let fraction = take("dampingfraction")
        let ratio = take("dampingratio")
        let curve: TimingCurve
        if response != nil || fraction != nil {
            // SwiftUI's `spring(response:dampingFraction:)`: the response is the undamped period.
            guard stiffness == nil, damping == nil, duration == nil, bounce == nil, fraction == nil || ratio == nil else {
                throw TimingCurveParseError(text: text, reason: "response:dampingFraction: (SwiftUI) takes no other spring parameters")
            }
            let angular = 2 * Double.pi / (try positive(response ?? 0.5, "response"))
            curve = .spring(SpringTimingCurve(dampingRatio: try positive(fraction ?? ratio ?? 0.825, "dampingFraction"),
                                              stiffness: angular * angular * mass, mass: mass, initialVelocity: velocity))
        } else {
            curve = try Self.spring(stiffness: stiffness, damping: damping, duration: duration, bounce: bounce, ratio: ratio,
                                    mass: mass, velocity: velocity, text: text)
        }
        if let unknown = remaining.keys.sorted().first {
            throw TimingCurveParseError(text: text, reason: "spring has no parameter '\(unknown)'")
        }
        return curve
    }

    /// `value` if it is above 0; otherwise an error naming `name`.
    private static func positive(_ value: Double, _ name: String, text: String) throws(TimingCurveParseError) -> Double {
        guard value > 0 else { throw TimingCurveParseError(text: text, reason: "\(name) must be > 0, got \(value)") }
        return value
    }

    /// The spring forms other than SwiftUI's `response:dampingFraction:`.
    private static func spring(stiffness: Double?, damping: Double?, duration: Double?, bounce: Double?, ratio: Double?,
                               mass: Double, velocity: Double, text: String) throws(TimingCurveParseError) -> TimingCurve {
        func positive(_ value: Double, _ name: String) throws(TimingCurveParseError) -> Double {
            try Self.positive(value, name, text: text)
        }
        let curve: TimingCurve
        switch (stiffness, damping, duration, bounce, ratio) {
        case let (stiffness?, damping?, nil, nil, nil):
            guard damping >= 0 else { throw TimingCurveParseError(text: text, reason: "damping must be ≥ 0, got \(damping)") }
            curve = .spring(mass: mass, tension: try positive(stiffness, "stiffness"), friction: damping, initialVelocity: velocity)
        case let (nil, nil, duration?, bounce, nil):
            guard (-0.99...0.99).contains(bounce ?? 0) else {
                throw TimingCurveParseError(text: text, reason: "bounce must be in -0.99…0.99, got \(bounce ?? 0)")
            }
            curve = .spring(SpringTimingCurve(duration: try positive(duration, "duration"), bounce: bounce ?? 0,
                                              initialVelocity: velocity))
        case let (stiffness?, nil, nil, nil, ratio?):
            curve = .spring(SpringTimingCurve(dampingRatio: try positive(ratio, "dampingRatio"),
                                              stiffness: try positive(stiffness, "stiffness"), mass: mass,
                                              initialVelocity: velocity))
        case let (nil, nil, duration?, nil, ratio?):
            guard (0.01...10).contains(duration) else {
                throw TimingCurveParseError(text: text, reason: "duration must be in 0.01…10, got \(duration)")
            }
            curve = .spring(duration: duration, dampingRatio: try positive(ratio, "dampingRatio"), initialVelocity: velocity)
        default:
            throw TimingCurveParseError(text: text, reason: "spring needs mass:stiffness:damping:, duration:bounce:, response:dampingFraction:, dampingRatio:stiffness: or duration:dampingRatio:")
        }
        return curve
    }
}
