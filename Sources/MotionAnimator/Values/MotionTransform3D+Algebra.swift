import Foundation
import MotionMachine

// The matrix algebra additive transform animations need: products and inverses, in Core Animation's
// convention (row vectors, so a·b applies a first, then b).

extension MotionTransform3D {
    /// The four rows, (m11, m12, m13, m14) first.
    public var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        (SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24), SIMD4(m31, m32, m33, m34), SIMD4(m41, m42, m43, m44))
    }

    /// Creates a transform from its four rows.
    public init(rows r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>, _ r4: SIMD4<Double>) {
        self.init(m11: r1.x, m12: r1.y, m13: r1.z, m14: r1.w, m21: r2.x, m22: r2.y, m23: r2.z, m24: r2.w,
                  m31: r3.x, m32: r3.y, m33: r3.z, m34: r3.w, m41: r4.x, m42: r4.y, m43: r4.z, m44: r4.w)
    }

    /// The product self · other: this transform applied first, then `other` (Core Animation's
    /// `CATransform3DConcat(self, other)`).
    public func concatenating(_ other: MotionTransform3D) -> MotionTransform3D {
        let b = other.rows
        func row(_ a: SIMD4<Double>) -> SIMD4<Double> { a.x * b.0 + a.y * b.1 + a.z * b.2 + a.w * b.3 }
        let a = rows
        return MotionTransform3D(rows: row(a.0), row(a.1), row(a.2), row(a.3))
    }

    /// The inverse, or `nil` when the transform is singular (a scale of 0, say) or not finite.
    /// Gauss–Jordan elimination with partial pivoting.
    /// - Complexity: O(1): a fixed 4 × 4 elimination.
    public func inverted() -> MotionTransform3D? {
        let r = rows
        var m = [r.0, r.1, r.2, r.3].map { [$0.x, $0.y, $0.z, $0.w] }
        var inverse: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        let scale = m.flatMap { $0 }.map(abs).max() ?? 0
        guard scale.isFinite, scale > 0 else { return nil }
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-12 * scale else { return nil }
            m.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let divisor = m[column][column]
            for j in 0..<4 { m[column][j] /= divisor; inverse[column][j] /= divisor }
            for i in 0..<4 where i != column {
                let factor = m[i][column]
                guard factor != 0 else { continue }
                for j in 0..<4 { m[i][j] -= factor * m[column][j]; inverse[i][j] -= factor * inverse[column][j] }
            }
        }
        let s = inverse.map { SIMD4($0[0], $0[1], $0[2], $0[3]) }
        return MotionTransform3D(rows: s[0], s[1], s[2], s[3])
    }

    /// A rotation by `angle` radians about the z axis (counter-clockwise for y up, as Core Animation's
    /// `CATransform3DMakeRotation(angle, 0, 0, 1)`).
    public static func rotation(z angle: Double) -> MotionTransform3D {
        var t = MotionTransform3D.identity
        (t.m11, t.m12, t.m21, t.m22) = (cos(angle), sin(angle), -sin(angle), cos(angle))
        return t
    }

    /// A scale by `sx`, `sy`, `sz`.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> MotionTransform3D {
        var t = MotionTransform3D.identity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A translation by `tx`, `ty`, `tz`.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> MotionTransform3D {
        var t = MotionTransform3D.identity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }
}
