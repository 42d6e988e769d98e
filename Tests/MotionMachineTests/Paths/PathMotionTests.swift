import Foundation
import Testing
@testable import MotionMachine

/// A target placed and turned by a path motion.
final class Sprite {
    var position = CGPoint.zero
    var rotation = 0.0
    var x = 0.0
    var y = 0.0
}

/// MotionMachine 3's `PathMotionTests`, ported to a manual tempo, and what a path motion adds. The
/// paths are lines and right angles whose arc-length points are worked out by hand: "M0 0 H100 V100"
/// is 200 long, its point at progress p is (200p, 0) up to p = 0.5 and (100, 200p − 100) after.
@Suite("PathMotion")
@MainActor
struct PathMotionTests {
    init() { _ = TestDiagnostics.installed }

    static let corner = try! MotionPath(svgPathData: "M0 0 H100 V100")
    static func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    static func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("start and end positions set the property data; delay, repeats and reverses configure it")
    func configuration() {
        let state = PathState(path: Self.corner)
        let motion = PathMotion(pathState: state, duration: 0.2, startPosition: 0.2, endPosition: 0.8)
        #expect(motion.properties[0].start == 0.2 && motion.properties[0].end == 0.8)
        #expect(PathMotion(pathState: state, duration: 0.2).afterDelay(1.0).delay == 1.0)
        let repeating = PathMotion(pathState: state, duration: 0.2).repeats(1)
        #expect(repeating.repeating && repeating.repeatCycles == 1)
        #expect(PathMotion(pathState: state, duration: 0.2).repeats().repeatCycles == REPEAT_INFINITE)
        let reversing = PathMotion(pathState: state, duration: 0.2).reverses(withEasing: EasingQuadratic.easeIn())
        #expect(reversing.reversing)
    }

