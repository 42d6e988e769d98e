#if canImport(CoreGraphics)
import CoreGraphics

// Apple-only value types, animatable like their cross-platform counterparts.

extension CGVector: MotionComposite {
    /// `dx` and `dy`.
    public static var motionComponents: [ValueComponent<CGVector>] {
        [
            ValueComponent("dx", get: { Double($0.dx) }, set: { $0.dx = CGFloat($1) }),
            ValueComponent("dy", get: { Double($0.dy) }, set: { $0.dy = CGFloat($1) }),
        ]
    }
}

extension CGAffineTransform: MotionComposite {
    /// `a`, `b`, `c`, `d`, `tx` and `ty`.
    public static var motionComponents: [ValueComponent<CGAffineTransform>] {
        [
            ValueComponent("a", get: { Double($0.a) }, set: { $0.a = CGFloat($1) }),
            ValueComponent("b", get: { Double($0.b) }, set: { $0.b = CGFloat($1) }),
            ValueComponent("c", get: { Double($0.c) }, set: { $0.c = CGFloat($1) }),
            ValueComponent("d", get: { Double($0.d) }, set: { $0.d = CGFloat($1) }),
            ValueComponent("tx", get: { Double($0.tx) }, set: { $0.tx = CGFloat($1) }),
            ValueComponent("ty", get: { Double($0.ty) }, set: { $0.ty = CGFloat($1) }),
        ]
    }
}
#endif

#if canImport(QuartzCore)
import QuartzCore

extension CATransform3D: MotionComposite {
    /// `m11` through `m44`.
    public static var motionComponents: [ValueComponent<CATransform3D>] {
        [
            ValueComponent("m11", get: { Double($0.m11) }, set: { $0.m11 = CGFloat($1) }),
            ValueComponent("m12", get: { Double($0.m12) }, set: { $0.m12 = CGFloat($1) }),
            ValueComponent("m13", get: { Double($0.m13) }, set: { $0.m13 = CGFloat($1) }),
            ValueComponent("m14", get: { Double($0.m14) }, set: { $0.m14 = CGFloat($1) }),
            ValueComponent("m21", get: { Double($0.m21) }, set: { $0.m21 = CGFloat($1) }),
            ValueComponent("m22", get: { Double($0.m22) }, set: { $0.m22 = CGFloat($1) }),
            ValueComponent("m23", get: { Double($0.m23) }, set: { $0.m23 = CGFloat($1) }),
            ValueComponent("m24", get: { Double($0.m24) }, set: { $0.m24 = CGFloat($1) }),
            ValueComponent("m31", get: { Double($0.m31) }, set: { $0.m31 = CGFloat($1) }),
            ValueComponent("m32", get: { Double($0.m32) }, set: { $0.m32 = CGFloat($1) }),
            ValueComponent("m33", get: { Double($0.m33) }, set: { $0.m33 = CGFloat($1) }),
            ValueComponent("m34", get: { Double($0.m34) }, set: { $0.m34 = CGFloat($1) }),
            ValueComponent("m41", get: { Double($0.m41) }, set: { $0.m41 = CGFloat($1) }),
            ValueComponent("m42", get: { Double($0.m42) }, set: { $0.m42 = CGFloat($1) }),
            ValueComponent("m43", get: { Double($0.m43) }, set: { $0.m43 = CGFloat($1) }),
            ValueComponent("m44", get: { Double($0.m44) }, set: { $0.m44 = CGFloat($1) }),
        ]
    }
}
#endif

#if canImport(UIKit)
import UIKit

extension UIEdgeInsets: MotionComposite {
    /// `top`, `left`, `bottom` and `right`.
    public static var motionComponents: [ValueComponent<UIEdgeInsets>] {
        [
            ValueComponent("top", get: { Double($0.top) }, set: { $0.top = CGFloat($1) }),
            ValueComponent("left", get: { Double($0.left) }, set: { $0.left = CGFloat($1) }),
            ValueComponent("bottom", get: { Double($0.bottom) }, set: { $0.bottom = CGFloat($1) }),
            ValueComponent("right", get: { Double($0.right) }, set: { $0.right = CGFloat($1) }),
        ]
    }
}

extension UIOffset: MotionComposite {
    /// `horizontal` and `vertical`.
    public static var motionComponents: [ValueComponent<UIOffset>] {
        [
            ValueComponent("horizontal", get: { Double($0.horizontal) }, set: { $0.horizontal = CGFloat($1) }),
            ValueComponent("vertical", get: { Double($0.vertical) }, set: { $0.vertical = CGFloat($1) }),
        ]
    }
}
#endif
