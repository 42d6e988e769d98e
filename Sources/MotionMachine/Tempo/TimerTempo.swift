import Dispatch
import Foundation

/// A tempo driven by a Dispatch timer on the main queue, timestamped by the monotonic clock.
///
/// Every `TimerTempo` shares one timer, which runs only while some `TimerTempo` has subscribers and is
/// cancelled when the last one leaves. Beats are delivered on the main queue, so the main queue must
/// be serviced (an app's run loop, `dispatchMain()`, or `RunLoop.main.run`), and its moveables
/// belong to the main actor: subscribing from another domain is refused with a diagnostic (the
/// moveable then gets no beats).
public final class TimerTempo: Tempo {
    /// Beats per second of the shared timer, clamped to 1…1000 (non-finite values mean 60). Takes
    /// effect the next time the timer starts.
    @MainActor public static var framesPerSecond: Double = 60

    /// Creates a tempo on the shared timer.
    public override init() { super.init() }

    /// Whether the shared timer is running (some timer tempo has subscribers).
    @MainActor static var isTimerRunning: Bool { SharedTimer.instance.isRunning }

    /// The monotonic clock's current time.
    public override var currentTime: TimeInterval { MonotonicClock.now() }

    /// Joins or leaves the shared timer.
    public override func subscribersDidChange(isEmpty: Bool) {
        guard MainQueue.isCurrent else {
            return MotionDiagnostics.logger.report(.error, "TimerTempo used off the main actor: its beats come on the main thread, so this thread's moveables get none; drive them with advance(by:) or a ManualTempo")
        }
        // On the main actor, where the tempo lives.
        nonisolated(unsafe) let tempo = self
        MainActor.assumeIsolated {
            if isEmpty { SharedTimer.instance.remove(tempo) } else { SharedTimer.instance.add(tempo) }
        }
    }
}

/// The one Dispatch timer behind every ``TimerTempo``.
@MainActor
private final class SharedTimer {
    static let instance = SharedTimer()
    private var tempos: [TimerTempo] = []
    private var timer: DispatchSourceTimer?

    var isRunning: Bool { timer != nil }

    func add(_ tempo: TimerTempo) {
        guard !tempos.contains(where: { $0 === tempo }) else { return }
        tempos.append(tempo)
        if timer == nil { startTimer() }
    }

    func remove(_ tempo: TimerTempo) {
        tempos.removeAll { $0 === tempo }
        if tempos.isEmpty {
            timer?.cancel()
            timer = nil
        }
    }

    private func startTimer() {
        let requested = TimerTempo.framesPerSecond
        let fps = requested.isFinite ? min(max(requested, 1), 1000) : 60
        let source = DispatchSource.makeTimerSource(queue: .main)
        let interval = DispatchTimeInterval.nanoseconds(Int(1_000_000_000 / fps))
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: .microseconds(500))
        source.setEventHandler {
            MainActor.assumeIsolated { SharedTimer.instance.fire() }
        }
        timer = source
        source.resume()
    }

    private func fire() {
        let now = MonotonicClock.now()
        var index = 0
        // Index-based so tempos that leave during the beat do not invalidate the walk.
        while index < tempos.count {
            let tempo = tempos[index]
            tempo.beat(now)
            if index < tempos.count, tempos[index] === tempo { index += 1 }
        }
    }
}
