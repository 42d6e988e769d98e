import Foundation

// Component lists for Foundation's geometry types. Component names follow the properties' own
// names, so `"frame.origin.x"` addresses `frame.origin.x`.

/// Where a `CGFloat` component lies inside its value, when its bits are a `Double`'s (64-bit
/// platforms), so motions can store it in place.
private func offset<Value>(_ keyPath: WritableKeyPath<Value, CGFloat>) -> Int? {
    CGFloat.storesMotionValueBits ? MemoryLayout<Value>.offset(of: keyPath) : nil
}

extension CGPoint: MotionComposite {
    /// `x` and `y`.
    public static var motionComponents: [ValueComponent<CGPoint>] {
        [
            ValueComponent("x", storageOffset: offset(\CGPoint.x), get: { Double($0.x) }, set: { $0.x = CGFloat($1) }),
            ValueComponent("y", storageOffset: offset(\CGPoint.y), get: { Double($0.y) }, set: { $0.y = CGFloat($1) }),
        ]
    }
}

extension CGSize: MotionComposite {
    /// `width` and `height`.
    public static var motionComponents: [ValueComponent<CGSize>] {
        [
            ValueComponent("width", storageOffset: offset(\CGSize.width), get: { Double($0.width) },
                           set: { $0.width = CGFloat($1) }),
            ValueComponent("height", storageOffset: offset(\CGSize.height), get: { Double($0.height) },
                           set: { $0.height = CGFloat($1) }),
        ]
    }
}

extension CGRect: MotionComposite {
    /// `origin.x`, `origin.y`, `size.width` and `size.height`. The setters read the nested struct,
    /// change it and write it back: modifying it in place goes through Foundation's `origin`/`size`
    /// modify accessors, which allocate a coroutine frame on every write.
    public static var motionComponents: [ValueComponent<CGRect>] {
        [
            ValueComponent("origin.x", storageOffset: offset(\CGRect.origin.x), get: { Double($0.origin.x) },
                           set: { var origin = $0.origin; origin.x = CGFloat($1); $0.origin = origin }),
            ValueComponent("origin.y", storageOffset: offset(\CGRect.origin.y), get: { Double($0.origin.y) },
                           set: { var origin = $0.origin; origin.y = CGFloat($1); $0.origin = origin }),
            ValueComponent("size.width", storageOffset: offset(\CGRect.size.width), get: { Double($0.size.width) },
                           set: { var size = $0.size; size.width = CGFloat($1); $0.size = size }),
            ValueComponent("size.height", storageOffset: offset(\CGRect.size.height), get: { Double($0.size.height) },
                           set: { var size = $0.size; size.height = CGFloat($1); $0.size = size }),
        ]
    }
}

extension AffineTransform: MotionComposite {
    /// `m11`, `m12`, `m21`, `m22`, `tX` and `tY`.
    public static var motionComponents: [ValueComponent<AffineTransform>] {
        [
            ValueComponent("m11", get: { Double($0.m11) }, set: { $0.m11 = CGFloat($1) }),
            ValueComponent("m12", get: { Double($0.m12) }, set: { $0.m12 = CGFloat($1) }),
            ValueComponent("m21", get: { Double($0.m21) }, set: { $0.m21 = CGFloat($1) }),
            ValueComponent("m22", get: { Double($0.m22) }, set: { $0.m22 = CGFloat($1) }),
            ValueComponent("tX", get: { Double($0.tX) }, set: { $0.tX = CGFloat($1) }),
            ValueComponent("tY", get: { Double($0.tY) }, set: { $0.tY = CGFloat($1) }),
        ]
    }
}
