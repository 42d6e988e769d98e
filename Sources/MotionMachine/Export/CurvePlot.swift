import Foundation
import MotionInterchange

/// An SVG plot of one curve, as curve editors draw them: value against time with room for
/// overshoot, dashed guides at 0 and 1, Bézier handles, the highest and lowest points marked when
/// the curve leaves 0…1, and the velocity (slope) beneath, with its zero line. Springs are drawn
/// over their settling time in seconds; other curves over progress 0…1.
///
/// The output is deterministic text (numbers with at most two decimals), so plots can be kept as
/// golden files.
public struct CurvePlot: Sendable {
    /// The curve.
    public let curve: TimingCurve
    /// The title above the plot (the name the curve was given by, say).
    public let title: String

    /// A plot of `curve` titled `title`.
    public init(_ curve: TimingCurve, title: String) {
        self.curve = curve
        self.title = title
    }

    private static let width = 640.0, left = 64.0, right = 24.0
    private static let valueTop = 74.0, valueHeight = 280.0, velocityTop = 392.0, velocityHeight = 110.0

    /// The SVG document.
    /// - Complexity: O(1): 401 samples of the curve and its slope.
    public var svg: String {
        let shape = CurveShape(curve)
        var canvas = SVGCanvas(width: Self.width, height: 560)
        let plotWidth = Self.width - Self.left - Self.right
        let count = 400
        let samples = (0...count).map { index -> (p: Double, value: Double, slope: Double) in
            let p = Double(index) / Double(count)
            let slope = shape.slope(at: p) ?? (shape.value(at: min(p + 1e-5, 1)) - shape.value(at: max(p - 1e-5, 0))) / 2e-5
            return (p, shape.value(at: p), slope.isFinite ? slope : 0)
        }
        // Room for overshoot, and for the Bézier handles, which may lie beyond it.
        let handles = curve.bezier.map { [$0.y1, $0.y2] } ?? []
        let low = min(0, (samples.map(\.value) + handles).min() ?? 0), high = max(1, (samples.map(\.value) + handles).max() ?? 1)
        let pad = (high - low) * 0.08
        let yRange = (low - pad)...(high + pad)
        func x(_ p: Double) -> Double { Self.left + p * plotWidth }
        func y(_ v: Double) -> Double {
            Self.valueTop + Self.valueHeight * (1 - (v - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound))
        }

        canvas.text(Self.left, 30, title, size: 18, weight: "bold")
        for (index, line) in caption(shape).enumerated() {
            canvas.text(Self.left, 48 + Double(index) * 14, line, size: 12, fill: "#555")
        }
        // The value panel: frame, guides at 0 and 1, time ticks.
        canvas.rect(Self.left, Self.valueTop, plotWidth, Self.valueHeight, fill: "#fafafa", role: "value-panel", stroke: "#ddd")
        for guide in [0.0, 1.0] {
            canvas.line(x(0), y(guide), x(1), y(guide), stroke: "#999", dashed: true)
            canvas.text(Self.left - 8, y(guide) + 4, SVGCanvas.number(guide), size: 11, anchor: "end", fill: "#666")
        }
        // Ticks at quarters of progress, or at round seconds over a spring's settling time.
        let span = shape.settlingDuration ?? 1
        let step = shape.settlingDuration.map(TimelinePlot.tickStep) ?? 0.25
        for tick in stride(from: 0.0, through: span + step * 1e-6, by: step) {
            let p = tick / span
            canvas.line(x(p), Self.velocityTop + Self.velocityHeight, x(p), Self.velocityTop + Self.velocityHeight + 5, stroke: "#999")
            let label = shape.settlingDuration == nil ? SVGCanvas.number(tick) : "\(SVGCanvas.number(tick)) s"
            canvas.text(x(p), Self.velocityTop + Self.velocityHeight + 19, label, size: 11, anchor: "middle", fill: "#666")
        }
        canvas.text(Self.left + plotWidth / 2, 552, shape.settlingDuration == nil ? "progress of time" : "seconds (until the spring settles)",
                    size: 11, anchor: "middle", fill: "#666")
        canvas.text(14, Self.valueTop + Self.valueHeight / 2, "value", size: 11, fill: "#666")
        // Bézier handles, under the curve.
        if let bezier = curve.bezier {
            canvas.line(x(0), y(0), x(bezier.x1), y(bezier.y1), stroke: "#e4572e", width: 1.5)
            canvas.line(x(1), y(1), x(bezier.x2), y(bezier.y2), stroke: "#e4572e", width: 1.5)
            canvas.circle(x(bezier.x1), y(bezier.y1), radius: 5, fill: "#e4572e", role: "handle")
            canvas.circle(x(bezier.x2), y(bezier.y2), radius: 5, fill: "#e4572e", role: "handle")
        }
        canvas.polyline(samples.map { (x($0.p), y($0.value)) }, stroke: "#1f6feb", width: 2.5, role: "value")
        // Overshoot and undershoot.
        if let top = samples.max(by: { $0.value < $1.value }), top.value > 1 + 1e-6 {
            canvas.circle(x(top.p), y(top.value), radius: 4, fill: "#1f6feb", role: "extremum")
            canvas.text(x(top.p) + (top.p > 0.7 ? -8 : 8), y(top.value) - 8, "max \(CSSLinearFunction.number(top.value, decimals: 3)) at \(at(top.p, shape))",
                        size: 11, anchor: top.p > 0.7 ? "end" : "start", fill: "#1f6feb", halo: true)
        }
        if let bottom = samples.min(by: { $0.value < $1.value }), bottom.value < -1e-6 {
            canvas.circle(x(bottom.p), y(bottom.value), radius: 4, fill: "#1f6feb", role: "extremum")
            canvas.text(x(bottom.p) + (bottom.p > 0.7 ? -8 : 8), y(bottom.value) + 16, "min \(CSSLinearFunction.number(bottom.value, decimals: 3)) at \(at(bottom.p, shape))",
                        size: 11, anchor: bottom.p > 0.7 ? "end" : "start", fill: "#1f6feb", halo: true)
        }
        // The velocity panel.
        let speeds = samples.map(\.slope)
        let reach = max(speeds.map(abs).max() ?? 1, 1e-9) * 1.1
        func vy(_ v: Double) -> Double { Self.velocityTop + Self.velocityHeight * (0.5 - v / (2 * reach)) }
        canvas.rect(Self.left, Self.velocityTop, plotWidth, Self.velocityHeight, fill: "#fafafa", role: "velocity-panel", stroke: "#ddd")
        canvas.line(x(0), vy(0), x(1), vy(0), stroke: "#999", dashed: true)
        canvas.text(Self.left - 8, vy(0) + 4, "0", size: 11, anchor: "end", fill: "#666")
        canvas.text(Self.left, Self.velocityTop - 8, "velocity (change of value per unit of progress), peak \(CSSLinearFunction.number(speeds.map(abs).max() ?? 0, decimals: 2))",
                    size: 11, fill: "#666")
        canvas.polyline(samples.map { (x($0.p), vy($0.slope)) }, stroke: "#2da44e", width: 2, role: "velocity")
        return canvas.document
    }

