import Foundation

/// Children placed at positions in time, played by one playhead: GSAP's timeline.
///
/// ```swift
/// let timeline = Timeline()
/// timeline.add(fadeIn)                    // at the end: 0
/// timeline.add(slide, at: "<0.1")         // 0.1 s after the fade begins
/// timeline.addLabel("settle", at: ">")    // where the slide ends
/// timeline.add(bounce, at: "settle+=0.2")
/// timeline.call({ print("halfway") }, at: 0.5)
/// timeline.start()
/// ```
///
/// A child is any ``Moveable`` (a motion, a group, a sequence, another timeline), placed by a
/// ``TimelinePosition``. The timeline drives its children by seeking them: each beat places every
/// child whose span the playhead crossed at the playhead's time less its start, so the whole is a
/// function of the playhead and plays the same forwards, backwards or sought. Give children no
/// tempo and do not start them yourself (adding one takes its tempo away).
///
/// One cycle is ``duration`` long (the latest end of a child). ``reversing`` plays each cycle
/// forwards and then backwards in time, every child mirrored (GSAP's yoyo); ``repeating`` and
/// ``repeatCycles`` repeat cycles; ``repeatDelay`` waits between legs. So the whole lasts
/// `delay + legs × duration + (legs − 1) × repeatDelay`, with `legs = (repeatCycles + 1) × (reversing ? 2 : 1)`
/// (GSAP's `duration × (repeat + 1) + repeatDelay × repeat`). ``speed`` is GSAP's `timeScale`.
///
/// Callbacks placed with ``call(_:at:)``, and ``childEntered(_:)`` and ``childLeft(_:)``, fire when
/// the playhead arrives at their moment or leaves it, never both for one crossing: moving forwards
/// from `a` to `b`, a moment `t` with `a < t ≤ b` fires; backwards, `b ≤ t < a`. So a yoyo turning
/// at a callback fires it once. Seeking moves the playhead silently, as GSAP's `seek` does.
public final class Timeline: Moveable, TempoDriven {
    /// A child and where it sits.
    struct Child {
        let moveable: any Moveable
        /// When it begins, in seconds from the timeline's start.
        var start: TimeInterval
        /// How long it runs (its delay, cycles and speed counted).
        var length: TimeInterval
        var end: TimeInterval { start + length }
    }

    /// The children, in the order they were added.
    var children: [Child] = [] {
        didSet {
            orders.removeAll()
            duration = children.reduce(0) { max($0, $1.end) }
        }
    }
    /// The children's indices in the orders the playhead meets them (see `sortChildren()`), made
    /// once after children change, so that a beat sorts nothing.
    var orders: [Int] = []
    /// The events of the last beat that crossed any (see `render(to:silently:)`), kept for its capacity.
    var eventBuffer: [Event] = []
    /// The child added last (for `"<"` and `">"`).
    var latest: Child?
    /// Labels by name.
    public internal(set) var labels: [String: TimeInterval] = [:]
    /// Callbacks placed at moments.
    var calls: [(time: TimeInterval, action: () -> Void)] = []
    var enteredCallback: ((any Moveable) -> Void)?
    var leftCallback: ((any Moveable) -> Void)?
    var callbacks = Callbacks()

    /// The timeline's own callbacks.
    struct Callbacks {
        var started: ((Timeline) -> Void)?
        var updated: ((Timeline) -> Void)?
        var reversed: ((Timeline) -> Void)?
        var cycleRepeated: ((Timeline) -> Void)?
        var completed: ((Timeline) -> Void)?
        var stopped: ((Timeline) -> Void)?
        var paused: ((Timeline) -> Void)?
        var resumed: ((Timeline) -> Void)?
    }

    // MARK: Timing

    /// Seconds before the first cycle begins.
    public var delay: TimeInterval = 0 {
        didSet { delay = Sanitize.timeSpan(delay, what: "Timeline delay") }
    }
    /// Seconds waited between legs (GSAP's `repeatDelay`).
    public var repeatDelay: TimeInterval = 0 {
        didSet { repeatDelay = Sanitize.timeSpan(repeatDelay, what: "Timeline repeatDelay") }
    }
    /// Whether each cycle plays forwards and then backwards (GSAP's `yoyo`).
    public var reversing = false
    /// Whether cycles repeat, ``repeatCycles`` more times.
    public var repeating = false
    /// Extra cycles when ``repeating``; ``REPEAT_INFINITE`` repeats forever.
    public var repeatCycles: UInt = REPEAT_INFINITE
    /// How fast the playhead runs: 1 is normal, 0 freezes it (GSAP's `timeScale`). Negative values
    /// become 0 and NaN or +∞ becomes 1, with a diagnostic.
    public var speed: Double = 1 {
        didSet {
            speed = Sanitize.speed(speed, what: "Timeline speed")
            if let lastBeat { anchor = (lastBeat, elapsed) }
        }
    }
    /// ``speed`` by GSAP's name.
    public var timeScale: Double {
        get { speed }
        set { speed = newValue }
    }

    /// The tempo whose beats drive the timeline: ``Tempo/default`` when made on the main actor;
    /// `nil` to drive it with ``update(withTimeInterval:)`` or ``advance(by:)``.
    public var tempo: Tempo? {
        didSet {
            guard subscription != nil, tempo !== oldValue else { return }
            subscription?.cancel()
            subscription = tempo?.subscribe(self)
        }
    }
    var subscription: TempoSubscription?

    // MARK: State

    /// The state: stopped, delayed, moving or paused.
    public internal(set) var motionState: MotionState = .stopped
    /// The direction the playhead moves in the current leg.
    public internal(set) var motionDirection: MotionDirection = .forward
    /// The playhead: seconds from the timeline's start, within one cycle's leg.
    public internal(set) var time: TimeInterval = 0
    /// Seconds played since ``start()``, delay and gaps included, at ``speed``.
    var elapsed: TimeInterval = 0
    /// The beat and the elapsed time the clock counts from.
    var anchor: (beat: TimeInterval, elapsed: TimeInterval)?
    /// The last beat taken.
    var lastBeat: TimeInterval?
    /// The leg the playhead is in.
    var leg = 0
    /// Whether the playhead has been placed in this run (the first placement arrives at 0).
    var placed = false
    /// The state before ``pause()``.
    var stateBeforePause: MotionState = .moving

    /// Creates an empty timeline on ``Tempo/default`` (on the main actor; none elsewhere).
    public init() {
        tempo = Tempo.forNewMoveable
    }

    /// The length of one leg: the latest end of a child (endless if a child is), kept as children
    /// are added (a beat reads it).
    public private(set) var duration: TimeInterval = 0

    /// Legs in the whole run: `(repeatCycles + 1) × (reversing ? 2 : 1)`, or infinity.
    var legCount: Double {
        let cycles = repeating ? (repeatCycles == REPEAT_INFINITE ? Double.infinity : Double(repeatCycles) + 1) : 1
        return cycles * (reversing ? 2 : 1)
    }

    /// The whole run after the delay: legs × duration + gaps × repeatDelay (infinite if endless).
    public var totalDuration: TimeInterval {
        let legs = legCount
        guard legs.isFinite else { return .infinity }
        return legs * duration + (legs - 1) * repeatDelay
    }
}
