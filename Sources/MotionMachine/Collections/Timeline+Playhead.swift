import Foundation

// The playhead: from played time to a leg and a place in it, and the children placed there.

extension Timeline {
    /// Moves the playhead to where `played` seconds of the run (delay included) put it, placing the
    /// children it crosses; callbacks fire unless `silently`. Returns whether the run is complete.
    @discardableResult
    func place(atPlayed played: TimeInterval, silently: Bool) -> Bool {
        let moving = played - delay
        guard moving >= 0 else { return false }
        let length = duration, gap = repeatDelay, legs = legCount
        guard length.isFinite else {
            render(to: moving, silently: silently)
            return false
        }
        let period = length + gap
        var target: Double, within: Double, complete = false
        if period <= 0 {
            (target, within, complete) = (legs.isFinite ? legs - 1 : 0, length, true)
        } else {
            target = (moving / period).rounded(.down)
            within = moving - target * period
            if legs.isFinite && target >= legs - 1 {
                if target > legs - 1 || within >= length { complete = true }
                if target > legs - 1 { within = length }
                target = legs - 1
            }
        }
        let position = min(within, length)
        let targetLeg = target >= Double(Int.max / 2) ? Int.max / 2 : Int(target)
        // Each leg boundary crossed on the way, in order (far ones skipped silently, to bound a beat).
        if targetLeg - leg > 64 { leg = targetLeg - 64 }
        while leg < targetLeg {
            render(to: isReverseLeg(leg) ? 0 : length, silently: silently)
            leg += 1
            if isReverseLeg(leg) {
                motionDirection = .reverse
                if !silently { callbacks.reversed?(self) }
            } else {
                // A new cycle (or leg of a timeline that does not reverse) begins at the start.
                motionDirection = .forward
                render(to: 0, silently: true)
                if !silently { callbacks.cycleRepeated?(self) }
            }
        }
        render(to: isReverseLeg(leg) ? length - position : position, silently: silently)
        motionDirection = isReverseLeg(leg) ? .reverse : .forward
        return complete
    }

    /// Whether leg `index` plays backwards (every second leg when ``reversing``).
    func isReverseLeg(_ index: Int) -> Bool { reversing && index % 2 == 1 }

    /// Moves the playhead within the current leg to `new`, seeking every child whose span it
    /// crosses, then firing the callbacks placed at moments it crossed and the children's entries
    /// and exits (unless `silently`), in the order the playhead meets them.
    func render(to new: TimeInterval, silently: Bool) {
        let old = placed ? time : -1
        placed = true
        time = new
        let forward = new >= old
        let low = min(old, new), high = max(old, new)
        if orders.count != children.count * 2 { sortChildren() }
        let begin = forward ? 0 : children.count
        for position in begin..<(begin + children.count) {
            let index = orders[position]
            let child = children[index]
            guard child.start <= high, child.end >= low else { continue }
            let local = min(max(new - child.start, 0), child.length)
            child.moveable.seek(to: local)
            // Once placed, a motion keeps the start values it read: the playhead may come back.
            (child.moveable as? any TimelineChild)?.keepsStartsForTimeline()
        }
        guard !silently, new != old, !calls.isEmpty || enteredCallback != nil || leftCallback != nil else { return }
        // What the playhead crossed: forwards old < t ≤ new, backwards new ≤ t < old.
        func crossed(_ moment: TimeInterval) -> Bool { forward ? (old < moment && moment <= new) : (new <= moment && moment < old) }
        // Gathered in a buffer the timeline keeps (a beat that crosses something allocates nothing
        // once it has grown), then fired in the order the playhead meets them.
        var events = eventBuffer
        eventBuffer = []
        events.removeAll(keepingCapacity: true)
        for (index, call) in calls.enumerated() where crossed(call.time) { events.append(Event(time: call.time, kind: .call(index))) }
        for (index, child) in children.enumerated() {
            let entry = forward ? child.start : child.end, exit = forward ? child.end : child.start
            if enteredCallback != nil, crossed(entry) { events.append(Event(time: entry, kind: .entered(index))) }
            if leftCallback != nil, crossed(exit) { events.append(Event(time: exit, kind: .left(index))) }
        }
        // An insertion sort: a beat crosses few moments, and the standard sort takes a scratch buffer.
        for index in events.indices.dropFirst() {
            var at = index
            let event = events[index]
            while at > 0, forward ? events[at - 1].time > event.time : events[at - 1].time < event.time {
                events[at] = events[at - 1]
                at -= 1
            }
            events[at] = event
        }
        for event in events {
            switch event.kind {
            case .call(let index) where index < calls.count: calls[index].action()
            case .entered(let index) where index < children.count: enteredCallback?(children[index].moveable)
            case .left(let index) where index < children.count: leftCallback?(children[index].moveable)
            default: break
            }
        }
        eventBuffer = events
    }

    /// Something the playhead crossed: a placed callback, or a child's entry or exit.
    struct Event {
        enum Kind { case call(Int), entered(Int), left(Int) }
        let time: TimeInterval
        let kind: Kind
    }

    /// The children's indices by start (for forward moves), then by end, latest first (backward).
    func sortChildren() {
        orders = children.indices.sorted { children[$0].start < children[$1].start }
            + children.indices.sorted { children[$0].end > children[$1].end }
    }
}

/// A child a timeline places by seeking, which keeps its resolved start values from one placement
/// to the next (a motion would otherwise read them again from its target each time it is sought
/// from stopped).
protocol TimelineChild {
    func keepsStartsForTimeline()
    func readsStartsAgain()
}

extension Motion: TimelineChild {
    func keepsStartsForTimeline() { keepsResolvedStarts = true }
    func readsStartsAgain() { keepsResolvedStarts = false }
}
