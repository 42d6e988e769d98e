import Foundation
import MotionInterchange

/// Spec documents written for other tools: design tokens with standard fallbacks computed, CSS and
/// SwiftUI. What `motion spec export` prints.
public enum SpecExport {
    /// The formats a spec exports to.
    public enum Format: String, Sendable, CaseIterable {
        /// CSS custom properties (``CSSExport/stylesheet(_:tolerance:)``).
        case css
        /// A Swift file of SwiftUI animations (``SwiftUIExport/source(_:typeName:)``).
        case swiftui
        /// W3C design tokens with standard fallbacks for every non-Bézier curve (``SpecExport/tokens(_:tolerance:)``).
        case tokens
        /// Web Animations keyframes and options for each element with keyframe tracks, by its path
        /// (``KeyframeExport/webAnimations``).
        case waapi
        /// A Lottie animation of each element with keyframe tracks (``KeyframeExport/lottie(frameRate:size:)``):
        /// the animation itself for a spec with one such element, else an object of them by path.
        case lottie
    }

    /// `document` in `format`; `tolerance` bounds the error of every `linear()` easing written (CSS,
    /// and the tokens' fallbacks), as a share of the curve's range.
    public static func export(_ document: MotionSpecDocument, to format: Format,
                              tolerance: Double = CSSLinearFunction.defaultTolerance) -> String {
        switch format {
        case .css: CSSExport.stylesheet(document, tolerance: tolerance)
        case .swiftui: SwiftUIExport.source(document)
        case .tokens: String(decoding: tokens(document, tolerance: tolerance).encoded(), as: UTF8.self) + "\n"
        case .waapi: json(.object(keyframeExports(document, tolerance: tolerance).mapValues(\.webAnimations)))
        case .lottie:
            json({
                let animations = keyframeExports(document, tolerance: tolerance).mapValues { $0.lottie() }
                return animations.count == 1 ? animations.values.first! : .object(animations)
            }())
        }
    }

    /// The keyframe exports of the elements that have tracks, by path.
    public static func keyframeExports(_ document: MotionSpecDocument,
                                       tolerance: Double = CSSLinearFunction.defaultTolerance) -> [String: KeyframeExport] {
        var exports: [String: KeyframeExport] = [:]
        for (path, traits) in document.allTraits where traits.keyframes?.isEmpty == false {
            exports[path] = KeyframeExport(traits: traits, tolerance: tolerance)
        }
        return exports
    }

    /// `value` as pretty-printed JSON with sorted keys.
    private static func json(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// The standard values for a curve that is not a Bézier: its settling time as the duration
    /// (or `duration` for a Penner curve), the nearest Bézier (``BezierFit``) and a `linear()`
    /// easing with the duration, as `698ms linear(…)`. `nil` for a Bézier, which needs none.
    public static func fallback(for curve: TimingCurve, duration: Double,
                                tolerance: Double = CSSLinearFunction.defaultTolerance) -> TokenFallback? {
        guard curve.bezier == nil else { return nil }
        let shape = CurveShape(curve)
        let seconds = shape.duration(given: duration)
        return TokenFallback(duration: seconds, bezier: BezierFit(shape).curve,
                             css: "\(CSSExport.time(seconds)) \(CSSLinearFunction(shape, tolerance: tolerance).css)")
    }

    /// `document` with standard fallbacks written for every motion token whose curve is not a
    /// Bézier, so plain design-token tools read a close transition (see
    /// `MotionSpecDocument.setFallback(_:at:)`), and durations in an earlier draft's string form
    /// rewritten in the current one. Everything else, aliases included, stays as written.
    /// A plain document of named traits becomes a design-token file with one transition token per
    /// element.
    public static func tokens(_ document: MotionSpecDocument,
                              tolerance: Double = CSSLinearFunction.defaultTolerance) -> MotionSpecDocument {
        if !document.isDesignTokens {
            var output = MotionSpecDocument()
            for (path, traits) in document.allTraits {
                let standard = traits.timingCurve.flatMap { fallback(for: $0, duration: traits.duration, tolerance: tolerance) }
                try? output.setTraits(traits, at: path, fallback: standard)
            }
            return output
        }
        var output = document
        output.modernizeDurations()
        for token in document.tokens {
            let standard: TokenFallback?
            switch token.value {
            case .traits(let traits): standard = traits.timingCurve.flatMap { fallback(for: $0, duration: traits.duration, tolerance: tolerance) }
            case .curve(let curve): standard = fallback(for: curve, duration: 1, tolerance: tolerance)
            case .duration, .number: standard = nil
            }
            // Each token came from this document, so writing its fallback back cannot fail.
            if let standard { try? output.setFallback(standard, at: token.path) }
        }
        return output
    }
}
