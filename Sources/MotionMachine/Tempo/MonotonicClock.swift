import Dispatch
import Foundation

/// Seconds on the system's monotonic clock, which never jumps with wall-clock changes.
enum MonotonicClock {
    static func now() -> TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}
