/// One of Robert Penner's easing equations, by family and direction, named as easings.net and most
/// tools name them (`easeOutElastic`, `easeInOutBack`).
///
/// Many have no exact cubic Bézier (elastic and bounce have none at all), which is why a timing
/// curve can name one: the engine evaluates the equation itself, and the CSS exporter writes it as
/// `linear()`.
public struct PennerEasing: Sendable, Hashable {
    /// The equation family.
    public enum Family: String, Sendable, Hashable, CaseIterable {
        /// t².
        case quad = "Quad"
        /// t³.
        case cubic = "Cubic"
        /// t⁴.
        case quart = "Quart"
        /// t⁵.
        case quint = "Quint"
        /// A quarter sine wave.
        case sine = "Sine"
        /// 2^(10(t − 1)).
        case expo = "Expo"
        /// A quarter circle.
        case circ = "Circ"
        /// Overshoots by Penner's 1.70158 before settling.
        case back = "Back"
        /// A decaying sine wave (amplitude 1, period 0.3, or 0.45 in-out).
        case elastic = "Elastic"
        /// Bounces off the end like a dropped ball.
        case bounce = "Bounce"
    }

    /// Which end of the movement the equation shapes.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Starts slowly.
        case `in` = "In"
        /// Ends slowly.
        case out = "Out"
        /// Slow at both ends.
        case inOut = "InOut"
    }

    /// The equation family.
    public var family: Family
    /// The direction.
    public var direction: Direction

    /// Creates an easing from its family and direction.
    public init(_ family: Family, _ direction: Direction) {
        self.family = family
        self.direction = direction
    }

    /// The easing's name, `ease` + direction + family: `easeOutElastic`.
    public var name: String { "ease\(direction.rawValue)\(family.rawValue)" }

    /// The easing named `name` (`easeOutElastic`, `easeInOutQuad`; case-insensitive), or `nil`.
    public init?(name: String) {
        let lowered = name.lowercased()
        for family in Family.allCases {
            // InOut before In, so "easeinout…" is not read as "easein" + "out…".
            for direction in [Direction.inOut, .in, .out]
            where lowered == "ease\(direction.rawValue)\(family.rawValue)".lowercased() {
                self.init(family, direction)
                return
            }
        }
        return nil
    }

    /// Every named easing: ten families in three directions.
    public static var all: [PennerEasing] {
        Family.allCases.flatMap { family in Direction.allCases.map { PennerEasing(family, $0) } }
    }
}
