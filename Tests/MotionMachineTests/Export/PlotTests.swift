import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import MotionMachine

/// Plots are deterministic text: each is compared byte for byte with its golden file (in Golden/,
/// looked at rendered before it was kept), and parsed as XML to check its structure. Set
/// MOTION_UPDATE_GOLDEN=1 to rewrite the golden files after an intended change, then look at them.
@Suite("Plots: golden SVG files, parsed as XML")
struct PlotTests {
    init() { _ = TestDiagnostics.installed }
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func check(_ svg: String, against name: String) throws -> XMLDocument {
        let url = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["MOTION_UPDATE_GOLDEN"] == "1" {
            try Data(svg.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected, "\(name) differs from its golden file")
        let document = try XMLDocument(data: Data(svg.utf8))
        #expect(document.rootElement()?.name == "svg")
        return document
    }

    func elements(_ document: XMLDocument, _ xpath: String) throws -> [XMLElement] {
        try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    @Test("a Bézier with overshoot: curve, handles, both extrema, velocity")
    func bezier() throws {
        let document = try check(CurvePlot(.cubicBezier(0.68, -0.6, 0.32, 1.6), title: "easeInOutBack (easings.net)").svg,
                                 against: "curve-back.svg")
        let value = try #require(try elements(document, "//*[local-name()='polyline'][@class='value']").first)
        #expect(value.attributes?.first { $0.name == "points" }?.stringValue?.split(separator: " ").count == 401)
        #expect(try elements(document, "//*[local-name()='circle'][@class='handle']").count == 2)
        #expect(try elements(document, "//*[local-name()='circle'][@class='extremum']").count == 2)
        #expect(try elements(document, "//*[local-name()='polyline'][@class='velocity']").count == 1)
        let texts = try elements(document, "//*[local-name()='text']").compactMap(\.stringValue)
        // This curve's extremes, computed by hand from its control points: about ±0.105 (easings.net shows 10 %).
        #expect(texts.contains { $0.hasPrefix("max 1.10") } && texts.contains { $0.hasPrefix("min -0.10") })
    }

    @Test("a spring is drawn over its settling time in seconds")
    func spring() throws {
        let document = try check(CurvePlot(try TimingCurve(parsing: "bouncy"), title: "bouncy").svg, against: "curve-bouncy.svg")
        let texts = try elements(document, "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains("0.4 s") && texts.contains { $0.contains("settles in 0.8") })
        #expect(try elements(document, "//*[local-name()='circle'][@class='handle']").isEmpty)
    }

    @Test("a spec's timeline: one row per element, delays hatched, legs tiled, a thumbnail each")
    func timeline() throws {
        let spec = try MotionSpecDocument(data: Data("""
        {"fade": {"delay": 0.1, "duration": 0.2, "timingCurve": "ease-out"},
         "pulse": {"duration": 0.15, "timingCurve": "ease-in-out", "repetition": {"count": 1.5, "autoreverses": true}},
         "drop": {"duration": 0.3, "timingCurve": "easeOutBounce"},
         "pop": {"delay": 0.05, "timingCurve": null}}
        """.utf8))
        let document = try check(TimelinePlot(spec, title: "example").svg, against: "timeline.svg")
        #expect(try elements(document, "//*[local-name()='rect'][@class='delay']").count == 2)   // fade's and pop's
        #expect(try elements(document, "//*[local-name()='rect'][@class='leg']").count == 1 + 2 + 1)
        #expect(try elements(document, "//*[local-name()='rect'][@class='leg reverse']").count == 1)
        #expect(try elements(document, "//*[local-name()='rect'][@class='thumbnail']").count == 4)
    }
}
