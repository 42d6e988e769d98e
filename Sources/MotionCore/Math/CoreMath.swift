// The C math library, declared directly rather than through Foundation or Glibc, so that the core
// compiles unchanged for the host and under Embedded Swift (wasm32, armv7em), where no such module
// exists. A WebAssembly build imports these as `env.exp` and so on, which its host supplies.

@_extern(c, "exp") @usableFromInline func c_exp(_ x: Double) -> Double
@_extern(c, "log") @usableFromInline func c_log(_ x: Double) -> Double
@_extern(c, "pow") @usableFromInline func c_pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "sin") @usableFromInline func c_sin(_ x: Double) -> Double
@_extern(c, "cos") @usableFromInline func c_cos(_ x: Double) -> Double
@_extern(c, "sinh") @usableFromInline func c_sinh(_ x: Double) -> Double
@_extern(c, "cosh") @usableFromInline func c_cosh(_ x: Double) -> Double
@_extern(c, "atan2") @usableFromInline func c_atan2(_ y: Double, _ x: Double) -> Double

/// The elementary functions the laws use, the same C library functions on every platform.
public enum CoreMath {
    /// eˣ.
    @inlinable @inline(__always) public static func exp(_ x: Double) -> Double { c_exp(x) }
    /// The natural logarithm.
    @inlinable @inline(__always) public static func log(_ x: Double) -> Double { c_log(x) }
    /// xʸ.
    @inlinable @inline(__always) public static func pow(_ x: Double, _ y: Double) -> Double { c_pow(x, y) }
    /// The sine of `x` radians.
    @inlinable @inline(__always) public static func sin(_ x: Double) -> Double { c_sin(x) }
    /// The cosine of `x` radians.
    @inlinable @inline(__always) public static func cos(_ x: Double) -> Double { c_cos(x) }
    /// The hyperbolic sine.
    @inlinable @inline(__always) public static func sinh(_ x: Double) -> Double { c_sinh(x) }
    /// The hyperbolic cosine.
    @inlinable @inline(__always) public static func cosh(_ x: Double) -> Double { c_cosh(x) }
    /// The angle, in radians in −π…π, of the direction (`x`, `y`).
    @inlinable @inline(__always) public static func atan2(_ y: Double, _ x: Double) -> Double { c_atan2(y, x) }
}
