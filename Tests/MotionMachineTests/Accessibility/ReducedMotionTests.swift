import Foundation
import Testing
@testable import MotionMachine

/// Reduced motion: a run that moves something plays as an instant change, with the final values a
/// run of that shape ends with (worked out by hand from its start, end, reversing and repeating,
/// and for a launch from the decay law, as `PhysicsMotionTests`). The tests set each motion's own
/// policy: the shared one would reach motions other tests run at the same time.
@Suite("Reduced motion")
@MainActor
struct ReducedMotionTests {
    init() { _ = TestDiagnostics.installed }

    @Test("a reduced tween completes on start with its end values, its delay skipped, started then completed")
    func instantTween() {
        let tempo = ManualTempo(), box = Box()
        let log = EventLog()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
            .started { _ in log.record("started", box.x) }
            .completed { _ in log.record("completed", box.x) }
        motion.delay = 0.5
        motion.reducedMotion = .always
        motion.tempo = tempo
        motion.start()
        #expect(box.x == 10 && motion.motionState == .stopped && motion.totalProgress == 1)
        #expect(log.events == ["started@0.0", "completed@10.0"])
        tempo.tick(at: 1)
        #expect(box.x == 10 && log.events.count == 2)
    }

    @Test("the final values of reversing, repeating and endless runs")
    func finalValues() {
        let tempo = ManualTempo()
        let reversing = Box(), twice = Box(), endless = Box(), endlessBack = Box()
        let motions = [
            Motion(target: reversing, properties: [PropertyData(keyPath: \Box.x, start: 2.0, end: 10.0)], duration: 1, options: .reverses),
            Motion(target: twice, properties: [PropertyData(keyPath: \Box.x, start: 2.0, end: 10.0)], duration: 1).repeats(1),
            Motion(target: endless, properties: [PropertyData(keyPath: \Box.x, start: 2.0, end: 10.0)], duration: 1).repeatsForever(),
            Motion(target: endlessBack, properties: [PropertyData(keyPath: \Box.x, start: 2.0, end: 10.0)], duration: 1,
                   options: .reverses).repeatsForever(),
        ]
        for motion in motions {
            motion.reducedMotion = .always
            motion.tempo = tempo
            motion.start()
            #expect(motion.motionState == .stopped)
        }
        // Back at the start after its reverse leg; at the end after two cycles; one cycle's end for
        // the endless ones.
        #expect(reversing.x == 2 && twice.x == 10 && endless.x == 10 && endlessBack.x == 2)
    }

