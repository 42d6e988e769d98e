import Foundation
import MotionMachine

/// One randomized case: a graph of moveables built from a seed, driven by beats that jump and
/// stall, poked by callbacks and target setters that call back into the engine, and checked on
/// every beat against the engine's promises (see ``StressRun``).
@MainActor
final class StressCase {
    let seed: UInt64
    let index: Int
    let beats: Int
    let hostile: Bool
    var random: StressRandom
    let tempo = ManualTempo()
    var nodes: [StressNode] = []
    var byID: [ObjectIdentifier: StressNode] = [:]
    var targets: [StressTarget] = []
    private(set) var violations: [StressViolation] = []
    private(set) var slowestBeat: Double = 0
    var actions = 0
    private var beat = -1
    /// Actions callbacks and setters may still take during the current beat (bounds re-entrancy).
    var budget = 0
    /// Seeks in progress (an action taken from a setter during a seek is nested in it).
    var seeking = 0
    private let maximumBeatSeconds: Double

    init(seed: UInt64, index: Int, beats: Int, hostile: Bool, maximumBeatSeconds: Double) {
        self.seed = seed
        self.index = index
        self.beats = beats
        self.hostile = hostile
        self.maximumBeatSeconds = maximumBeatSeconds
        random = StressRandom(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    }

    func violation(_ message: String) {
        trace("VIOLATION \(message)")
        violations.append(StressViolation(seed: seed, caseIndex: index, beat: beat, message: message))
    }

    /// Builds the graph, plays the beats, then ends everything and checks that nothing is left.
    func run() {
        let roots = (0..<Int.random(in: 1...3, using: &random)).map { _ in makeNode(depth: 0) }
        for root in roots {
            root.moveable.speed = random.chance(0.1) ? random.pick([0, 2, 0.5, .nan, -1]) : 1
            start(root)
        }
        var time = 0.0
        for step in 0..<beats {
            beat = step
            budget = 6
            time += random.chance(0.02) ? random.pick([3600, 1e9, 0]) : 1.0 / 60
            let started = DispatchTime.now().uptimeNanoseconds
            StressWatchdog.shared.enter("seed \(seed) case \(index) beat \(step)")
            tempo.tick(at: time)
            StressWatchdog.shared.leave()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            slowestBeat = max(slowestBeat, seconds)
            if seconds > maximumBeatSeconds { violation("a beat took \(seconds) s") }
            checkProgress()
            checkMembership()
            budget = 2
            if random.chance(0.15) { act() }
        }
        beat = beats
        budget = 0
        for target in targets { target.onWrite = nil }
        for node in nodes { node.moveable.stop() }
        for node in nodes where node.moveable.motionState != .stopped {
            violation("\(node.label) is \(node.moveable.motionState) after stop()")
        }
        if tempo.subscriberCount != 0 { violation("\(tempo.subscriberCount) subscribers left on the tempo after everything stopped") }
    }

    // MARK: Invariants

    /// Collections that were moving with every member stopped at the end of the previous beat, with
    /// their activity then.
    private var idleLastBeat: [ObjectIdentifier: Int] = [:]

    /// Something happened to `node`: it and every collection holding it, directly or not, count it.
    func noteActivity(_ node: StressNode) {
        var pending = [node]
        var seen: Set<ObjectIdentifier> = []
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next.moveable)).inserted else { continue }
            next.activity += 1
            pending += nodes.filter { holder in holder.members.contains { $0 === next.moveable } }
        }
    }

    /// A member belongs to its collection until it is removed, whoever starts it: a stopped
    /// collection has no running member, and a collection whose members have all stopped does not
    /// stay moving (its next beat moves on: the next step, the next cycle, or completion).
    private func checkMembership() {
        var parents: [ObjectIdentifier: StressNode] = [:]
        for node in nodes { for member in node.members { parents[ObjectIdentifier(member)] = node } }
        var idle: [ObjectIdentifier: Int] = [:]
        for node in nodes where !node.members.isEmpty {
            let collection = node.moveable
            if collection.motionState == .stopped {
                for member in node.members where member.motionState != .stopped {
                    let label = byID[ObjectIdentifier(member)]?.label ?? "a member"
                    violation("\(label) is \(member.motionState) in \(node.label), which is stopped")
                }
                continue
            }
            // Only a collection driven all the way up, with no stagger leaving gaps between starts.
            guard collection.motionState == .moving, isDriven(node, parents: parents),
                  (collection as? MotionGroup)?.stagger ?? 0 == 0,
                  node.members.allSatisfy({ $0.motionState == .stopped }) else { continue }
            let id = ObjectIdentifier(collection)
            idle[id] = node.activity
            if idleLastBeat[id] == node.activity {
                let members = node.members.map { byID[ObjectIdentifier($0)]?.label ?? "?" }.joined(separator: ", ")
                violation("\(node.label) stays moving with every member stopped (\(members))")
            }
        }
        idleLastBeat = idle
    }

    /// Whether `node` and every collection above it move, at a speed above 0, none driven ahead of
    /// its beats by hand, and the topmost has a tempo (`cleanupResources()` leaves a lone collection
    /// without one, to be driven by hand).
    private func isDriven(_ node: StressNode, parents: [ObjectIdentifier: StressNode]) -> Bool {
        var current = node
        while true {
            guard current.moveable.motionState == .moving, current.moveable.speed > 0, !current.drivenAhead else { return false }
            guard let parent = parents[ObjectIdentifier(current.moveable)] else { break }
            current = parent
        }
        return (current.moveable as? MoveableCollection)?.tempo != nil
    }

    private func checkProgress() {
        for node in nodes {
            let m = node.moveable
            for (name, value) in [("motionProgress", m.motionProgress), ("cycleProgress", m.cycleProgress),
                                  ("totalProgress", m.totalProgress)] where !(value >= 0 && value <= 1) {
                violation("\(node.label).\(name) is \(value)")
            }
        }
    }

    /// Set `MOTION_STRESS_TRACE` to print every callback and action (with `motion stress --case`).
    static let tracing = ProcessInfo.processInfo.environment["MOTION_STRESS_TRACE"] != nil

    func trace(_ line: @autoclosure () -> String) {
        if Self.tracing { print("beat \(beat) t=\(tempo.currentTime): \(line())") }
    }

    /// A run's callback arrived: it must belong to a run that has not ended.
    private func callback(_ node: StressNode, _ name: String) {
        trace("\(node.label) \(name) (state \(node.moveable.motionState))")
        if name != "updated" { noteActivity(node) }
        switch name {
        case "started":
            node.ended = false
            // A moveable paused in its own `started` callback must play once resumed.
            if budget > 0 && random.chance(0.05) {
                budget -= 1
                trace("pause \(node.label) inside started")
                node.moveable.pause()
            }
        case "completed", "stopped":
            if node.ended && name == "completed" { violation("\(node.label) completed after its run ended") }
            node.ended = true
        default:
            if node.ended { violation("\(node.label) fired \(name) after its run ended") }
        }
        if budget > 0 && random.chance(0.1) { act() }
    }

    // MARK: Building

    private func makeTarget() -> StressTarget {
        if targets.count >= 2 && random.chance(0.5) { return random.pick(targets) }
        let target = StressTarget()
        target.onNonFinite = { [weak self] name, value in self?.violation("wrote \(value) into \(name)") }
        target.onWrite = { [weak self] _ in
            guard let self, self.budget > 0, self.random.chance(0.01) else { return }
            self.act()
        }
        targets.append(target)
        return target
    }

    private func makeNode(depth: Int) -> StressNode {
        if depth < 3 && random.chance(depth == 0 ? 0.6 : 0.35) {
            let children = (0..<Int.random(in: 0...4, using: &random)).map { _ in makeNode(depth: depth + 1) }
            let options: MotionOptions = random.chance(0.3) ? [.reverses] : []
            let collection: MoveableCollection
            let kind: StressNode.Kind
            if random.chance(0.5) {
                let group = MotionGroup(motions: children.map(\.moveable), options: options)
                if random.chance(0.3) { group.reverses(syncsChildMotions: random.chance(0.5)) }
                if random.chance(0.3) { group.stagger = random.span(hostile: hostile) }
                collection = group
                kind = .group
            } else {
                let sequence = MotionSequence(steps: children.map(\.moveable), options: options)
                if random.chance(0.3) { sequence.reverses(random.chance(0.5) ? .contiguous : .sequential) }
                collection = sequence
                kind = .sequence
            }
            if random.chance(0.3) { collection.repeats(random.repeatCount(hostile: hostile)) }
            if random.chance(0.2) { collection.delay = random.span(hostile: hostile) }
            return register(kind, collection)
        }
        return makeLeaf()
    }

    private func properties(for target: StressTarget, physics: Bool) -> [PropertyData<StressTarget>] {
        var result: [PropertyData<StressTarget>] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let end = physics && random.chance(0.6) ? nil : random.value(hostile: hostile)
            let start = random.chance(0.5) ? random.value(hostile: hostile) : nil
            switch Int.random(in: 0..<5, using: &random) {
            case 0: result.append(PropertyData(keyPath: \StressTarget.x, start: start, end: end))
            case 1: result.append(PropertyData(keyPath: \StressTarget.y, start: start, end: end))
            case 2:
                let toFloat: (Double) -> Float = { Float(motionValue: $0) }
                result.append(PropertyData(keyPath: \StressTarget.level, start: start.map(toFloat), end: end.map(toFloat)))
            case 3: if let property = try? PropertyData<StressTarget>(path: "color.saturation", start: start, end: end) { result.append(property) }
            default: if let property = try? PropertyData<StressTarget>(path: "color.red", start: start, end: end) { result.append(property) }
            }
        }
        return result
    }

    private func makeLeaf() -> StressNode {
        let target = makeTarget()
        let options: MotionOptions = [random.chance(0.3) ? .reverses : [], random.chance(0.2) ? .additive : []]
        switch Int.random(in: 0..<6, using: &random) {
        case 5:
            let motion = Motion(target: target, keyframes: [
                PropertyKeyframes(\StressTarget.x, KeyframeTrack(keyframes())),
                PropertyKeyframes(\StressTarget.y, KeyframeTrack(keyframes())),
            ], options: options)
            configure(motion)
            return register(.keyframes, motion)
        case 0:
            let motion = PhysicsMotion(target: target, properties: properties(for: target, physics: true),
                                       velocity: random.value(hostile: hostile) * 5, friction: random.pick([0.5, 0.1, 0.9, .nan, 2]),
                                       options: options)
            motion.collisionsEnabled = random.chance(0.4)
            if random.chance(0.3) { motion.restitution = random.pick([0, 0.5, 1, .nan, 7]) }
            configure(motion)
            return register(.physics, motion)
        case 1:
            let spring: Spring
            if random.chance(0.1) {
                // Masses and stiffnesses whose products overflow or underflow.
                let extremes = [1e308, 1e-308, Double.leastNonzeroMagnitude, 1e154, 1e-154, Double.greatestFiniteMagnitude, Double.leastNormalMagnitude]
                spring = Spring(mass: random.pick(extremes), stiffness: random.pick(extremes + [100]), damping: random.value(hostile: hostile))
            } else if random.chance(0.2) {
                spring = Spring(mass: random.value(hostile: hostile), stiffness: random.value(hostile: hostile),
                                damping: random.value(hostile: hostile))
            } else {
                spring = Spring(duration: random.pick([0.2, 0.5, 1]), bounce: random.pick([0, 0.3, 0.7, -0.5]))
            }
            if !(spring.damping.isFinite && spring.dampingRatio >= Spring.minimumDampingRatio * (1 - 1e-12) && spring.dampingRatio <= 100 * (1 + 1e-12)) {
                violation("Spring(mass: \(spring.mass), stiffness: \(spring.stiffness)) has damping \(spring.damping), ratio \(spring.dampingRatio)")
            }
            let props = properties(for: target, physics: false)
            let motion = SpringMotion(target: target, properties: props, spring: spring,
                                      initialVelocity: props.map { _ in random.value(hostile: hostile) }, options: options)
            configure(motion)
            return register(.spring, motion)
        default:
            let easing: EasingCurve = random.pick([.linear, .quadratic(.easeInOut), .back(.easeOut), .elastic(.easeInOut), .bounce(.easeOut)])
            let motion = Motion(target: target, properties: properties(for: target, physics: false),
                                duration: random.span(hostile: hostile), easing: easing, options: options)
            configure(motion)
            return register(.motion, motion)
        }
    }

    /// One to four keys of every kind, with hostile values, durations, velocities and springs.
    private func keyframes() -> [KeyframeStep<Double>] {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in
            let value = random.value(hostile: hostile)
            let duration = random.span(hostile: hostile)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return .linear(value, duration: duration, curve: random.pick([.linear, .easeInOut, .penner(.exponential, .easeIn)]))
            case 1: return .cubic(value, duration: duration, startVelocity: random.chance(0.3) ? random.value(hostile: hostile) : nil,
                                  endVelocity: random.chance(0.3) ? random.value(hostile: hostile) : nil)
            case 2: return .spring(value, duration: random.chance(0.5) ? duration : nil,
                                   spring: random.pick([.bouncy, .smooth, Spring(duration: 0.3, bounce: 0.7)]),
                                   startVelocity: random.chance(0.3) ? random.value(hostile: hostile) : nil)
            default: return .move(value)
            }
        }
    }

    private func configure<T>(_ motion: Motion<T>) {
        if random.chance(0.2) { motion.delay = random.span(hostile: hostile) }
        if random.chance(0.3) { motion.repeats(random.repeatCount(hostile: hostile)) }
        // Repetition as the timing value gives it: runs that end part-way through a leg.
        if random.chance(0.15) {
            motion.repetition = random.pick([.count(1.5), .count(0.3), .count(2.25), .duration(0.7), .duration(0.05), .forever,
                                             .count(.nan), .duration(-1)])
        }
        if random.chance(0.1) { motion.additiveWeighting = random.pick([0.5, .nan, -1, 2]) }
    }

    private func register<M: Moveable>(_ kind: StressNode.Kind, _ moveable: M) -> StressNode {
        let node = StressNode(kind: kind, moveable: moveable, label: "\(kind.rawValue)#\(nodes.count)")
        nodes.append(node)
        byID[ObjectIdentifier(moveable)] = node
        attachCallbacks(node)
        return node
    }

    private func attachCallbacks(_ node: StressNode) {
        let report: (String) -> Void = { [weak self, weak node] name in
            guard let self, let node else { return }
            self.callback(node, name)
        }
        switch node.moveable {
        case let motion as Motion<StressTarget>:
            motion.started { _ in report("started") }.stopped { _ in report("stopped") }
                .completed { _ in report("completed") }.reversed { _ in report("reversed") }
                .cycleRepeated { _ in report("cycleRepeated") }
            if random.chance(0.3) { motion.updated { _ in report("updated") } }
        case let collection as MoveableCollection:
            collection.started { _ in report("started") }.stopped { _ in report("stopped") }
                .completed { _ in report("completed") }.reversed { _ in report("reversed") }
                .cycleRepeated { _ in report("cycleRepeated") }
            if random.chance(0.3) { collection.updated { _ in report("updated") } }
            if let sequence = collection as? MotionSequence { sequence.stepCompleted { _ in report("stepCompleted") } }
        default:
            break
        }
    }
}
