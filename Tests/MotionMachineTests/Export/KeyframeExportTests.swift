import Foundation
import Testing
import MotionInterchange
@testable import MotionMachine

/// Keyframe tracks from specs played by the engine and written as CSS, Web Animations and Lottie.
/// Expected values are worked out by hand: a Hermite segment with zero end velocities is
/// 3u² − 2u³ of its change (0.5 at u = 0.5, 0.15625 at u = 0.25), and exactly
/// cubic-bezier(1/3, 0, 2/3, 1); a Bézier key's easing moves to the key before it; a move is two
/// keys at one moment.
/// The elements of a JSON array.
private func elements(_ value: JSONValue?) -> [JSONValue]? {
    if case .array(let values)? = value { return values }
    return nil
}

@Suite("Keyframe tracks: playing and exporting")
@MainActor
struct KeyframeExportTests {
    init() { _ = TestDiagnostics.installed }

    /// x: at 2, to 4 in 1 s along ease-in-out, jump to 1, to 3 in 1 s on a cubic at rest at both ends.
    static let keys = [KeyframeSpec(.move, value: 2),
                       KeyframeSpec(.linear, value: 4, duration: 1, timingCurve: .cubicBezier(0.42, 0, 0.58, 1)),
                       KeyframeSpec(.move, value: 1),
                       KeyframeSpec(.cubic, value: 3, duration: 1, startVelocity: 0, endVelocity: 0)]
    static var traits: AnimationTraits {
        var traits = AnimationTraits(duration: 2)
        traits.keyframes = ["x": keys]
        return traits
    }

