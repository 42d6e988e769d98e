import Foundation
@_spi(Kernel) import MotionKernel

extension PropertyStates {
    /// States for a ``MotionColor`` property that moves through `space` rather than along its stored
    /// components: CSS Color 4's interpolation (premultiplied alpha, the hue along an arc in OKLCH),
    /// as ``MotionColor/interpolated(to:fraction:in:)`` gives it.
    ///
    /// ```swift
    /// Motion(target: button, statesForProperties: [PropertyStates(keyPath: \Button.tint, end: blue, in: .oklch)],
    ///        duration: 0.4).start()
    /// ```
    ///
    /// The motion moves one property, the fraction of the way from the start color to the end
    /// (named `"<Target>.(MotionColor) in <space>"`), and writes the color that fraction gives; the
    /// start, when omitted, is the target's color when movement begins. A component of either color
    /// that is not finite takes the other's, with a diagnostic. The property is not additive: two
    /// such motions of one color each write their own blend.
    public init(keyPath: ReferenceWritableKeyPath<Target, MotionColor>, start: MotionColor? = nil, end: MotionColor,
                in space: ColorInterpolation) {
        let location = StoredLocation(keyPath)
        let name = "\(Target.self).(MotionColor) in \(space.css)"
        self.init(path: name, start: start, end: end) { _, _ in
            [PropertyStates.colorProperty(keyPath, location, start: start, end: end, in: space, name: name)]
        }
    }

    /// The fraction property of a color moving through `space`: reading it (when movement begins,
    /// for an omitted start) takes the target's color as the start and answers 0; writing fraction
    /// `f` stores the color `f` of the way.
    private static func colorProperty(_ keyPath: ReferenceWritableKeyPath<Target, MotionColor>,
                                      _ location: StoredLocation<Target, MotionColor>, start: MotionColor?, end: MotionColor,
                                      in space: ColorInterpolation, name: String) -> PropertyData<Target> {
        let ends = ColorEnds(start ?? end, end)
        let accessor = PropertyAccessor<Target>(
            read: { target in
                if start == nil { (ends.from, ends.to) = MotionColor.finitePair(target[keyPath: keyPath], end) }
                return 0
            },
            write: { target, fraction in location.write(target, ends.from.interpolated(to: ends.to, fraction: fraction, in: space)) }
        )
        return PropertyData(path: name, start: start == nil ? nil : 0, end: 1, accessor: accessor)
    }
}

/// The two colors a color property moves between in a space: the start, taken when movement
/// begins if it was not given, and the end, both made finite.
private final class ColorEnds {
    var from: MotionColor
    var to: MotionColor
    init(_ from: MotionColor, _ to: MotionColor) { (self.from, self.to) = MotionColor.finitePair(from, to) }
}