    @Test("a motion ends at its end position, the point where the state says")
    func endsAtEnd() {
        let tempo = ManualTempo()
        var finished: CGPoint?
        let motion = PathMotion(path: Self.corner, duration: 0.2, endPosition: 0.8)
            .completed { motion, point in
                finished = point
                #expect(motion.pathState.percentageComplete == 0.8 && motion.totalProgress == 1)
            }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.1)
        #expect(Self.near(motion.pathState.currentPoint, Self.point(80, 0)))
        tempo.tick(at: 0.3)
        #expect(finished.map { Self.near($0, Self.point(100, 60)) } == true)
        #expect(finished == motion.pathState.point(at: 0.8))
    }

    @Test("start and end reversed: the point travels back to the path's start")
    func backwards() {
        let tempo = ManualTempo()
        var finished: CGPoint?
        let motion = PathMotion(path: Self.corner, duration: 0.2, startPosition: 0.8, endPosition: 0)
            .completed { _, point in finished = point }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.05)
        #expect(Self.near(motion.pathState.currentPoint, Self.point(100, 20)))   // progress 0.6
        tempo.tick(at: 1)
        #expect(finished == Self.point(0, 0))
    }

    @Test("an easing that overshoots stops at the edge with stopAtEdges")
    func stopAtEdges() {
        let tempo = ManualTempo()
        let motion = PathMotion(path: Self.corner, duration: 1, easing: EasingBack.easeOut(), edgeBehavior: .stopAtEdges)
        motion.tempo = tempo
        motion.start()
        var overshot = false
        for step in 1...100 {
            tempo.tick(at: Double(step) / 100)
            let progress = motion.pathState.percentageComplete
            if progress > 1 {
                overshot = true
                #expect(motion.pathState.currentPoint == Self.point(100, 100))
            }
            #expect(motion.pathState.currentPoint.y <= 100 && motion.pathState.currentPoint.x <= 100)
        }
        #expect(overshot)
    }

    @Test("an easing that overshoots a closed path continues from its start with contiguousEdges")
    func contiguousEdges() throws {
        let square = try MotionPath(svgPathData: "M0 0 H100 V100 H0 Z")   // 400 long
        let tempo = ManualTempo()
        let motion = PathMotion(path: square, duration: 1, easing: EasingBack.easeOut(), edgeBehavior: .contiguousEdges)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.7)
        let progress = motion.pathState.percentageComplete
        #expect(progress > 1)
        // Past the end by (progress − 1) × 400 along the first side.
        #expect(Self.near(motion.pathState.currentPoint, Self.point((progress - 1) * 400, 0), 1e-9))
    }

    @Test("a delay holds the point at the start; started comes after it")
    func delayed() {
        let tempo = ManualTempo()
        let log = EventLog()
        let motion = PathMotion(path: Self.corner, duration: 0.2, endPosition: 0.8)
            .started { _, point in log.record("started", point.x) }
            .completed { _, point in log.record("completed", point.y) }
        motion.delay = 0.2
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.1)
        #expect(log.events.isEmpty && motion.pathState.currentPoint == .zero)
        tempo.tick(at: 0.3)   // half-way: progress 0.4
        #expect(Self.near(motion.pathState.currentPoint, Self.point(80, 0)))
        tempo.tick(at: 0.5)
        #expect(log.events == ["started@0.0", "completed@60.0"])
    }

    @Test("repeating: each cycle starts over at the start position, once the last one's end is written")
    func repeating() {
        let tempo = ManualTempo()
        let log = EventLog()
        let motion = PathMotion(path: Self.corner, duration: 0.4, endPosition: 0.8).repeats(1)
            .cycleRepeated { motion, point in
                // As for every motion, the callback comes after the finished cycle's final values
                // are written (MotionMachine 3's path motion reset the point first).
                log.record("repeated", point.y)
                #expect(motion.totalProgress == 0.5 && motion.cycleProgress == 0)
            }
            .completed { motion, point in
                log.record("completed", point.y)
                #expect(motion.cyclesCompletedCount == 2 && motion.totalProgress == 1 && motion.motionState == .stopped)
            }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(Self.near(motion.pathState.currentPoint, Self.point(40, 0)))   // 0.1 into cycle 2: progress 0.2
        tempo.tick(at: 1)
        #expect(log.events == ["repeated@60.0", "completed@60.0"])
    }

    @Test("reversing: the reverse leg begins at the end position and ends at the start")
    func reversing() {
        let tempo = ManualTempo()
        let log = EventLog()
        let motion = PathMotion(path: Self.corner, duration: 0.4, endPosition: 0.8).reverses()
            .reversed { motion, point in
                log.record("reversed", point.y)
                #expect(motion.motionDirection == .reverse)
            }
            .completed { _, point in log.record("completed", point.x) }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.6)
        #expect(Self.near(motion.pathState.currentPoint, Self.point(80, 0)))   // half-way back: 0.4
        tempo.tick(at: 1)
        #expect(log.events == ["reversed@60.0", "completed@0.0"])
    }

    @Test("an attached target follows the point and turns with the path, plus an offset")
    func attached() {
        let tempo = ManualTempo()
        let sprite = Sprite(), other = Sprite()
        let motion = PathMotion(path: Self.corner, duration: 1)
        motion.pathState.attach(sprite, position: \.position, rotation: \.rotation, rotationOffset: 0.5)
        motion.pathState.attach(other, x: \.x, y: \.y)
        motion.pathState.attach(sprite, position: \.position, rotation: \.rotation, rotationOffset: 0.5)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.25)
        #expect(Self.near(sprite.position, Self.point(50, 0)) && abs(sprite.rotation - 0.5) < 1e-12)
        tempo.tick(at: 0.75)
        #expect(Self.near(sprite.position, Self.point(100, 50)) && abs(sprite.rotation - (Double.pi / 2 + 0.5)) < 1e-12)
        // Attaching another target replaced the one before.
        #expect(other.x == 0 && other.y == 0)
        let both = PathState(path: Self.corner)
        both.attach(other, x: \.x, y: \.y, rotation: \.rotation)
        both.percentageComplete = 0.75
        #expect(other.x == 100 && other.y == 50 && abs(other.rotation - Double.pi / 2) < 1e-12)
        both.detach()
        both.percentageComplete = 0
        #expect(other.x == 100)
    }

    @Test("a path motion plays in a group beside a plain motion")
    func inGroup() {
        let tempo = ManualTempo()
        let box = Box()
        let path = PathMotion(path: Self.corner, duration: 1)
        let plain = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
        let group = MotionGroup(motions: [path, plain])
        group.tempo = tempo
        group.start()
        tempo.tick(at: 0.5)
        #expect(Self.near(path.pathState.currentPoint, Self.point(100, 0)) && box.x == 5)
        tempo.tick(at: 1.5)
        #expect(path.pathState.currentPoint == Self.point(100, 100) && group.motionState == .stopped)
    }

    @Test("bad positions and progress are made usable, with a diagnostic")
    func badInput() {
        let motion = PathMotion(path: Self.corner, duration: 1, startPosition: .nan, endPosition: 1.5)
        #expect(motion.startPosition == 0 && motion.endPosition == 1)
        let state = PathState(path: Self.corner)
        state.percentageComplete = 0.5
        state.percentageComplete = .infinity
        #expect(state.percentageComplete == 0.5 && state.currentPoint == Self.point(100, 0))
        #expect(state.point(at: 1.5) == nil && state.point(at: .nan) == nil)
        // An empty path holds its point at the origin.
        let empty = PathMotion(path: MotionPath(), duration: 0.1)
        let tempo = ManualTempo()
        empty.tempo = tempo
        empty.start()
        tempo.tick(at: 0.05)
        #expect(empty.pathState.currentPoint == .zero && empty.pathState.point(at: 0.5) == nil)
    }
}
