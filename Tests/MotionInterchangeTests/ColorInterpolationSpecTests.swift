import Foundation
import Testing
@testable import MotionInterchange

/// A color space in specs, spelled as CSS Color 4's `<color-interpolation-method>` after `in`
/// (`color-mix(in oklch longer hue, …)`): in traits JSON and in a design token's extension.
@Suite("Color spaces in specs")
struct ColorInterpolationSpecTests {
    init() { _ = TestDiagnostics.installed }

    @Test("CSS spellings read and write", arguments: [
        ("srgb", ColorInterpolation.sRGB, "srgb"),
        ("srgb-linear", .linearSRGB, "srgb-linear"),
        ("in oklab", .oklab, "oklab"),
        ("OKLCH", .oklch(.shorter), "oklch"),
        ("oklch shorter hue", .oklch(.shorter), "oklch"),
        ("oklch longer hue", .oklch(.longer), "oklch longer hue"),
        ("in  oklch\tincreasing hue", .oklch(.increasing), "oklch increasing hue"),
        ("oklch decreasing hue", .oklch(.decreasing), "oklch decreasing hue"),
    ])
    func spellings(text: String, space: ColorInterpolation, css: String) {
        #expect(ColorInterpolation(css: text) == space)
        #expect(space.css == css)
        #expect(ColorInterpolation(css: space.css) == space)
    }

    @Test("what CSS refuses is refused", arguments: ["", "hsl", "oklab longer hue", "oklch longer", "oklch sideways hue", "srgb x"])
    func refused(text: String) {
        #expect(ColorInterpolation(css: text) == nil)
    }

    @Test("traits JSON carries the space, and a bad one is refused with its path")
    func traitsJSON() throws {
        let json = #"{"pulse": {"duration": 0.4, "colorInterpolation": "oklch longer hue"}}"#
        let decoded = try JSONDecoder().decode([String: AnimationTraits].self, from: Data(json.utf8))
        #expect(decoded["pulse"]?.colorInterpolation == .oklch(.longer))
        let encoded = try JSONEncoder().encode(decoded["pulse"])
        #expect(try JSONDecoder().decode(AnimationTraits.self, from: encoded) == decoded["pulse"])
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""colorInterpolation":"oklch longer hue""#))
        // Without the key: no space (the animation's own choice).
        #expect(try JSONDecoder().decode(AnimationTraits.self, from: Data(#"{"duration": 1}"#.utf8)).colorInterpolation == nil)
        do {
            _ = try JSONDecoder().decode([String: AnimationTraits].self,
                                         from: Data(#"{"pulse": {"duration": 0.4, "colorInterpolation": "hsl"}}"#.utf8))
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("pulse.colorInterpolation: expected a color space"))
            #expect("\(error)".contains("got 'hsl'"))
        }
    }

    @Test("a design token's extension carries the space; written traits read back with it")
    func tokens() throws {
        let file = """
        {"motion": {"tint": {"$type": "transition",
            "$value": {"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
                       "timingFunction": [0.4, 0, 0.2, 1]},
            "$extensions": {"dev.motionmachine": {"colorInterpolation": "oklab"}}}}}
        """
        var document = try MotionSpecDocument(data: Data(file.utf8))
        #expect(try document.traits("motion.tint").colorInterpolation == .oklab)
        var traits = AnimationTraits(duration: 0.25)
        traits.colorInterpolation = .oklch(.decreasing)
        try document.setTraits(traits, at: "motion.glow")
        let read = try MotionSpecDocument(data: document.encoded())
        #expect(try read.traits("motion.glow") == traits)
        let glow = read.json.object?["motion"]?.object?["glow"]?.object
        #expect(glow?["$extensions"]?.object?["dev.motionmachine"]?.object?["colorInterpolation"] == .string("oklch decreasing hue"))
        // A plain-JSON spec's element with the key is still an element.
        let plain = try MotionSpecDocument(data: Data(#"{"a": {"fade": {"duration": 0.2, "colorInterpolation": "oklab"}}}"#.utf8))
        #expect(try plain.traits("a.fade").colorInterpolation == .oklab)
    }
}
