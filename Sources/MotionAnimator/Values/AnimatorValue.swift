import Foundation
import MotionMachine

/// How additive animations of a value type combine with the model value.
public enum AnimatorAdditivity: Sendable, Hashable {
    /// Never additive: the animation replaces the value it animates (opacity-like or colour values).
    case never
    /// Component by component: the animation adds (from − to)·(1 − progress) to the model.
    case componentwise
    /// By composition: the animation's delta from·to⁻¹ is composed before the model (transforms).
    case composed
}

/// A value type the ``MotionAnimator`` can animate: it interpolates, and says whether and how its
/// animations stack.
///
/// The built-in conformances (numbers, `CGPoint`, `CGSize`, `CGRect`, `MotionVector`,
/// `MotionTransform3D`, `MotionColor`) compute without allocating. A custom type conforms by
/// implementing the requirements, or, if it is a `MotionComposite`, by declaring only its
/// ``additivity``: the default implementations then work component by component (they read the
/// component list, which allocates, so implement the requirements for a type animated in bulk).
public protocol AnimatorValue: Sendable {
    /// Whether animations of this type are additive by default, and how.
    static var additivity: AnimatorAdditivity { get }
    /// The value `fraction` of the way from this value to `end` (fractions outside 0…1 extrapolate).
    func interpolated(to end: Self, fraction: Double) -> Self
    /// The delta that ``composed(onto:)`` puts back onto `base` to give this value, or `nil` when
    /// there is none (a transform whose `base` cannot be inverted).
    func delta(from base: Self) -> Self?
    /// This value used as a delta on top of `base`: `base + self` componentwise, `self · base` for
    /// composed values.
    func composed(onto base: Self) -> Self
    /// The delta that changes nothing: zero, or the identity transform.
    static var neutralDelta: Self { get }
    /// The signed distance of the component that dominates the change from this value to `end`, by
    /// which a spring's absolute initial velocity is normalized; `nil` for types whose velocity is
    /// not normalized (transforms, colours).
    func dominantDisplacement(to end: Self) -> Double?
    /// Whether every component is finite.
    var isFiniteValue: Bool { get }
}

extension AnimatorValue where Self: MotionComposite {
    public func interpolated(to end: Self, fraction: Double) -> Self {
        var result = self
        for component in Self.motionComponents {
            let a = component.get(self), b = component.get(end)
            component.set(&result, a + (b - a) * fraction)
        }
        return result
    }

    public func delta(from base: Self) -> Self? {
        var result = self
        for component in Self.motionComponents { component.set(&result, component.get(self) - component.get(base)) }
        return result
    }

    public func composed(onto base: Self) -> Self {
        var result = base
        for component in Self.motionComponents { component.set(&result, component.get(base) + component.get(self)) }
        return result
    }

    public func dominantDisplacement(to end: Self) -> Double? {
        var best: Double?
        for component in Self.motionComponents {
            let change = component.get(end) - component.get(self)
            if best == nil || abs(change) > abs(best!) { best = change }
        }
        return best
    }

    public var isFiniteValue: Bool { Self.motionComponents.allSatisfy { $0.get(self).isFinite } }
}

// MARK: - Numbers

extension AnimatorValue where Self: MotionScalar {
    public static var additivity: AnimatorAdditivity { .componentwise }
    @inlinable public func interpolated(to end: Self, fraction: Double) -> Self {
        Self(motionValue: motionValue + (end.motionValue - motionValue) * fraction)
    }
    @inlinable public func delta(from base: Self) -> Self? { Self(motionValue: motionValue - base.motionValue) }
    @inlinable public func composed(onto base: Self) -> Self { Self(motionValue: base.motionValue + motionValue) }
    public static var neutralDelta: Self { Self(motionValue: 0) }
    @inlinable public func dominantDisplacement(to end: Self) -> Double? { end.motionValue - motionValue }
    @inlinable public var isFiniteValue: Bool { motionValue.isFinite }
}

extension Double: AnimatorValue {}
extension Float: AnimatorValue {}
extension CGFloat: AnimatorValue {}

// MARK: - Geometry

extension CGPoint: AnimatorValue {
    /// Componentwise.
    public static var additivity: AnimatorAdditivity { .componentwise }
    @inlinable public func interpolated(to end: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: x + (end.x - x) * fraction, y: y + (end.y - y) * fraction)
    }
    @inlinable public func delta(from base: CGPoint) -> CGPoint? { CGPoint(x: x - base.x, y: y - base.y) }
    @inlinable public func composed(onto base: CGPoint) -> CGPoint { CGPoint(x: base.x + x, y: base.y + y) }
    public static var neutralDelta: CGPoint { .zero }
    /// x when its change is strictly larger, else y (a tie picks y), as MotionAnimator picks.
    public func dominantDisplacement(to end: CGPoint) -> Double? {
        let dx = end.x - x, dy = end.y - y
        return Double(abs(dx) > abs(dy) ? dx : dy)
    }
    public var isFiniteValue: Bool { x.isFinite && y.isFinite }
}

