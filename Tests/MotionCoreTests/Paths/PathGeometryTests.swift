import Testing
import MotionCore

/// Arc lengths and arc-length points against Tests/Reference/path_reference.py (mpmath's quadrature
/// and root finder at 40 digits; elliptical arcs from SVG 2's published endpoint-to-centre formulas),
/// and lines and circles worked out by hand.
@Suite("Path geometry")
struct PathGeometryTests {
    /// The largest distance, along the path, between a lookup's point and the exact point: the
    /// documented bound, a fraction of the segment's length.
    static func bound(_ length: Double) -> Double { MotionPath.arcLengthTolerance * length }

    static func expect(_ p: PathPoint, _ x: Double, _ y: Double, within tolerance: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance, "\(p) ≠ (\(x), \(y)) ± \(tolerance)",
                sourceLocation: sourceLocation)
    }

    @Test("A cubic's length and its points at equal distances")
    func cubic() throws {
        let path = try MotionPath(svgPathData: "M0 0 C50 -80 150 80 200 0")
        let length = 226.95195388173024885
        #expect(abs(path.length - length) <= 1e-9 * length)
        let within = Self.bound(length)
        Self.expect(path.point(at: 0.25), 47.95731853229909, -22.059383551536372, within: within)
        Self.expect(path.point(at: 0.5), 100, 0, within: within)
        Self.expect(path.point(at: 0.75), 152.04268146770091, 22.059383551536372, within: within)
        #expect(abs(path.angle(at: 0.25) - 0.18504394349532265) < 1e-5)
        #expect(abs(path.angle(at: 0.5) - 0.48995732625372831) < 1e-5)
        let placement = path.placement(at: 0.75)
        Self.expect(placement.point, 152.04268146770091, 22.059383551536372, within: within)
        #expect(abs(placement.angle - 0.18504394349532265) < 1e-5)
    }

    @Test("A quadratic's length and a point")
    func quadratic() throws {
        let path = try MotionPath(svgPathData: "M0 0 Q100 100 200 0")
        let length = 229.5587149392638074
        #expect(abs(path.length - length) <= 1e-9 * length)
        Self.expect(path.point(at: 0.3), 55.514741938345888, 40.105309075940189, within: Self.bound(length))
        #expect(abs(path.angle(at: 0.3) - 0.41856509269119977) < 1e-5)
    }

    @Test("A cubic whose speed vanishes at its start: points, and the direction it leaves in")
    func cusp() throws {
        let path = try MotionPath(svgPathData: "M0 0 C0 0 100 0 100 100")
        let length = 158.63851666508877547
        #expect(abs(path.length - length) <= 1e-9 * length)
        Self.expect(path.point(at: 0.1), 15.770443941802719, 1.5868242283363995, within: Self.bound(length))
        Self.expect(path.point(at: 0.9), 99.099964441324272, 84.170866239224683, within: Self.bound(length))
        // The derivative is zero at t = 0; the direction of travel leaves along +x.
        #expect(abs(path.angle(at: 0)) < 1e-3)
        #expect(abs(path.placement(at: 0).angle) < 1e-3)
        #expect(abs(path.angle(at: 0.9) - 1.4530984536715725) < 1e-5)
    }

    @Test("SVG arcs: the centre form, the length and the middle")
    func ellipticalArcs() throws {
        let rotated = try MotionPath(svgPathData: "M10 80 A45 25 30 1 1 90 80")
        guard case .arc(let arc) = rotated.segments.first else { Issue.record("not an arc"); return }
        Self.expect(arc.center, 50, 80, within: 1e-9)
        #expect(abs(arc.radiusX - 49.959983987187186) < 1e-9 && abs(arc.radiusY - 27.755546659548436) < 1e-9)
        let length = 124.57958101932898946
        #expect(abs(rotated.length - length) <= 1e-9 * length)
        Self.expect(rotated.point(at: 0.5), 39.31257747627503, 46.470272466022243, within: Self.bound(length))
        #expect(abs(rotated.angle(at: 0.5) - 0.19680332680939329) < 1e-5)

        // Radii too small to reach from end to end grow until they do: a half ellipse 50 × 25.
        let scaled = try MotionPath(svgPathData: "M0 0 A10 5 0 0 1 100 0")
        #expect(abs(scaled.length - 121.10560275684595248) <= 1e-9 * 121.1)
        Self.expect(scaled.point(at: 0.5), 50, -25, within: Self.bound(121.1))
        Self.expect(scaled.point(at: 1), 100, 0, within: 1e-9)
        // A zero radius is a straight line; equal ends draw nothing.
        let flat = try MotionPath(svgPathData: "M0 0 A0 5 0 0 1 100 0 A5 5 0 0 1 100 0")
        #expect(flat.segments == [.line(from: .zero, to: PathPoint(x: 100, y: 0))])
    }

    @Test("Lines and circles, by hand")
    func byHand() throws {
        // 100 right, 100 down, and the diagonal back (141.42…): half-way along the diagonal is
        // 200 + 70.71… from the start.
        let triangle = try MotionPath(svgPathData: "M0 0 H100 V100 Z")
        let length = 200 + 100 * 2.0.squareRoot()
        #expect(abs(triangle.length - length) < 1e-12)
        #expect(triangle.isClosed)
        Self.expect(triangle.point(at: (200 + 50 * 2.0.squareRoot()) / length), 50, 50, within: 1e-9)
        Self.expect(triangle.point(at: 50 / length), 50, 0, within: 1e-9)
        Self.expect(triangle.point(at: 0.5), 100, length / 2 - 100, within: 1e-9)
        #expect(abs(triangle.angle(at: 0.1)) < 1e-12)
        #expect(abs(triangle.angle(at: 0.4) - Double.pi / 2) < 1e-12)
        #expect(abs(triangle.angle(at: 0.9) - (-3 * Double.pi / 4)) < 1e-12)

        // A quarter circle of radius 100 toward increasing angles: its middle at 45°.
        var quarter = MotionPath()
        quarter.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(abs(quarter.length - 50 * Double.pi) < 1e-12)
        let r = 100 / 2.0.squareRoot()
        Self.expect(quarter.point(at: 0.5), r, r, within: 1e-12)
        #expect(abs(quarter.angle(at: 0.5) - 3 * Double.pi / 4) < 1e-12)
        // The other way round: three quarters of the circle, through 180°.
        var long = MotionPath()
        long.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(abs(long.length - 150 * Double.pi) < 1e-9)
        Self.expect(long.point(at: 0.5), -r, -r, within: 1e-9)
        // An arc that does not start at the current point is joined to it by a line.
        var joined = MotionPath()
        joined.move(to: PathPoint(x: -50, y: 0))
        joined.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: Double.pi, clockwise: true)
        #expect(joined.segments.count == 2)
        #expect(abs(joined.length - (100 + 50 * Double.pi)) < 1e-9)
    }

    @Test("A move covers no distance: progress jumps between subpaths")
    func subpaths() throws {
        let path = try MotionPath(svgPathData: "M0 0 h100 M0 50 h100")
        #expect(path.length == 200)
        Self.expect(path.point(at: 0.25), 50, 0, within: 1e-12)
        Self.expect(path.point(at: 0.75), 50, 50, within: 1e-12)
        Self.expect(path.point(at: 0.5), 0, 50, within: 1e-12)
        Self.expect(path.point(at: -1), 0, 0, within: 0)
        Self.expect(path.point(at: 2), 100, 50, within: 0)
        #expect(!path.isClosed)
    }

    @Test("Points at many progresses stay within the bound (against the curve's own measure)")
    func everywhere() throws {
        let path = try MotionPath(svgPathData: "M0 0 C0 0 100 0 100 100 c50 0 -80 -90 20 30 a40 20 45 1 0 60 -10")
        for i in 0...400 {
            let progress = Double(i) / 400
            let target = progress * path.length
            // Walk the segments to the one holding `target`, and find the exact point by bisection
            // on that segment's own length function.
            var start = 0.0
            for segment in path.segments {
                let length = segment.length()
                if target <= start + length || segment == path.segments.last {
                    var (low, high) = (0.0, 1.0)
                    for _ in 0..<80 {
                        let middle = (low + high) / 2
                        if segment.length(to: middle) < target - start { low = middle } else { high = middle }
                    }
                    let exact = segment.point(at: low)
                    let found = path.point(at: progress)
                    #expect((exact - found).magnitude <= Self.bound(length) + 1e-9, "progress \(progress)")
                    break
                }
                start += length
            }
        }
    }
}
