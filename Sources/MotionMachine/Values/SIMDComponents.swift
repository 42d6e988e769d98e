import Foundation

extension SIMD where Self: MotionComposite, Scalar: MotionScalar {
    /// Components named by lane index (`"0"`, `"1"`, …), plus `x`, `y`, `z`, `w` as addressable
    /// aliases of the first four lanes.
    public static var simdComponents: [ValueComponent<Self>] {
        let count = Self().scalarCount
        var components = (0..<count).map { lane in
            ValueComponent<Self>(String(lane),
                                 get: { $0[lane].motionValue },
                                 set: { $0[lane] = Scalar(motionValue: $1) })
        }
        for (lane, alias) in ["x", "y", "z", "w"].prefix(count).enumerated() {
            components.append(ValueComponent<Self>(alias, comparedInStates: false,
                                                   get: { $0[lane].motionValue },
                                                   set: { $0[lane] = Scalar(motionValue: $1) }))
        }
        return components
    }
}

extension SIMD2: MotionComposite where Scalar: MotionScalar {
    /// Lanes `0`–`1` (aliases `x`, `y`).
    public static var motionComponents: [ValueComponent<Self>] { simdComponents }
}

extension SIMD3: MotionComposite where Scalar: MotionScalar {
    /// Lanes `0`–`2` (aliases `x`, `y`, `z`).
    public static var motionComponents: [ValueComponent<Self>] { simdComponents }
}

extension SIMD4: MotionComposite where Scalar: MotionScalar {
    /// Lanes `0`–`3` (aliases `x`, `y`, `z`, `w`).
    public static var motionComponents: [ValueComponent<Self>] { simdComponents }
}

extension SIMD8: MotionComposite where Scalar: MotionScalar {
    /// Lanes `0`–`7`.
    public static var motionComponents: [ValueComponent<Self>] { simdComponents }
}

extension SIMD16: MotionComposite where Scalar: MotionScalar {
    /// Lanes `0`–`15`.
    public static var motionComponents: [ValueComponent<Self>] { simdComponents }
}

extension SIMD32: MotionComposite where Scalar: MotionScalar {
    /// Lanes `0`–`31`.
    public static var motionComponents: [ValueComponent<Self>] { simdComponents }
}

extension SIMD64: MotionComposite where Scalar: MotionScalar {
    /// Lanes `0`–`63`.
    public static var motionComponents: [ValueComponent<Self>] { simdComponents }
}
