import Foundation

/// The benchmarks' stopwatch.
enum BenchClock {
    /// Nanoseconds `work` takes, by the monotonic clock.
    static func nanoseconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }
}
