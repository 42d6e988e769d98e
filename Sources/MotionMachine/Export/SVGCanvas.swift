import Foundation

/// A small SVG writer for the plots: elements appended as text, numbers printed with at most two
/// decimals, so the same plot is always the same bytes.
struct SVGCanvas {
    let width: Double
    let height: Double
    private var elements: [String] = []
    private var definitions: [String] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    static func number(_ value: Double) -> String { CSSLinearFunction.number(value, decimals: 2) }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    mutating func define(_ element: String) { definitions.append(element) }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1,
                       dashed: Bool = false) {
        let dash = dashed ? " stroke-dasharray=\"4 3\"" : ""
        elements.append("<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\"\(dash)/>")
    }

    mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 2, role: String) {
        let text = points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
        elements.append("<polyline class=\"\(role)\" points=\"\(text)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\" stroke-linejoin=\"round\"/>")
    }

    mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String, role: String? = nil,
                       stroke: String? = nil, opacity: Double = 1) {
        let roleText = role.map { " class=\"\($0)\"" } ?? ""
        let strokeText = stroke.map { " stroke=\"\($0)\"" } ?? ""
        let opacityText = opacity < 1 ? " fill-opacity=\"\(Self.number(opacity))\"" : ""
        elements.append("<rect\(roleText) x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(width, 0)))\" height=\"\(Self.number(height))\" fill=\"\(fill)\"\(strokeText)\(opacityText)/>")
    }

    mutating func circle(_ x: Double, _ y: Double, radius: Double, fill: String, role: String) {
        elements.append("<circle class=\"\(role)\" cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\" fill=\"\(fill)\"/>")
    }

    /// Text; with `halo`, outlined in white so it stays readable over lines.
    mutating func text(_ x: Double, _ y: Double, _ text: String, size: Double = 12, anchor: String = "start",
                       fill: String = "#333", weight: String? = nil, halo: Bool = false) {
        let weightText = (weight.map { " font-weight=\"\($0)\"" } ?? "")
            + (halo ? " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"" : "")
        elements.append("<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\"\(weightText)>\(Self.escaped(text))</text>")
    }

    /// The document: a white background, the definitions, then the elements in order.
    var document: String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"Helvetica, Arial, sans-serif\">"]
        if !definitions.isEmpty { lines.append("<defs>" + definitions.joined() + "</defs>") }
        lines.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        lines += elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
