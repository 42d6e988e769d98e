import Foundation
import Testing
@testable import MotionInterchange

/// Seed 003's masked-transition spec as a user writes it: a Codable struct of traits.
struct MaskedTransitionSpec: Codable, Equatable {
    struct Timing: Codable, Equatable {
        var iconFade: AnimationTraits
        var contentFade: AnimationTraits
        var floodBackgroundColor: AnimationTraits
        var maskTransformation: AnimationTraits
        var horizontalMovement: AnimationTraits
        var verticalMovement: AnimationTraits
        var scrimFade: AnimationTraits
    }
    var expansion: Timing
    var collapse: Timing
    var shouldSlideWhenCollapsed: Bool
    var isCentered: Bool
}

/// The README's spec file, kept here so the test and the README say the same thing.
let maskedTransitionJSON = """
{
  "expansion": {
    "iconFade": { "duration": 0.075, "timingCurve": "ease-out" },
    "contentFade": { "delay": 0.150, "duration": 0.225, "timingCurve": "ease-out" },
    "floodBackgroundColor": { "delay": 0.000, "duration": 0.075, "timingCurve": "standard" },
    "maskTransformation": { "duration": 0.105, "timingCurve": "ease-in" },
    "horizontalMovement": { "timingCurve": null },
    "verticalMovement": { "duration": 0.345, "timingCurve": [0.4, 0, 0.2, 1] },
    "scrimFade": { "duration": 0.150, "timingCurve": "ease-out" }
  },
  "collapse": {
    "iconFade": { "delay": 0.150, "duration": 0.150, "timingCurve": [0.4, 0, 0.2, 1] },
    "contentFade": { "duration": 0.075, "timingCurve": [0.4, 0, 1, 1] },
    "floodBackgroundColor": { "delay": 0.060, "duration": 0.150, "timingCurve": [0.4, 0, 0.2, 1] },
    "maskTransformation": { "duration": 0.180, "timingCurve": [0.4, 0, 0.2, 1] },
    "horizontalMovement": { "duration": 0.345, "timingCurve": [0.4, 0, 0.2, 1] },
    "verticalMovement": { "duration": 0.345, "timingCurve": [0.4, 0, 0.2, 1] },
    "scrimFade": { "duration": 0.150, "timingCurve": "ease-in",
                   "repetition": { "count": 2, "autoreverses": true } }
  },
  "shouldSlideWhenCollapsed": true,
  "isCentered": false
}
"""

@Suite("Decoding specs: validation, paths and round trips")
struct DecodingTests {
    init() { _ = TestDiagnostics.installed }
    @Test("the seed's masked-transition spec loads from JSON as a user's Codable struct")
    func maskedTransition() throws {
        let spec = try JSONDecoder().decode(MaskedTransitionSpec.self, from: Data(maskedTransitionJSON.utf8))
        #expect(spec.expansion.contentFade == AnimationTraits(delay: 0.15, duration: 0.225, animationCurve: .easeOut))
        #expect(spec.expansion.horizontalMovement.timingCurve == nil)
        #expect(spec.expansion.floodBackgroundColor.timingCurve == .cubicBezier(0.2, 0, 0, 1))
        #expect(spec.collapse.contentFade.timingCurve == .cubicBezier(0.4, 0, 1, 1))
        #expect(spec.collapse.scrimFade.repetition == Repetition(numberOfRepetitions: 2, autoreverses: true))
        #expect(spec.shouldSlideWhenCollapsed && !spec.isCentered)
        let again = try JSONDecoder().decode(MaskedTransitionSpec.self, from: JSONEncoder().encode(spec))
        #expect(again == spec)
    }

    @Test("decode → encode → decode is the identity for every type")
    func roundTrips() throws {
        let curves: [TimingCurve] = [.cubicBezier(0.1, -0.5, 0.9, 1.6), .spring(mass: 2, tension: 300, friction: 12.5, initialVelocity: -40),
                                     .spring(duration: 0.4, dampingRatio: 0.7, initialVelocity: 1.5), .penner(PennerEasing(.bounce, .inOut))]
        for curve in curves {
            for repetition in [nil, Repetition(numberOfRepetitions: 2.5, autoreverses: true), Repetition(duration: 3),
                               Repetition.forever, Repetition(duration: .infinity, autoreverses: true)] {
                let traits = AnimationTraits(delay: 0.25, duration: 1.5, timingCurve: curve, repetition: repetition)
                let data = try JSONEncoder().encode(traits)
                let decoded = try JSONDecoder().decode(AnimationTraits.self, from: data)
                #expect(decoded == traits)
                #expect(try JSONDecoder().decode(AnimationTraits.self, from: JSONEncoder().encode(decoded)) == decoded)
            }
        }
        let instant = AnimationTraits(delay: 1, duration: 2, timingCurve: nil)
        #expect(try JSONDecoder().decode(AnimationTraits.self, from: JSONEncoder().encode(instant)) == instant)
    }

