import Foundation
import MotionInterchange

// The three formats: CSS @keyframes, Web Animations keyframes, a Lottie animation.

extension KeyframeExport {
    /// CSS: one `@keyframes` rule per track, named `<name>-<track>`, each key's
    /// `animation-timing-function` the easing of the segment after it, and the `animation` that plays
    /// them all (a comment), plus an `@property` rule for each custom property a track writes.
    ///
    /// ```css
    /// @keyframes pop-scale {
    ///   0% { scale: 1; animation-timing-function: cubic-bezier(0.3333, 0.5, 0.6667, 1); }
    ///   100% { scale: 1.25; }
    /// }
    /// ```
    public func css(name: String) -> String {
        var lines: [String] = []
        var animations: [String] = []
        for track in tracks {
            let property = Self.cssProperty(track.name)
            let keys = keys(of: track, bakedAsKeys: false)
            let length = max(track.resolved.duration, 0)
            let rule = "\(name)-\(track.name)"
            if property.hasPrefix("--") {
                lines.append("@property \(property) { syntax: \"<number>\"; inherits: false; initial-value: \(Self.number(track.resolved.start)); }")
            }
            lines.append("@keyframes \(rule) {")
            for (index, key) in keys.enumerated() {
                var offset = length > 0 ? key.time / length * 100 : 0
                // CSS merges keys at one offset: the second of a jump comes a hair later.
                if index > 0, keys[index - 1].easing == .jump { offset = min(offset + 0.001, 100) }
                var declarations = "\(property): \(Self.number(key.value));"
                if index < keys.count - 1 { declarations += " animation-timing-function: \(Self.cssEasing(key.easing));" }
                lines.append("  \(CSSLinearFunction.number(offset, decimals: 3))% { \(declarations) }")
            }
            lines.append("}")
            animations.append("\(rule) \(CSSExport.time(length)) linear both")
        }
        lines.insert("/* \(name): animation: \(animations.joined(separator: ", ")); */", at: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Web Animations: for each track, its keyframes (`offset`, the value under the CSS property's
    /// name, `easing`) and the options to play them with, ready for `element.animate(keyframes,
    /// options)`.
    public var webAnimations: JSONValue {
        var result: [String: JSONValue] = [:]
        for track in tracks {
            let property = Self.cssProperty(track.name)
            let length = track.resolved.duration
            let keys = keys(of: track, bakedAsKeys: false)
            let frames: [JSONValue] = keys.enumerated().map { index, key in
                var frame: [String: JSONValue] = ["offset": .number(Self.rounded(length > 0 ? key.time / length : 0)),
                                                  property: .number(Self.rounded(key.value))]
                if index < keys.count - 1 { frame["easing"] = .string(Self.cssEasing(key.easing)) }
                return .object(frame)
            }
            result[track.name] = .object(["keyframes": .array(frames),
                                          "options": .object(["duration": .number(Self.rounded(length * 1000)),
                                                              "fill": .string("both")])])
        }
        return .object(result)
    }

    /// A Lottie animation at `frameRate` frames a second: one solid layer, `size` points square,
    /// whose transform the tracks animate (see the type's description for the names it maps;
    /// ``unmappedLottieTracks`` lists the others). Baked segments become extra keys.
    public func lottie(frameRate: Double = 60, size: Double = 100) -> JSONValue {
        let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
        let frames = max((duration * rate).rounded(.up), 1)
        func animated(_ track: Track, scale: Double, dimensions: Int) -> JSONValue {
            let keys = keys(of: track, bakedAsKeys: true)
            let values: [JSONValue] = keys.enumerated().map { index, key in
                var frame: [String: JSONValue] = [
                    "t": .number(Self.rounded(key.time * rate)),
                    "s": .array(Array(repeating: .number(Self.rounded(key.value * scale)), count: dimensions)),
                ]
                guard index < keys.count - 1 else { return .object(frame) }
                switch key.easing {
                case .jump:
                    frame["h"] = .number(1)
                case .bezier(let x1, let y1, let x2, let y2):
                    frame["o"] = .object(["x": .array([.number(Self.rounded(x1))]), "y": .array([.number(Self.rounded(y1))])])
                    frame["i"] = .object(["x": .array([.number(Self.rounded(x2))]), "y": .array([.number(Self.rounded(y2))])])
                case .linear, .baked:
                    frame["o"] = .object(["x": .array([.number(0)]), "y": .array([.number(0)])])
                    frame["i"] = .object(["x": .array([.number(1)]), "y": .array([.number(1)])])
                }
                return .object(frame)
            }
            return .object(["a": .number(1), "k": .array(values)])
        }
        func fixed(_ values: [Double]) -> JSONValue {
            .object(["a": .number(0), "k": values.count == 1 ? .number(values[0]) : .array(values.map(JSONValue.number))])
        }
        var transform: [String: JSONValue] = ["a": fixed([size / 2, size / 2]), "p": fixed([size / 2, size / 2]),
                                              "s": fixed([100, 100]), "r": fixed([0]), "o": fixed([100])]
        var position: [String: JSONValue] = [:]
        for track in tracks {
            switch track.name {
            case "opacity": transform["o"] = animated(track, scale: 100, dimensions: 1)
            case "scale": transform["s"] = animated(track, scale: 100, dimensions: 2)
            case "rotation", "rotate": transform["r"] = animated(track, scale: 1, dimensions: 1)
            case "x", "y": position[track.name] = animated(track, scale: 1, dimensions: 1)
            default: continue
            }
        }
        if !position.isEmpty {
            transform["p"] = .object(["s": .bool(true), "x": position["x"] ?? fixed([size / 2]), "y": position["y"] ?? fixed([size / 2])])
        }
        let layer: JSONValue = .object(["ty": .number(1), "ind": .number(1), "ip": .number(0), "op": .number(frames),
                                        "st": .number(0), "sc": .string("#3366ff"), "sw": .number(size), "sh": .number(size),
                                        "ks": .object(transform)])
        return .object(["v": .string("5.7.0"), "ver": .number(10000), "fr": .number(rate), "ip": .number(0),
                        "op": .number(frames), "w": .number(size * 2), "h": .number(size * 2), "layers": .array([layer])])
    }

    /// The tracks ``lottie(frameRate:size:)`` has no transform property for.
    public var unmappedLottieTracks: [String] {
        tracks.map(\.name).filter { !["opacity", "scale", "rotation", "rotate", "x", "y"].contains($0) }
    }

    /// An easing as CSS writes it.
    static func cssEasing(_ easing: Easing) -> String {
        switch easing {
        case .linear: "linear"
        case .jump: "steps(1, jump-start)"
        case .bezier(let x1, let y1, let x2, let y2): "cubic-bezier(\([x1, y1, x2, y2].map(number).joined(separator: ", ")))"
        case .baked(let points): CSSLinearFunction(points: points).css
        }
    }

    /// `value` rounded to 4 decimals (as printed).
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
