import Foundation

/// Ends the process, naming the case, when one beat runs far longer than any should: a hang would
/// otherwise stop a stress run (or CI) without saying where.
final class StressWatchdog: @unchecked Sendable {
    static let shared = StressWatchdog()

    /// Seconds a beat may take before the watchdog gives up on it.
    var limit: Double = 60
    private let lock = NSLock()
    private var current: (what: String, since: UInt64)?
    private var started = false

    /// A beat of `what` begins.
    func enter(_ what: String) {
        lock.lock()
        current = (what, DispatchTime.now().uptimeNanoseconds)
        if !started {
            started = true
            Thread.detachNewThread { [self] in watch() }
        }
        lock.unlock()
    }

    /// The beat ended.
    func leave() {
        lock.lock()
        current = nil
        lock.unlock()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            lock.lock()
            let stuck = current.flatMap { Double(DispatchTime.now().uptimeNanoseconds - $0.since) / 1e9 > limit ? $0.what : nil }
            lock.unlock()
            if let stuck {
                FileHandle.standardError.write(Data("stress: \(stuck) has not returned after \(limit) s; giving up\n".utf8))
                exit(3)
            }
        }
    }
}
