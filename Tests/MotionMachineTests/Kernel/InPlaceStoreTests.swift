import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// Targets whose properties may or may not be stored in place.
final class ScalarBox {
    var float: Float = 0
    var neighbour: Float = 7
    var count = 0
    var gauge: Double = 0
    var reads = 0
    /// Computed: its setter runs on every write.
    var scaled: Double {
        get { reads += 1; return gauge / 2 }
        set { gauge = newValue * 2; count += 1 }
    }
}

extension ScalarBox: MotionTarget {
    static var motionProperties: [String: PartialKeyPath<ScalarBox>] { ["gauge": \.gauge, "scaled": \.scaled] }
}

@propertyWrapper
struct Plain {
    var wrappedValue: Double
}

/// A wrapper whose value is computed: it clamps to 0…5.
@propertyWrapper
struct Clamped {
    private var stored: Double
    init(wrappedValue: Double) { stored = wrappedValue }
    var wrappedValue: Double {
        get { stored }
        set { stored = min(max(newValue, 0), 5) }
    }
}

final class WrappedBox {
    @Plain var plain = 0
    @Clamped var clamped = 0
}

class BaseBox {
    var x: Double = 0
}

/// Overrides a stored property with an observer: a key path to `BaseBox.x` reaches the override.
final class ObservedSubclassBox: BaseBox {
    var writes = 0
    override var x: Double { didSet { writes += 1 } }
}

/// An eased leg stores its value straight into the target once it knows that a plain store of the
/// value's bits is the accessor's write (see `PropertyAccessRequest.writeInPlace`); otherwise every
/// beat calls the accessor. Values are compared, bit for bit, with the motion's own path, which always
/// calls the accessor.
@Suite("Eased legs: stores in place")
@MainActor
struct InPlaceStoreTests {
    init() { _ = TestDiagnostics.installed }
    /// Plays a quadratic tween on `fast` (moved by the tempo's eased leg) and the same tween on `slow`
    /// (the motion's own path), and returns whether the leg stored in place after its first write.
    static func play<Target: AnyObject>(_ fast: Target, _ slow: Target, _ property: @escaping () -> PropertyData<Target>,
                                        each: (_ beat: Double) -> Void) -> Bool {
        let tempo = ManualTempo()
        let leg = Motion(target: fast, properties: [property()], duration: 0.8, easing: EasingQuadratic.easeInOut())
        let own = Motion(target: slow, properties: [property()], duration: 0.8,
                         easing: EasedLegTests.ownPath(EasingQuadratic.easeInOut())).updated { _ in }
        for motion in [leg, own] {
            motion.tempo = tempo
            motion.reverses()
            motion.start()
        }
        var inPlace = false
        for beat in SteadyLegTests.beats.prefix(110) {
            tempo.tick(at: beat)
            if tempo.entries.count(in: .eased) == 1 {
                inPlace = inPlace || (0..<tempo.entries.count).contains { tempo.entries.storesInPlace(at: $0) }
            }
            each(beat)
        }
        return inPlace
    }

    @Test("a stored Double, and a CGFloat inside a stored struct, are stored in place with the own path's bits")
    func storedScalarsInPlace() {
        let fast = Box(), slow = Box()
        var moved = false
        let doubles = Self.play(fast, slow, { PropertyData(keyPath: \Box.x, start: -3, end: 17.3) }) { beat in
            #expect(fast.x.bitPattern == slow.x.bitPattern, "at \(beat)")
            moved = moved || fast.x > 10
        }
        #expect(doubles && moved)
        moved = false
        let frameBefore = fast.frame
        let components = Self.play(fast, slow, { PropertyData(keyPath: \Box.frame.origin.y, start: 1, end: -40.25) }) { beat in
            #expect(fast.frame.origin.y.native.bitPattern == slow.frame.origin.y.native.bitPattern, "at \(beat)")
            // The neighbouring fields of the struct are not touched.
            #expect(fast.frame.origin.x == frameBefore.origin.x && fast.frame.size == frameBefore.size)
            moved = moved || fast.frame.origin.y < -30
        }
        #expect(components && moved)
    }

