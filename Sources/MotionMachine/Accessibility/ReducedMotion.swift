/// Whether motion is reduced: the policy of ``MotionAccessibility/reducedMotion``, of one motion
/// (``Motion/reducedMotion``) or of one animator.
///
/// Under reduced motion, a motion that moves something plays as an instant change (it completes on
/// the spot with its final values), while one that only fades or recolors plays as usual, as
/// SwiftUI's and Motion's reduced motion do. See the article *Reducing motion*.
public enum ReducedMotion: String, Sendable, Hashable, CaseIterable, Codable {
    /// Motion plays as made (the default).
    case never
    /// Motion is reduced.
    case always
    /// Motion is reduced when the platform's setting asks for it (see
    /// ``MotionAccessibility/systemPrefersReducedMotion``).
    case system

    /// Whether this policy reduces motion now, `.system` read from the platform's setting.
    public var isActive: Bool {
        switch self {
        case .never: false
        case .always: true
        case .system: MotionAccessibility.systemPrefersReducedMotion
        }
    }
}
