import Foundation
import Testing
@testable import MotionMachine

/// SwiftUI's `Spring` surface against a scipy ODE integration that shares nothing with the closed
/// form (Tests/Reference/swiftui_spring_reference.py), and SwiftUI's documented presets.
@Suite("SwiftUI's Spring surface")
struct SwiftUISpringTests {
    init() { _ = TestDiagnostics.installed }
    /// (response, ζ, target, initial velocity, time, value, velocity).
    static let trajectories: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (0.5, 0.825, 100.0, 0.0, 0.05, 13.9417337102, 460.365414805),
        (0.5, 0.825, 100.0, 0.0, 0.1, 39.3607719743, 514.086613701),
        (0.5, 0.825, 100.0, 0.0, 0.25, 90.817836355, 163.039522062),
        (0.5, 0.825, 100.0, 0.0, 0.5, 100.840196288, -4.96165630089),
        (0.3, 0.5, 1.0, 4.0, 0.05, 0.468500523502, 11.6659099933),
        (0.3, 0.5, 1.0, 4.0, 0.1, 0.96290188818, 7.11294650463),
        (0.3, 0.5, 1.0, 4.0, 0.25, 1.03852743641, -1.62218330903),
        (0.3, 0.5, 1.0, 4.0, 0.5, 1.00432689375, 0.0205940192893),
        (0.55, 1.0, -20.0, 50.0, 0.05, -0.838112566669, -61.6063293416),
        (0.55, 1.0, -20.0, 50.0, 0.1, -4.73395815341, -85.5490815353),
        (0.55, 1.0, -20.0, 50.0, 0.25, -14.8469761511, -42.8558056413),
        (0.55, 1.0, -20.0, 50.0, 0.5, -19.4735378408, -5.09360924344),
        (0.4, 1.6, 10.0, 0.0, 0.05, 1.49277749158, 41.0208825378),
        (0.4, 1.6, 10.0, 0.0, 0.1, 3.44469433142, 35.5148112928),
        (0.4, 1.6, 10.0, 0.0, 0.25, 7.12606893492, 15.844659905),
        (0.4, 1.6, 10.0, 0.0, 0.5, 9.27580007209, 3.99287730241),
    ]

    @Test("value and velocity match the ODE in every regime", arguments: trajectories.indices)
    func valueAndVelocity(index: Int) {
        let (response, zeta, target, v0, t, value, velocity) = Self.trajectories[index]
        let spring = Spring(response: response, dampingRatio: zeta)
        #expect(abs(spring.value(target: target, initialVelocity: v0, time: t) - value) <= 1e-8 * max(1, abs(target)))
        #expect(abs(spring.velocity(target: target, initialVelocity: v0, time: t) - velocity) <= 1e-7 * max(1, abs(velocity)))
    }

    @Test("value works per component, and starts at zero with the given velocity")
    func components() {
        let spring = Spring.spring
        let point = spring.value(target: CGPoint(x: 100, y: 1), initialVelocity: CGPoint(x: 0, y: 4), time: 0.25)
        let x = spring.value(target: 100.0, initialVelocity: 0, time: 0.25)
        let y = Spring(response: 0.5, dampingRatio: 0.825).value(target: 1.0, initialVelocity: 4, time: 0.25)
        #expect(point.x == x && point.y == y)
        #expect(spring.value(target: 7.0, initialVelocity: 3, time: 0) == 0)
        #expect(spring.velocity(target: 7.0, initialVelocity: 3, time: 0) == 3)
    }

    @Test("update advances value and velocity as the ODE does, whatever the step split")
    func update() {
        var value = 10.0, velocity = -20.0
        Spring.interactiveSpring.update(value: &value, velocity: &velocity, target: 50, deltaTime: 0.1)
        #expect(abs(value - 49.0135357308) < 1e-8 && abs(velocity - 76.5795946649) < 1e-7)

        var stepped = 10.0, steppedVelocity = -20.0
        for _ in 0..<10 {
            Spring.interactiveSpring.update(value: &stepped, velocity: &steppedVelocity, target: 50, deltaTime: 0.01)
        }
        #expect(abs(stepped - value) < 1e-9 && abs(steppedVelocity - velocity) < 1e-8)

        var small = 0.0, smallVelocity = 0.0
        Spring(response: 0.5, dampingRatio: 0.3).update(value: &small, velocity: &smallVelocity, target: 1, deltaTime: 1.0 / 60)
        #expect(abs(small - 0.0209657464122) < 1e-10 && abs(smallVelocity - 2.4552052426) < 1e-8)

        var unchanged = 3.0, unchangedVelocity = 1.0
        Spring.spring.update(value: &unchanged, velocity: &unchangedVelocity, target: 9, deltaTime: -1)
        Spring.spring.update(value: &unchanged, velocity: &unchangedVelocity, target: 9, deltaTime: .nan)
        #expect(unchanged == 3 && unchangedVelocity == 1)
    }

    /// (settling duration, ζ, ε, stiffness, damping).
    static let settling: [(Double, Double, Double, Double, Double)] = [
        (0.8, 0.5, 0.001, 252.081191289, 15.8770649457),
        (0.5, 1.0, 0.001, 341.023697708, 36.9336539058),
        (1.2, 2.0, 0.001, 471.546600043, 86.8604950521),
        (0.6, 0.3, 0.01, 569.981661729, 14.32457323),
    ]

    @Test("init(settlingDuration:dampingRatio:epsilon:) settles within epsilon at that time", arguments: settling.indices)
    func settlingDuration(index: Int) {
        let (duration, zeta, epsilon, stiffness, damping) = Self.settling[index]
        let spring = Spring(settlingDuration: duration, dampingRatio: zeta, epsilon: epsilon)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - stiffness) < 1e-7 * stiffness)
        #expect(abs(spring.damping - damping) < 1e-7 * damping)
    }

    @Test("named curves: .spring, .interactiveSpring and .default as SwiftUI documents them")
    func presets() {
        #expect(abs(Spring.spring.response - 0.5) < 1e-12 && abs(Spring.spring.dampingRatio - 0.825) < 1e-12)
        #expect(abs(Spring.interactiveSpring.response - 0.15) < 1e-12 && abs(Spring.interactiveSpring.dampingRatio - 0.86) < 1e-12)
        #expect(abs(Spring.default.response - 0.55) < 1e-12 && abs(Spring.default.dampingRatio - 1) < 1e-12)
        // (2π / 0.5)² by hand.
        #expect(abs(Spring.spring.stiffness - 157.91367041742973) < 1e-9)
    }

    @Test("bad settling input is sanitized with a diagnostic, never NaN")
    func badInput() {
        for spring in [Spring(settlingDuration: -1, dampingRatio: 1), Spring(settlingDuration: .nan, dampingRatio: .infinity),
                       Spring(settlingDuration: 0.5, dampingRatio: 1, epsilon: 2)] {
            #expect(spring.stiffness.isFinite && spring.damping.isFinite && spring.stiffness > 0)
        }
        #expect(Spring(settlingDuration: 0.5, dampingRatio: 1, epsilon: 0).stiffness == Spring(settlingDuration: 0.5, dampingRatio: 1).stiffness)
    }
}