    @Test("observed, overridden and computed properties are written through their setters on every beat")
    func settersRunEveryBeat() {
        let fast = WatchedBox(), slow = WatchedBox()
        var fastWrites = 0, slowWrites = 0
        fast.onX = { fastWrites += 1 }
        slow.onX = { slowWrites += 1 }
        let observed = Self.play(fast, slow, { PropertyData(keyPath: \WatchedBox.x, start: 0, end: 10) }) { beat in
            #expect(fast.x.bitPattern == slow.x.bitPattern && fastWrites == slowWrites, "at \(beat)")
        }
        #expect(!observed && fastWrites > 90)

        let fastSub = ObservedSubclassBox(), slowSub = ObservedSubclassBox()
        let overridden = Self.play(fastSub as BaseBox, slowSub as BaseBox, { PropertyData(keyPath: \BaseBox.x, start: 0, end: 10) }) { beat in
            #expect(fastSub.x.bitPattern == slowSub.x.bitPattern && fastSub.writes == slowSub.writes, "at \(beat)")
        }
        #expect(!overridden && fastSub.writes > 90)

        let fastScalar = ScalarBox(), slowScalar = ScalarBox()
        let computed = Self.play(fastScalar, slowScalar, { PropertyData(keyPath: \ScalarBox.scaled, start: 0, end: 10) }) { beat in
            #expect(fastScalar.gauge.bitPattern == slowScalar.gauge.bitPattern && fastScalar.count == slowScalar.count, "at \(beat)")
        }
        // A write through a key path to a computed property runs its getter, then its setter; the
        // leg's question where the value lives runs them as often as the own path's writes do.
        #expect(!computed && fastScalar.count > 90 && fastScalar.reads == slowScalar.reads,
                "\(fastScalar.count) writes, \(fastScalar.reads) and \(slowScalar.reads) reads")
    }

    @Test("a string path to a stored Double is stored in place too; one to a computed property calls its setter every beat")
    func stringPaths() throws {
        let stored = try PropertyData<ScalarBox>(path: "gauge", start: -3, end: 17.3)
        let fast = ScalarBox(), slow = ScalarBox()
        var moved = false
        let inPlace = Self.play(fast, slow, { stored }) { beat in
            #expect(fast.gauge.bitPattern == slow.gauge.bitPattern, "at \(beat)")
            moved = moved || fast.gauge > 10
        }
        #expect(inPlace && moved)

        let computed = try PropertyData<ScalarBox>(path: "scaled", start: 0, end: 10)
        let fastScaled = ScalarBox(), slowScaled = ScalarBox()
        let scaledInPlace = Self.play(fastScaled, slowScaled, { computed }) { beat in
            #expect(fastScaled.gauge.bitPattern == slowScaled.gauge.bitPattern && fastScaled.count == slowScaled.count, "at \(beat)")
        }
        #expect(!scaledInPlace && fastScaled.count > 90)
    }

    @Test("a wrapped property is set through its wrapper on every beat, whether the wrapper stores its value plainly or clamps it")
    func propertyWrappers() {
        let fast = WrappedBox(), slow = WrappedBox()
        var moved = false
        let plain = Self.play(fast, slow, { PropertyData(keyPath: \WrappedBox.plain, start: -3, end: 17.3) }) { beat in
            #expect(fast.plain.bitPattern == slow.plain.bitPattern, "at \(beat)")
            moved = moved || fast.plain > 10
        }
        // The key path reaches the wrapped value through the property's computed accessors.
        #expect(!plain && moved)
        var clampedAtTop = false
        let clamped = Self.play(fast, slow, { PropertyData(keyPath: \WrappedBox.clamped, start: 0, end: 10) }) { beat in
            #expect(fast.clamped.bitPattern == slow.clamped.bitPattern && fast.clamped <= 5, "at \(beat)")
            clampedAtTop = clampedAtTop || fast.clamped == 5
        }
        #expect(!clamped && clampedAtTop)
    }

    @Test("a Float is converted by its accessor on every beat; the field beside it is not touched")
    func narrowScalarsThroughAccessor() {
        let fast = ScalarBox(), slow = ScalarBox()
        var moved = false
        let inPlace = Self.play(fast, slow, { PropertyData(keyPath: \ScalarBox.float, start: 0, end: 1_000.5) }) { beat in
            #expect(fast.float.bitPattern == slow.float.bitPattern && fast.neighbour == 7, "at \(beat)")
            moved = moved || fast.float > 100
        }
        #expect(!inPlace && moved)
    }
}

