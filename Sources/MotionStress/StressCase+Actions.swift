import MotionMachine

extension StressCase {
    /// What each numbered action does, for traces.
    static let actionNames = [
        "start", "start", "stop", "pause", "resume or restart", "reset", "seek to a time",
        "seek to a progress", "set speed", "toggle reversing", "toggle repeating", "add a member or property",
        "remove a member or property", "update with a time ahead", "write the target directly",
        "retarget a spring or toggle additive", "control a member of a running collection",
        "control a member of a running collection", "reshape a running collection", "seek past the end",
        "clean up callbacks",
    ]

    /// Does one random thing to a random moveable or target, through the public API only.
    func act() {
        guard budget > 0, !nodes.isEmpty else { return }
        budget -= 1
        actions += 1
        let node = random.pick(nodes)
        let moveable = node.moveable
        noteActivity(node)
        let action = Int.random(in: 0..<21, using: &random)
        trace("action \(action) \(Self.actionNames[action]) on \(node.label) (state \(moveable.motionState))")
        switch action {
        case 0, 1: start(node)
        case 2: moveable.stop()
        case 3: moveable.pause()
        case 4: resumeOrRestart(node)
        case 5: moveable.reset()
        case 6:
            clearEnded(from: node)
            seeking += 1
            moveable.seek(to: random.span(hostile: hostile) * random.pick([1, 3, 100]))
            seeking -= 1
        case 7:
            clearEnded(from: node)
            seeking += 1
            moveable.seek(toProgress: random.pick([0, 0.25, 0.5, 0.99, 1, 2, -1, .nan]))
            seeking -= 1
        case 8: moveable.speed = random.pick([0, 0.5, 1, 2, 4, .nan, .infinity, -1])
        case 9: moveable.reversing.toggle()
        case 10:
            moveable.repeating.toggle()
            moveable.repeatCycles = random.repeatCount(hostile: hostile)
        case 11: addSomething()
        case 12: removeSomething()
        case 13:
            let ahead = random.pick([-10, -0.5, 0, 0.01, 0.5, 3600, .nan])
            // A clock driven ahead of its tempo ignores the tempo's beats until they catch up. A
            // member's clock counts its collection's local time, not the case tempo's: any finite
            // time given to it may be ahead.
            let isMember = nodes.contains { holder in holder.members.contains { $0 === moveable } }
            if ahead > 0 || isMember && ahead.isFinite { node.drivenAhead = true }
            moveable.update(withTimeInterval: tempo.currentTime + ahead)
        case 14: writeDirectly()
        case 16, 17: controlMemberOfRunningCollection()
        case 18: reshapeRunningCollection()
        case 19:
            // Past the end: a member's completing seek must reach its collection.
            clearEnded(from: node)
            seeking += 1
            moveable.seek(to: random.pick([1e6, 0x1p53, 1e308, moveable.motionState == .stopped ? 5 : 1e3]))
            seeking -= 1
        case 15:
            if let spring = moveable as? SpringMotion<StressTarget>, !spring.properties.isEmpty {
                spring.retarget(propertyAt: Int.random(in: -1...spring.properties.count, using: &random),
                                to: random.value(hostile: hostile))
            } else if let motion = moveable as? Motion<StressTarget> {
                motion.additive.toggle()
            }
        default:
            if random.chance(0.2) { moveable.cleanupCallbacksAndTempo() }
        }
        trace("  after \(Self.actionNames[action]): \(node.label) \(moveable.motionState); " + nodes.map { "\($0.label)=\($0.moveable.motionState)" }.joined(separator: " "))
    }

