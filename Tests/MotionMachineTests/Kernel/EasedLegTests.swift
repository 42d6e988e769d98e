import Foundation
import Testing
@_spi(Kernel) @testable import MotionMachine
@_spi(Kernel) import MotionKernel

/// A single plain property eased by a built-in curve is moved by the tempo's compact eased leg, with
/// the curve evaluated inline by kind. These tests pin that its values are exactly those of the
/// motion's own path (which a motion takes when it has an `updated` callback and an easing that is
/// not a kind, see ``ownPath(_:)``), for every kind and through delays, reverse legs, repeats, speed
/// changes and seeks, that the kinds are the families' curves, and that a leg reports its beats to
/// a motion with an `updated` callback as the motion's own beats would.
/// A target that tells when its property is written.
final class WatchedBox {
    var onX: (() -> Void)?
    var x = 0.0 { didSet { onX?() } }
}

@Suite("Eased legs")
@MainActor
struct EasedLegTests {
    init() { _ = TestDiagnostics.installed }
    /// The same curve in a closure of its own: not recognized as a kind, so with an `updated` callback
    /// the motion plays every beat itself (a general steady leg reports nothing).
    static func ownPath(_ easing: @escaping EasingUpdateClosure) -> EasingUpdateClosure {
        { t, b, c, d in easing(t, b, c, d) }
    }