/// A general steady leg (a physics launch, a spring, a custom easing) stores its single lane's value
/// in place too, under the same rule as an eased leg. Each is compared, bit for bit and setter call
/// for setter call, with the same motion kept on its own path by an `updated` callback.
@Suite("Steady legs: stores in place")
@MainActor
struct SteadyInPlaceStoreTests {
    init() { _ = TestDiagnostics.installed }
    /// Plays `make(fast)` on the tempo's steady leg and `make(slow)` on the motion's own path for two
    /// seconds of 60 beats a second, with a beat 3 ms late every fifth; calls `each` after every
    /// beat and returns whether the fast motion's leg stored in place while it was steady.
    static func play<Target: AnyObject>(_ fast: Target, _ slow: Target, _ make: (Target) -> Motion<Target>,
                                        each: (_ beat: Double) -> Void) -> Bool {
        let tempo = ManualTempo()
        let leg = make(fast), own = make(slow).updated { _ in }
        for motion in [leg, own] {
            motion.tempo = tempo
            motion.start()
        }
        var inPlace = false, steady = false
        for step in 1...120 {
            let beat = Double(step) / 60 + (step % 5 == 0 ? 0.003 : 0)
            tempo.tick(at: beat)
            if tempo.entries.count(in: .steady) == 1 {
                steady = true
                inPlace = inPlace || (0..<tempo.entries.count).contains { tempo.entries.storesInPlace(at: $0) }
            }
            each(beat)
        }
        #expect(steady, "the fast motion took a steady leg")
        return inPlace
    }

    /// A launch of 300 points a second that rests after about two seconds.
    static func launch<Target: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Target, Double>) -> (Target) -> Motion<Target> {
        { PhysicsMotion(target: $0, properties: [PropertyData(keyPath: keyPath, start: 1.5)], velocity: 300, friction: 0.97) }
    }

    /// A bouncy spring from −2 to 40, released at 50 points a second.
    static func spring<Target: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Target, Double>) -> (Target) -> Motion<Target> {
        { SpringMotion(target: $0, properties: [PropertyData(keyPath: keyPath, start: -2, end: 40)],
                       spring: Spring(duration: 1.5, bounce: 0.4), initialVelocity: [50]) }
    }

    @Test("a launch and a spring on a stored Double are stored in place with the own path's bits")
    func storedDoubleInPlace() {
        for make in [Self.launch(\Box.x), Self.spring(\Box.x)] {
            let fast = Box(), slow = Box()
            var moved = false
            let inPlace = Self.play(fast, slow, make) { beat in
                #expect(fast.x.bitPattern == slow.x.bitPattern, "at \(beat)")
                moved = moved || abs(fast.x) > 20
            }
            #expect(inPlace && moved)
        }
    }

    @Test("a launch and a spring on an observed property call its setter on every beat, as the own path does")
    func observedThroughSetter() {
        for make in [Self.launch(\WatchedBox.x), Self.spring(\WatchedBox.x)] {
            let fast = WatchedBox(), slow = WatchedBox()
            var fastWrites = 0, slowWrites = 0
            fast.onX = { fastWrites += 1 }
            slow.onX = { slowWrites += 1 }
            let inPlace = Self.play(fast, slow, make) { beat in
                #expect(fast.x.bitPattern == slow.x.bitPattern && fastWrites == slowWrites, "at \(beat)")
            }
            #expect(!inPlace && fastWrites > 90)
        }
    }

    @Test("a custom easing's steady leg stores a stored Double in place; a computed property runs its setter every beat")
    func customEasing() {
        let quadratic = EasingQuadratic.easeInOut()
        func tween<Target: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Target, Double>) -> (Target) -> Motion<Target> {
            { Motion(target: $0, properties: [PropertyData(keyPath: keyPath, start: 0, end: 10)], duration: 2.5,
                     easing: { t, b, c, d in quadratic(t, b, c, d) }) }
        }
        let fast = Box(), slow = Box()
        let stored = Self.play(fast, slow, tween(\Box.x)) { beat in #expect(fast.x.bitPattern == slow.x.bitPattern, "at \(beat)") }
        #expect(stored && fast.x > 5)
        let fastScalar = ScalarBox(), slowScalar = ScalarBox()
        let computed = Self.play(fastScalar, slowScalar, tween(\ScalarBox.scaled)) { beat in
            #expect(fastScalar.gauge.bitPattern == slowScalar.gauge.bitPattern && fastScalar.count == slowScalar.count, "at \(beat)")
        }
        #expect(!computed && fastScalar.count > 90)
    }

    @Test("an additive launch's steady leg stores base plus offsets in place, with the own path's sums")
    func additiveLaunch() {
        let fast = Box(), slow = Box()
        let inPlace = Self.play(fast, slow, { box in
            PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: 120, friction: 0.9,
                          options: [.additive])
        }) { beat in
            #expect(fast.x.bitPattern == slow.x.bitPattern, "at \(beat)")
        }
        #expect(inPlace && fast.x > 50)
    }
}
