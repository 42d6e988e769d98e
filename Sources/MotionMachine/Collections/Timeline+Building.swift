import Foundation

// Placing children, labels and callbacks.

extension Timeline {
    /// Adds `child` at `position` (the end by default) and takes its tempo away (the timeline drives
    /// it). Its span is its planned run: delay, cycles and speed, as set now.
    /// - Returns: the timeline, for chaining.
    @discardableResult
    public func add(_ child: any Moveable, at position: TimelinePosition = .end) -> Self {
        let start = resolve(position)
        (child as? any TempoDriven)?.tempo = nil
        let entry = Child(moveable: child, start: start, length: Self.length(of: child))
        children.append(entry)
        latest = entry
        return self
    }

    /// Adds every child in `children` at `position`, each after the one before when the position is
    /// the end (the default), or all at one position otherwise.
    @discardableResult
    public func add(_ children: [any Moveable], at position: TimelinePosition = .end) -> Self {
        guard let first = children.first else { return self }
        add(first, at: position)
        let start = latest?.start ?? 0
        for child in children.dropFirst() { add(child, at: position == .end ? .end : .time(start)) }
        return self
    }

    /// Adds a label at `position` (the end by default), or moves it there.
    @discardableResult
    public func addLabel(_ name: String, at position: TimelinePosition = .end) -> Self {
        labels[name] = resolve(position)
        return self
    }

    /// Removes a label; positions resolved from it keep their times.
    public func removeLabel(_ name: String) {
        labels[name] = nil
    }

    /// The time of the label `name`, if there is one.
    public func time(ofLabel name: String) -> TimeInterval? { labels[name] }

    /// Calls `action` when the playhead arrives at `position` or leaves it (never both for one
    /// crossing; see the type's description), not when it is sought there.
    @discardableResult
    public func call(_ action: @escaping () -> Void, at position: TimelinePosition = .end) -> Self {
        calls.append((resolve(position), action))
        calls.sort { $0.time < $1.time }
        return self
    }

    /// Called with a child when the playhead enters its span (at its start going forwards, at its end
    /// going backwards).
    @discardableResult
    public func childEntered(_ closure: @escaping (any Moveable) -> Void) -> Self {
        enteredCallback = closure
        return self
    }

    /// Called with a child when the playhead leaves its span (at its end going forwards, at its start
    /// going backwards).
    @discardableResult
    public func childLeft(_ closure: @escaping (any Moveable) -> Void) -> Self {
        leftCallback = closure
        return self
    }

    /// The children, in the order they were added, with their start times.
    public var placedChildren: [(child: any Moveable, start: TimeInterval)] { children.map { ($0.moveable, $0.start) } }

    /// The time `position` stands for now (never before 0). A label that does not exist is made at
    /// the end, as GSAP does.
    func resolve(_ position: TimelinePosition) -> TimeInterval {
        let end = duration.isFinite ? duration : latest?.end ?? 0
        let time: TimeInterval
        switch position {
        case .time(let seconds): time = seconds
        case .fromEnd(let offset): time = end + offset
        case .fromPreviousStart(let offset): time = (latest?.start ?? 0) + offset
        case .fromPreviousEnd(let offset): time = (latest.map { $0.end.isFinite ? $0.end : $0.start } ?? 0) + offset
        case .label(let name, let offset):
            if labels[name] == nil { labels[name] = end }
            time = (labels[name] ?? end) + offset
        }
        guard time.isFinite else {
            MotionDiagnostics.logger.report(.warning, "Timeline position \(position) is not a finite time; using the end")
            return max(end, 0)
        }
        return max(time, 0)
    }

    /// How long `child` runs: its planned run (delay, cycles, speed), infinite if endless.
    static func length(of child: any Moveable) -> TimeInterval {
        if let timeline = child as? Timeline {
            let speed = timeline.speed
            return speed > 0 ? (timeline.delay + timeline.totalDuration) / speed : .infinity
        }
        if let member = child as? any CollectionMember { return member.plannedRunDuration }
        return 0
    }
}
