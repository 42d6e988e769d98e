import Foundation
import Testing
@testable import MotionInterchange

/// Keyframe tracks in specs: the four kinds of key read and written, bad keys refused with their
/// coding paths, tracks in traits JSON and in a design token's extension.
@Suite("Keyframes in specs")
struct KeyframeSpecTests {
    init() { _ = TestDiagnostics.installed }

    static func decode(_ json: String) throws -> AnimationTraits {
        try JSONDecoder().decode(AnimationTraits.self, from: Data(json.utf8))
    }

    @Test("each kind of key, and a duration taken from the longest track")
    func kinds() throws {
        let traits = try Self.decode("""
        {"keyframes": {"scale": [{"move": 1}, {"cubic": 1.25, "duration": 0.12, "startVelocity": 0, "endVelocity": 2},
                                 {"linear": 0.9, "duration": 0.1, "timingCurve": "ease-out"},
                                 {"spring": 1, "timingCurve": {"type": "spring", "mass": 1, "tension": 300, "friction": 20}}],
                       "opacity": [{"linear": 1, "duration": 0.3}]}}
        """)
        let scale = try #require(traits.keyframes?["scale"])
        #expect(scale == [KeyframeSpec(.move, value: 1),
                          KeyframeSpec(.cubic, value: 1.25, duration: 0.12, startVelocity: 0, endVelocity: 2),
                          KeyframeSpec(.linear, value: 0.9, duration: 0.1, timingCurve: .cubicBezier(0, 0, 0.58, 1)),
                          KeyframeSpec(.spring, value: 1, timingCurve: .spring(mass: 1, tension: 300, friction: 20))])
        // 0.3 (opacity) beats 0.22 (scale's keys with durations): the longest track.
        #expect(abs(traits.duration - 0.3) < 1e-12)
        #expect(try JSONDecoder().decode(AnimationTraits.self, from: JSONEncoder().encode(traits)) == traits)
    }

    @Test("bad keys are refused with their coding paths", arguments: [
        (#"{"keyframes": {"x": [{"linear": 1}]}}"#, "x[0].duration: required for a linear key, missing"),
        (#"{"keyframes": {"x": [{"linear": 1, "cubic": 2, "duration": 1}]}}"#, "x[0]: a keyframe names exactly one kind"),
        (#"{"keyframes": {"x": [{"spring": 1, "timingCurve": "ease-in"}]}}"#, "x[0].timingCurve: a spring key needs a spring curve"),
        (#"{"keyframes": {"x": [{"move": 1, "duration": 2}]}}"#, "x[0].duration: a move has no duration"),
        (#"{"keyframes": {"x": [{"cubic": 1, "duration": -1}]}}"#, "x[0].duration: must be ≥ 0, got -1"),
        (#"{"keyframes": {"x": [{"linear": 1, "duration": 1, "startVelocity": 3}]}}"#, "x[0].startVelocity: only cubic and spring keys take a velocity"),
        (#"{"keyframes": {"x": [{"cubic": 1, "duration": 1, "speed": 3}]}}"#, "speed"),
    ])
    func refused(json: String, message: String) {
        do {
            _ = try Self.decode(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test("a token's extension carries the tracks beside the standard transition")
    func tokens() throws {
        var document = MotionSpecDocument()
        var traits = AnimationTraits(duration: 0.4)
        traits.keyframes = ["scale": [KeyframeSpec(.cubic, value: 1.2, duration: 0.2), KeyframeSpec(.move, value: 1)]]
        try document.setTraits(traits, at: "motion.pop")
        let read = try MotionSpecDocument(data: document.encoded())
        #expect(try read.traits("motion.pop") == traits)
        let pop = read.json.object?["motion"]?.object?["pop"]?.object
        #expect(pop?["$extensions"]?.object?["dev.motionmachine"]?.object?["keyframes"] != nil)
        #expect(pop?["$value"]?.object?["duration"] != nil)
    }
}
