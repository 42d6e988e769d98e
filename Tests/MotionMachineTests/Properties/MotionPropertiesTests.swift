import Testing
@_spi(Kernel) @testable import MotionKernel
@testable import MotionMachine

/// A motion keeps one property inline and more in an array (``MotionProperties``); the lanes keep
/// their bounded launches and additive shares in a box made on first use (``RareLanes``).
@Suite("A motion's properties and lanes as stored")
@MainActor
struct MotionPropertiesTests {
    init() { _ = TestDiagnostics.installed }
    @Test("one property reads back as given; adding goes from one inline to an array, in order")
    func oneThenMany() {
        let box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 2, end: 10)], duration: 1)
        #expect(motion.properties.count == 1)
        #expect(motion.properties[0].start == 2 && motion.properties[0].end == 10)
        motion.add(PropertyData(keyPath: \Box.y, start: -4, end: 4))
        motion.add(PropertyData(path: "custom", start: 1, end: 3,
                                accessor: PropertyAccessor(read: { $0.level == 0 ? 0 : 1 }, write: { box, value in box.count = Int(value) })))
        #expect(motion.properties.map(\.start) == [2, -4, 1])
        #expect(motion.properties.map(\.end) == [10, 4, 3])
        #expect(motion.properties[2].path == "custom")

        let tempo = ManualTempo()
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.25)
        // Linear: start + (end − start) · 0.25.
        #expect(box.x == 4 && box.y == -2 && box.count == 1)
    }

    @Test("a motion made without properties takes one inline, then moves it")
    func emptyThenOne() {
        let box = Box()
        let motion = Motion(target: box, duration: 2)
        #expect(motion.properties.isEmpty)
        motion.add(PropertyData(keyPath: \Box.x, start: 0, end: 8))
        #expect(motion.properties.count == 1 && motion.properties[0].end == 8)
        let tempo = ManualTempo()
        motion.tempo = tempo
        motion.start()
        tempo.tick(at: 0.5)
        #expect(box.x == 2)
    }

    @Test("a spring retargets its one inline property and each of several")
    func retargetOneAndMany() {
        let one = SpringMotion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)])
        one.retarget(propertyAt: 0, to: 5)
        #expect(one.properties[0].end == 5 && one.properties[0].start == 0)
        one.retarget(propertyAt: 1, to: 5)
        #expect(one.properties.count == 1)

        let two = SpringMotion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1),
                                                          PropertyData(keyPath: \Box.y, start: 0, end: 2)])
        two.retarget(propertyAt: 1, to: 7)
        #expect(two.properties.map(\.end) == [1, 7])

        // Moving, every property is rewritten in place: its start becomes where it is now.
        let box = Box(), tempo = ManualTempo()
        let moving = SpringMotion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)])
        moving.tempo = tempo
        moving.start()
        tempo.tick(at: 0.1)
        let reached = box.x
        #expect(reached > 0 && reached < 1)
        moving.retarget(propertyAt: 0, to: 5)
        #expect(moving.properties.count == 1)
        // The spring's position is worked out again for the retarget, in an order of its own: within
        // an ulp of what the beat wrote.
        let start = moving.properties[0].start ?? .nan
        #expect(abs(start - reached) <= reached.ulp && moving.properties[0].end == 5)
    }

    @Test("a target getter that adds properties while the lanes are filled changes the next start only")
    func getterAddsDuringFill() {
        let box = Box()
        box.x = 3
        var motion: Motion<Box>?
        var reads = 0
        let accessor = PropertyAccessor<Box>(read: { target in
            reads += 1
            // Grows the motion's one inline property into an array while the fill reads it.
            motion?.add(PropertyData(keyPath: \Box.y, start: 0, end: 1))
            return target.x
        }, write: { $0.x = $1 })
        motion = Motion(target: box, properties: [PropertyData(path: "x", end: 13, accessor: accessor)], duration: 1)
        let tempo = ManualTempo()
        motion?.tempo = tempo
        motion?.start()
        tempo.tick(at: 0.5)
        #expect(reads == 1)
        #expect(motion?.properties.count == 2)
        // This run has the one lane, from the 3 it read: 3 + 10 · 0.5.
        #expect(box.x == 8 && box.y == 0)
    }

    @Test("the lanes' box is made only for two or more properties, its extras only by an additive run; a bouncing run's laws are the motion's")
    func rareLanesOnDemand() {
        let tempo = ManualTempo()
        // Each target held here: a motion does not keep a stopped target alive.
        let plainBox = Box(), bouncingBox = Box()
        let plain = Motion(target: plainBox, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        plain.tempo = tempo
        plain.start()
        tempo.tick(at: 0.5)
        #expect(plainBox.x == 0.5)
        let plainHasBox = plain.runMemory.lanes.hasRareLanes || plain.runMemory.lanes.hasLaneExtras
        #expect(!plainHasBox)
        plain.stop()

        let box = Box()
        let additive = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, end: 4)], duration: 1, options: .additive)
        additive.tempo = tempo
        additive.start()
        let additiveHasBox = additive.runMemory.lanes.hasLaneExtras, isAdditive = additive.runMemory.lanes.isAdditive
        #expect(additiveHasBox && isAdditive)
        tempo.tick(at: 1.0)
        // From 0 (the property's value) to 4, half-way: 2.
        #expect(box.x == 2)
        additive.stop()

        let physics = PhysicsMotion(target: bouncingBox, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 10)],
                                    velocity: 100, friction: 0.5)
        physics.collisionsEnabled = true
        physics.tempo = tempo
        physics.start()
        #expect(physics.motionState == .moving)
        let physicsHasBox = physics.runMemory.lanes.hasRareLanes, bounces = physics.hasTimedLanes
        #expect(!physicsHasBox && bounces && physics.timedLanes.count == 1)

        let pairBox = Box()
        let pair = Motion(target: pairBox, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1),
                                                       PropertyData(keyPath: \Box.y, start: 2, end: 4)], duration: 1)
        pair.tempo = tempo
        pair.start()
        // Two lanes take the box, not its extras.
        let pairHasBox = pair.runMemory.lanes.hasRareLanes, pairInline = pair.runMemory.lanes.hasInlineLane, pairExtras = pair.runMemory.lanes.hasLaneExtras
        #expect(pairHasBox && !pairInline && !pairExtras)
        tempo.tick(at: 1.25)
        #expect(pairBox.x == 0.25 && pairBox.y == 2.5)

        // Two additive lanes: the larger box takes over the lanes the smaller one had.
        let additivePairBox = Box()
        let additivePair = Motion(target: additivePairBox, properties: [PropertyData(keyPath: \Box.x, end: 4),
                                                                        PropertyData(keyPath: \Box.y, end: -8)],
                                  duration: 1, options: .additive)
        additivePair.tempo = tempo
        additivePair.start()
        let pairIsAdditive = additivePair.runMemory.lanes.isAdditive, additivePairExtras = additivePair.runMemory.lanes.hasLaneExtras
        #expect(pairIsAdditive && additivePairExtras && additivePair.runMemory.lanes.count == 2)
        tempo.tick(at: 1.75)
        #expect(additivePairBox.x == 2 && additivePairBox.y == -4)
    }

    @Test("one lane inline; two or more in the box's buffer, where they stay when the motion has one again")
    func inlineLaneThenBuffer() {
        let tempo = ManualTempo()
        let box = Box()
        let motion = Motion(target: box, properties: [PropertyData(keyPath: \Box.x, start: 0, end: 10)], duration: 1)
        motion.tempo = tempo
        tempo.tick(at: 0)
        motion.start()
        tempo.tick(at: 0.25)
        let inline = motion.runMemory.lanes.hasInlineLane, boxed = motion.runMemory.lanes.hasRareLanes
        #expect(inline && !boxed && box.x == 2.5)

        // A restart at 0.25 fills two lanes; half-way through, at 0.75.
        motion.add(PropertyData(keyPath: \Box.y, start: 100, end: 200))
        motion.stop()
        motion.start()
        tempo.tick(at: 0.75)
        let twoInline = motion.runMemory.lanes.hasInlineLane, twoCount = motion.runMemory.lanes.count
        #expect(!twoInline && twoCount == 2)
        #expect(box.x == 5 && box.y == 150)

        motion.properties = [PropertyData(keyPath: \Box.y, start: -1, end: 1)]
        motion.stop()
        motion.start()
        tempo.tick(at: 1.25)
        let againInline = motion.runMemory.lanes.hasInlineLane, againCount = motion.runMemory.lanes.count
        #expect(!againInline && againCount == 1)
        #expect(box.y == 0 && box.x == 5)
        let single = motion.runMemory.lanes.single
        #expect(single?.start == -1 && single?.end == 1)
    }

    @Test("a setter that grows the motion to two properties and restarts it while its inline lane is written: the write finishes, the next run moves both")
    func setterGrowsInlineLane() {
        let tempo = ManualTempo()
        let box = Box()
        var motion: Motion<Box>?
        var writes = 0, grown = false
        let accessor = PropertyAccessor<Box>(read: { $0.x }, write: { target, value in
            writes += 1
            target.x = value
            // During the motion's own write of its one inline lane: the restart refills the lanes into
            // the buffer, which frees the inline lane's accessor unless the write holds a copy.
            guard !grown, value > 0 else { return }
            grown = true
            motion?.add(PropertyData(keyPath: \Box.y, start: 0, end: 8))
            motion?.stop()
            motion?.start()
        })
        // An easing the motion does not recognize, and an updated callback: the motion writes each
        // beat itself.
        let linear = EasingLinear.easeNone()
        motion = Motion(target: box, properties: [PropertyData(path: "x", start: 0, end: 4, accessor: accessor)], duration: 1,
                        easing: { t, b, c, d in linear(t, b, c, d) }).updated { _ in }
        motion?.tempo = tempo
        tempo.tick(at: 0)
        motion?.start()
        tempo.tick(at: 0.5)
        #expect(grown && box.x == 2)
        // The restarted run began at 0.5 and moves both properties.
        tempo.tick(at: 1.0)
        let inline = motion?.runMemory.lanes.hasInlineLane
        #expect(inline == false && motion?.runMemory.lanes.count == 2)
        #expect(box.x == 2 && box.y == 4 && writes >= 2)
    }
}
