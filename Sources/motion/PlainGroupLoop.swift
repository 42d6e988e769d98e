import MotionMachine

/// The hand-written baseline for groups: tweens kept in groups, each group with its own start time
/// from which its tweens' elapsed time is measured; each beat walks the groups and, in each, computes
/// progress, eases and writes, as ``PlainTweenLoop`` does.
struct PlainGroupLoop {
    struct Group {
        let startTime: Double
        let tweens: PlainTweenLoop
    }

    private(set) var groups: [Group] = []

    init(targets: [BenchTarget], groupSize: Int, startTime: Double, duration: Double, from: Double, to: Double,
         easing: @escaping EasingUpdateClosure) {
        for first in stride(from: 0, to: targets.count, by: groupSize) {
            let members = Array(targets[first..<min(first + groupSize, targets.count)])
            groups.append(Group(startTime: startTime,
                                tweens: PlainTweenLoop(targets: members, startTime: 0, duration: duration, from: from, to: to,
                                                       easing: easing)))
        }
    }

    @inline(never)
    func beat(at time: Double) {
        for group in groups { group.tweens.beat(at: time - group.startTime) }
    }

    /// Each group's tweens with the easing written out and direct stores (`direct_ns_per_motion_beat`).
    @inline(never)
    func directBeat(at time: Double) {
        for group in groups { group.tweens.directBeat(at: time - group.startTime) }
    }
}