    @Test("a reduced additive motion leaves its property at its end, and a later one adds to it")
    func additive() {
        let tempo = ManualTempo(), box = Box()
        box.x = 2
        let first = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 10.0)], duration: 1, options: .additive)
        first.reducedMotion = .always
        first.tempo = tempo
        first.start()
        #expect(box.x == 10 && first.motionState == .stopped)
        tempo.tick(at: 0.5)
        #expect(box.x == 10)
        let second = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 4.0)], duration: 1, options: .additive)
        second.tempo = tempo
        second.start()
        tempo.tick(at: 1.0)
        #expect(close(box.x, 7))
        tempo.tick(at: 1.5)
        #expect(box.x == 4)
    }

    @Test("a reduced launch rests where the decay law says")
    func instantLaunch() {
        let tempo = ManualTempo(), box = Box()
        let motion = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 50.0)], velocity: 600, friction: 0.8)
        motion.reducedMotion = .always
        motion.tempo = tempo
        motion.start()
        // 50 + 600 / ln(1 / 0.2) × (1 − 0.001): the resting value PhysicsMotionTests checks.
        #expect(close(box.x, 422.4281597750313, 1e-9) && motion.motionState == .stopped)
    }

    @Test("a sequence of reduced steps finishes at once, each step at its end; its policy reaches nested members")
    func sequence() {
        let tempo = ManualTempo(), first = Box(), second = Box(), fading = Box(), kept = Box()
        let steps = [first, second].map { box in
            Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 5.0)], duration: 1)
        }
        var completed = false
        let sequence = MotionSequence(steps: steps).completed { _ in completed = true }
        sequence.reducedMotion = .always
        sequence.tempo = tempo
        sequence.start()
        tempo.tick(at: 1.0 / 60)
        #expect(first.x == 5 && second.x == 5 && completed && sequence.motionState == .stopped)
        // In a group inside a reduced group: a color change still plays, a member's own policy wins.
        let color = Motion(target: fading, statesForProperties: [PropertyStates(keyPath: \Box.color, end: MotionColor(white: 1))],
                           duration: 1)
        let own = Motion(target: kept, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
        own.reducedMotion = .never
        let outer = MotionGroup(motions: [MotionGroup(motions: [color, own])])
        outer.reducedMotion = .always
        outer.tempo = tempo
        outer.start()
        tempo.tick(at: 0.5 + 1.0 / 60)
        #expect(close(fading.color.red, 0.5) && kept.x == 5)
    }

    @Test("a motion's own policy wins; fades and color changes count as appearance")
    func classification() throws {
        let tempo = ManualTempo(), box = Box()
        let kept = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
        kept.reducedMotion = .never
        kept.tempo = tempo
        kept.start()
        tempo.tick(at: 0.5)
        #expect(box.x == 5 && kept.motionState == .moving)
        // By their paths: a color's states and a string path into a color are appearance; a typed
        // key path to a number names only its types, so it counts as movement.
        let color = Motion(target: box, statesForProperties: [PropertyStates(keyPath: \Box.color, end: MotionColor(white: 1))], duration: 1)
        let blue = Motion(target: box, properties: [try PropertyData("color.blue", 1.0)], duration: 1)
        let moving = Motion(target: box, properties: [PropertyData(keyPath: \Box.y, end: 1.0)], duration: 1)
        let mixed = Motion(target: box, properties: [try PropertyData("color.blue", 1.0), try PropertyData("x", 1.0)], duration: 1)
        let tint = Motion(from: MotionColor(white: 0), to: MotionColor(white: 1), duration: 1) { _ in }
        let blend = Motion(from: MotionColor(white: 0), to: MotionColor(white: 1), in: .oklab, duration: 1) { _ in }
        let number = Motion(from: 0.0, to: 1.0, duration: 1) { _ in }
        #expect(color.changesAppearanceOnly && blue.changesAppearanceOnly && tint.changesAppearanceOnly && blend.changesAppearanceOnly)
        #expect(!number.changesAppearanceOnly)
        #expect(!moving.changesAppearanceOnly && !mixed.changesAppearanceOnly)
        #expect(MotionAccessibility.namesAppearance("layer.opacity") && MotionAccessibility.namesAppearance("alpha"))
        #expect(!MotionAccessibility.namesAppearance("frame.origin.x") && !MotionAccessibility.namesAppearance("bluetooth.level"))
    }

    @Test("policies resolve as documented")
    func policies() {
        #expect(!ReducedMotion.never.isActive && ReducedMotion.always.isActive)
        #expect(ReducedMotion.system.isActive == MotionAccessibility.systemPrefersReducedMotion)
        for (text, expected) in [("1", true), ("true", true), ("reduce", true), (" YES ", true),
                                 ("0", false), ("no-preference", false), ("false", false), ("maybe", nil)] as [(String, Bool?)] {
            #expect(MotionAccessibility.preference(text) == expected, "\(text)")
        }
    }

    @Test("GTK's settings: reduced-motion first, then whether animations are enabled")
    func gtkSettings() {
        #expect(MotionAccessibility.gtkPreference(settings: "[Settings]\ngtk-enable-animations=0\n") == true)
        #expect(MotionAccessibility.gtkPreference(settings: "[Settings]\ngtk-enable-animations = true\n") == false)
        #expect(MotionAccessibility.gtkPreference(settings: "[Settings]\ngtk-interface-reduced-motion=reduce\ngtk-enable-animations=1") == true)
        #expect(MotionAccessibility.gtkPreference(settings: "[Settings]\ngtk-interface-reduced-motion=0\ngtk-enable-animations=0") == false)
        #expect(MotionAccessibility.gtkPreference(settings: "[Other]\ngtk-enable-animations=0\n# comment\n") == nil)
        #expect(MotionAccessibility.gtkPreference(settings: "[Settings]\n#gtk-enable-animations=0\ngtk-theme-name=Adwaita") == nil)
        // Read from the files under XDG_CONFIG_HOME, GTK 4's first.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (version, text) in [("gtk-4.0", "[Settings]\ngtk-font-name=Sans 10\n"), ("gtk-3.0", "[Settings]\ngtk-enable-animations=false\n")] {
            let directory = folder.appendingPathComponent(version)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? text.write(to: directory.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        }
        #expect(MotionAccessibility.gtkPrefersReducedMotion(environment: ["XDG_CONFIG_HOME": folder.path]))
        #expect(!MotionAccessibility.gtkPrefersReducedMotion(environment: ["XDG_CONFIG_HOME": folder.path + "-missing"]))
    }

    @Test("traits applied while motion is reduced play their fallback: its timing, or an instant change")
    func traitsFallback() {
        let tempo = ManualTempo(), box = Box(), other = Box()
        var traits = AnimationTraits(duration: 1, animationCurve: .linear)
        traits.reducedMotion = .traits(AnimationTraits(duration: 0.2, animationCurve: .linear))
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
        motion.reducedMotion = .always
        motion.apply(traits)
        #expect(motion.duration == 0.2 && motion.reducedMotion == .never)
        var instant = traits
        instant.reducedMotion = .instant
        let jump = Motion(target: other, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1)
        jump.reducedMotion = .always
        jump.apply(instant)
        #expect(jump.reducedMotion == .always)
        for moving in [motion, jump] { moving.tempo = tempo; moving.start() }
        #expect(other.x == 10)
        tempo.tick(at: 0.1)
        #expect(box.x == 5)
        // Not reduced: the traits' own timing, the fallback ignored.
        let plain = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], traits: traits)
        #expect(plain.duration == 1 && plain.reducedMotion == nil)
    }
}
