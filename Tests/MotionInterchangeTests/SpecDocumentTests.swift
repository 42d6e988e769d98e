import Foundation
import Testing
@testable import MotionInterchange

/// A design-token file in the shape of ecosystem.md §1.8: standard DTCG motion tokens, aliases,
/// MotionMachine's extension with a spring and a repetition, and another tool's extension.
let tokenFile = """
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "brand": { "$type": "color", "accent": { "$value": "#ff0066" } },
  "motion": {
    "duration": { "$type": "duration",
      "medium2": { "$value": { "value": 300, "unit": "ms" } },
      "long": { "$value": { "value": 1.5, "unit": "s" } },
      "alias": { "$value": "{motion.duration.medium2}" } },
    "easing": { "$type": "cubicBezier",
      "standard": { "$value": [0.2, 0, 0, 1] },
      "emphasizedDecelerate": { "$value": [0.05, 0.7, 0.1, 1], "$description": "Material 3" } },
    "spring": {
      "snappy": { "$type": "cubicBezier", "$value": [0.263, 0.374, 0.046, 1.165],
        "$extensions": { "dev.motionmachine": { "timingCurve": "snappy" } } } },
    "spec": { "$type": "transition",
      "scrim": { "$value": { "duration": "{motion.duration.medium2}", "delay": { "value": 0, "unit": "ms" },
                              "timingFunction": "{motion.easing.standard}" } },
      "sheet": { "$value": { "duration": { "value": 698, "unit": "ms" }, "delay": { "value": 50, "unit": "ms" },
                              "timingFunction": [0.263, 0.374, 0.046, 1.165] },
        "$extensions": { "dev.motionmachine": { "timingCurve": "{motion.spring.snappy}",
                                                "repetition": { "count": 2.5, "autoreverses": true } },
                         "org.example.tool": { "keep": [1, 2, 3] } } },
      "nested": { "badge": { "$value": { "duration": "{motion.duration.long}", "timingFunction": "{motion.easing.emphasizedDecelerate}" } } },
      "same": { "$value": "{motion.spec.scrim}" },
      "instant": { "$value": { "duration": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] },
        "$extensions": { "dev.motionmachine": { "timingCurve": null } } } }
  }
}
"""