extension CGSize: AnimatorValue {
    /// Componentwise.
    public static var additivity: AnimatorAdditivity { .componentwise }
    @inlinable public func interpolated(to end: CGSize, fraction: Double) -> CGSize {
        CGSize(width: width + (end.width - width) * fraction, height: height + (end.height - height) * fraction)
    }
    @inlinable public func delta(from base: CGSize) -> CGSize? { CGSize(width: width - base.width, height: height - base.height) }
    @inlinable public func composed(onto base: CGSize) -> CGSize { CGSize(width: base.width + width, height: base.height + height) }
    public static var neutralDelta: CGSize { .zero }
    /// Width when its change is strictly larger, else height (a tie picks height).
    public func dominantDisplacement(to end: CGSize) -> Double? {
        let dw = end.width - width, dh = end.height - height
        return Double(abs(dw) > abs(dh) ? dw : dh)
    }
    public var isFiniteValue: Bool { width.isFinite && height.isFinite }
}

extension CGRect: AnimatorValue {
    /// Componentwise over origin.x, origin.y, width and height (MotionAnimator never made rects
    /// additive although it documented them so).
    public static var additivity: AnimatorAdditivity { .componentwise }
    public func interpolated(to end: CGRect, fraction: Double) -> CGRect {
        CGRect(origin: origin.interpolated(to: end.origin, fraction: fraction),
               size: size.interpolated(to: end.size, fraction: fraction))
    }
    public func delta(from base: CGRect) -> CGRect? {
        CGRect(x: origin.x - base.origin.x, y: origin.y - base.origin.y,
               width: size.width - base.size.width, height: size.height - base.size.height)
    }
    public func composed(onto base: CGRect) -> CGRect {
        CGRect(x: base.origin.x + origin.x, y: base.origin.y + origin.y,
               width: base.size.width + size.width, height: base.size.height + size.height)
    }
    public static var neutralDelta: CGRect { .zero }
    /// origin.x, replaced by origin.y, width, then height whenever one's change is strictly larger.
    public func dominantDisplacement(to end: CGRect) -> Double? {
        var pick = end.origin.x - origin.x
        for change in [end.origin.y - origin.y, end.size.width - size.width, end.size.height - size.height]
        where abs(change) > abs(pick) { pick = change }
        return Double(pick)
    }
    public var isFiniteValue: Bool { origin.isFiniteValue && size.isFiniteValue }
}

extension MotionVector: AnimatorValue {
    /// Componentwise.
    public static var additivity: AnimatorAdditivity { .componentwise }
    public func interpolated(to end: MotionVector, fraction: Double) -> MotionVector {
        MotionVector(dx: dx + (end.dx - dx) * fraction, dy: dy + (end.dy - dy) * fraction)
    }
    public func delta(from base: MotionVector) -> MotionVector? { MotionVector(dx: dx - base.dx, dy: dy - base.dy) }
    public func composed(onto base: MotionVector) -> MotionVector { MotionVector(dx: base.dx + dx, dy: base.dy + dy) }
    public static var neutralDelta: MotionVector { MotionVector(dx: 0, dy: 0) }
    /// dx when its change is strictly larger, else dy.
    public func dominantDisplacement(to end: MotionVector) -> Double? {
        let a = end.dx - dx, b = end.dy - dy
        return abs(a) > abs(b) ? a : b
    }
    public var isFiniteValue: Bool { dx.isFinite && dy.isFinite }
}

// MARK: - Colours and transforms

extension MotionColor: AnimatorValue {
    /// Never: a colour animation replaces the colour.
    public static var additivity: AnimatorAdditivity { .never }
    public func interpolated(to end: MotionColor, fraction: Double) -> MotionColor {
        MotionColor(red: red + (end.red - red) * fraction, green: green + (end.green - green) * fraction,
                    blue: blue + (end.blue - blue) * fraction, alpha: alpha + (end.alpha - alpha) * fraction)
    }
    public func delta(from base: MotionColor) -> MotionColor? { nil }
    public func composed(onto base: MotionColor) -> MotionColor { self }
    public static var neutralDelta: MotionColor { MotionColor(red: 0, green: 0, blue: 0, alpha: 0) }
    public func dominantDisplacement(to end: MotionColor) -> Double? { nil }
    public var isFiniteValue: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension MotionTransform3D: AnimatorValue {
    /// Composed: the delta is from·to⁻¹, and the presentation is delta·model (row vectors, as Core
    /// Animation multiplies), so at the start delta·to = from exactly.
    public static var additivity: AnimatorAdditivity { .composed }
    public func interpolated(to end: MotionTransform3D, fraction: Double) -> MotionTransform3D {
        MotionTransform3D(rows: rows.0 + (end.rows.0 - rows.0) * fraction, rows.1 + (end.rows.1 - rows.1) * fraction,
                          rows.2 + (end.rows.2 - rows.2) * fraction, rows.3 + (end.rows.3 - rows.3) * fraction)
    }
    public func delta(from base: MotionTransform3D) -> MotionTransform3D? {
        base.inverted().map { concatenating($0) }
    }
    public func composed(onto base: MotionTransform3D) -> MotionTransform3D { concatenating(base) }
    public static var neutralDelta: MotionTransform3D { .identity }
    public func dominantDisplacement(to end: MotionTransform3D) -> Double? { nil }
    public var isFiniteValue: Bool {
        // x · 0 is 0 for every finite x and NaN otherwise, so the sum of the zeroed rows is 0 exactly
        // when all 16 elements are finite (no overflow, no array, no allocation).
        let r = rows
        let zero = SIMD4<Double>(repeating: 0)
        var zeroed: SIMD4<Double> = r.0 * zero
        zeroed += r.1 * zero
        zeroed += r.2 * zero
        zeroed += r.3 * zero
        return zeroed.sum() == 0
    }
}