    /// Each bad input, and the exact message the reader must give.
    @Test("bad input is refused with the coding path and the rule", arguments: [
        (#"{"expansion": {"contentFade": {"duration": -5}}}"#, "expansion.contentFade.duration: must be ≥ 0, got -5"),
        (#"{"expansion": {"contentFade": {"delay": -1, "duration": 1}}}"#, "expansion.contentFade.delay: must be ≥ 0, got -1"),
        (#"{"expansion": {"contentFade": {"duration": "long"}}}"#, "expansion.contentFade.duration: expected a number, got a string"),
        (#"{"expansion": {"contentFade": {"duration": 1, "timingCurve": [1.5, 0, 0.2, 1]}}}"#,
         "expansion.contentFade.timingCurve[0]: x1 must be in 0…1, got 1.5"),
        (#"{"expansion": {"contentFade": {"duration": 1, "timingCurve": [0.1, 0, 0.2]}}}"#,
         "expansion.contentFade.timingCurve: a cubic Bézier has 4 numbers [x1, y1, x2, y2], got 3"),
        (#"{"expansion": {"contentFade": {"duration": 1, "timingCurve": "wobbly"}}}"#, "expansion.contentFade.timingCurve: 'wobbly': unknown curve name"),
        (#"{"expansion": {"contentFade": {"timingCurve": {"type": "spring", "mass": 0, "tension": 100, "friction": 10}}}}"#,
         "expansion.contentFade.timingCurve.mass: must be > 0, got 0"),
        (#"{"expansion": {"contentFade": {"timingCurve": {"type": "spring", "tension": -1, "friction": 10}}}}"#,
         "expansion.contentFade.timingCurve.tension: must be > 0, got -1"),
        (#"{"expansion": {"contentFade": {"timingCurve": {"type": "spring", "friction": 10}}}}"#,
         "expansion.contentFade.timingCurve.tension: required, missing"),
        (#"{"expansion": {"contentFade": {"timingCurve": {"type": "elastic"}}}}"#,
         "expansion.contentFade.timingCurve.type: unknown curve type 'elastic'"),
        (#"{"expansion": {"contentFade": {"duration": 1, "repetition": {"count": 0}}}}"#,
         "expansion.contentFade.repetition.count: must be > 0, got 0"),
        (#"{"expansion": {"contentFade": {"duration": 1, "repetition": {"count": 1, "duration": 2}}}}"#,
         "expansion.contentFade.repetition: give \"count\" or \"duration\", not both"),
        (#"{"expansion": {"contentFade": {"dealy": 1, "duration": 1}}}"#, "expansion.contentFade.dealy: unknown key for animation traits"),
        (#"{"expansion": {"contentFade": {"timingCurve": "ease-in"}}}"#, "expansion.contentFade.duration: required for this curve, missing"),
        (#"{"expansion": {"contentFade": {"duration": 1e999}}}"#, "expansion.contentFade"),
        (#"{"expansion": {"contentFade": [1, 2]}}"#, "expansion.contentFade: expected animation traits (an object), got an array"),
        (#"{"expansion": {"contentFade": {"duration": 1"#, "not valid JSON"),
    ])
    func refusals(_ c: (String, String)) throws {
        struct Expansion: Decodable { var contentFade: AnimationTraits }
        struct Spec: Decodable { var expansion: Expansion }
        do {
            _ = try JSONDecoder().decode(Spec.self, from: Data(c.0.utf8))
            Issue.record("accepted \(c.0)")
        } catch let error as DecodingError {
            let message = SpecPath.message(for: error)
            #expect(message.hasPrefix(c.1) || (c.1 == "not valid JSON" && message.contains(c.1)), "\(message)")
        }
    }
}

@Suite("Each curve form on its own")
struct CurveFormCodingTests {
    init() { _ = TestDiagnostics.installed }
    @Test("every curve form round-trips and validates")
    func forms() throws {
        let bezier = BezierTimingCurve(x1: 0.3, y1: -0.2, x2: 0.7, y2: 1.4)
        #expect(try JSONDecoder().decode(BezierTimingCurve.self, from: JSONEncoder().encode(bezier)) == bezier)
        let spring = SpringTimingCurve(mass: 2, tension: 400, friction: 30, initialVelocity: -3)
        #expect(try JSONDecoder().decode(SpringTimingCurve.self, from: JSONEncoder().encode(spring)) == spring)
        #expect(try JSONDecoder().decode(SpringTimingCurve.self, from: Data(#"{"tension": 100, "friction": 10}"#.utf8))
                == SpringTimingCurve(mass: 1, tension: 100, friction: 10))
        let generator = SpringTimingCurveGenerator(duration: 0.4, dampingRatio: 0.6, initialVelocity: 1)
        #expect(try JSONDecoder().decode(SpringTimingCurveGenerator.self, from: JSONEncoder().encode(generator)) == generator)
        let easing = PennerEasing(.circ, .inOut)
        #expect(try JSONDecoder().decode(PennerEasing.self, from: JSONEncoder().encode(easing)) == easing)
        #expect(try JSONDecoder().decode(AnimationCurve.self, from: JSONEncoder().encode(AnimationCurve.easeOut)) == .easeOut)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BezierTimingCurve.self, from: Data("\"snappy\"".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpringTimingCurve.self, from: Data(#"{"tension": 0, "friction": 1}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PennerEasing.self, from: Data("\"easeSideways\"".utf8)) }
    }
}

@Suite("Spring objects in the forms users write")
struct SpringObjectTests {
    init() { _ = TestDiagnostics.installed }
    func curve(_ json: String) throws -> TimingCurve {
        try JSONDecoder().decode(TimingCurve.self, from: Data(json.utf8))
    }

    /// Each object reads as the same spring's text does; the numbers by hand: (2π/0.5)² = 157.914
    /// with c = 2·0.8·√k for bounce 0.2, and 2·0.825·√k for a damping fraction of 0.825.
    @Test("duration/bounce, response/dampingFraction, dampingRatio/stiffness and duration/dampingRatio objects")
    func forms() throws {
        #expect(try curve(#"{"type": "spring", "duration": 0.5, "bounce": 0.2}"#)
                == TimingCurve(parsing: "spring(duration: 0.5, bounce: 0.2)"))
        guard case .spring(let bouncy) = try curve(#"{"type": "spring", "duration": 0.5, "bounce": 0.2}"#) else {
            Issue.record("not a spring"); return
        }
        #expect(abs(bouncy.tension - 157.91367041742973) < 1e-9 && abs(bouncy.friction - 2 * 0.8 * 157.91367041742973.squareRoot()) < 1e-9)
        guard case .spring(let swiftUI) = try curve(#"{"type": "spring", "response": 0.5, "dampingFraction": 0.825}"#) else {
            Issue.record("not a spring"); return
        }
        #expect(abs(swiftUI.tension - 157.91367041742973) < 1e-9 && abs(swiftUI.friction - 20.734511513692635) < 1e-9)
        #expect(try curve(#"{"type": "spring", "dampingRatio": 0.9, "stiffness": 700, "initialVelocity": 2}"#)
                == TimingCurve(parsing: "spring(dampingRatio: 0.9, stiffness: 700, initialVelocity: 2)"))
        #expect(try curve(#"{"type": "spring", "duration": 0.4, "dampingRatio": 0.7}"#) == .spring(duration: 0.4, dampingRatio: 0.7))
        // The physical form keeps its own names.
        #expect(try curve(#"{"type": "spring", "stiffness": 100, "damping": 10}"#) == .spring(mass: 1, tension: 100, friction: 10))
    }

    @Test("a spring object in no known form is refused with its path and the forms that work")
    func refusal() throws {
        let json = #"{"delay": 0, "duration": 0.3, "timingCurve": {"type": "spring", "bounce": 0.2, "speed": 3}}"#
        do {
            _ = try JSONDecoder().decode(AnimationTraits.self, from: Data(json.utf8))
            Issue.record("accepted")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["timingCurve"])
            #expect(context.debugDescription.contains("{duration, bounce}") && context.debugDescription.contains("{mass?, stiffness, damping}"))
        }
    }
}
