import Foundation
import Testing
@testable import MotionMachine

/// MotionMachine 3's `PathPhysicsMotionTests`, ported to a manual tempo. Expected distances are the
/// decay law's, x(t) = v₀((1 − f)^t − 1)/ln(1 − f), evaluated separately in Python (as for
/// `PhysicsMotionTests`): for 600 points a second and friction 0.8, 298.24076858861366 points after
/// one second and 372.4281597750313 at rest, after 4.29202967422018 s.
@Suite("PathPhysicsMotion")
@MainActor
struct PathPhysicsMotionTests {
    init() { _ = TestDiagnostics.installed }

    static let long = try! MotionPath(svgPathData: "M0 0 H1000")
    static let short = try! MotionPath(svgPathData: "M0 0 H100")

    @Test("start and end positions set the property data; stopAtEdges collides without a bounce")
    func configuration() {
        let motion = PathPhysicsMotion(path: PathState(path: Self.long), velocity: 200, friction: 0.3,
                                       startPosition: 0.2, endPosition: 0.8)
        #expect(motion.properties[0].start == 0.2 && motion.properties[0].end == 0.8)
        #expect(motion.collisionsEnabled && motion.restitution == 0)
        #expect(motion.afterDelay(1.0).delay == 1.0)
        #expect(motion.repeats().repeatCycles == REPEAT_INFINITE && motion.reverses().reversing)
        let free = PathPhysicsMotion(path: Self.long, velocity: 200, friction: 0.3, edgeBehavior: .contiguousEdges)
        #expect(!free.collisionsEnabled)
    }

    @Test("the velocity is in points a second along the path: the point follows the decay law")
    func decay() {
        let tempo = ManualTempo()
        var rest: CGPoint?
        let motion = PathPhysicsMotion(path: Self.long, velocity: 600, friction: 0.8)
            .completed { _, point in rest = point }
        motion.tempo = tempo
        #expect(close(motion.duration, 4.29202967422018))
        motion.start()
        tempo.tick(at: 1)
        #expect(close(motion.pathState.currentPoint.x, 298.24076858861366, 1e-9))
        #expect(close(motion.pathVelocity, 600 * 0.2, 1e-9))   // v(t) = v₀(1 − f)^t
        tempo.tick(at: 5)
        #expect(rest.map { close($0.x, 372.4281597750313, 1e-9) } == true)
        #expect(motion.totalProgress == 1)
    }

    @Test("a launch from the end toward the start")
    func backwards() {
        let tempo = ManualTempo()
        let motion = PathPhysicsMotion(path: Self.long, velocity: -600, friction: 0.8, startPosition: 1, endPosition: 0)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 1)
        #expect(close(motion.pathState.currentPoint.x, 1000 - 298.24076858861366, 1e-9))
    }

    @Test("stopAtEdges: a launch that would travel 372 points stops at the end of a 100-point path")
    func stopsAtEdge() {
        let tempo = ManualTempo()
        var rest: CGPoint?
        let motion = PathPhysicsMotion(path: Self.short, velocity: 600, friction: 0.8)
            .completed { _, point in rest = point }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 5)
        #expect(rest == CGPoint(x: 100, y: 0))
    }

    @Test("stopAtEdges at a custom end position")
    func customEdge() {
        let tempo = ManualTempo()
        let motion = PathPhysicsMotion(path: Self.short, velocity: 600, friction: 0.8, endPosition: 0.8)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 5)
        #expect(close(motion.pathState.currentPoint.x, 80, 1e-9))
    }

    @Test("a restitution bounces the point back from the edge")
    func bounce() {
        let tempo = ManualTempo()
        let motion = PathPhysicsMotion(path: Self.short, velocity: 600, friction: 0.8, restitution: 0.5)
        motion.tempo = tempo
        motion.start()
        var turnedBack = false
        for step in 1...40 {
            tempo.tick(at: Double(step) / 10)
            if motion.pathVelocity < 0 { turnedBack = true }
            #expect(motion.pathState.currentPoint.x <= 100 + 1e-9)
        }
        #expect(turnedBack)
    }

    @Test("contiguousEdges: the point travels on from the path's start")
    func wraps() {
        let tempo = ManualTempo()
        let motion = PathPhysicsMotion(path: Self.short, velocity: 600, friction: 0.8, edgeBehavior: .contiguousEdges)
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 5)
        // 372.428… points along a 100-point path: 72.428… into its fourth pass.
        #expect(close(motion.pathState.currentPoint.x, 72.4281597750313, 1e-9))
        #expect(close(motion.pathState.percentageComplete, 3.724281597750313, 1e-12))
    }

    @Test("reversing lands back on the start position")
    func reversing() {
        let tempo = ManualTempo()
        let log = EventLog()
        let motion = PathPhysicsMotion(path: Self.long, velocity: 600, friction: 0.8, endPosition: 0.8).reverses()
            .reversed { _, point in log.record("reversed", point.x) }
            .completed { _, point in log.record("completed", point.x) }
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 20)
        #expect(log.events.count == 2 && log.events.last == "completed@0.0")
        #expect(log.events.first.map { $0.hasPrefix("reversed@372.428159775") } == true)
    }
}
