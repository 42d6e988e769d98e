import Foundation
import Testing
@testable import MotionInterchange

/// A spec element's reduced-motion fallback, in traits JSON and in a design token's extension.
@Suite("Reduced-motion fallbacks in specs")
struct ReducedMotionSpecTests {
    init() { _ = TestDiagnostics.installed }

    @Test("\"instant\" or traits of its own, read and written; a fallback of a fallback is refused")
    func traitsJSON() throws {
        let json = #"{"slide": {"duration": 0.4, "reducedMotion": {"duration": 0.15, "timingCurve": [0, 0, 1, 1]}},"#
            + #" "pop": {"duration": 0.3, "reducedMotion": "instant"}}"#
        let decoded = try JSONDecoder().decode([String: AnimationTraits].self, from: Data(json.utf8))
        #expect(decoded["slide"]?.reducedMotion == .traits(AnimationTraits(duration: 0.15, timingCurve: .cubicBezier(0, 0, 1, 1))))
        #expect(decoded["pop"]?.reducedMotion == .instant)
        #expect(ReducedMotionFallback.instant.traits == AnimationTraits(delay: 0, duration: 0, timingCurve: nil))
        for traits in decoded.values {
            #expect(try JSONDecoder().decode(AnimationTraits.self, from: JSONEncoder().encode(traits)) == traits)
        }
        for (bad, message) in [(#"{"duration": 1, "reducedMotion": "slow"}"#, "reducedMotion: expected \"instant\" or traits, got a string"),
                               (#"{"duration": 1, "reducedMotion": {"duration": 0.1, "reducedMotion": "instant"}}"#,
                                "reducedMotion.reducedMotion: a reduced-motion fallback has none of its own")] {
            do {
                _ = try JSONDecoder().decode(AnimationTraits.self, from: Data(bad.utf8))
                Issue.record("accepted \(bad)")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test("a design token's extension carries the fallback; written traits read back with it")
    func tokens() throws {
        let file = """
        {"motion": {"slide": {"$type": "transition",
            "$value": {"duration": {"value": 400, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
                       "timingFunction": [0.4, 0, 0.2, 1]},
            "$extensions": {"dev.motionmachine": {"reducedMotion": "instant"}}}}}
        """
        var document = try MotionSpecDocument(data: Data(file.utf8))
        #expect(try document.traits("motion.slide").reducedMotion == .instant)
        var traits = AnimationTraits(duration: 0.5)
        traits.reducedMotion = .traits(AnimationTraits(duration: 0.1, timingCurve: .cubicBezier(0, 0, 1, 1)))
        try document.setTraits(traits, at: "motion.sheet")
        let read = try MotionSpecDocument(data: document.encoded())
        #expect(try read.traits("motion.sheet") == traits)
    }
}
