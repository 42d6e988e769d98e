import Foundation

/// A number type a property can animate directly: it converts to and from `Double`.
///
/// Floating-point types convert exactly (or by rounding to the nearest representable value).
/// Integer types round to the nearest integer, clamp to their range, and map NaN to 0, so no value the
/// engine computes can trap a conversion.
public protocol MotionScalar: MotionComposite {
    /// Creates the scalar nearest to `motionValue`.
    init(motionValue: Double)
    /// The value as a `Double`.
    var motionValue: Double { get }
}

extension MotionScalar {
    /// Whether `Self(motionValue: v)` is `v`'s own eight bytes (`Double`, and `CGFloat` where it is
    /// 64 bits), so that storing those bytes is the same write (see
    /// ``PropertyAccessRequest/writeInPlace(_:)``).
    @inlinable
    static var storesMotionValueBits: Bool {
        Self.self == Double.self || (Self.self == CGFloat.self && MemoryLayout<CGFloat>.size == 8)
    }

    /// A scalar has one component, with the empty name: the value itself.
    public static var motionComponents: [ValueComponent<Self>] {
        [ValueComponent("", get: { $0.motionValue }, set: { $0 = Self(motionValue: $1) })]
    }
}

extension Double: MotionScalar {
    /// The value itself.
    @inlinable public init(motionValue: Double) { self = motionValue }
    /// The value itself.
    @inlinable public var motionValue: Double { self }
}

extension Float: MotionScalar {
    /// The nearest `Float`; values beyond `Float`'s range become its largest finite magnitude of the
    /// same sign, so a property never becomes infinite through the conversion.
    @inlinable public init(motionValue: Double) {
        let limit = Double(Float.greatestFiniteMagnitude)
        self = Float(motionValue > limit ? limit : motionValue < -limit ? -limit : motionValue)
    }
    /// The value widened to `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension CGFloat: MotionScalar {
    /// The nearest `CGFloat`.
    @inlinable public init(motionValue: Double) { self = CGFloat(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

/// Rounds a `Double` to an integer type without trapping: NaN becomes 0, out-of-range values clamp.
@inlinable @inline(__always)
func motionRoundedInteger<I: FixedWidthInteger>(_ value: Double) -> I {
    let r = value.rounded()
    if r.isNaN { return 0 }
    // Double(I.max) rounds up to a power of two for 64-bit types, so `>=` catches every overflow.
    if r >= Double(I.max) { return I.max }
    if r <= Double(I.min) { return I.min }
    return I(r)
}

extension Int: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension Int8: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension Int16: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension Int32: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension Int64: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension UInt: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension UInt8: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension UInt16: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension UInt32: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}

extension UInt64: MotionScalar {
    /// The nearest integer, clamped.
    @inlinable public init(motionValue: Double) { self = motionRoundedInteger(motionValue) }
    /// The value as a `Double`.
    @inlinable public var motionValue: Double { Double(self) }
}
