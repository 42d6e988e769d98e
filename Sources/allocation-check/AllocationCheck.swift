import Foundation
import MallocInterposerSwift
import MotionAnimator
import MotionInterchange
import MotionMachine

/// `swift run -c release allocation-check`: counts heap allocations during steady-state beats for
/// several kinds of motion and exits with status 1 if a beat of a typed-key-path motion allocates.
///
/// `PropertyStates` and string paths into structs are reported but not required to be zero: when
/// their key path is not folded by the optimizer they write through run-time key paths, and the Swift
/// runtime (6.3) allocates one exclusivity record per such write. A string path to a `Double` eased by
/// a built-in curve must allocate nothing once its leg has made its first write (through the run-time
/// key path, which allocates that once) and stores in place; two beats before the counted ones let
/// every case reach that state. Collections are checked too: a beat of running
/// groups (tweens, springs, staggered, synced, at speed 2) and of additive motions must allocate
/// nothing; a sequence whose steps start every few beats is reported only, because starting a
/// motion allocates (its tempo subscription and its lanes).
///
/// ordo-one's malloc interposer counts every malloc in the process while hooked. The check proves the
/// counter is live by counting a probe allocation first; if it is not, the check fails rather than
/// report a misleading zero.
@main
@MainActor
enum AllocationCheck {
    final class Sprite: MotionTarget {
        var x: Double = 0
        var frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        var color = MotionColor(red: 0, green: 0, blue: 0)
        static var motionProperties: [String: PartialKeyPath<Sprite>] { ["x": \.x, "frame": \.frame, "color": \.color] }
    }

    static let motions = 1_000
    static let beats = 200

