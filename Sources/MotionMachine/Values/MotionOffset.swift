import Foundation

/// A horizontal and vertical offset, the cross-platform counterpart of UIKit's `UIOffset`.
public struct MotionOffset: Sendable, Hashable, Codable, MotionComposite {
    /// The horizontal offset.
    public var horizontal: Double
    /// The vertical offset.
    public var vertical: Double

    /// Creates a value from its components.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `horizontal`, `vertical`.
    public static var motionComponents: [ValueComponent<MotionOffset>] {
        [
            ValueComponent("horizontal", get: { $0.horizontal }, set: { $0.horizontal = $1 }),
            ValueComponent("vertical", get: { $0.vertical }, set: { $0.vertical = $1 }),
        ]
    }
}