    @Test("values and progress match the motion's own path exactly, for every built-in kind", arguments: EasingKind.allCases)
    func identicalToSlowPath(kind: EasingKind) {
        for configuration in 0..<4 {
            let tempo = ManualTempo()
            let fastBox = Box(), slowBox = Box()
            func make(_ box: Box, wrap: (@escaping EasingUpdateClosure) -> EasingUpdateClosure) -> Motion<Box> {
                let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: -3.0, end: 17.3)],
                                    duration: 0.7, easing: wrap(kind.closure))
                motion.tempo = tempo
                switch configuration {
                case 1: motion.afterDelay(0.3).reverses().repeats(3)
                case 2: motion.reverses(withEasing: wrap(EasingCubic.easeIn())).repeats()
                case 3: motion.speed = 1.7
                default: break
                }
                return motion
            }
            let fast = make(fastBox) { $0 }
            let slow = make(slowBox, wrap: Self.ownPath).updated { _ in }
            fast.start()
            slow.start()
            var sawEasedLeg = false
            for (step, beat) in SteadyLegTests.beats.enumerated() {
                tempo.tick(at: beat)
                sawEasedLeg = sawEasedLeg || tempo.entries.count(in: .eased) == 1
                #expect(tempo.entries.count(in: .reporting) == 0 && tempo.entries.count(in: .eased) <= 1)
                // Midway, a speed change and a seek reclaim the leg; the next beats offer it again.
                if beat == SteadyLegTests.beats[90] {
                    for motion in [fast, slow] { motion.speed = 0.6 }
                }
                if beat == SteadyLegTests.beats[150] {
                    for motion in [fast, slow] { motion.seek(to: 0.45) }
                }
                #expect(fastBox.x.bitPattern == slowBox.x.bitPattern, "\(kind), configuration \(configuration), at \(beat)")
                // Reading a motion's state takes its beats back from the tempo, so the state is compared on
                // every tenth beat only, and the legs play the beats between.
                guard step % 10 == 9 else { continue }
                #expect(fast.motionProgress == slow.motionProgress && fast.totalProgress == slow.totalProgress)
                #expect(fast.motionState == slow.motionState && fast.cyclesCompletedCount == slow.cyclesCompletedCount)
            }
            #expect(sawEasedLeg, "\(kind), configuration \(configuration): the tempo never moved the motion by an eased leg")
        }
    }

    @Test("additive motions on one property: eased legs give the own path's sums exactly", arguments: [0, 1, 2])
    func additiveIdenticalToSlowPath(configuration: Int) {
        let fastTempo = ManualTempo(), slowTempo = ManualTempo()
        let fastBox = Box(), slowBox = Box()
        fastBox.x = 2.5
        slowBox.x = 2.5
        // Two motions on each box: their offsets add up on the property, each through its own share.
        func make(_ box: Box, _ tempo: ManualTempo, own: Bool) -> [Motion<Box>] {
            let laws: [(EasingKind, Double, Double, Double)] = [(.quadraticInOut, 10, 0.7, 1), (.cubicOut, -4, 0.45, 0.5)]
            return laws.map { kind, end, duration, weighting in
                let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: end)], duration: duration,
                                    easing: own ? Self.ownPath(kind.closure) : kind.closure, options: [.additive])
                motion.additiveWeighting = weighting
                motion.tempo = tempo
                switch configuration {
                case 1: motion.afterDelay(0.2).reverses().repeats(2)
                case 2: motion.speed = 1.3
                default: break
                }
                if own { motion.updated { _ in } }
                return motion.start()
            }
        }
        let fast = make(fastBox, fastTempo, own: false), slow = make(slowBox, slowTempo, own: true)
        var sawAdditiveLegs = false
        for (step, beat) in SteadyLegTests.beats.enumerated() {
            fastTempo.tick(at: beat)
            slowTempo.tick(at: beat)
            sawAdditiveLegs = sawAdditiveLegs || fastTempo.entries.count(in: .additive) == 2
            #expect(slowTempo.entries.count(in: .additive) == 0)
            if beat == SteadyLegTests.beats[90] {
                for motion in fast + slow { motion.speed = 0.6 }
            }
            if beat == SteadyLegTests.beats[150] {
                for motion in [fast[0], slow[0]] { motion.seek(to: 0.3) }
            }
            #expect(fastBox.x.bitPattern == slowBox.x.bitPattern, "configuration \(configuration), at \(beat)")
            guard step % 10 == 9 else { continue }
            for (f, s) in zip(fast, slow) {
                #expect(f.motionProgress == s.motionProgress && f.motionState == s.motionState)
            }
        }
        #expect(sawAdditiveLegs, "configuration \(configuration): the tempo never moved both motions by additive eased legs")
        withExtendedLifetime((fast, slow)) {}
    }

    @Test("an additive eased leg whose sum would not be finite hands the beat to its motion and changes nothing")
    func additiveLegRefusesNonFiniteSum() {
        // Not reachable through motions with built-in curves (their values stay between the ends, so
        // sums stay between finite values): the leg is driven directly.
        let box = Box()
        let sum = AdditiveSum(base: 1.7e308)
        sum.totals.pointee.offsets = 0.1e308
        let lane = Lane(start: 0, end: 1e308, velocity: 0, access: PropertyAccessor(keyPath: \Box.x).body)
        let clock = LegClock(anchorBeat: 0, anchorLocalTime: 0, speed: 1, delay: 0, leg: 0, duration: 1)
        var leg = EasedLeg(clock: clock, reverse: false, target: TargetPointer(box), lane: lane, kind: .linear)
        var share = EasedLeg.Share(totals: sum.totals, weight: 1, start: 0, offset: 0)
        // A plain clock: the leg reads no tail (its slot is left uninitialized).
        #expect(!leg.hasTail)
        let tails = UnsafeMutablePointer<LegClock.Tail>.allocate(capacity: 1)
        defer { tails.deallocate() }
        let slot = LegClock.TailSlot(slots: tails, index: 0)
        var lastBeat = 0.0
        // At 0.25: offset 0.25e308, so the sum would be 1.7e308 + 0.35e308, past the largest Double.
        // The leg writes through its access slot, as one whose lane is not stored in place would.
        leg.hasAccess = true
        var access = EasedLeg.Access(body: lane.access)
        var entry = TempoEntries.Entry(driven: nil)
        func writer(_ access: UnsafeMutablePointer<EasedLeg.Access>, _ entry: UnsafeMutablePointer<TempoEntries.Entry>) -> EasedLeg.LaneWriter {
            EasedLeg.LaneWriter(accesses: access, entries: entry, index: 0)
        }
        let played = withUnsafeMutablePointer(to: &share) { share in
            withUnsafeMutablePointer(to: &access) { access in
                withUnsafeMutablePointer(to: &entry) { leg.beat(0.25, kind: leg.kind, lastBeat: &lastBeat, checksTarget: false, tail: slot, writer: writer(access, $0), share: share) }
            }
        }
        #expect(!played && lastBeat == 0 && share.offset == 0 && sum.totals.pointee.offsets == 0.1e308 && box.x == 0)
        // With the base at 0, the same leg's sum is finite, and written: the offsets 0.1e308 + 0.5e308.
        sum.totals.pointee.base = 0
        let wrote = withUnsafeMutablePointer(to: &share) { share in
            withUnsafeMutablePointer(to: &access) { access in
                withUnsafeMutablePointer(to: &entry) { leg.beat(0.5, kind: leg.kind, lastBeat: &lastBeat, checksTarget: false, tail: slot, writer: writer(access, $0), share: share) }
            }
        }
        #expect(wrote && lastBeat == 0.5 && share.offset == 0.5e308 && sum.totals.pointee.offsets == 0.1e308 + 0.5e308)
        #expect(box.x == 0 + (0.1e308 + 0.5e308))
        withExtendedLifetime(sum) {}
    }

    @Test("an eased leg keeps no accessor: a stored property's learns its place through its motion's; a computed one's tells its motion, then takes the accessor into its slot")
    func accessorsOnlyWhereNeeded() {
        let tempo = ManualTempo(), stored = Box(), computed = Box()
        func tween(_ box: Box, _ path: ReferenceWritableKeyPath<Box, Double>) -> Motion<Box> {
            let motion = Motion(target: box, properties: [PropertyData(keyPath: path, start: 0, end: 100)], duration: 1)
            motion.tempo = tempo
            return motion.start()
        }
        let plain = tween(stored, \.x)
        func leg(of motion: Motion<Box>) -> EasedLeg? {
            guard let index = tempo.entryIndex(motion.subscriptionIndex, of: motion), tempo.entries.modes[index] == .eased else { return nil }
            return tempo.entries.eased[index].pointee
        }
        #expect(leg(of: plain)?.hasAccess == false)
        tempo.advance(by: 0.25)
        // The first write went through the motion's accessor and found the value in place.
        #expect(stored.x == 25 && leg(of: plain)?.storesInPlace == true && leg(of: plain)?.hasAccess == false)
        #expect(!plain.writesThroughAccessor)
        let through = tween(computed, \.computedX)
        tempo.advance(by: 0.25)
        // Its first write went through its motion's accessor and found no place: the motion knows.
        #expect(computed.x == 25 && leg(of: through)?.writesThroughAccessor == true && leg(of: through)?.hasAccess == false)
        #expect(through.writesThroughAccessor)
        // The next write takes the accessor into the entry's slot: the leg plays on, no beat of the
        // motion's own in between (its run record stays given back).
        tempo.advance(by: 0.25)
        #expect(computed.x == 50 && leg(of: through)?.hasAccess == true && through.runRecord == nil)
        #expect(leg(of: plain)?.hasAccess == false && stored.x == 75)
        tempo.advance(by: 0.25)
        tempo.advance(by: 0.25)
        #expect(computed.x == 100 && through.motionState == .stopped && plain.motionState == .stopped)
        // The motion keeps what it learned: its next run's first leg comes with the accessor.
        through.start()
        #expect(leg(of: through)?.hasAccess == true)
        tempo.advance(by: 0.5)
        #expect(computed.x == 50)
    }

    @Test("a motion that moves from its start takes its leg then: the first beat is the tempo's own, with the own path's values")
    func legOfferedAtStart() {
        let tempo = ManualTempo()
        tempo.tick(at: 2.5)
        let fastBox = Box(), slowBox = Box(), delayedBox = Box()
        func make(_ box: Box, _ easing: @escaping EasingUpdateClosure) -> Motion<Box> {
            let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 4.0, end: -9.5)],
                                duration: 0.8, easing: easing)
            motion.tempo = tempo
            return motion
        }
        let fast = make(fastBox, EasingQuadratic.easeInOut()).reverses()
        let slow = make(slowBox, Self.ownPath(EasingQuadratic.easeInOut())).reverses().updated { _ in }
        let delayed = make(delayedBox, EasingQuadratic.easeInOut()).afterDelay(0.1)
        fast.start()
        // Before any beat: the leg is in the beat list, anchored at the tempo's current beat.
        #expect(tempo.entries.count(in: .eased) == 1)
        slow.start()
        delayed.start()
        // A delayed motion begins moving on a beat of its own, and offers its leg then.
        #expect(tempo.entries.count(in: .eased) == 1 && tempo.entries.count(in: .steady) == 0)
        for (step, beat) in [2.5, 2.5 + 1.0 / 60, 2.7, 3.0, 3.3, 3.31, 3.6, 4.0, 4.2].enumerated() {
            tempo.tick(at: beat)
            // Until its state is read (which takes the leg back), the motion is not called.
            if step < 2 { #expect(tempo.entries.count(in: .eased) == 1 && tempo.entries.count(in: .reporting) == 0) }
            #expect(fastBox.x.bitPattern == slowBox.x.bitPattern, "at \(beat)")
            if step < 1 { continue }
            #expect(fast.totalProgress.bitPattern == slow.totalProgress.bitPattern, "at \(beat)")
        }
        #expect(fastBox.x == 4.0 && fast.motionState == .stopped && slow.motionState == .stopped)
        #expect(delayedBox.x == -9.5 && delayed.motionState == .stopped)
    }

    @Test("the families' closures and curves are recognized; other closures are called")
    func recognition() {
        #expect(EasingCurve(EasingQuadratic.easeInOut()).kind == .quadraticInOut)
        #expect(EasingCurve.quadratic(.easeInOut).kind == .quadraticInOut)
        #expect(EasingCurve.linear.kind == .linear)
        #expect(EasingCurve(EasingLinear.easeNone()).kind == .linear)
        #expect(EasingCurve.circular(.easeOut).kind == .circularOut)
        for kind in EasingKind.allCases { #expect(EasingCurve(kind.closure).kind == kind) }
        // Same arithmetic, other closures: called, never guessed.
        #expect(EasingCurve({ t, b, c, d in b + c * (t / d) * (t / d) }).kind == nil)
        let quadratic = EasingQuadratic.easeIn()
        #expect(EasingCurve({ t, b, c, d in quadratic(t, b, c, d) }).kind == nil)
        #expect(EasingCurve.sine(.easeIn).kind == nil)
        #expect(EasingCurve.back(.easeOut).kind == nil)
        #expect(EasingCurve(EasingElastic.easeOut()).kind == nil)
    }

    @Test("a kind gives its family closure's bits on the fraction the closure sees")
    func kindsAreTheirClosures() {
        let fractions = (0...200).map { Double($0) / 200 } + [1e-300, 0.4999999999999999, 0.5000000000000001, 0.999999999]
        for kind in EasingKind.allCases {
            let closure = kind.closure
            for fraction in fractions {
                // Durations that are powers of two: fraction × d / d is fraction exactly.
                for duration in [1.0, 0.5, 4] {
                    let viaClosure = closure(fraction * duration, 0, 1, duration)
                    #expect(kind.value(atFraction: fraction, duration: duration).bitPattern == viaClosure.bitPattern,
                            "\(kind) at \(fraction) of \(duration)")
                }
                // Any other duration: the closure sees (fraction × d) / d, which may be an ulp away.
                let seen = (fraction * 0.7) / 0.7
                #expect(kind.value(atFraction: seen, duration: 0.7).bitPattern == closure(fraction * 0.7, 0, 1, 0.7).bitPattern,
                        "\(kind) at \(fraction)")
            }
            // A non-positive duration counts as finished, as in the closures.
            #expect(kind.value(atFraction: 0.3, duration: 0) == closure(0, 0, 1, 0))
        }
    }

    @Test("independent values: quadratic in-out is 2p² then 1 − 2(1 − p)², cubic out is 1 − (1 − p)³")
    func publishedFormulas() {
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            let quadratic = p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p)
            #expect(abs(EasingKind.quadraticInOut.value(atFraction: p, duration: 1) - quadratic) <= 1e-15)
            #expect(abs(EasingKind.cubicOut.value(atFraction: p, duration: 1) - (1 - pow(1 - p, 3))) <= 1e-15)
        }
    }

    @Test("a wrapped or custom easing takes the general steady leg, with the same values")
    func customEasingTakesGeneralLeg() {
        let tempo = ManualTempo()
        let box = Box()
        let quadratic = EasingQuadratic.easeInOut()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0.0, end: 10.0)], duration: 1,
                            easing: { t, b, c, d in quadratic(t, b, c, d) })
        motion.tempo = tempo
        motion.start()
        for _ in 0..<3 { tempo.advance(by: 0.1) }
        #expect(tempo.entries.count(in: .steady) == 1 && tempo.entries.count(in: .eased) == 0)
        #expect(abs(box.x - 10 * 2 * 0.3 * 0.3) <= 1e-12)
    }


    @Test("a beat list mixing every kind of entry, in runs and alone, moves each entry as it moves alone")
    func mixedBeatList() {
        // Reporting, eased, steady (a launch) and called (a group) entries, in runs of each kind and
        // one at a time, so the beat goes from every kind to every other; two groups side by side,
        // so one asks for the other's first lines (``CollectionHint``).
        let kinds = ["reporting", "eased", "eased", "steady", "reporting", "reporting", "eased", "called",
                     "reporting", "steady", "called", "called", "eased", "reporting"]
        func make(_ kind: String, _ box: Box, _ index: Int, on tempo: Tempo) -> any Moveable {
            let end = 10.0 + Double(index)
            switch kind {
            case "steady":
                let physics = PhysicsMotion(target: box, properties: [PropertyData(keyPath: \Box.x)], velocity: end, friction: 0.5)
                physics.tempo = tempo
                return physics.start()
            case "called":
                let group = MotionGroup(motions: [Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: end)],
                                                         duration: 1, easing: .quadratic(.easeInOut))])
                group.tempo = tempo
                return group.start()
            default:
                let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: end)], duration: 1,
                                    easing: .cubic(.easeOut))
                if kind == "reporting" { motion.updated { _ in } }
                motion.tempo = tempo
                return motion.start()
            }
        }
        let shared = ManualTempo()
        let boxes = kinds.map { _ in Box() }
        let together = kinds.indices.map { make(kinds[$0], boxes[$0], $0, on: shared) }
        let alone = kinds.indices.map { index -> (ManualTempo, Box, any Moveable) in
            let tempo = ManualTempo(), box = Box()
            return (tempo, box, make(kinds[index], box, index, on: tempo))
        }
        for _ in 0..<24 {
            shared.advance(by: 1.0 / 60)
            for (tempo, _, _) in alone { tempo.advance(by: 1.0 / 60) }
        }
        #expect(shared.entries.count(in: .reporting) == 5 && shared.entries.count(in: .eased) == 4
                && shared.entries.count(in: .steady) == 2 && shared.entries.count(in: .collection) == 3
                && shared.entries.count(in: .call) == 0)
        for index in kinds.indices {
            #expect(boxes[index].x != 0 && boxes[index].x.bitPattern == alone[index].1.x.bitPattern,
                    "entry \(index) (\(kinds[index])): \(boxes[index].x) together, \(alone[index].1.x) alone")
        }
        withExtendedLifetime((together, alone)) {}
    }

    @Test("a run of eased legs ends where the easing kind changes: every leg is eased by its own curve, plain, reporting and additive")
    func runsByEasingKind() {
        // Runs of one kind, single legs between them, and kinds coming back after others, in each of
        // the three kinds of eased entry (plain, reporting, additive).
        let curves: [EasingCurve] = [.quadratic(.easeIn), .quadratic(.easeIn), .linear, .quadratic(.easeIn), .cubic(.easeOut),
                                     .cubic(.easeOut), .cubic(.easeOut), .linear, .circular(.easeInOut), .linear]
        let variants = ["eased", "reporting", "additive"]
        func make(_ variant: String, _ curve: EasingCurve, _ box: Box, _ index: Int, on tempo: Tempo) -> Motion<Box> {
            let end = 10.0 + Double(index)
            let motion = variant == "additive"
                ? Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: end)], duration: 1, easing: curve, options: [.additive])
                : Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: end)], duration: 1, easing: curve)
            if variant == "reporting" { motion.updated { _ in } }
            motion.tempo = tempo
            return motion.start()
        }
        let shared = ManualTempo()
        let cases = variants.flatMap { variant in curves.indices.map { (variant, $0) } }
        let boxes = cases.map { _ in Box() }
        let together = cases.indices.map { make(cases[$0].0, curves[cases[$0].1], boxes[$0], $0, on: shared) }
        let alone = cases.indices.map { index -> (ManualTempo, Box, Motion<Box>) in
            let tempo = ManualTempo(), box = Box()
            return (tempo, box, make(cases[index].0, curves[cases[index].1], box, index, on: tempo))
        }
        for _ in 0..<21 {
            shared.advance(by: 1.0 / 60)
            for (tempo, _, _) in alone { tempo.advance(by: 1.0 / 60) }
        }
        #expect(shared.entries.count(in: .eased) == 10 && shared.entries.count(in: .reporting) == 10
                && shared.entries.count(in: .additive) == 10)
        // The tempo's time (21 / 60), read at run time: as a literal, the compiler would fold the
        // circular curve's second half away and warn that it never runs.
        let t = shared.currentTime
        for index in cases.indices {
            #expect(boxes[index].x.bitPattern == alone[index].1.x.bitPattern,
                    "entry \(index) (\(cases[index])): \(boxes[index].x) together, \(alone[index].1.x) alone")
            // Each curve's published formula at t, times the end value.
            let end = 10.0 + Double(index)
            let eased: Double = switch cases[index].1 {
            case 2, 7, 9: t
            case 0, 1, 3: t * t
            case 4, 5, 6: 1 - pow(1 - t, 3)
            default: t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - pow(-2 * t + 2, 2)).squareRoot() + 1) / 2
            }
            #expect(close(boxes[index].x, end * eased, 1e-12), "entry \(index) (\(cases[index])): \(boxes[index].x), formula \(end * eased)")
        }
        withExtendedLifetime((together, alone)) {}
    }

    @Test("collections keep their own kind of entry, joining during a beat included; stops and compaction keep every group's values those of the group alone")
    func collectionEntries() {
        func group(_ box: Box, _ index: Int, on tempo: Tempo) -> MotionGroup {
            let paths: [ReferenceWritableKeyPath<Box, Double>] = [\Box.x, \Box.y]
            let motions = paths.map { path in
                Motion(target: box, properties: [PropertyData(keyPath: path, start: 0.0, end: 10.0 + Double(index))],
                       duration: 1 + Double(index % 4) / 8, easing: .quadratic(.easeInOut))
            }
            let made = MotionGroup(motions: motions)
            made.tempo = tempo
            return made
        }
        let shared = ManualTempo()
        let boxes = (0..<20).map { _ in Box() }
        let groups = boxes.indices.map { group(boxes[$0], $0, on: shared) }
        // The last group starts from a callback during a beat: it joins the list after that beat.
        let triggerBox = Box()
        let trigger = Motion(target: triggerBox, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 0.05)
        trigger.tempo = shared
        trigger.completed { _ in groups[19].start() }
        for index in 0..<19 { groups[index].start() }
        trigger.start()
        let alone = boxes.indices.map { index -> (ManualTempo, Box, MotionGroup) in
            let tempo = ManualTempo(), box = Box()
            return (tempo, box, group(box, index, on: tempo))
        }
        for index in 0..<19 { alone[index].2.start() }
        var startedLast = false
        // 50 beats: every group (1 to 1.375 s long) is still running at the end unless stopped.
        for beat in 0..<50 {
            shared.advance(by: 1.0 / 60)
            for (tempo, _, _) in alone { tempo.advance(by: 1.0 / 60) }
            if !startedLast, groups[19].motionState != .stopped {
                // Started during this beat on the shared tempo, at its time: the same time here.
                startedLast = true
                alone[19].2.start()
                #expect(shared.entries.count(in: .collection) == 20, "at beat \(beat)")
            }
            // Every third group stops at beat 20, so the list compacts under the others.
            if beat == 20 {
                for index in stride(from: 0, to: 18, by: 3) {
                    groups[index].stop()
                    alone[index].2.stop()
                }
            }
        }
        #expect(startedLast)
        #expect(shared.entries.count(in: .collection) == 14 && shared.entries.count(in: .call) == 0)
        for index in boxes.indices {
            #expect(boxes[index].x != 0 && boxes[index].x.bitPattern == alone[index].1.x.bitPattern
                    && boxes[index].y.bitPattern == alone[index].1.y.bitPattern,
                    "group \(index): \(boxes[index].x) together, \(alone[index].1.x) alone")
        }
        withExtendedLifetime((groups, alone, trigger, triggerBox)) {}
    }
}
