#if canImport(CoreGraphics) && canImport(SwiftUI)
import CoreGraphics
import SwiftUI

// Paths to and from CoreGraphics, so a `UIBezierPath`'s or SwiftUI `Path`'s `cgPath` can be followed.

extension MotionPath {
    /// The path `path` describes: its moves, lines, quadratic and cubic curves and closes (CoreGraphics
    /// stores arcs as cubic curves, so they arrive as curves).
    public init(_ path: CGPath) {
        self.init(SwiftUI.Path(path))
    }

    /// The path a SwiftUI `Path` describes (read element by element with its `forEach`).
    public init(_ path: SwiftUI.Path) {
        var result = MotionPath()
        func point(_ p: CGPoint) -> PathPoint { PathPoint(x: Double(p.x), y: Double(p.y)) }
        path.forEach { element in
            switch element {
            case .move(let to): result.move(to: point(to))
            case .line(let to): result.addLine(to: point(to))
            case .quadCurve(let to, let control): result.addQuadCurve(to: point(to), control: point(control))
            case .curve(let to, let c1, let c2): result.addCurve(to: point(to), control1: point(c1), control2: point(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        self = result
    }

    /// The path as a `CGPath`: lines and curves as they are, elliptical arcs as CoreGraphics arcs
    /// of a unit circle drawn through the ellipse's transform.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        var end: PathPoint?
        for segment in segments {
            let start = segment.start
            if end != start { path.move(to: CGPoint(x: start.x, y: start.y)) }
            switch segment {
            case .line(_, let to):
                path.addLine(to: CGPoint(x: to.x, y: to.y))
            case .quadratic(_, let control, let to):
                path.addQuadCurve(to: CGPoint(x: to.x, y: to.y), control: CGPoint(x: control.x, y: control.y))
            case .cubic(_, let c1, let c2, let to):
                path.addCurve(to: CGPoint(x: to.x, y: to.y), control1: CGPoint(x: c1.x, y: c1.y), control2: CGPoint(x: c2.x, y: c2.y))
            case .arc(let arc):
                let transform = CGAffineTransform(translationX: arc.center.x, y: arc.center.y)
                    .rotated(by: arc.rotation).scaledBy(x: arc.radiusX, y: arc.radiusY)
                path.addRelativeArc(center: .zero, radius: 1, startAngle: arc.startAngle, delta: arc.sweep, transform: transform)
            }
            end = segment.end
        }
        if isClosed { path.closeSubpath() }
        return path
    }
}

extension PathState {
    /// A state at the start of `path` (a `UIBezierPath`'s or SwiftUI `Path`'s `cgPath`).
    public convenience init(path: CGPath) {
        self.init(path: MotionPath(path))
    }
}
#endif
