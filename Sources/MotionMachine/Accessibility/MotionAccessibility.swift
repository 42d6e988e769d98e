import Foundation
@_spi(Kernel) import MotionKernel

/// The reduced-motion policy every moveable and animator follows unless given its own, and the
/// platform's reduced-motion setting.
///
/// ```swift
/// MotionAccessibility.reducedMotion = .system   // follow the platform's setting
/// ```
///
/// The platform's setting is read once and kept; call ``refreshSystemSetting()`` when it may have
/// changed (on Apple platforms, when `UIAccessibility.reduceMotionStatusDidChangeNotification` or
/// `NSWorkspace.accessibilityDisplayOptionsDidChangeNotification` arrives). Where it comes from:
///
/// - the environment variable `MOTIONMACHINE_REDUCED_MOTION`, on any platform: `1`, `true`, `yes`
///   or `reduce` asks for reduced motion, `0`, `false`, `no` or `no-preference` does not;
/// - on iOS, tvOS and visionOS, `UIAccessibility.isReduceMotionEnabled` (read on the main thread);
///   on macOS, `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`;
/// - on Linux, GTK's settings, as GTK applications read them: `gtk-interface-reduced-motion`
///   (GTK 4.22 and later; `1` or `reduce`) or `gtk-enable-animations` (`0` or `false`) in the
///   `[Settings]` of `$XDG_CONFIG_HOME/gtk-4.0/settings.ini` or `gtk-3.0/settings.ini`
///   (`~/.config` when `XDG_CONFIG_HOME` is unset).
///
/// Anything else reads as no preference.
public enum MotionAccessibility {
    private struct State {
        var policy: ReducedMotion = .never
        var system: Bool?
    }
    private static let state = LockedState(State())
    /// Whether the policy is anything but `.never`, read without the lock by every start (a lock
    /// costs a start about 100 instructions). Written under the lock; a start racing a change of
    /// policy sees the old one, as it would had it started a moment earlier.
    nonisolated(unsafe) private(set) static var mayReduce = false

    /// The policy moveables and animators follow unless given their own; `.never` by default.
    /// Settable from any thread; motions started afterwards follow it.
    public static var reducedMotion: ReducedMotion {
        get { state.withLock { $0.policy } }
        set {
            state.withLock {
                $0.policy = newValue
                mayReduce = newValue != .never
            }
        }
    }

    /// Whether ``reducedMotion`` reduces motion now.
    public static var prefersReducedMotion: Bool {
        guard mayReduce else { return false }
        return reducedMotion.isActive
    }

    /// The platform's reduced-motion setting, as the type's description says where it is read;
    /// `false` where there is none. Read once, then kept until ``refreshSystemSetting()``.
    public static var systemPrefersReducedMotion: Bool {
        if let known = state.withLock({ $0.system }) { return known }
        let read = readSystemSetting()
        state.withLock { $0.system = read }
        return read
    }

    /// Reads the platform's setting again (see the type's description) the next time it is needed.
    public static func refreshSystemSetting() {
        state.withLock { $0.system = nil }
    }

    /// The policy for a moveable or animator whose own is `own` (`nil`: this type's).
    package static func reduces(_ own: ReducedMotion?) -> Bool {
        own?.isActive ?? prefersReducedMotion
    }

    /// Whether a property path names an opacity, an alpha or a color (`"layer.opacity"`, `"alpha"`,
    /// `"backgroundColor.blue"`, `"shadowColor"`, a color value's `"value.red"`): a change of
    /// appearance, which reduced motion lets play. A segment counts when it contains `opacity`,
    /// `alpha`, `color` or `colour`, or is a ``MotionColor`` component's name.
    package static func namesAppearance(_ path: String) -> Bool {
        path.lowercased().split(separator: ".").contains { segment in
            ["opacity", "alpha", "color", "colour"].contains { segment.contains($0) }
                || ["red", "green", "blue", "hue", "saturation", "brightness", "white"].contains(String(segment))
        }
    }

    // MARK: The platform's setting

    private static func readSystemSetting() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["MOTIONMACHINE_REDUCED_MOTION"].flatMap(Self.preference) { return given }
        #if canImport(UIKit) && !os(watchOS)
        return PlatformReducedMotion.uiKit()
        #elseif canImport(AppKit)
        return PlatformReducedMotion.appKit()
        #else
        return gtkPrefersReducedMotion(environment: environment)
        #endif
    }

    /// `true` for `1`, `true`, `yes`, `reduce`; `false` for `0`, `false`, `no`, `no-preference`; else `nil`.
    static func preference(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes", "reduce": true
        case "0", "false", "no", "no-preference": false
        default: nil
        }
    }

    /// What GTK's settings files say, the GTK 4 file first; `false` when neither says anything.
    static func gtkPrefersReducedMotion(environment: [String: String]) -> Bool {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let configuration = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        for version in ["gtk-4.0", "gtk-3.0"] {
            guard let text = try? String(contentsOfFile: "\(configuration)/\(version)/settings.ini", encoding: .utf8),
                  let answer = gtkPreference(settings: text) else { continue }
            return answer
        }
        return false
    }

    /// The reduced-motion preference a GTK `settings.ini` states in its `[Settings]` group, if any.
    static func gtkPreference(settings text: String) -> Bool? {
        var inSettings = false
        var reduced: Bool?, animations: Bool?
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") { inSettings = trimmed == "[Settings]"; continue }
            guard inSettings, !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if key == "gtk-interface-reduced-motion" { reduced = value == "1" || value.lowercased() == "reduce" }
            if key == "gtk-enable-animations", let enabled = preference(value) { animations = enabled }
        }
        if let reduced { return reduced }
        return animations.map { !$0 }
    }
}
