import Foundation
import MotionInterchange

/// An SVG plot of an element's keyframe tracks: one panel per track, its value over time as the
/// engine plays it, each key marked where the track reaches it, with its kind and value, and the
/// tracks on one time axis.
///
/// Deterministic text, like ``CurvePlot``.
public struct KeyframePlot: Sendable {
    /// The tracks, as exported.
    public let export: KeyframeExport
    /// The title above the plot.
    public let title: String

    /// A plot of `export`'s tracks.
    public init(_ export: KeyframeExport, title: String) {
        self.export = export
        self.title = title
    }

    private static let width = 720.0, left = 120.0, right = 24.0, top = 64.0, panel = 120.0, gap = 28.0

    /// The SVG document.
    /// - Complexity: O(tracks × 400 samples).
    public var svg: String {
        let tracks = export.tracks
        let end = max(export.duration, 0.001)
        let height = Self.top + Double(max(tracks.count, 1)) * (Self.panel + Self.gap) + 36
        var canvas = SVGCanvas(width: Self.width, height: height)
        let plotWidth = Self.width - Self.left - Self.right
        func x(_ seconds: Double) -> Double { Self.left + seconds / end * plotWidth }
        canvas.text(16, 30, title, size: 18, weight: "bold")
        canvas.text(16, 50, "\(tracks.count) track\(tracks.count == 1 ? "" : "s") over \(CSSLinearFunction.number(end * 1000, decimals: 0)) ms · dots: keys (the segment each key ends)",
                    size: 12, fill: "#555")
        let colors = ["#1f6feb", "#e4572e", "#2da44e", "#8250df", "#bf8700"]
        for (index, track) in tracks.enumerated() {
            let top = Self.top + Double(index) * (Self.panel + Self.gap)
            let samples = (0...400).map { step -> (Double, Double) in
                let time = Double(step) / 400 * end
                return (time, track.resolved.sample(at: time).position)
            }
            let values = samples.map(\.1) + [track.resolved.start]
            let low = values.min() ?? 0, high = max(values.max() ?? 1, low + 1e-9)
            let pad = (high - low) * 0.12
            func y(_ value: Double) -> Double { top + Self.panel * (1 - (value - low + pad) / (high - low + 2 * pad)) }
            canvas.rect(Self.left, top, plotWidth, Self.panel, fill: "#fafafa", role: "track-panel", stroke: "#ddd")
            canvas.text(16, top + 18, track.name, size: 13, weight: "bold")
            canvas.text(16, top + 36, "\(CSSLinearFunction.number(low, decimals: 3)) … \(CSSLinearFunction.number(high, decimals: 3))",
                        size: 11, fill: "#666")
            let color = colors[index % colors.count]
            canvas.polyline(samples.map { (x($0.0), y($0.1)) }, stroke: color, width: 2.5, role: "track")
            for segment in track.resolved.segments {
                let time = segment.startTime + segment.duration
                let value = segment.target
                canvas.circle(x(time), y(value), radius: 4.5, fill: color, role: "key")
                let kind: String = switch segment.key {
                case .linear: "linear"
                case .cubic: "cubic"
                case .spring: "spring"
                case .move: "move"
                }
                // Near the right edge, the label reads leftwards from its key.
                let nearEnd = time > end * 0.85
                canvas.text(x(time) + (nearEnd ? -6 : 6), y(value) - 8, "\(kind) \(CSSLinearFunction.number(value, decimals: 3))",
                            size: 10, anchor: nearEnd ? "end" : "start", fill: "#333", halo: true)
            }
        }
        let axis = Self.top + Double(tracks.count) * (Self.panel + Self.gap) - Self.gap + 18
        let step = TimelinePlot.tickStep(end)
        for tick in stride(from: 0.0, through: end + step * 0.001, by: step) {
            canvas.line(x(tick), axis - 10, x(tick), axis - 4, stroke: "#999")
            canvas.text(x(tick), axis + 8, "\(CSSLinearFunction.number(tick * 1000, decimals: 0)) ms", size: 11, anchor: "middle", fill: "#666")
        }
        return canvas.document
    }
}