    /// Starts, seeks (often past the end), resumes, pauses, stops or resets a member of a collection
    /// that is running, as a user holding the member would: the collection must keep or release it.
    private func controlMemberOfRunningCollection() {
        let running = nodes.filter { !$0.members.isEmpty && $0.moveable.motionState != .stopped }
        guard !running.isEmpty else { return }
        let member = random.pick(random.pick(running).members)
        guard let node = byID[ObjectIdentifier(member)] else { return }
        noteActivity(node)
        let control = Int.random(in: 0..<6, using: &random)
        trace("member control \(control) on \(node.label) (state \(member.motionState))")
        switch control {
        case 0: start(node)
        case 1:
            clearEnded(from: node)
            seeking += 1
            member.seek(to: random.pick([0, 0.1, 0.5, 1, 2, 1e6]))
            seeking -= 1
        case 2: resumeOrRestart(node)
        case 3: member.pause()
        case 4: member.stop()
        default: member.reset()
        }
    }

    /// Changes how a running collection reverses, or how a group syncs or a sequence turns.
    private func reshapeRunningCollection() {
        let running = nodes.filter { ($0.kind == .group || $0.kind == .sequence) && $0.moveable.motionState != .stopped }
        guard !running.isEmpty else { return }
        let node = random.pick(running)
        noteActivity(node)
        trace("reshape \(node.label)")
        switch node.moveable {
        case let group as MotionGroup:
            if random.chance(0.5) { group.syncsChildMotions.toggle() } else { group.reversing.toggle() }
        case let sequence as MotionSequence:
            if random.chance(0.5) {
                sequence.reversingMode = sequence.reversingMode == .contiguous ? .sequential : .contiguous
            } else {
                sequence.reversing.toggle()
            }
        default: break
        }
    }

    /// Starts a moveable the case owns; its run (and its members') may report again.
    func start(_ node: StressNode) {
        clearEnded(from: node)
        node.moveable.start()
    }

    private func resumeOrRestart(_ node: StressNode) {
        clearEnded(from: node)
        if node.moveable.motionState == .paused { node.moveable.resume() } else { node.moveable.start() }
    }

    /// The case is about to start or seek `node`: its run, and its members', may report again.
    func clearEnded(from node: StressNode) {
        var pending = [node]
        var seen: Set<ObjectIdentifier> = []
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next.moveable)).inserted else { continue }
            next.ended = false
            pending += next.members.compactMap { byID[ObjectIdentifier($0)] }
        }
    }

    private func addSomething() {
        let collections = nodes.filter { $0.kind == .group || $0.kind == .sequence }
        guard let host = collections.isEmpty ? nil : random.pick(collections) else { return }
        let guest = random.pick(nodes)
        trace("add \(guest.label) (state \(guest.moveable.motionState)) to \(host.label) (state \(host.moveable.motionState))")
        noteActivity(host)
        noteActivity(guest)
        switch host.moveable {
        case let group as MotionGroup: group.add(guest.moveable)
        case let sequence as MotionSequence: sequence.add(guest.moveable)
        default: break
        }
        // A seek in progress replays its collection silently, and may start a member added meanwhile
        // without `started`: the guest's new run may report.
        if seeking > 0 { clearEnded(from: guest) }
    }

    private func removeSomething() {
        let collections = nodes.filter { !$0.members.isEmpty }
        guard let host = collections.isEmpty ? nil : random.pick(collections) else { return }
        let member = random.pick(host.members)
        trace("remove \(byID[ObjectIdentifier(member)]?.label ?? "?") from \(host.label)")
        noteActivity(host)
        switch host.moveable {
        case let group as MotionGroup: group.remove(member)
        case let sequence as MotionSequence: sequence.remove(member)
        default: break
        }
    }

    private func writeDirectly() {
        guard !targets.isEmpty else { return }
        let target = random.pick(targets)
        let value = random.value(hostile: false)
        if random.chance(0.5) { target.x = value } else { target.color.saturation = value / 100 }
    }
}

extension Moveable {
    /// `cleanupResources()` for the kinds that have it.
    @MainActor
    func cleanupCallbacksAndTempo() {
        switch self {
        case let collection as MoveableCollection: collection.cleanupResources()
        case let motion as Motion<StressTarget>: motion.cleanupResources()
        default: break
        }
    }
}
