import Foundation

/// A two-dimensional vector, the cross-platform counterpart of CoreGraphics' `CGVector`.
public struct MotionVector: Sendable, Hashable, Codable, MotionComposite {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a value from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// `dx`, `dy`.
    public static var motionComponents: [ValueComponent<MotionVector>] {
        [
            ValueComponent("dx", get: { $0.dx }, set: { $0.dx = $1 }),
            ValueComponent("dy", get: { $0.dy }, set: { $0.dy = $1 }),
        ]
    }
}
