import Foundation
import Logging
import Testing
@testable import MotionMachine

/// Parses CSS `linear()` as the CSS Easing 2 draft canonicalizes and evaluates it (written here from
/// the spec text, sharing nothing with CSSLinearFunction): missing first/last inputs are 0% and 100%,
/// runs of missing inputs are spread evenly, and values between stops are interpolated linearly.
func cssLinear(_ text: String) -> (Double) -> Double {
    let inside = text.drop(while: { $0 != "(" }).dropFirst().prefix(while: { $0 != ")" })
    var stops: [(y: Double, x: Double?)] = inside.split(separator: ",").map { stop in
        let parts = stop.split(separator: " ")
        return (Double(parts[0])!, parts.count > 1 ? Double(parts[1].dropLast())! / 100 : nil)
    }
    if stops[0].x == nil { stops[0].x = 0 }
    if stops[stops.count - 1].x == nil { stops[stops.count - 1].x = 1 }
    var index = 0
    while index < stops.count {
        if stops[index].x == nil {
            var end = index
            while stops[end].x == nil { end += 1 }
            let a = stops[index - 1].x!, b = stops[end].x!
            for k in index..<end { stops[k].x = a + (b - a) * Double(k - index + 1) / Double(end - index + 1) }
            index = end
        }
        index += 1
    }
    return { x in
        var k = 0
        while k + 2 < stops.count && stops[k + 1].x! <= x { k += 1 }
        let a = stops[k], b = stops[k + 1]
        if b.x! == a.x! { return b.y }
        return a.y + (b.y - a.y) * (x - a.x!) / (b.x! - a.x!)
    }
}

