import Foundation
import MotionInterchange

/// An SVG timeline of a spec's elements, as a dope sheet draws it: one row per element, its delay
/// hatched, each leg a bar (reverse legs lighter, a leg the repetition cuts short drawn short), and
/// a thumbnail of its curve at the row's end. Endless repetition shows three cycles and an arrow.
///
/// Deterministic text, like ``CurvePlot``.
public struct TimelinePlot: Sendable {
    /// The elements, by name, in drawing order.
    public let elements: [(name: String, traits: AnimationTraits)]
    /// The title above the plot.
    public let title: String

    /// A timeline of `elements`.
    public init(_ elements: [(name: String, traits: AnimationTraits)], title: String) {
        self.elements = elements
        self.title = title
    }

    /// A timeline of every transition of `document`, in path order.
    public init(_ document: MotionSpecDocument, title: String) {
        self.init(document.allTraits.map { ($0.path, $0.traits) }, title: title)
    }

    private static let width = 800.0, labels = 250.0, thumbnail = 56.0, rowHeight = 34.0, top = 64.0

    /// One element's legs: start, length (seconds after its delay) and direction.
    private struct Leg { let start: Double; let length: Double; let reverse: Bool }

    /// The SVG document.
    /// - Complexity: O(elements × legs drawn); endless repetition draws three cycles.
    public var svg: String {
        let rows = elements.map { element -> (name: String, traits: AnimationTraits, legs: [Leg], endless: Bool) in
            let (legs, endless) = Self.legs(element.traits)
            return (element.name, element.traits, legs, endless)
        }
        let end = max(rows.map { row in row.traits.delay + (row.legs.last.map { $0.start + $0.length } ?? 0) }.max() ?? 0, 0.001)
        let height = Self.top + Double(max(rows.count, 1)) * Self.rowHeight + 48
        var canvas = SVGCanvas(width: Self.width, height: height)
        canvas.define("<pattern id=\"delay\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#f1f1f1\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#bbb\" stroke-width=\"2\"/></pattern>")
        let plotLeft = Self.labels, plotWidth = Self.width - Self.labels - Self.thumbnail - 24
        func x(_ seconds: Double) -> Double { plotLeft + seconds / end * plotWidth }
        canvas.text(16, 30, title, size: 18, weight: "bold")
        canvas.text(16, 50, "\(rows.count) element\(rows.count == 1 ? "" : "s") · hatched: delay · solid: forward leg · light: reverse leg", size: 12, fill: "#555")
        let axis = Self.top + Double(rows.count) * Self.rowHeight + 8
        let step = Self.tickStep(end)
        for tick in stride(from: 0.0, through: end + step * 0.001, by: step) {
            canvas.line(x(tick), Self.top - 4, x(tick), axis, stroke: "#eee")
            canvas.text(x(tick), axis + 16, "\(CSSLinearFunction.number(tick * 1000, decimals: 0)) ms", size: 11, anchor: "middle", fill: "#666")
        }
        for (index, row) in rows.enumerated() {
            let y = Self.top + Double(index) * Self.rowHeight
            canvas.text(16, y + 17, row.name, size: 12)
            let traits = row.traits
            if traits.delay > 0 { canvas.rect(x(0), y + 4, x(traits.delay) - x(0), 18, fill: "url(#delay)", role: "delay") }
            if row.legs.isEmpty {
                canvas.line(x(traits.delay), y + 2, x(traits.delay), y + 24, stroke: "#1f6feb", width: 3)
            }
            for leg in row.legs {
                let start = x(traits.delay + leg.start), width = max(x(traits.delay + leg.start + leg.length) - start, 1)
                canvas.rect(start, y + 4, width, 18, fill: "#1f6feb", role: leg.reverse ? "leg reverse" : "leg", stroke: "#ffffff",
                            opacity: leg.reverse ? 0.45 : 0.9)
            }
            if row.endless {
                canvas.text(x(end) + 4, y + 18, "→ ∞", size: 12, fill: "#1f6feb")
            }
            drawThumbnail(&canvas, traits.timingCurve, x: Self.width - Self.thumbnail - 8, y: y + 2)
        }
        return canvas.document
    }

    private func drawThumbnail(_ canvas: inout SVGCanvas, _ curve: TimingCurve?, x: Double, y: Double) {
        canvas.rect(x, y, Self.thumbnail, 24, fill: "#fafafa", role: "thumbnail", stroke: "#ddd")
        guard let curve else {
            canvas.polyline([(x + 2, y + 21), (x + Self.thumbnail / 2, y + 21), (x + Self.thumbnail / 2, y + 3), (x + Self.thumbnail - 2, y + 3)],
                            stroke: "#333", width: 1.2, role: "thumbnail-curve")
            return
        }
        let shape = CurveShape(curve)
        let values = (0...40).map { shape.value(at: Double($0) / 40) }
        let low = min(0, values.min() ?? 0), high = max(1, values.max() ?? 1)
        let points = values.enumerated().map { index, value in
            (x + 2 + Double(index) / 40 * (Self.thumbnail - 4), y + 21 - (value - low) / (high - low) * 18)
        }
        canvas.polyline(points, stroke: "#333", width: 1.2, role: "thumbnail-curve")
    }

    /// The legs to draw, and whether the repetition never ends (then three cycles are drawn).
    private static func legs(_ traits: AnimationTraits) -> ([Leg], Bool) {
        guard let curve = traits.timingCurve else { return ([], false) }
        let length = CurveShape(curve).duration(given: traits.duration)
        guard length > 0 else { return ([], false) }
        let autoreverses = traits.repetition?.autoreverses ?? false
        let perCycle = autoreverses ? 2.0 : 1.0
        var legCount: Double
        switch traits.repetition?.amount {
        case nil: legCount = 1
        case .count(let count)?: legCount = count * perCycle
        case .duration(let span)?: legCount = span / length
        }
        let endless = legCount.isInfinite
        if endless { legCount = 3 * perCycle }
        legCount = min(legCount, 200)
        var legs: [Leg] = []
        var index = 0.0
        while index < legCount - 1e-9 {
            let fraction = min(legCount - index, 1)
            legs.append(Leg(start: index * length, length: fraction * length, reverse: autoreverses && Int(index) % 2 == 1))
            index += 1
        }
        return (legs, endless)
    }

    /// A round tick spacing giving four to ten ticks.
    static func tickStep(_ end: Double) -> Double {
        let raw = end / 6
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        return [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { end / $0 <= 8 } ?? magnitude * 10
    }
}
