import Foundation

/// The name of an animatable ``MotionLayer`` property, with MotionAnimator's string raw values
/// (`"position.x"` for ``x``).
///
/// The 22 built-in names cover the layer's 16 stored properties and six sub-paths of them. A write
/// to a sub-path inside an animation block animates the whole property it belongs to (a write to
/// ``x`` animates ``position``), as Core Animation does; an explicit animation of a sub-path
/// animates just that number.
public struct AnimatableKeyPath: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The key path string.
    public let rawValue: String

    /// Creates a name from its key path string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The key path string.
    public var description: String { rawValue }

    /// `anchorPoint`, a `CGPoint`.
    public static let anchorPoint = AnimatableKeyPath(rawValue: "anchorPoint")
    /// `backgroundColor`, a `MotionColor`.
    public static let backgroundColor = AnimatableKeyPath(rawValue: "backgroundColor")
    /// `bounds`, a `CGRect`.
    public static let bounds = AnimatableKeyPath(rawValue: "bounds")
    /// `borderWidth`, a `Double`.
    public static let borderWidth = AnimatableKeyPath(rawValue: "borderWidth")
    /// `borderColor`, a `MotionColor`.
    public static let borderColor = AnimatableKeyPath(rawValue: "borderColor")
    /// `cornerRadius`, a `Double`.
    public static let cornerRadius = AnimatableKeyPath(rawValue: "cornerRadius")
    /// `bounds.size.height`, a `Double`.
    public static let height = AnimatableKeyPath(rawValue: "bounds.size.height")
    /// `opacity`, a `Double`.
    public static let opacity = AnimatableKeyPath(rawValue: "opacity")
    /// `position`, a `CGPoint`.
    public static let position = AnimatableKeyPath(rawValue: "position")
    /// `transform.rotation.z`, a `Double` in radians.
    public static let rotation = AnimatableKeyPath(rawValue: "transform.rotation.z")
    /// `transform.scale`, a `Double`.
    public static let scale = AnimatableKeyPath(rawValue: "transform.scale")
    /// `shadowColor`, a `MotionColor`.
    public static let shadowColor = AnimatableKeyPath(rawValue: "shadowColor")
    /// `shadowOffset`, a `CGSize`.
    public static let shadowOffset = AnimatableKeyPath(rawValue: "shadowOffset")
    /// `shadowOpacity`, a `Double`.
    public static let shadowOpacity = AnimatableKeyPath(rawValue: "shadowOpacity")
    /// `shadowRadius`, a `Double`.
    public static let shadowRadius = AnimatableKeyPath(rawValue: "shadowRadius")
    /// `strokeStart`, a `Double`.
    public static let strokeStart = AnimatableKeyPath(rawValue: "strokeStart")
    /// `strokeEnd`, a `Double`.
    public static let strokeEnd = AnimatableKeyPath(rawValue: "strokeEnd")
    /// `transform`, a `MotionTransform3D`.
    public static let transform = AnimatableKeyPath(rawValue: "transform")
    /// `bounds.size.width`, a `Double`.
    public static let width = AnimatableKeyPath(rawValue: "bounds.size.width")
    /// `position.x`, a `Double`.
    public static let x = AnimatableKeyPath(rawValue: "position.x")
    /// `position.y`, a `Double`.
    public static let y = AnimatableKeyPath(rawValue: "position.y")
    /// `zPosition`, a `Double`.
    public static let z = AnimatableKeyPath(rawValue: "zPosition")

    /// The 22 built-in names.
    public static let all: [AnimatableKeyPath] = [
        .anchorPoint, .backgroundColor, .bounds, .borderWidth, .borderColor, .cornerRadius, .height, .opacity,
        .position, .rotation, .scale, .shadowColor, .shadowOffset, .shadowOpacity, .shadowRadius, .strokeStart,
        .strokeEnd, .transform, .width, .x, .y, .z,
    ]
}