@Suite("Spec documents: design tokens with aliases and extensions")
struct SpecDocumentTests {
    init() { _ = TestDiagnostics.installed }
    @Test("motion tokens resolve through aliases and the extension")
    func resolves() throws {
        let document = try MotionSpecDocument(data: Data(tokenFile.utf8))
        #expect(document.token("motion.duration.medium2")?.value == .duration(0.3))
        #expect(document.token("motion.duration.long")?.value == .duration(1.5))
        #expect(document.token("motion.duration.alias")?.value == .duration(0.3))
        #expect(document.token("motion.easing.emphasizedDecelerate")?.description == "Material 3")
        #expect(document.token("brand.accent") == nil)
        let snappy = try TimingCurve(parsing: "snappy")
        #expect(document.token("motion.spring.snappy")?.value == .curve(snappy))
        #expect(try document.traits("motion.spec.scrim") == AnimationTraits(delay: 0, duration: 0.3, timingCurve: .cubicBezier(0.2, 0, 0, 1)))
        #expect(try document.traits("motion.spec.sheet") == AnimationTraits(delay: 0.05, duration: 0.698, timingCurve: snappy,
                                                                         repetition: Repetition(numberOfRepetitions: 2.5, autoreverses: true)))
        #expect(try document.traits("motion.spec.nested.badge") == AnimationTraits(delay: 0, duration: 1.5, timingCurve: .cubicBezier(0.05, 0.7, 0.1, 1)))
        #expect(try document.traits("motion.spec.same") == document.traits("motion.spec.scrim"))
        #expect(try document.traits("motion.spec.instant").timingCurve == nil)
        #expect(document.allTraits.map(\.path) == ["motion.spec.instant", "motion.spec.nested.badge", "motion.spec.same",
                                                   "motion.spec.scrim", "motion.spec.sheet"])
    }

    @Test("decode → encode → decode is the identity, and foreign extensions survive")
    func roundTrip() throws {
        let document = try MotionSpecDocument(data: Data(tokenFile.utf8))
        let again = try MotionSpecDocument(data: document.encoded())
        #expect(again == document)
        #expect(again.json.object?["motion"]?.object?["spec"]?.object?["sheet"]?.object?["$extensions"]?.object?["org.example.tool"]
                == .object(["keep": .array([.number(1), .number(2), .number(3)])]))
    }

    @Test("written traits read back the same, with standard values for plain tools")
    func writes() throws {
        var document = try MotionSpecDocument(data: Data(tokenFile.utf8))
        let spring = AnimationTraits(delay: 0.125, duration: 0.5, timingCurve: .spring(mass: 1, tension: 300, friction: 20, initialVelocity: 5),
                                     repetition: .forever(autoreverses: true))
        try document.setTraits(spring, at: "motion.spec.sheet",
                               fallback: TokenFallback(duration: 0.61, bezier: BezierTimingCurve(x1: 0.3, y1: 0.2, x2: 0.1, y2: 1.1), css: "610ms linear(0, 1)"))
        let plain = AnimationTraits(delay: 0.1, duration: 0.3, timingCurve: .cubicBezier(0.4, 0, 0.2, 1))
        try document.setTraits(plain, at: "motion.new.group.plain")
        try document.setDuration(0.123456789, at: "motion.duration.odd")
        try document.setCurve(.penner(PennerEasing(.elastic, .out)), at: "motion.easing.elastic")
        let read = try MotionSpecDocument(data: document.encoded())
        #expect(try read.traits("motion.spec.sheet") == spring)
        #expect(try read.traits("motion.new.group.plain") == plain)
        #expect(read.token("motion.duration.odd")?.value == .duration(0.123456789))
        #expect(read.token("motion.easing.elastic")?.value == .curve(.penner(PennerEasing(.elastic, .out))))
        let sheet = read.json.object?["motion"]?.object?["spec"]?.object?["sheet"]?.object
        // The standard value a plain DTCG tool reads: the fallback's duration and Bézier.
        #expect(sheet?["$value"] == .object(["duration": .object(["value": .number(610), "unit": .string("ms")]),
                                             "delay": .object(["value": .number(125), "unit": .string("ms")]),
                                             "timingFunction": .array([.number(0.3), .number(0.2), .number(0.1), .number(1.1)])]))
        #expect(sheet?["$extensions"]?.object?["org.example.tool"] != nil)
        #expect(throws: SpecProblem.self) { try document.setTraits(plain, at: "motion.spec.scrim.inner") }
        #expect(throws: SpecProblem.self) { try document.setTraits(plain, at: "motion..x") }
    }

    @Test("every bad input is one problem with its path", arguments: [
        (#"{"a": {"$type": "duration", "b": {"$value": {"value": -5, "unit": "ms"}}}}"#, "a.b.$value.value: must be ≥ 0, got -5"),
        (#"{"a": {"$type": "duration", "b": {"$value": {"value": 5, "unit": "min"}}}}"#, #"a.b.$value.unit: must be "ms" or "s", got "min""#),
        (#"{"a": {"$type": "duration", "b": {"$value": 200}}}"#, "a.b.$value: expected a duration"),
        (#"{"a": {"$type": "cubicBezier", "b": {"$value": [1.2, 0, 0.5, 1]}}}"#, "a.b.$value[0]: x1 must be in 0…1, got 1.2"),
        (#"{"a": {"$type": "cubicBezier", "b": {"$value": "ease"}}}"#, "a.b.$value: expected a cubicBezier"),
        (#"{"a": {"$type": "duration", "b": {"$value": "{a.c}"}}}"#, "a.b: refers to a.c, which is not a token"),
        (#"{"a": {"$type": "duration", "b": {"$value": "{a.c}"}, "c": {"$value": "{a.b}"}}}"#, "a.b: reference cycle: a.b → a.c → a.b"),
        (#"{"a": {"b": {"$value": {"value": 5, "unit": "ms"}}}}"#, "a.b: has no $type"),
        (#"{"a": {"$type": "transition", "b": {"$value": {"duration": {"value": 5, "unit": "ms"}}}}}"#, "a.b.$value.timingFunction: required, missing"),
        (#"{"a": {"$type": "transition", "b": {"$value": {"duration": {"value": 5, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}, "$extensions": {"dev.motionmachine": {"timingCurve": {"type": "spring", "mass": -1, "tension": 10, "friction": 1}}}}}}"#,
         "a.b.$extensions.dev.motionmachine.timingCurve.mass: must be > 0, got -1"),
        (#"{"a": {"$type": "transition", "b": {"$value": {"duration": {"value": 5, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}, "$extensions": {"dev.motionmachine": {"timingCurve": "{a.c}"}}}, "c": {"$value": {"duration": {"value": 5, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}, "$extensions": {"dev.motionmachine": {"timingCurve": "{a.b}"}}}}}"#,
         "a.b: reference cycle: a.b → a.c → a.b"),
        (#"{"a.b": {"$type": "number", "$value": 1}}"#, "a.b: names must not contain"),
        (#"[1, 2]"#, "(file): expected an object"),
        (#"{"a": {"$type": "number", "b": {"$value": 1}"#, "(file): is not valid JSON"),
    ])
    func problems(_ c: (String, String)) {
        do {
            _ = try MotionSpecDocument(data: Data(c.0.utf8))
            Issue.record("accepted \(c.0)")
        } catch {
            #expect(error.problems.count == 1, "\(error)")
            #expect(error.problems.first.map { $0.description.hasPrefix(c.1) } == true, "\(error)")
        }
    }

    @Test("several problems are all reported, and a huge file is refused before parsing")
    func manyAndHuge() {
        let two = #"{"a": {"$type": "duration", "b": {"$value": {"value": -1, "unit": "s"}}, "c": {"$value": {"value": 1, "unit": "h"}}}}"#
        do { _ = try MotionSpecDocument(data: Data(two.utf8)) } catch { #expect(error.problems.map(\.path) == ["a.b.$value.value", "a.c.$value.unit"]) }
        let huge = Data(count: MotionSpecDocument.maximumSize + 1)
        do { _ = try MotionSpecDocument(data: huge) } catch { #expect(error.description.contains("the limit is")) }
        let deep = String(repeating: #"{"g": "#, count: 100) + "{}" + String(repeating: "}", count: 100)
        do { _ = try MotionSpecDocument(data: Data(deep.utf8)) } catch { #expect(error.description.contains("nest deeper")) }
    }
}

@Suite("Spec documents: plain JSON of named traits")
struct PlainSpecDocumentTests {
    init() { _ = TestDiagnostics.installed }
    @Test("the seed's masked-transition spec reads as a document, flags ignored")
    func masked() throws {
        let document = try MotionSpecDocument(data: Data(maskedTransitionJSON.utf8))
        #expect(!document.isDesignTokens)
        #expect(document.allTraits.count == 14)
        #expect(try document.traits("expansion.contentFade") == AnimationTraits(delay: 0.15, duration: 0.225, animationCurve: .easeOut))
        #expect(try document.traits("expansion.horizontalMovement").timingCurve == nil)
    }

    @Test("references resolve; dangling and cyclic ones are refused with their paths")
    func references() throws {
        let json = #"{"a": {"fade": {"duration": 0.2, "timingCurve": "snappy"}, "same": "{a.fade}"}, "b": {"move": {"duration": 0.4, "timingCurve": "{a.fade}"}}}"#
        let document = try MotionSpecDocument(data: Data(json.utf8))
        let snappy = try TimingCurve(parsing: "snappy")
        #expect(try document.traits("a.same") == AnimationTraits(delay: 0, duration: 0.2, timingCurve: snappy))
        #expect(try document.traits("b.move") == AnimationTraits(delay: 0, duration: 0.4, timingCurve: snappy))
        for (bad, message) in [(#"{"a": {"x": "{a.y}"}}"#, "a.x: refers to a.y, which is not a token"),
                               (#"{"a": {"x": "{a.y}", "y": "{a.x}"}}"#, "a.x: reference cycle: a.x → a.y → a.x"),
                               (#"{"a": {"x": {"duration": 1, "timingCurve": "{a.y}"}, "y": {"duration": 1, "timingCurve": "{a.x}"}}}"#,
                                "a.x: reference cycle: a.x → a.y → a.x"),
                               (#"{"a": {"x": {"duration": -5}}}"#, "a.x.duration: must be ≥ 0, got -5")] {
            do {
                _ = try MotionSpecDocument(data: Data(bad.utf8))
                Issue.record("accepted \(bad)")
            } catch {
                #expect(error.problems.map(\.description) == [message] || error.problems.first?.description.hasPrefix(message) == true, "\(error)")
            }
        }
    }
}

/// Design Tokens 2025.10's JSON Pointer references (§6.6.2, §7.1.2) and group extension (§6.4,
/// §6.7.4), with values from the file below worked out by hand.
@Suite("Spec documents: $ref and $extends")
struct SpecReferenceTests {
    init() { _ = TestDiagnostics.installed }
    static let file = #"""
    {"motion": {
      "duration": {"$type": "duration", "medium": {"$value": {"value": 300, "unit": "ms"}},
                    "copy": {"$value": {"$ref": "#/motion/duration/medium"}}},
      "easing": {"$type": "cubicBezier", "standard": {"$value": [0.2, 0, 0, 1]},
                 "borrowed": {"$value": {"$ref": "#/motion/easing/standard/$value"}}},
      "spec": {"$type": "transition",
        "fade": {"$value": {"duration": {"$ref": "#/motion/duration/medium"}, "delay": {"value": 0, "unit": "ms"},
                            "timingFunction": {"$ref": "#/motion/easing/standard/$value"}}},
        "part": {"$value": {"duration": {"$ref": "#/motion/spec/fade/$value/delay"},
                            "timingFunction": [{"$ref": "#/motion/easing/standard/$value/0"}, 0, 0, 1]}}},
      "base": {"$type": "duration", "short": {"$value": {"value": 100, "unit": "ms"}},
               "long": {"$value": {"value": 500, "unit": "ms"}}, "inner": {"tiny": {"$value": {"value": 10, "unit": "ms"}}}},
      "fast": {"$extends": "{motion.base}", "long": {"$value": {"value": 250, "unit": "ms"}},
               "inner": {"small": {"$value": {"value": 20, "unit": "ms"}}}},
      "faster": {"$extends": {"$ref": "#/motion/fast"}, "short": {"$value": {"value": 50, "unit": "ms"}}}
    }}
    """#

    @Test("$ref resolves whole tokens and parts of values")
    func references() throws {
        let document = try MotionSpecDocument(data: Data(Self.file.utf8))
        #expect(document.token("motion.duration.copy")?.value == .duration(0.3))
        #expect(document.token("motion.easing.borrowed")?.value == .curve(.cubicBezier(0.2, 0, 0, 1)))
        #expect(try document.traits("motion.spec.fade") == AnimationTraits(delay: 0, duration: 0.3, timingCurve: .cubicBezier(0.2, 0, 0, 1)))
        #expect(try document.traits("motion.spec.part") == AnimationTraits(delay: 0, duration: 0, timingCurve: .cubicBezier(0.2, 0, 0, 1)))
    }

    @Test("a group that extends another inherits its tokens, nested groups merged, and its own win")
    func extensions() throws {
        let document = try MotionSpecDocument(data: Data(Self.file.utf8))
        #expect(document.token("motion.fast.short")?.value == .duration(0.1))
        #expect(document.token("motion.fast.long")?.value == .duration(0.25))
        #expect(document.token("motion.fast.inner.tiny")?.value == .duration(0.01))
        #expect(document.token("motion.fast.inner.small")?.value == .duration(0.02))
        #expect(document.token("motion.faster.short")?.value == .duration(0.05))
        #expect(document.token("motion.faster.long")?.value == .duration(0.25))
        #expect(document.token("motion.base.long")?.value == .duration(0.5))
    }

    @Test("a pointer to nothing, to a group, or round in a circle is refused with its path and chain", arguments: [
        (##"{"a": {"$type": "duration", "x": {"$value": {"$ref": "#/a/nothing"}}}}"##, ["a.x.$value: $ref \"#/a/nothing\" points to nothing"]),
        (##"{"a": {"$type": "duration", "x": {"$value": {"$ref": "#/a"}}}}"##, ["a.x.$value: $ref \"#/a\" points to a group, not a token or a value"]),
        (##"{"a": {"$type": "duration", "x": {"$value": {"$ref": "#/a/y"}}, "y": {"$value": {"$ref": "#/a/x"}}}}"##, ["a.x: reference cycle: a.x → a.y → a.x"]),
        (##"{"a": {"$type": "transition", "x": {"$value": {"duration": {"$ref": "#/a/x/$value/delay"}, "delay": {"$ref": "#/a/x/$value/duration"}, "timingFunction": [0, 0, 1, 1]}}}}"##,
         ["a.x.$value.delay: $ref cycle: #/a/x/$value/duration → #/a/x/$value/delay → #/a/x/$value/duration"]),
        (##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##, ["b.$extends: extension cycle: a → b → a"]),
        (##"{"a": {"$extends": "{nope}"}}"##, ["a.$extends: extends nope, which is not a group"]),
    ])
    func refused(_ c: (String, [String])) {
        do {
            _ = try MotionSpecDocument(data: Data(c.0.utf8))
            Issue.record("accepted \(c.0)")
        } catch {
            #expect(error.problems.map(\.description) == c.1)
        }
    }
}

@Suite("The example spec files")
struct ExampleSpecTests {
    init() { _ = TestDiagnostics.installed }
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/specs")

    @Test("the README's example files load and say what the tests say")
    func load() throws {
        let masked = try MotionSpecDocument(contentsOf: Self.examples.appendingPathComponent("masked-transition.json"))
        #expect(try masked.traits("collapse.scrimFade").repetition == Repetition(numberOfRepetitions: 2, autoreverses: true))
        #expect(masked == (try MotionSpecDocument(data: Data(maskedTransitionJSON.utf8))))
        let tokens = try MotionSpecDocument(contentsOf: Self.examples.appendingPathComponent("motion.tokens.json"))
        #expect(tokens == (try MotionSpecDocument(data: Data(tokenFile.utf8))))
    }
}
