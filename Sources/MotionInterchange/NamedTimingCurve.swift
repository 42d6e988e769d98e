/// A timing curve with the name users type for it, and where the name comes from.
public struct NamedTimingCurve: Sendable, Hashable {
    /// The name, as ``TimingCurve/init(parsing:)`` accepts it.
    public let name: String
    /// The curve.
    public let curve: TimingCurve
    /// Where the name and numbers come from (CSS, Core Animation, Material 3, SwiftUI, Penner).
    public let source: String

    /// Names a curve.
    public init(name: String, curve: TimingCurve, source: String) {
        self.name = name
        self.curve = curve
        self.source = source
    }
}

extension TimingCurve {
    /// Every curve known by name: the CSS and Core Animation keywords, Material 3's easing and spring
    /// tokens, SwiftUI's spring presets, and Penner's thirty equations. Names match without regard to
    /// case, hyphens, underscores, dots or spaces, so `ease-in-out`, `easeInOut` and
    /// `standard.decelerate` all work.
    ///
    /// Numbers: Material 3 easings and springs from the token set v30.0.14 (springs with unit mass,
    /// friction 2ζ√k); SwiftUI `.smooth`, `.snappy` and `.bouncy` are `Spring(duration: 0.5,
    /// bounce:)` with bounce 0, 0.15 and 0.3; SwiftUI's `Animation.spring` (response 0.5, damping
    /// fraction 0.825), `.interactiveSpring` (0.15, 0.86) and `.default` (0.55, 1) are `spring`,
    /// `interactive-spring` and `default`.
    public static let namedCurves: [NamedTimingCurve] = {
        var named: [NamedTimingCurve] = [
            NamedTimingCurve(name: "linear", curve: .bezier(.linear), source: "CSS"),
            NamedTimingCurve(name: "ease", curve: .bezier(.ease), source: "CSS"),
            NamedTimingCurve(name: "ease-in", curve: .bezier(.easeIn), source: "CSS, Core Animation"),
            NamedTimingCurve(name: "ease-out", curve: .bezier(.easeOut), source: "CSS, Core Animation"),
            NamedTimingCurve(name: "ease-in-out", curve: .bezier(.easeInOut), source: "CSS, Core Animation"),
        ]
        let material: [(String, Double, Double, Double, Double)] = [
            ("standard", 0.2, 0, 0, 1), ("standard-decelerate", 0, 0, 0, 1), ("standard-accelerate", 0.3, 0, 1, 1),
            ("emphasized-decelerate", 0.05, 0.7, 0.1, 1), ("emphasized-accelerate", 0.3, 0, 0.8, 0.15),
            ("legacy", 0.4, 0, 0.2, 1), ("legacy-decelerate", 0, 0, 0.2, 1), ("legacy-accelerate", 0.4, 0, 1, 1),
        ]
        named += material.map {
            NamedTimingCurve(name: $0.0, curve: .cubicBezier($0.1, $0.2, $0.3, $0.4), source: "Material 3 easing")
        }
        let springs: [(String, Double, Double)] = [
            ("standard-spatial-fast", 0.9, 1400), ("standard-spatial-default", 0.9, 700),
            ("standard-spatial-slow", 0.9, 300), ("expressive-spatial-fast", 0.6, 800),
            ("expressive-spatial-default", 0.8, 380), ("expressive-spatial-slow", 0.8, 200),
            ("effects-fast", 1, 3800), ("effects-default", 1, 1600), ("effects-slow", 1, 800),
        ]
        named += springs.map {
            NamedTimingCurve(name: $0.0, curve: .spring(SpringTimingCurve(dampingRatio: $0.1, stiffness: $0.2)),
                             source: "Material 3 spring")
        }
        named += [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)].map {
            NamedTimingCurve(name: $0.0, curve: .spring(SpringTimingCurve(duration: 0.5, bounce: $0.1)), source: "SwiftUI")
        }
        // SwiftUI's Animation presets in its response form: stiffness (2π / response)², unit mass.
        named += [("spring", 0.5, 0.825), ("interactive-spring", 0.15, 0.86), ("default", 0.55, 1.0)].map {
            let stiffness = (2 * Double.pi / $0.1) * (2 * Double.pi / $0.1)
            return NamedTimingCurve(name: $0.0, curve: .spring(SpringTimingCurve(dampingRatio: $0.2, stiffness: stiffness)),
                                    source: "SwiftUI")
        }
        named += PennerEasing.all.map { NamedTimingCurve(name: $0.name, curve: .penner($0), source: "Penner") }
        return named
    }()

    /// The known curve named `name` (see ``namedCurves``), or `nil`.
    public static func named(_ name: String) -> TimingCurve? {
        let key = normalizedName(name)
        return namedCurves.first { normalizedName($0.name) == key }?.curve
    }

    /// `name` lowercased, without hyphens, underscores, dots or spaces.
    static func normalizedName(_ name: String) -> String {
        String(name.lowercased().filter { !"-_. ".contains($0) })
    }
}
