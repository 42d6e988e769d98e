import Foundation
import MallocInterposerSwift
import MotionAnimator
import MotionInterchange
import MotionMachine

/// `swift run -c release allocation-check`: counts heap allocations during steady-state beats for
/// every kind of motion, collection and animator layer, prints one JSON line per case and a verdict,
/// and exits with status 1 if any case that must be allocation-free allocates.
///
/// Every case must allocate nothing per beat except a sequence whose steps start every few beats:
/// starting a motion allocates (its tempo subscription and its lanes), so that case is reported
/// only. Two beats before the counted ones let every motion begin moving and make its first write,
/// which learns where the target stores the value (through a run-time key path, which allocates
/// that once); twelve more let the timelines' playheads reach every child once.
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
        var rotation: Double = 0
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
            ("typed PropertyStates color and frame", true, { Motion(target: $0, statesForProperties: [
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
            ("keyframe tracks on two properties, reversing and repeating", true, { sprite in
                Motion(target: sprite, keyframes: [
                    PropertyKeyframes(\.x) {
                        CubicKeyframe(5.0, duration: 0.03)
                        SpringKeyframe(1.0, duration: 0.04, spring: .bouncy)
                        LinearKeyframe(2.0, duration: 0.03, timingCurve: .easeOut)
                    },
                    PropertyKeyframes(\.frame.origin.y) { MoveKeyframe(3.0); LinearKeyframe(6.0, duration: 0.05) },
                ], options: [.reverses, .repeats])
            }),
            ("string path to a Double, eased (stored in place after the first write)", true, { Motion(target: $0, properties: [
                try PropertyData(path: "x", start: 0.0, end: 1.0)], duration: 100, easing: EasingQuadratic.easeInOut()) }),
            ("string path into a struct", true, { Motion(target: $0, properties: [
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
            ("color motions in OKLab and in OKLCH along the longer hue arc", true, { sprites in
                let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)
                return sprites.flatMap { sprite -> [any Moveable & TempoDriven] in
                    [ColorInterpolation.oklab, .oklch(.longer)].map { space in
                        Motion(from: red, to: blue, in: space, duration: 100) { sprite.x = $0.blue }
                    }
                }
            }),
            ("path motions placing and turning a target, and launches along a path", true, { sprites in
                let path = try! MotionPath(svgPathData: "M0 0 C50 -80 150 80 200 0 A100 100 0 0 1 200 200 Q100 300 0 200 Z")
                return sprites.flatMap { sprite -> [any Moveable & TempoDriven] in
                    let along = PathMotion(path: path, duration: 0.05, easing: EasingBack.easeOut()).reverses().repeats()
                    along.pathState.attach(sprite, x: \.frame.origin.x, y: \.frame.origin.y, rotation: \.rotation, rotationOffset: 0.1)
                    let launch = PathPhysicsMotion(path: path, velocity: 900, friction: 0.5, restitution: 0.5)
                    launch.pathState.attach(sprite, position: \.frame.origin, rotation: \.x)
                    return [along, launch]
                }
            }),
            ("timelines of staggered motions, yoyo and repeating, with callbacks at moments", true, { sprites in
                stride(from: 0, to: sprites.count, by: 10).map { first in
                    let timeline = Timeline().reverses().repeats(REPEAT_INFINITE, delay: 0.02)
                    for (index, sprite) in sprites[first..<first + 10].enumerated() {
                        timeline.add(Motion(target: sprite, properties: [PropertyData(keyPath: \Sprite.x, start: 0.0, end: 1.0)],
                                            duration: 0.05, easing: EasingQuadratic.easeInOut()), at: .time(Double(index) * 0.01))
                    }
                    timeline.call({}, at: 0.03)
                    timeline.childEntered { _ in }
                    return timeline
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
        var failures: [String] = []
        var checked = 0
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
            // A timeline's children begin their runs as its playhead first reaches them (taking
            // run records, which the pool makes room for once): a cycle of its before counting.
            for _ in 0..<12 { tempo.advance(by: 1.0 / 60) }
            guard let allocations = count({ for _ in 0..<beats { tempo.advance(by: 1.0 / 60) } }) else {
                print("{\"check\":\"allocations\",\"error\":\"the malloc interposer is not counting\"}")
                Foundation.exit(1)
            }
            withExtendedLifetime((sprites, running)) {}
            let perBeat = Double(allocations) / Double(beats)
            print("{\"check\":\"allocations\",\"case\":\"\(name)\",\"motions\":\(motions),\"beats\":\(beats),"
                  + "\"allocations_per_beat\":\(perBeat)}")
            checked += 1
            if mustBeZero && allocations > 0 { failures.append(name) }
        }
        for typedTargets in [false, true] {
            checked += 1
            if let failure = animatorCase(typedTargets: typedTargets) { failures.append(failure) }
        }
        if failures.isEmpty {
            print("allocation-check: passed: all \(checked - 1) required cases allocate nothing per beat (the sequence case, whose steps start motions, is reported only)")
        } else {
            print("allocation-check: FAILED: \(failures.count) case\(failures.count == 1 ? "" : "s") allocated per beat: \(failures.joined(separator: "; "))")
            Foundation.exit(1)
        }
    }

    /// MotionAnimator: layers with three stacked additive position animations, a spring on opacity
    /// and a transform, and an interpolator each (and, with `typedTargets`, a typed key path animation
    /// of a plain object); beats plus drawing every layer's `presentation()` must allocate nothing.
    /// Returns the case's name if it allocated.
    static func animatorCase(typedTargets: Bool) -> String? {
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
            Foundation.exit(1)
        }
        withExtendedLifetime((layers, sprites, drawn, progressSum)) {}
        let name = typedTargets ? "animator with typed key path targets" : "animator: stacked layer animations drawn, interpolators"
        print("{\"check\":\"allocations\",\"case\":\"\(name)\","
              + "\"layers\":\(motions),\"beats\":\(beats),\"allocations_per_beat\":\(Double(allocations) / Double(beats))}")
        animator.removeAllAnimations()
        return allocations > 0 ? name : nil
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
