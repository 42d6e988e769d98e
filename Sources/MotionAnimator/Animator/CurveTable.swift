import Foundation
import MotionMachine

/// The Bézier curves an animator's records share: one ``ProgressCurve`` (and so one payload, see
/// its indirection) per distinct curve, up to ``capacity`` of them.
///
/// Most interfaces use a handful of curves (a design system's tokens), so almost every record of a
/// busy animator reads the same few solved curves. Past the capacity, a new curve is used as it is,
/// unshared, so a program that makes curves from changing numbers cannot grow the table without
/// bound. Springs and easing closures are not shared: a spring's curve depends on each animation's
/// velocity, and closures cannot be compared.
struct CurveTable {
    /// The most distinct curves kept.
    static let capacity = 64

    private var beziers: [CubicBezierEasing: ProgressCurve] = [:]

    /// `curve`, or the equal curve already shared.
    /// - Complexity: O(1) on average (a hash of four numbers).
    mutating func shared(_ curve: ProgressCurve) -> ProgressCurve {
        guard case .bezier(let solved) = curve else { return curve }
        if let kept = beziers[solved] { return kept }
        if beziers.count < Self.capacity { beziers[solved] = curve }
        return curve
    }

    /// The number of curves kept.
    var count: Int { beziers.count }
}
