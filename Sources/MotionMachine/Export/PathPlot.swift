import Foundation
import MotionInterchange

/// An SVG drawing of a `MotionPath` as a motion follows it: the path itself, ticks at every
/// tenth of its length (equal distances, which is what equal progress means), the start and the
/// end, arrows along the direction of travel, and, with an easing, where the point stands at twenty
/// equal steps of time, so the easing's spacing shows along the path.
///
/// The drawing keeps the path's coordinates, y pointing down as in SVG, scaled to fit. The output
/// is deterministic text (numbers with at most two decimals).
public struct PathPlot: Sendable {
    /// The path.
    public let path: MotionPath
    /// The title above the drawing.
    public let title: String
    /// The easing whose time steps are marked, if any.
    public let easing: TimingCurve?
    /// What the caption calls the easing.
    public let easingName: String

    /// A drawing of `path` titled `title`, with the point's places at equal time steps under
    /// `easing` if one is given (named `easingName` in the caption).
    public init(_ path: MotionPath, title: String, easing: TimingCurve? = nil, easingName: String = "the easing") {
        self.path = path
        self.title = title
        self.easing = easing
        self.easingName = easingName
    }

    private static let width = 640.0, height = 560.0, margin = 48.0, top = 84.0

    /// The SVG document.
    /// - Complexity: O(*s* log *n*): 600 samples of the path, *n* its segments.
    public var svg: String {
        var canvas = SVGCanvas(width: Self.width, height: Self.height)
        canvas.text(Self.margin, 30, title, size: 18, weight: "bold")
        let length = CSSLinearFunction.number(path.length, decimals: 2)
        let count = path.segments.count
        canvas.text(Self.margin, 48, "length \(length) · \(count) segment\(count == 1 ? "" : "s")\(path.isClosed ? " · closed" : "") · ticks every tenth of the length",
                    size: 12, fill: "#555")
        if easing != nil {
            canvas.text(Self.margin, 62, "dots: the point at 20 equal steps of time, eased by \(easingName)", size: 12, fill: "#555")
        }
        guard !path.isEmpty else {
            canvas.text(Self.margin, Self.top + 20, "(an empty path)", size: 14, fill: "#999")
            return canvas.document
        }
        let samples = (0...600).map { path.point(at: Double($0) / 600) }
        let xs = samples.map(\.x), ys = samples.map(\.y)
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        let boxWidth = Self.width - 2 * Self.margin, boxHeight = Self.height - Self.top - Self.margin
        let scale = min(boxWidth / max(maxX - minX, 1e-9), boxHeight / max(maxY - minY, 1e-9))
        let offsetX = Self.margin + (boxWidth - (maxX - minX) * scale) / 2
        let offsetY = Self.top + (boxHeight - (maxY - minY) * scale) / 2
        func place(_ p: PathPoint) -> (Double, Double) { (offsetX + (p.x - minX) * scale, offsetY + (p.y - minY) * scale) }

        canvas.rect(Self.margin - 8, Self.top - 8, boxWidth + 16, boxHeight + 16, fill: "#fafafa", role: "path-panel", stroke: "#ddd")
        // The path, one polyline per stretch without a jump (a move between subpaths is not drawn).
        var stretch: [(Double, Double)] = []
        var previous: PathPoint?
        for (index, point) in samples.enumerated() {
            let gap = Double(index) > 0 ? path.length / 600 * 1.5 : 0
            if let previous, (point - previous).magnitude > gap + 1e-9 {
                canvas.polyline(stretch, stroke: "#1f6feb", width: 2.5, role: "path")
                stretch = []
            }
            stretch.append(place(point))
            previous = point
        }
        canvas.polyline(stretch, stroke: "#1f6feb", width: 2.5, role: "path")
        // Ticks across the path at every tenth of its length, labelled at the quarters' nearest tenths.
        for tenth in 1..<10 {
            let progress = Double(tenth) / 10
            let (point, normal) = (place(path.point(at: progress)), path.direction(at: progress))
            let (nx, ny) = (-normal.y * 7, normal.x * 7)
            canvas.line(point.0 - nx, point.1 - ny, point.0 + nx, point.1 + ny, stroke: "#444", width: 1.5)
            if tenth % 5 == 0 || tenth == 2 || tenth == 8 {
                canvas.text(point.0 + nx * 2.2, point.1 + ny * 2.2 + 4, "\(tenth * 10)%", size: 10, anchor: "middle", fill: "#444", halo: true)
            }
        }
        // Arrows along the direction of travel a little past each quarter.
        for progress in [0.3, 0.55, 0.8] {
            let tip = place(path.point(at: progress)), d = path.direction(at: progress)
            let back = (tip.0 - d.x * 12, tip.1 - d.y * 12)
            canvas.line(back.0 - d.y * 6, back.1 + d.x * 6, tip.0, tip.1, stroke: "#1f6feb", width: 2)
            canvas.line(back.0 + d.y * 6, back.1 - d.x * 6, tip.0, tip.1, stroke: "#1f6feb", width: 2)
        }
        if let easing {
            let shape = CurveShape(easing)
            for step in 0...20 {
                let (x, y) = place(path.point(at: shape.value(at: Double(step) / 20)))
                canvas.circle(x, y, radius: 4, fill: "#e4572e", role: "time-step")
            }
        }
        let start = place(path.point(at: 0)), end = place(path.point(at: 1))
        canvas.circle(start.0, start.1, radius: 6, fill: "#2da44e", role: "start")
        canvas.text(start.0 + 10, start.1 - 10, "start", size: 11, fill: "#2da44e", halo: true)
        canvas.circle(end.0, end.1, radius: 6, fill: "#cf222e", role: "end")
        canvas.text(end.0 + 10, end.1 + 18, "end", size: 11, fill: "#cf222e", halo: true)
        return canvas.document
    }
}
