import Foundation

/// A 2-D affine transform matrix [a b 0; c d 0; tx ty 1], the cross-platform counterpart of
/// CoreGraphics' `CGAffineTransform`.
public struct MotionAffineTransform: Sendable, Hashable, Codable, MotionComposite {
    /// Row 1, column 1.
    public var a: Double
    /// Row 1, column 2.
    public var b: Double
    /// Row 2, column 1.
    public var c: Double
    /// Row 2, column 2.
    public var d: Double
    /// The horizontal translation.
    public var tx: Double
    /// The vertical translation.
    public var ty: Double

    /// Creates a value from its components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = MotionAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `a`, `b`, `c`, `d`, `tx`, `ty`.
    public static var motionComponents: [ValueComponent<MotionAffineTransform>] {
        [
            ValueComponent("a", get: { $0.a }, set: { $0.a = $1 }),
            ValueComponent("b", get: { $0.b }, set: { $0.b = $1 }),
            ValueComponent("c", get: { $0.c }, set: { $0.c = $1 }),
            ValueComponent("d", get: { $0.d }, set: { $0.d = $1 }),
            ValueComponent("tx", get: { $0.tx }, set: { $0.tx = $1 }),
            ValueComponent("ty", get: { $0.ty }, set: { $0.ty = $1 }),
        ]
    }
}
