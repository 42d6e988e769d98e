import Testing
import MotionCore

/// MotionCore's laws against the textbook forms evaluated at 50 digits with mpmath
/// (Tests/Reference/core_reference.py): the core evaluates them in numerically careful forms (series
/// near critical damping, separate exponentials for large over-damped arguments), which must agree.
@Suite("MotionCore laws")
struct CoreLawTests {
    /// (ω₀, ζ, t, even, odd).
    static let springs: [(Double, Double, Double, Double, Double)] = [
        (12.566370614359172, 0.7, 0.1, 0.25876273407782882, 0.036143535404874009),
        (12.566370614359172, 0.7, 0.45, -0.011916665999291193, -0.001662355678594997),
        (10.0, 1.0, 0.3, 0.049787068367863949, 0.014936120510359184),
        (10.0, 0.999999999, 0.3, 0.049787068069141547, 0.014936120510359184),
        (10.0, 1.000000001, 0.3, 0.049787068666586383, 0.014936120510359184),
        (10.0, 2.5, 0.2, 0.32940513628130174, 0.014373410893779196),
        (10.0, 50.0, 3.0, 0.3703979960112874, 0.00074094419568355995),
        (3.0, 0.05, 7.0, -0.18391569721630762, 0.099361057941179091),
    ]

    @Test("a spring's basis in every regime, near critical damping and with a large over-damped argument",
          arguments: springs.indices)
    func springBasis(index: Int) {
        let (omega0, zeta, t, even, odd) = Self.springs[index]
        let basis = SpringBasis(naturalFrequency: omega0, dampingRatio: zeta)
        let value = basis.evaluate(at: t)
        #expect(abs(value.even - even) <= 1e-13 * max(1, abs(even)), "even at \(t)")
        #expect(abs(value.odd - odd) <= 1e-13 * max(1, abs(odd)), "odd at \(t)")
        #expect(basis.isOverdamped == (zeta > 1))
    }

    @Test("a spring's basis before its start is its start: even 1, odd 0")
    func springBeforeStart() {
        let value = SpringBasis(naturalFrequency: 10, dampingRatio: 0.5).evaluate(at: -1)
        #expect(value.even == 1 && value.odd == 0)
    }

    @Test("a friction launch's travelled fraction", arguments: [
        (-1.6094379124341003, 1.0101010101010102, 0.5, 0.55837010555559806),
        (-0.10536051565782628, 1.001001001001001, 12.0, 0.71828875227127127),
    ])
    func decay(_ c: (Double, Double, Double, Double)) {
        let progress = DecayBasis(rate: c.0, scale: c.1).progress(at: c.2)
        #expect(abs(progress - c.3) <= 1e-15)
    }

    /// A release of SwiftUI's `.spring` (response 0.5, ζ 0.825) from 100 below its rest, against the
    /// scipy ODE integration of Tests/Reference/swiftui_spring_reference.py (value 90.817836355 and
    /// velocity 163.039522062 at 0.25 s for a move from 0 to 100).
    @Test("a spring release's displacement and velocity match the ODE")
    func springRelease() {
        let release = SpringRelease(naturalFrequency: 2 * Double.pi / 0.5, dampingRatio: 0.825, displacement: -100, velocity: 0)
        #expect(abs(release.displacement(at: 0.25) - (90.817836355 - 100)) < 1e-7)
        #expect(abs(release.velocity(at: 0.25) - 163.039522062) < 1e-6)
        let state = release.state(at: 0.25)
        #expect(state.displacement == release.displacement(at: 0.25) && state.velocity == release.velocity(at: 0.25))
        #expect(SpringRelease(naturalFrequency: 10, dampingRatio: 1, displacement: .nan, velocity: .infinity).initialDisplacement == 0)
    }

    @Test("a spring as a curve is exactly 0 and 1 at its ends and follows the release between them")
    func springCurve() {
        let curve = SpringCurve(naturalFrequency: 2 * Double.pi / 0.5, dampingRatio: 0.7, velocity: 0)
        #expect(curve.value(atFraction: 0) == 0 && curve.value(atFraction: 1) == 1 && curve.value(atFraction: 2) == 1)
        let t = 0.3 * curve.settlingDuration
        #expect(curve.value(atFraction: 0.3) == 1 + curve.release.displacement(at: t))
        #expect(curve.progress(atTime: t) == 1 + curve.release.displacement(at: t))
        // After the settling time the release stays within 0.001 of rest.
        #expect(abs(curve.progress(atTime: curve.settlingDuration) - 1) <= 0.001 + 1e-15)
        #expect(curve.slope(atFraction: 0) == 0)
    }
}