@Suite("Exports: CSS, SwiftUI and design-token fallbacks")
struct ExportTests {
    init() { _ = TestDiagnostics.installed }
    /// easings.net's published forms, evaluated here.
    static func easeOutElastic(_ x: Double) -> Double {
        x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * (2 * Double.pi / 3)) + 1
    }

    static func easeOutBounce(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { let y = x - 1.5 / d1; return n1 * y * y + 0.75 }
        if x < 2.5 / d1 { let y = x - 2.25 / d1; return n1 * y * y + 0.9375 }
        let y = x - 2.625 / d1
        return n1 * y * y + 0.984375
    }

    @Test("linear() stays within its tolerance (0.0017 by default) of the exact curve, measured by an independent evaluation",
          arguments: ["easeOutElastic", "easeOutBounce", "smooth", "bouncy"], [CSSLinearFunction.defaultTolerance, 0.01])
    func linearError(_ name: String, tolerance: Double) throws {
        let curve = try TimingCurve(parsing: name)
        let css = CSSExport.timingFunction(curve, tolerance: tolerance)
        let polyline = cssLinear(css)
        let exact: (Double) -> Double
        switch name {
        case "easeOutElastic": exact = Self.easeOutElastic
        case "easeOutBounce": exact = Self.easeOutBounce
        default:
            // A SwiftUI spring of duration 0.5 released from rest one unit short of its end, over the
            // export's own duration (its settling time, read back from the export).
            let seconds = CurveShape(curve).settlingDuration!
            let k = pow(2 * Double.pi / 0.5, 2), zeta = name == "smooth" ? 1.0 : 0.7
            let w = k.squareRoot()
            exact = { p in
                if p >= 1 { return 1 }
                let t = p * seconds
                if zeta == 1 { return 1 - (1 + w * t) * exp(-w * t) }
                let wd = w * (1 - zeta * zeta).squareRoot()
                return 1 - exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
            }
        }
        var worst = 0.0, low = 0.0, high = 1.0
        for index in 0...50_000 {
            let x = Double(index) / 50_000
            let y = exact(x)
            low = min(low, y); high = max(high, y)
            worst = max(worst, abs(polyline(x) - y))
        }
        let fitted = CSSLinearFunction(CurveShape(curve), tolerance: tolerance)
        #expect(worst <= tolerance * (high - low), "\(name): \(worst) with \(fitted.points.count) points")
        #expect(fitted.points.count < 120, "\(name): \(fitted.points.count) points")
        // The reported error is what the fit reached, as this denser independent scan finds it.
        #expect(abs(fitted.maximumError - worst) <= 0.1 * tolerance * (high - low), "\(name): reported \(fitted.maximumError), found \(worst)")
        #expect(cssLinear(css)(0.5) == cssLinear(fitted.css)(0.5))
    }

    @Test("a looser tolerance gives fewer points; the stylesheet notes each fit's points and error")
    func toleranceAndReport() throws {
        let shape = CurveShape(try TimingCurve(parsing: "bouncy"))
        let tight = CSSLinearFunction(shape, tolerance: 0.0005), standard = CSSLinearFunction(shape), loose = CSSLinearFunction(shape, tolerance: 0.01)
        #expect(tight.points.count > standard.points.count && standard.points.count > loose.points.count)
        #expect(CSSLinearFunction(shape, tolerance: .nan) == standard)

        let document = try MotionSpecDocument(data: Data(#"{"card": {"timingCurve": "bouncy", "duration": 0.5}, "fade": {"timingCurve": "ease-out", "duration": 0.2}}"#.utf8))
        let (css, fits) = CSSExport.stylesheetWithFits(document, tolerance: 0.01)
        #expect(fits.map(\.path) == ["card"])
        #expect(fits[0].pointCount == loose.points.count && fits[0].maximumError == loose.maximumError)
        #expect(css.contains("--card-easing: \(loose.css); /* \(loose.points.count) points, max error "))
        #expect(css.contains("--fade-easing: ease-out;\n"))
        #expect(css == CSSExport.stylesheet(document, tolerance: 0.01))
    }

    @Test("CSS shorthands and timing functions")
    func css() throws {
        #expect(CSSExport.timingFunction(.cubicBezier(0.42, 0, 0.58, 1)) == "ease-in-out")
        #expect(CSSExport.timingFunction(.cubicBezier(0.4, 0, 0.2, 1)) == "cubic-bezier(0.4, 0, 0.2, 1)")
        #expect(CSSExport.timingFunction(nil) == "linear")
        let fade = AnimationTraits(delay: 0.05, duration: 0.3, timingCurve: .cubicBezier(0.4, 0, 0.2, 1),
                                   repetition: Repetition(numberOfRepetitions: 2, autoreverses: true))
        #expect(CSSExport.transition(fade, property: "opacity") == "opacity 300ms cubic-bezier(0.4, 0, 0.2, 1) 50ms")
        #expect(CSSExport.animation(fade, name: "fade") == "fade 300ms cubic-bezier(0.4, 0, 0.2, 1) 50ms 4 alternate both")
        let span = AnimationTraits(delay: 0, duration: 0.5, timingCurve: .bezier(.linear), repetition: Repetition(duration: 1.25))
        #expect(CSSExport.animation(span, name: "x") == "x 500ms linear 0ms 2.5 normal both")
        let forever = AnimationTraits(delay: 0, duration: 1, timingCurve: nil, repetition: .forever)
        #expect(CSSExport.animation(forever, name: "x") == "x 0ms linear 0ms infinite normal both")
    }

    /// The damping ratio and natural frequency SwiftUI gives the spring in `expression`, read by
    /// SwiftUI's documented rules: `.spring(duration:bounce:)` has unit mass, stiffness (2π/duration)²
    /// and ratio 1 − bounce (1/(1 + bounce) below 0); `Spring(mass:stiffness:damping:)` damps an
    /// over-damped spring critically unless `allowOverDamping` is true.
    func swiftUISpring(_ expression: String) -> (ratio: Double, frequency: Double)? {
        func number(_ label: String) -> Double? {
            guard let range = expression.range(of: label + ": ") else { return nil }
            let rest = expression[range.upperBound...]
            return Double(rest.prefix { "0123456789.-e".contains($0) })
        }
        if expression.hasPrefix(".spring(duration:"), let duration = number("duration"), let bounce = number("bounce") {
            return (bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), 2 * Double.pi / duration)
        }
        guard let mass = number("mass"), let stiffness = number("stiffness"), let damping = number("damping") else { return nil }
        let ratio = damping / (2 * (mass * stiffness).squareRoot())
        let clamps = expression.contains("Spring(") && !expression.contains("allowOverDamping: true")
        return (clamps ? min(ratio, 1) : ratio, (stiffness / mass).squareRoot())
    }

    @Test("every exported spring means in SwiftUI the spring it came from, over-damped ones included")
    func swiftUISpringsMatch() throws {
        let curves: [TimingCurve] = [
            try #require(AnimationTraits.systemModalMovement.timingCurve),
            try TimingCurve(parsing: "smooth"), try TimingCurve(parsing: "snappy"), try TimingCurve(parsing: "bouncy"),
            .spring(mass: 2, tension: 300, friction: 10), .spring(mass: 1, tension: 100, friction: 60),
            .spring(duration: 0.4, dampingRatio: 0.6), .spring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 2),
            .spring(duration: 0.8, dampingRatio: 3, initialVelocity: 2),
        ]
        for curve in curves {
            let expression = SwiftUIExport.animation(AnimationTraits(duration: 0.5, timingCurve: curve))
            let source: SpringTimingCurve
            switch curve {
            case .spring(let spring): source = spring
            case .springGenerator(let generator): source = generator.springTimingCurve()
            default: Issue.record("not a spring: \(curve)"); continue
            }
            let read = try #require(swiftUISpring(expression), "\(expression)")
            let ratio = source.friction / (2 * (source.mass * source.tension).squareRoot())
            let frequency = (source.tension / source.mass).squareRoot()
            // Four decimals are printed: a relative error of 1e-3 at most.
            #expect(abs(read.ratio - ratio) <= 1e-3 * ratio, "\(expression): ratio \(read.ratio), expected \(ratio)")
            #expect(abs(read.frequency - frequency) <= 1e-3 * frequency, "\(expression): ω₀ \(read.frequency), expected \(frequency)")
        }
    }

    @Test("token files in the earlier drafts' string durations load, with a warning, and export in the 2025.10 form")
    func draftDurations() throws {
        let recorder = TestDiagnostics.installed
        let file = #"""
        {"motion": {"fast": {"$type": "duration", "$value": "300ms"},
                    "fade": {"$type": "transition", "$value": {"duration": "0.3s", "delay": "0ms", "timingFunction": [0.2, 0, 0, 1]}}}}
        """#
        let document = try MotionSpecDocument(data: Data(file.utf8))
        #expect(document.token("motion.fast")?.value == .duration(0.3))
        #expect(try document.traits("motion.fade") == AnimationTraits(delay: 0, duration: 0.3, timingCurve: .cubicBezier(0.2, 0, 0, 1)))
        #expect(recorder.contains("motion.fast.$value: \"300ms\" is an earlier draft's duration; Design Tokens 2025.10 writes {\"value\": 300, \"unit\": \"ms\"}"))
        #expect(recorder.contains("motion.fade.$value.duration: \"0.3s\"", "{\"value\": 0.3, \"unit\": \"s\"}"))
        let exported = SpecExport.tokens(document)
        let fade = exported.json.object?["motion"]?.object?["fade"]?.object?["$value"]?.object
        #expect(exported.json.object?["motion"]?.object?["fast"]?.object?["$value"] == .object(["value": .number(300), "unit": .string("ms")]))
        #expect(fade?["duration"] == .object(["value": .number(0.3), "unit": .string("s")]))
        #expect(fade?["delay"] == .object(["value": .number(0), "unit": .string("ms")]))
        #expect(try MotionSpecDocument(data: exported.encoded()).traits("motion.fade") == document.traits("motion.fade"))
        // Anything else in a duration's place is still refused, with its path.
        #expect(throws: SpecProblems.self) {
            try MotionSpecDocument(data: Data(#"{"a": {"$type": "duration", "$value": "fast"}}"#.utf8))
        }
    }

    @Test("SwiftUI code uses SwiftUI's own parameters")
    func swiftUI() throws {
        #expect(SwiftUIExport.animation(AnimationTraits(duration: 0.35, animationCurve: .easeInOut)) == ".easeInOut(duration: 0.35)")
        let snappy = AnimationTraits(delay: 0.05, duration: 0, timingCurve: try TimingCurve(parsing: "snappy"),
                                     repetition: Repetition(numberOfRepetitions: 2, autoreverses: true))
        #expect(SwiftUIExport.animation(snappy) == ".spring(duration: 0.5, bounce: 0.15).delay(0.05).repeatCount(4, autoreverses: true)")
        let curve = AnimationTraits(delay: 0, duration: 0.3, timingCurve: .cubicBezier(0.2, 0, 0, 1), repetition: .forever)
        #expect(SwiftUIExport.animation(curve) == ".timingCurve(0.2, 0, 0, 1, duration: 0.3).repeatForever(autoreverses: false)")
        let heavy = AnimationTraits(duration: 0.5, timingCurve: .spring(mass: 3, tension: 1000, friction: 500))
        #expect(SwiftUIExport.animation(heavy) == ".spring(Spring(mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true))")
        #expect(SwiftUIExport.animation(AnimationTraits(duration: 1, timingCurve: .penner(PennerEasing(.cubic, .out)))).hasPrefix(".timingCurve("))
        #expect(SwiftUIExport.identifier("motion.spec.sheet-in") == "motionSpecSheetIn")
        // An instant change repeated over a span plays once, in SwiftUI as in CSS (it lasts 0 s).
        let instant = AnimationTraits(delay: 0, duration: 0.3, timingCurve: nil, repetition: Repetition(duration: 1.2, autoreverses: true))
        #expect(SwiftUIExport.animation(instant) == ".linear(duration: 0).repeatCount(1, autoreverses: true)")
        #expect(CSSExport.animation(instant, name: "x") == "x 0ms linear 0ms 1 alternate both")
    }

    @Test("design tokens get standard fallbacks: settling duration, nearest Bézier, linear(); the real curve survives")
    func tokens() throws {
        let source = """
        {"motion": {"spring": {"snappy": {"$type": "cubicBezier", "$value": [0, 0, 1, 1],
                                            "$extensions": {"dev.motionmachine": {"timingCurve": "snappy"}}}},
                    "sheet": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "timingFunction": "{motion.spring.snappy}"}}}}
        """
        let document = try MotionSpecDocument(data: Data(source.utf8))
        let exported = try MotionSpecDocument(data: Data(SpecExport.export(document, to: .tokens).utf8))
        #expect(exported.tokens == document.tokens)
        let snappy = try TimingCurve(parsing: "snappy")
        let fallback = try #require(SpecExport.fallback(for: snappy, duration: 1))
        // ecosystem.md §2.1: the best single Bézier for .snappy is (0.263, 0.374, 0.046, 1.165), off by 0.018.
        let fit = BezierFit(CurveShape(snappy))
        #expect(fit.maximumError < 0.02, "\(fit)")
        for (value, published) in zip(fit.curve.controlPoints, [0.263, 0.374, 0.046, 1.165]) { #expect(abs(value - published) < 0.01) }
        #expect(fallback.css?.hasPrefix("\(CSSExport.time(CurveShape(snappy).settlingDuration!)) linear(0, ") == true)
        let sheet = exported.json.object?["motion"]?.object?["sheet"]?.object
        #expect(sheet?["$value"]?.object?["timingFunction"] == .array(fit.curve.controlPoints.map(JSONValue.number)))
        #expect(sheet?["$extensions"]?.object?["dev.motionmachine"]?.object?["duration"] == .number(1))
    }
}