    static func main() throws {
        let cases: [(name: String, mustBeZero: Bool, make: (Sprite) throws -> Motion<Sprite>)] = [
            ("typed key path tween", true, { Motion(target: $0, properties: [PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)],
                                                    duration: 100, easing: EasingQuadratic.easeInOut()) }),
            ("typed key path into a CGRect", true, { Motion(target: $0, properties: [
                PropertyData(keyPath: \Sprite.frame.origin.x, start: 0, end: 1)], duration: 100) }),
            ("typed PropertyStates color and frame (reported only)", false, { Motion(target: $0, statesForProperties: [
                PropertyStates(keyPath: \Sprite.color, end: MotionColor(red: 1, green: 0.5, blue: 0.2)),
                PropertyStates(keyPath: \Sprite.frame, end: CGRect(x: 5, y: 5, width: 20, height: 30))],
                                                                    duration: 100, easing: EasingElastic.easeOut()) }),
            ("reversing, repeating, crossing boundaries", true, { Motion(target: $0, properties: [
                PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)], duration: 0.05, easing: CubicBezier.ease.easing)
                .reverses(withEasing: EasingBounce.easeOut()).repeats() }),
            ("built-in easing, a new leg every third beat", true, { Motion(target: $0, properties: [
                PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)], duration: 0.05, easing: EasingQuadratic.easeInOut())
                .reverses(withEasing: EasingCubic.easeOut()).repeats() }),
            ("tween with an updated callback (a reporting leg)", true, { sprite in
                Motion(target: sprite, properties: [PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)], duration: 100,
                       easing: EasingQuadratic.easeInOut()).updated { motion in _ = motion.target }
            }),
            ("updated callback reading progress (the leg taken back and offered each beat)", true, { sprite in
                Motion(target: sprite, properties: [PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)], duration: 100,
                       easing: EasingQuadratic.easeInOut()).updated { motion in _ = motion.motionProgress }
            }),
            ("physics, reversing and repeating", true, { PhysicsMotion(target: $0, properties: [
                PropertyData(keyPath: \Sprite.x)], velocity: 40, friction: 0.9).reverses().repeats() }),
            ("physics bouncing between bounds", true, { motion in
                let physics = PhysicsMotion(target: motion, properties: [PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)],
                                            velocity: 30, friction: 0.3)
                physics.collisionsEnabled = true
                physics.restitution = 0.8
                return physics
            }),
            ("spring with initial velocity, two properties", true, { SpringMotion(target: $0, properties: [
                PropertyData(keyPath: \Sprite.x, end: 10.0), PropertyData(keyPath: \Sprite.frame.origin.y, end: 5)],
                                                                                spring: .bouncy, initialVelocity: [30, -2]) }),
            ("string path to a Double, eased (stored in place after the first write)", true, { Motion(target: $0, properties: [
                try PropertyData(path: "x", start: 0.0, end: 1.0)], duration: 100, easing: EasingQuadratic.easeInOut()) }),
            ("string path into a struct (reported only)", false, { Motion(target: $0, properties: [
                try PropertyData("frame.size.width", 50)], duration: 100, easing: EasingSine.easeInOut()) }),
        ]
        let collections: [(name: String, mustBeZero: Bool, make: ([Sprite]) throws -> [any Moveable & TempoDriven])] = [
            ("groups of 10 tweens", true, { sprites in
                stride(from: 0, to: sprites.count, by: 10).map { first in
                    MotionGroup(motions: sprites[first..<first + 10].map { sprite in
                        Motion(target: sprite, properties: [PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)],
                               duration: 100, easing: EasingQuadratic.easeInOut())
                    })
                }
            }),
            ("staggered groups of springs, reversing in sync, speed 2", true, { sprites in
                stride(from: 0, to: sprites.count, by: 10).map { first in
                    let group = MotionGroup(motions: sprites[first..<first + 10].map { sprite in
                        SpringMotion(target: sprite, properties: [PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)],
                                     spring: Spring(duration: 60, bounce: 0.2))
                    }, stagger: 0.001).reverses(syncsChildMotions: true)   // all started by the first beat
                    group.speed = 2
                    return group
                }
            }),
            ("additive tweens, two on each property", true, { sprites in
                sprites.flatMap { sprite in
                    [1.0, -1.0].map { end in
                        Motion(target: sprite, properties: [PropertyData(keyPath: \Sprite.x, end: end)], duration: 100,
                               options: [.additive])
                    }
                }
            }),
            ("value motions: a Double, a CGRect, a SIMD3 spring", true, { sprites in
                sprites.flatMap { sprite -> [any Moveable & TempoDriven] in
                    [Motion(from: 0.0, to: 1.0, duration: 100, easing: EasingQuadratic.easeInOut()) { sprite.x = $0 },
                     Motion(from: CGRect.zero, to: CGRect(x: 5, y: 5, width: 20, height: 30), duration: 100) { sprite.frame = $0 },
                     SpringMotion(from: SIMD3<Double>(0, 0, 0), to: SIMD3(1, 2, 3), spring: Spring(duration: 60, bounce: 0.2),
                                  initialVelocity: SIMD3(3, 0, -1)) { sprite.x = $0.x }]
                }
            }),
            ("additive value motions on one shared value", true, { sprites in
                sprites.flatMap { sprite -> [any Moveable & TempoDriven] in
                    // Kept alive by the closures, which read the sum from it.
                    let shared = MotionValue(CGPoint.zero)
                    return [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)].map { end in
                        Motion(value: shared, to: end, duration: 100, options: [.additive]) { _ in sprite.frame.origin = shared.value }
                    }
                }
            }),
            ("sequences stepping every few beats (starts allocate; reported only)", false, { sprites in
                stride(from: 0, to: sprites.count, by: 10).map { first in
                    MotionSequence(steps: sprites[first..<first + 10].map { sprite in
                        Motion(target: sprite, properties: [PropertyData(keyPath: \Sprite.x, end: 1.0)], duration: 0.05)
                    }).repeats()
                }
            }),
        ]
        var failed = false
        let motionCases = cases.map { entry in
            (entry.name, entry.mustBeZero, { (sprites: [Sprite]) throws -> [any Moveable & TempoDriven] in
                try sprites.map { try entry.make($0) }
            })
        }
        for (name, mustBeZero, make) in motionCases + collections {
            let tempo = ManualTempo()
            let sprites = (0..<motions).map { _ in Sprite() }
            let running = try make(sprites)
            for moveable in running {
                moveable.tempo = tempo
                moveable.start()
            }
            tempo.advance(by: 1.0 / 60)          // movement has begun: starts are read, lanes filled
            tempo.advance(by: 1.0 / 60)          // a leg's first write has told it where to store
            guard let allocations = count({ for _ in 0..<beats { tempo.advance(by: 1.0 / 60) } }) else {
                print("{\"check\":\"allocations\",\"error\":\"the malloc interposer is not counting\"}")
                Foundation.exit(1)
            }
            withExtendedLifetime((sprites, running)) {}
            let perBeat = Double(allocations) / Double(beats)
            print("{\"check\":\"allocations\",\"case\":\"\(name)\",\"motions\":\(motions),\"beats\":\(beats),"
                  + "\"allocations_per_beat\":\(perBeat)}")
            failed = failed || (mustBeZero && allocations > 0)
        }
        failed = animatorCase() || failed
        if failed { Foundation.exit(1) }
    }

    /// MotionAnimator: layers with three stacked additive position animations, a spring on opacity
    /// and a transform, and an interpolator each; beats plus drawing every layer's `presentation()`
    /// must allocate nothing. Typed key path animations of plain objects are reported only: they
    /// write through a run-time key path, which allocates in the Swift runtime (6.3), as
    /// `PropertyStates` above do. Returns whether it failed.
    static func animatorCase() -> Bool {
        let layersFailed = animatorCase(typedTargets: false)
        let targetsFailed = animatorCase(typedTargets: true)
        return layersFailed || targetsFailed
    }

    static func animatorCase(typedTargets: Bool) -> Bool {
        let tempo = ManualTempo()
        let animator = MotionAnimator(tempo: tempo)
        let layers = (0..<motions).map { _ in MotionLayer() }
        let sprites = (0..<motions).map { _ in Sprite() }
        var progressSum = 0.0
        for (layer, sprite) in zip(layers, sprites) {
            for end in [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 5, y: 5)] {
                animator.animate(with: AnimationTraits(duration: 100), between: [CGPoint.zero, end], layer: layer, keyPath: .position)
            }
            animator.animate(with: AnimationTraits(duration: 1, timingCurve: .spring(mass: 1, tension: 0.01, friction: 0.02)),
                             between: [0.0, 1.0], layer: layer, keyPath: .opacity)
            animator.animate(with: AnimationTraits(duration: 100), between: [MotionTransform3D.identity, .scale(2, 2)],
                             layer: layer, keyPath: .transform)
            animator.animate(with: AnimationTraits(duration: 100)) {
                MotionAnimator.addAnimationInterpolator { progressSum += $0 }
            }
            if typedTargets {
                animator.animate(with: AnimationTraits(duration: 100), between: [0.0, 1.0], target: sprite, keyPath: \.x)
            }
        }
        tempo.advance(by: 1.0 / 60)
        var drawn = 0.0
        guard let allocations = count({
            for _ in 0..<beats {
                tempo.advance(by: 1.0 / 60)
                for layer in layers {
                    let shown = layer.presentation()
                    drawn += shown.position.x + shown.opacity + shown.transform.m11
                }
            }
        }) else {
            print("{\"check\":\"allocations\",\"error\":\"the malloc interposer is not counting\"}")
            return true
        }
        withExtendedLifetime((layers, sprites, drawn, progressSum)) {}
        let name = typedTargets ? "animator with typed key path targets (reported only)" : "animator: stacked layer animations drawn, interpolators"
        print("{\"check\":\"allocations\",\"case\":\"\(name)\","
              + "\"layers\":\(motions),\"beats\":\(beats),\"allocations_per_beat\":\(Double(allocations) / Double(beats))}")
        animator.removeAllAnimations()
        return !typedTargets && allocations > 0
    }

    /// Heap allocations made by `work`, or nil if the interposer does not see allocations.
    static func count(_ work: () -> Void) -> Int? {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        // An opaque allocation the optimizer cannot remove (a bare malloc/free pair it would).
        withExtendedLifetime(NSMutableData(length: 64)) {}
        let afterProbe = MallocInterposerSwift.getStatistics().mallocCount
        work()
        MallocInterposerSwift.unhook()
        let total = MallocInterposerSwift.getStatistics().mallocCount
        return afterProbe > 0 ? total - afterProbe : nil
    }
}
