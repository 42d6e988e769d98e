import Foundation

/// A 4×4 homogeneous transform matrix, the cross-platform counterpart of Core Animation's
/// `CATransform3D` (same field names).
public struct MotionTransform3D: Sendable, Hashable, Codable, MotionComposite {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4.
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4.
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4.
    public var m34: Double
    /// Row 4, column 1.
    public var m41: Double
    /// Row 4, column 2.
    public var m42: Double
    /// Row 4, column 3.
    public var m43: Double
    /// Row 4, column 4.
    public var m44: Double

    /// Creates a value from its components.
    public init(m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double, m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The identity transform.
    public static let identity = MotionTransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// `m11`, `m12`, `m13`, `m14`, `m21`, `m22`, `m23`, `m24`, `m31`, `m32`, `m33`, `m34`, `m41`, `m42`, `m43`, `m44`.
    public static var motionComponents: [ValueComponent<MotionTransform3D>] {
        [
            ValueComponent("m11", get: { $0.m11 }, set: { $0.m11 = $1 }),
            ValueComponent("m12", get: { $0.m12 }, set: { $0.m12 = $1 }),
            ValueComponent("m13", get: { $0.m13 }, set: { $0.m13 = $1 }),
            ValueComponent("m14", get: { $0.m14 }, set: { $0.m14 = $1 }),
            ValueComponent("m21", get: { $0.m21 }, set: { $0.m21 = $1 }),
            ValueComponent("m22", get: { $0.m22 }, set: { $0.m22 = $1 }),
            ValueComponent("m23", get: { $0.m23 }, set: { $0.m23 = $1 }),
            ValueComponent("m24", get: { $0.m24 }, set: { $0.m24 = $1 }),
            ValueComponent("m31", get: { $0.m31 }, set: { $0.m31 = $1 }),
            ValueComponent("m32", get: { $0.m32 }, set: { $0.m32 = $1 }),
            ValueComponent("m33", get: { $0.m33 }, set: { $0.m33 = $1 }),
            ValueComponent("m34", get: { $0.m34 }, set: { $0.m34 = $1 }),
            ValueComponent("m41", get: { $0.m41 }, set: { $0.m41 = $1 }),
            ValueComponent("m42", get: { $0.m42 }, set: { $0.m42 = $1 }),
            ValueComponent("m43", get: { $0.m43 }, set: { $0.m43 = $1 }),
            ValueComponent("m44", get: { $0.m44 }, set: { $0.m44 = $1 }),
        ]
    }
}
