import Foundation
import MotionMachine

/// A target for stress cases: its setters check that every value written is finite, and may call
/// back into the engine while being written.
/// `@unchecked Sendable`: it is only touched on the main actor, where the engine and the stress cases run.
package final class StressTarget: MotionTarget, @unchecked Sendable {
    /// Called after each write with the value written; stress cases use it to re-enter the engine.
    var onWrite: (@MainActor (Double) -> Void)?
    /// Called when a non-finite value is written.
    var onNonFinite: (@MainActor (String, Double) -> Void)?

    package var x: Double = 0 { didSet { check("x", x) } }
    package var y: Double = 0 { didSet { check("y", y) } }
    package var level: Float = 0 { didSet { check("level", Double(level)) } }
    package var color = MotionColor(red: 0.5, green: 0.25, blue: 0.75, alpha: 1) {
        didSet {
            for (name, value) in [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)] {
                check("color." + name, value)
            }
        }
    }

    package init() {}

    /// Setters run on the main actor: the engine writes from there.
    private func check(_ name: String, _ value: Double) {
        MainActor.assumeIsolated {
            if !value.isFinite { onNonFinite?(name, value) }
            onWrite?(value)
        }
    }

    package static var motionProperties: [String: PartialKeyPath<StressTarget>] {
        ["x": \StressTarget.x, "y": \StressTarget.y, "level": \StressTarget.level, "color": \StressTarget.color]
    }
}
