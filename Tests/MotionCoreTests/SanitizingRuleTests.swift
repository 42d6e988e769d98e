import Testing
import MotionCore

@Suite("Sanitizing rules")
struct SanitizingRuleTests {
    @Test("saturating keeps finite numbers, takes infinities to the largest finite number of their sign, NaN to the fallback")
    func saturated() {
        #expect(SanitizingRule.saturated(1.5, nanFallback: 7) == 1.5)
        #expect(SanitizingRule.saturated(-0.0, nanFallback: 7).sign == .minus)
        #expect(SanitizingRule.saturated(.greatestFiniteMagnitude, nanFallback: 7) == .greatestFiniteMagnitude)
        #expect(SanitizingRule.saturated(.infinity, nanFallback: 7) == .greatestFiniteMagnitude)
        #expect(SanitizingRule.saturated(-.infinity, nanFallback: 7) == -.greatestFiniteMagnitude)
        #expect(SanitizingRule.saturated(.nan, nanFallback: 7) == 7)
    }
}
