#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The reduced-motion setting of UIKit platforms.
enum PlatformReducedMotion {
    /// `UIAccessibility.isReduceMotionEnabled`, read on the main thread (from another thread, the
    /// main queue is asked synchronously).
    static func uiKit() -> Bool {
        if Thread.isMainThread { return MainActor.assumeIsolated { UIAccessibility.isReduceMotionEnabled } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { UIAccessibility.isReduceMotionEnabled } }
    }
}
#elseif canImport(AppKit)
import AppKit

/// The reduced-motion setting of macOS.
enum PlatformReducedMotion {
    /// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`.
    static func appKit() -> Bool {
        NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
    }
}
#endif
