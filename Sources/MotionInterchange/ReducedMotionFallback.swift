/// What an element plays instead when motion is reduced: a spec's own reduced version of it, as
/// designers write one (a quick cross-fade's timing in place of a slide, or no animation at all).
///
/// In traits JSON and in a design token's `$extensions["dev.motionmachine"]`, the key
/// `reducedMotion` holds `"instant"` or traits of its own: `{"duration": 0.15, "timingCurve":
/// "linear"}`. The engine and the animator play it, for every property of the element, when their
/// reduced-motion policy is in force; without one they make movement instant and let fades and color
/// changes play.
public enum ReducedMotionFallback: Sendable, Hashable {
    /// No animation: the change happens at once.
    case instant
    /// These traits instead (their own `reducedMotion` is not used).
    indirect case traits(AnimationTraits)

    /// The traits played under reduced motion: instant ones (no delay, no curve), or the given ones.
    public var traits: AnimationTraits {
        switch self {
        case .instant: AnimationTraits(delay: 0, duration: 0, timingCurve: nil)
        case .traits(let traits): traits
        }
    }

    /// The form traits JSON and tokens hold.
    var json: JSONValue {
        switch self {
        case .instant: .string("instant")
        case .traits(let traits): traits.json
        }
    }

    init(spec: SpecValue) throws {
        if spec.json == .string("instant") {
            self = .instant
            return
        }
        guard case .object(let members) = spec.json else {
            throw spec.refusal("expected \"instant\" or traits, got \(spec.json.typeName)")
        }
        guard members["reducedMotion"] == nil else {
            throw SpecPath.refusal(spec.path + [SpecKey("reducedMotion")], "a reduced-motion fallback has none of its own")
        }
        self = .traits(try AnimationTraits(spec: spec))
    }
}
