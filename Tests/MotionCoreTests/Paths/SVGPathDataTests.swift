import Testing
import MotionCore

/// SVG path data read as SVG 2's grammar has it, each expected path written out by hand from the
/// specification's rules; refused data names its reason and offset.
@Suite("SVG path data")
struct SVGPathDataTests {
    static func p(_ x: Double, _ y: Double) -> PathPoint { PathPoint(x: x, y: y) }

    @Test("Absolute and relative commands, repeats, H and V, and Z's return")
    func commands() throws {
        let path = try MotionPath(svgPathData: "M10 10 l10 0 10 10 H0 v-20 z m5 5 h1")
        #expect(path.segments == [
            .line(from: Self.p(10, 10), to: Self.p(20, 10)),
            .line(from: Self.p(20, 10), to: Self.p(30, 20)),
            .line(from: Self.p(30, 20), to: Self.p(0, 20)),
            .line(from: Self.p(0, 20), to: Self.p(0, 0)),
            .line(from: Self.p(0, 0), to: Self.p(10, 10)),     // Z back to the subpath's start
            .line(from: Self.p(15, 15), to: Self.p(16, 15)),   // m after Z is relative to that start
        ])
        // Pairs after a move are lines; after `m`, relative lines.
        let moved = try MotionPath(svgPathData: "m1 1 2 2 3 3")
        #expect(moved.segments == [.line(from: Self.p(1, 1), to: Self.p(3, 3)), .line(from: Self.p(3, 3), to: Self.p(6, 6))])
    }

    @Test("Numbers in SVG's compact spellings")
    func numbers() throws {
        // "-.5.5" is two numbers, a sign begins a new one, exponents in both cases, "+" allowed.
        let path = try MotionPath(svgPathData: "M-.5.5L1e1-2E-1,+3 4")
        #expect(path.segments == [
            .line(from: Self.p(-0.5, 0.5), to: Self.p(10, -0.2)),
            .line(from: Self.p(10, -0.2), to: Self.p(3, 4)),
        ])
        // An "e" not followed by digits is not part of the number; digits past Double's precision.
        let long = try MotionPath(svgPathData: "M 0.1000000000000000000001 12345678901234567890123 L 0 0")
        #expect(long.segments.first?.start == Self.p(0.1, 1.2345678901234568e22))
        let commaAndSpace = try MotionPath(svgPathData: "M 1 , 2 L\t3,\n4")
        #expect(commaAndSpace.segments == [.line(from: Self.p(1, 2), to: Self.p(3, 4))])
    }

    @Test("Smooth curves reflect the last control point, or start at the current point")
    func smoothCurves() throws {
        let cubic = try MotionPath(svgPathData: "M0 0 C10 -10 20 -10 30 0 S50 10 60 0 s10 -10 20 0")
        #expect(cubic.segments[1] == .cubic(from: Self.p(30, 0), control1: Self.p(40, 10), control2: Self.p(50, 10), to: Self.p(60, 0)))
        #expect(cubic.segments[2] == .cubic(from: Self.p(60, 0), control1: Self.p(70, -10), control2: Self.p(70, -10), to: Self.p(80, 0)))
        let quad = try MotionPath(svgPathData: "M0 0 Q10 10 20 0 T40 0 t20 0")
        #expect(quad.segments[1] == .quadratic(from: Self.p(20, 0), control: Self.p(30, -10), to: Self.p(40, 0)))
        #expect(quad.segments[2] == .quadratic(from: Self.p(40, 0), control: Self.p(50, 10), to: Self.p(60, 0)))
        // With no curve before, the control point is the current point.
        let lone = try MotionPath(svgPathData: "M0 0 L10 0 S20 10 30 0 T40 0")
        #expect(lone.segments[1] == .cubic(from: Self.p(10, 0), control1: Self.p(10, 0), control2: Self.p(20, 10), to: Self.p(30, 0)))
        #expect(lone.segments[2] == .quadratic(from: Self.p(30, 0), control: Self.p(30, 0), to: Self.p(40, 0)))
    }

    @Test("Arc flags need no separators")
    func arcFlags() throws {
        let compact = try MotionPath(svgPathData: "M0 0a50 50 0 1050 50")
        let spaced = try MotionPath(svgPathData: "M0 0 a 50 50 0 1 0 50 50")
        #expect(compact == spaced)
        guard case .arc(let arc) = compact.segments.first else { Issue.record("not an arc"); return }
        // Large arc, negative sweep, from (0,0) to (50,50) on a circle of radius 50: of the two
        // centres, (50, 0) and (0, 50), the one from which turning toward negative angles from -90°
        // to 0° takes three quarters of the circle.
        #expect(abs(arc.center.x) < 1e-12 && abs(arc.center.y - 50) < 1e-12)
        #expect(abs(arc.sweep + 1.5 * Double.pi) < 1e-12)
    }

    @Test("Empty data is an empty path")
    func empty() throws {
        let path = try MotionPath(svgPathData: "  \n")
        #expect(path.isEmpty && path.length == 0 && path.point(at: 0.5) == .zero)
    }

    @Test("Bad data is refused with its reason and offset",
          arguments: [
            ("L 10 10", PathDataError.Reason.expectedMove, 0),
            ("M 10", .expectedNumber, 4),
            ("M0 0 L 5 x", .expectedNumber, 9),
            ("M0 0 X 1 1", .expectedCommand, 5),
            ("M0 0 A 1 1 0 2 0 5 5", .expectedFlag, 13),
            ("M1e999 0", .numberOutOfRange, 1),
            ("M0 0 C 1 2 3 4 5", .expectedNumber, 16),
            ("M0 0 L 1 2 3", .expectedNumber, 12),
          ])
    func refused(data: String, reason: PathDataError.Reason, offset: Int) {
        #expect(throws: PathDataError.self) { try MotionPath(svgPathData: data) }
        do {
            _ = try MotionPath(svgPathData: data)
        } catch {
            #expect(error.reason == reason)
            #expect(error.offset == offset)
        }
    }

    @Test("An error says where and why")
    func message() {
        do {
            _ = try MotionPath(svgPathData: "M0 0 L 5")
            Issue.record("accepted")
        } catch {
            #expect(error.command == "L")
            #expect("\(error)" == "path data, offset 8: 'L' needs another number")
        }
    }

    @Test("Points that are not finite are dropped and counted")
    func notFinite() {
        var path = MotionPath()
        path.move(to: PathPoint(x: 0, y: 0))
        path.addLine(to: PathPoint(x: .nan, y: 0))
        path.addLine(to: PathPoint(x: 10, y: 0))
        path.addCurve(to: PathPoint(x: 20, y: 0), control1: PathPoint(x: .infinity, y: 0), control2: .zero)
        #expect(path.droppedSegments == 2)
        #expect(path.segments == [.line(from: .zero, to: PathPoint(x: 10, y: 0))])
        #expect(path.point(at: 0.5) == PathPoint(x: 5, y: 0))
    }
}
