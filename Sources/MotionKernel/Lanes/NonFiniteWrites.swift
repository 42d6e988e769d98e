import Foundation

/// The count of non-finite values replaced before they reached a target, and who hears of the first.
///
/// Every write of a lane goes through ``Lane/write(_:_:)``, which replaces a non-finite value and
/// notes it here. The engine reports the first replacement in a process through its logger (which
/// the program may replace), so it installs its reporter before it fills any lane; later
/// replacements are only counted, so a law that overflows on every beat does not flood the log.
@_spi(Kernel) public enum NonFiniteWrites {
    /// Reports one replacement: the value computed, and the value written instead.
    public typealias Reporter = @Sendable (_ value: Double, _ replacement: Double) -> Void

    private static let state = LockedState<(count: Int, reporter: Reporter?)>((0, nil))

    /// The number of replaced writes so far.
    public static var count: Int { state.withLock { $0.count } }

    /// Whether a reporter is installed (for tests).
    public static var hasReporter: Bool { state.withLock { $0.reporter != nil } }

    /// Makes `reporter` hear of the first replacement (replacing any reporter installed before).
    public static func report(to reporter: @escaping Reporter) {
        state.withLock { $0.reporter = reporter }
    }

    /// Counts a replaced write, and tells the reporter if it is the first.
    public static func note(_ value: Double, replacedBy replacement: Double) {
        let reporter: Reporter? = state.withLock { state in
            state.count += 1
            return state.count == 1 ? state.reporter : nil
        }
        // Outside the lock: the reporter may log, which may take locks of its own.
        reporter?(value, replacement)
    }
}
