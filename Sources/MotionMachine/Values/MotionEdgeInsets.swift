import Foundation

/// Insets for the four edges of a rectangle, the cross-platform counterpart of UIKit's `UIEdgeInsets`.
public struct MotionEdgeInsets: Sendable, Hashable, Codable, MotionComposite {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// Creates a value from its components.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `top`, `left`, `bottom`, `right`.
    public static var motionComponents: [ValueComponent<MotionEdgeInsets>] {
        [
            ValueComponent("top", get: { $0.top }, set: { $0.top = $1 }),
            ValueComponent("left", get: { $0.left }, set: { $0.left = $1 }),
            ValueComponent("bottom", get: { $0.bottom }, set: { $0.bottom = $1 }),
            ValueComponent("right", get: { $0.right }, set: { $0.right = $1 }),
        ]
    }
}
