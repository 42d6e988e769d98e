import Foundation
import MotionMachine

/// The values of a ``MotionLayer``'s animatable properties: its model (what was set) or its
/// presentation (what shows now, from ``MotionLayer/presentation()``).
///
/// Defaults are Core Animation's: anchor point (0.5, 0.5), opaque black border and shadow colours, a
/// clear background, opacity 1, stroke end 1, shadow offset (0, −3) and radius 3.
public struct LayerProperties: Sendable, Hashable {
    /// The point of the bounds that sits at ``position``, in unit coordinates.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The fill colour.
    public var backgroundColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// The layer's own rectangle.
    public var bounds = CGRect.zero
    /// The border's width.
    public var borderWidth = 0.0
    /// The border's colour.
    public var borderColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The corners' radius.
    public var cornerRadius = 0.0
    /// 0 is invisible, 1 opaque.
    public var opacity = 1.0
    /// Where the anchor point sits in the superlayer.
    public var position = CGPoint.zero
    /// The 3D transform about the anchor point.
    public var transform = MotionTransform3D.identity
    /// The shadow's colour.
    public var shadowColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's offset.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's opacity.
    public var shadowOpacity = 0.0
    /// The shadow's blur radius.
    public var shadowRadius = 3.0
    /// Where a stroked path starts, 0…1.
    public var strokeStart = 0.0
    /// Where a stroked path ends, 0…1.
    public var strokeEnd = 1.0
    /// The position on the z axis.
    public var zPosition = 0.0

    /// Creates the default values.
    public init() {}

    /// `bounds.size.width`.
    public var width: Double {
        get { bounds.size.width }
        set { bounds.size.width = newValue }
    }

    /// `bounds.size.height`.
    public var height: Double {
        get { bounds.size.height }
        set { bounds.size.height = newValue }
    }

    /// `position.x`.
    public var x: Double {
        get { position.x }
        set { position.x = newValue }
    }

    /// `position.y`.
    public var y: Double {
        get { position.y }
        set { position.y = newValue }
    }

    /// The transform's rotation about z, in radians: atan2(m12, m11). Setting it rebuilds the
    /// transform as scale · rotation · translation from ``scale``, the new angle and the current
    /// translation (other rotations and non-uniform scales are dropped).
    public var rotation: Double {
        get { atan2(transform.m12, transform.m11) }
        set { transform = Self.transform(scale: scale, rotation: newValue, keepingTranslationOf: transform) }
    }

    /// The transform's scale in x, √(m11² + m12²) (computed without overflow). Setting it rebuilds the transform as ``rotation``
    /// describes, scaling x, y and z alike.
    public var scale: Double {
        get { hypot(transform.m11, transform.m12) }
        set { transform = Self.transform(scale: newValue, rotation: rotation, keepingTranslationOf: transform) }
    }

    private static func transform(scale: Double, rotation: Double,
                                  keepingTranslationOf old: MotionTransform3D) -> MotionTransform3D {
        var result = MotionTransform3D.scale(scale, scale, scale).concatenating(.rotation(z: rotation))
        (result.m41, result.m42, result.m43) = (old.m41, old.m42, old.m43)
        return result
    }

    /// The frame in the superlayer for an identity transform: the bounds' size placed so that the
    /// anchor point sits at the position. Setting it sets the bounds' size (keeping their origin) and
    /// moves the position so the anchor point keeps its place in the new rectangle.
    public var frame: CGRect {
        get {
            CGRect(x: position.x - anchorPoint.x * bounds.size.width, y: position.y - anchorPoint.y * bounds.size.height,
                   width: bounds.size.width, height: bounds.size.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.origin.x + anchorPoint.x * newValue.width,
                               y: newValue.origin.y + anchorPoint.y * newValue.height)
        }
    }
}