    @Test("the engine plays a spec's tracks on the properties they name")
    func plays() throws {
        let tempo = ManualTempo(), box = Box()
        let motion = try Motion(target: box, keyframesOf: Self.traits)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(close(box.x, 2 + 2 * CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).evaluateY(forX: 0.5), 1e-9))
        tempo.tick(at: 1.25)
        #expect(close(box.x, 1 + 2 * 0.15625, 1e-12))
        tempo.tick(at: 1.5)
        #expect(close(box.x, 2, 1e-12))
        tempo.tick(at: 2)
        #expect(box.x == 3 && motion.motionState == .stopped)
        var bad = Self.traits
        bad.keyframes = ["nothing": Self.keys]
        #expect(throws: PropertyPathError.self) { try Motion(target: box, keyframesOf: bad) }
    }

    @Test("CSS: each easing on the key that starts its segment, a move as a jump a hair later")
    func css() {
        let css = KeyframeExport(traits: Self.traits).css(name: "demo")
        #expect(css == """
        /* demo: animation: demo-x 2000ms linear both; */
        @property --x { syntax: "<number>"; inherits: false; initial-value: 2; }
        @keyframes demo-x {
          0% { --x: 2; animation-timing-function: cubic-bezier(0.42, 0, 0.58, 1); }
          50% { --x: 4; animation-timing-function: steps(1, jump-start); }
          50.001% { --x: 1; animation-timing-function: cubic-bezier(0.3333, 0, 0.6667, 1); }
          100% { --x: 3; }
        }

        """)
    }

    @Test("Web Animations: offsets, values and easings, two keys at the jump's offset")
    func webAnimations() throws {
        let json = KeyframeExport(traits: Self.traits).webAnimations
        let frames = try #require(elements(json.object?["x"]?.object?["keyframes"]))
        #expect(frames.map { $0.object?["offset"] } == [.number(0), .number(0.5), .number(0.5), .number(1)])
        #expect(frames.map { $0.object?["--x"] } == [.number(2), .number(4), .number(1), .number(3)])
        #expect(frames.map { $0.object?["easing"] } == [.string("cubic-bezier(0.42, 0, 0.58, 1)"), .string("steps(1, jump-start)"),
                                                        .string("cubic-bezier(0.3333, 0, 0.6667, 1)"), nil])
        #expect(json.object?["x"]?.object?["options"]?.object?["duration"] == .number(2000))
    }

    @Test("Lottie: frames, Bézier handles on the starting key, a hold for the jump, x on the position")
    func lottie() throws {
        let document = KeyframeExport(traits: Self.traits).lottie(frameRate: 30)
        #expect(document.object?["fr"] == .number(30) && document.object?["op"] == .number(60))
        let transform = try #require(elements(document.object?["layers"])?.first?.object?["ks"]?.object)
        let x = try #require(elements(transform["p"]?.object?["x"]?.object?["k"]))
        #expect(transform["p"]?.object?["s"] == .bool(true))
        #expect(x.map { $0.object?["t"] } == [.number(0), .number(30), .number(30), .number(60)])
        #expect(x.map { $0.object?["s"] } == [.array([.number(2)]), .array([.number(4)]), .array([.number(1)]), .array([.number(3)])])
        #expect(x[0].object?["o"] == .object(["x": .array([.number(0.42)]), "y": .array([.number(0)])]))
        #expect(x[0].object?["i"] == .object(["x": .array([.number(0.58)]), "y": .array([.number(1)])]))
        #expect(x[1].object?["h"] == .number(1))
        #expect(x[2].object?["o"] == .object(["x": .array([.number(0.3333)]), "y": .array([.number(0)])]))
        #expect(x[3].object?["o"] == nil)
    }

    @Test("a spring bakes to linear() within the tolerance; a segment that returns to its value becomes keys")
    func baked() throws {
        let spring = KeyframeExport.Track(name: "scale", keys: [KeyframeSpec(.spring, value: 2, duration: 0.8,
                                                                             timingCurve: .spring(mass: 1, tension: 200, friction: 10))],
                                          start: 1)
        let export = KeyframeExport([spring])
        let keys = export.keys(of: spring, bakedAsKeys: false)
        #expect(keys.count == 2 && keys[1].value == 2)
        guard case .baked(let points) = keys[0].easing else { Issue.record("not baked"); return }
        let polyline = CSSLinearFunction(points: points)
        let segment = spring.resolved.segments[0]
        // The track rests on its last value (2) at its end, so the easing's change is 1; the spring,
        // cut short at 0.8 s, reaches a little less, and the easing follows it there.
        let change = keys[1].value - 1
        for step in 0...100 {
            let u = Double(step) / 100
            let exact = (segment.sample(at: u * 0.8).position - 1) / change
            #expect(abs(polyline.value(at: u) - exact) <= 0.0017 * 1.5 + 1e-4, "u \(u)")
        }
        // A cubic from 0 back to 0 with velocity 4 at both ends: 4(2u³ − 3u² + u) over 1 s.
        let loop = KeyframeExport.Track(name: "y", keys: [KeyframeSpec(.cubic, value: 0, duration: 1, startVelocity: 4, endVelocity: 4)],
                                        start: 0)
        let loopKeys = KeyframeExport([loop]).keys(of: loop, bakedAsKeys: false)
        #expect(loopKeys.count > 3 && loopKeys.allSatisfy { $0.easing == .linear })
        for key in loopKeys {
            let u = key.time
            #expect(abs(key.value - 4 * (2 * u * u * u - 3 * u * u + u)) <= 0.0017 * 0.77 * 1.5 + 1e-4, "u \(u)")
        }
    }

    @Test("an element's keyframe plot draws a curve per track and marks its keys")
    func plot() throws {
        var traits = Self.traits
        traits.keyframes?["opacity"] = [KeyframeSpec(.linear, value: 1, duration: 0.5)]
        let svg = KeyframePlot(KeyframeExport(traits: traits), title: "demo").svg
        #expect(svg.components(separatedBy: "class=\"track\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "class=\"key\"").count - 1 == 5)
        #expect(svg.contains(">move 1<") && svg.contains(">cubic 3<"))
    }
}