    private func at(_ p: Double, _ shape: CurveShape) -> String {
        shape.settlingDuration.map { "\(CSSLinearFunction.number(p * $0, decimals: 3)) s" } ?? CSSLinearFunction.number(p, decimals: 3)
    }

    /// One or two lines under the title: the curve's parameters.
    private func caption(_ shape: CurveShape) -> [String] {
        switch curve {
        case .bezier(let bezier):
            return ["cubic-bezier(\(bezier.controlPoints.map { CSSLinearFunction.number($0, decimals: 3) }.joined(separator: ", ")))"]
        case .penner(let easing):
            return ["Penner's \(easing.name)"]
        case .spring(let spring):
            return springCaption(spring, shape)
        case .springGenerator(let generator):
            var lines = springCaption(generator.springTimingCurve(), shape)
            lines[0] = "duration \(CSSLinearFunction.number(generator.duration, decimals: 3)) s, ζ \(CSSLinearFunction.number(generator.dampingRatio, decimals: 3)) → " + lines[0]
            return lines
        }
    }

    private func springCaption(_ spring: SpringTimingCurve, _ shape: CurveShape) -> [String] {
        let n = { (value: Double) in CSSLinearFunction.number(value, decimals: 2) }
        return ["mass \(n(spring.mass)) · stiffness \(n(spring.tension)) · damping \(n(spring.friction)) · ζ \(n(spring.dampingRatio))",
                "SwiftUI duration \(n(spring.response)) s, bounce \(n(spring.bounce)) · settles in \(CSSLinearFunction.number(shape.settlingDuration ?? 0, decimals: 3)) s"]
    }
}
