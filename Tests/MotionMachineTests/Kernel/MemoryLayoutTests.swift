import Foundation
import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

/// The sizes the Performance article gives for the beat list's records, a property, a motion object
/// and its boxes, and the rare parts made only when used.
@Suite("Memory layout")
@MainActor
struct MemoryLayoutTests {
    init() { _ = TestDiagnostics.installed }
    @Test("the records are the sizes the Performance article gives: 48 bytes eased (its accessor apart, 16), 32 a clock tail, 136 general, 32 a report, 32 an additive share, 48 the lanes, 40 a property, 40 a motion's properties")
    func recordSizes() {
        #if arch(x86_64) || arch(arm64)
        // A name of one word (a boxed path, or the metatype that spells a key path's types), the
        // accessor, the start and the end (an omitted one as a NaN of its own).
        #expect(MemoryLayout<PropertyData<Box>>.stride == 40)
        #expect(MemoryLayout<EasedLeg>.stride == 48 && MemoryLayout<EasedLeg.Access>.stride == 16)
        // Nothing in the record is counted: copying or dropping one retains and releases nothing.
        #expect(_isPOD(EasedLeg.self))
        #expect(MemoryLayout<LegClock.Tail>.stride == 48)
        #expect(MemoryLayout<EasedLeg.Share>.stride == 32)
        // The beat's prefetch reads a share's sum address at this constant offset.
        #expect(MemoryLayout<EasedLeg.Share>.offset(of: \.totals) == EasedLeg.Share.totalsOffset)
        #expect(MemoryLayout<EasedLeg>.offset(of: \.target) == EasedLeg.targetOffset)
        // An unowned(unsafe) field has no key path offset: read the report's bytes instead.
        let reporter = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        let report = EasedLeg.Report(reporter: reporter, token: 7, readsNext: 99)
        withUnsafeBytes(of: report) { bytes in
            #expect(bytes.load(fromByteOffset: EasedLeg.Report.reporterOffset, as: UInt.self)
                == UInt(bitPattern: ObjectIdentifier(reporter)))
            #expect(bytes.load(fromByteOffset: EasedLeg.Report.readsNextOffset, as: UInt.self) == 99)
        }
        #expect(MemoryLayout<SteadyLeg>.stride == 136)
        #expect(MemoryLayout<EasedLeg.Report>.stride == 32)
        #expect(MemoryLayout<ManualBuffer<Double>>.stride == 24)
        // An entry is its object alone: the subscriber keeps the entry's index.
        #expect(MemoryLayout<TempoEntries.Entry>.stride == 16)
        // One lane inline (40 bytes, no tag: `nil` is the accessor's null function pointer) and a
        // pointer to the rarely used buffers, the lanes of two or more properties among them
        // (``RareLanes``).
        #expect(MemoryLayout<Lane>.size == 40 && MemoryLayout<Lane?>.size == 40)
        #expect(MemoryLayout<PropertyLanes>.stride == 48)
        // One property inline, or an array, in the property's own 40 bytes (no tag of its own).
        #expect(MemoryLayout<MotionProperties>.size == 40)
        // The leg's duration, the run's length (the repeat count or a repetition, one nine-byte enum)
        // and one byte of flags; the number of legs follows from them, and the current leg and the
        // progress through it are the run record's.
        #expect(MemoryLayout<MotionTimeline>.size == 18 && MemoryLayout<MotionTimeline>.stride == 24)
        #expect(MemoryLayout<RunHandle>.size == 8)
        #if !canImport(ObjectiveC)
        // Counted, weak box or kept (a value motion's own value): one word.
        #expect(MemoryLayout<IdleTargetReference>.size == 8)
        #endif
        #endif
        // The lanes read properties as properties of any object (``PropertyData/erased(_:)``): the
        // same layout whatever the target type.
        #expect(MemoryLayout<PropertyData<Box>>.size == MemoryLayout<PropertyData<AnyObject>>.size)
        #expect(MemoryLayout<PropertyData<Box>>.stride == MemoryLayout<PropertyData<AnyObject>>.stride)
        #expect(MemoryLayout<PropertyData<Box>>.alignment == MemoryLayout<PropertyData<AnyObject>>.alignment)
        #expect(MemoryLayout<PropertyData<Box>>.offset(of: \.storedStart) == MemoryLayout<PropertyData<AnyObject>>.offset(of: \.storedStart))
        #expect(MemoryLayout<PropertyData<Box>>.offset(of: \.storedEnd) == MemoryLayout<PropertyData<AnyObject>>.offset(of: \.storedEnd))
        #expect(MemoryLayout<PropertyData<Box>>.offset(of: \.storedStart) != nil)
    }

    @Test("a property's start and end read back as given, and as nil when omitted or set to nil")
    func propertyStartAndEnd() {
        var property = PropertyData(keyPath: \Box.x, start: 2, end: -3)
        #expect(property.start == 2 && property.end == -3)
        property.start = nil
        #expect(property.start == nil && property.end == -3)
        property.end = nil
        #expect(property.start == nil && property.end == nil)
        property.end = 0
        #expect(property.start == nil && property.end == 0)
        property.start = 0
        #expect(property.start == 0 && property.end == 0)
        let omitted = PropertyData(keyPath: \Box.x, end: 5.0)
        #expect(omitted.start == nil && omitted.end == 5)
        // A given end that is not finite is kept as given (a motion holds the start value for it).
        let infinite = PropertyData(keyPath: \Box.x, start: 1, end: Double.infinity)
        #expect(infinite.start == 1 && infinite.end == .infinity)
        #expect(PropertyData(keyPath: \Box.x, start: Double.nan, end: 1).start == nil)
        // An omitted value is one NaN: every other NaN, negative zero and the extremes read back as given.
        let nan = PropertyData(keyPath: \Box.x, start: 1, end: Double.nan)
        #expect(nan.end?.isNaN == true)
        let signalling = PropertyData(keyPath: \Box.x, start: 1, end: Double.signalingNaN)
        #expect(signalling.end?.isNaN == true)
        let zero = PropertyData(keyPath: \Box.x, start: -0.0, end: .greatestFiniteMagnitude)
        #expect(zero.start?.bitPattern == (-0.0).bitPattern && zero.end == .greatestFiniteMagnitude)
        #expect(PropertyData<Box>.omitted.isNaN)
        var cleared = zero
        cleared.start = nil
        #expect(cleared.storedStart.bitPattern == PropertyData<Box>.omitted.bitPattern && cleared.start == nil)
    }

    @Test("a motion object fits the 136 bytes the Performance article gives (its one property inside, its run, current leg, lease and configured delay in a 128-byte record the tempo lends, its callbacks, collection membership and rare parts in one box, its state and flags in one set, its easing one word)")
    func motionObjectSize() {
        let motion = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        // The bytes each object asks the allocator for, as its class's metadata records them (the
        // allocator serves 136 usable bytes for up to 136: a request of n takes the chunk of n + 8
        // rounded up to 16): 136 for the motion (its one property inside, its clock, lanes, leg and
        // progress, lease and configured delay in a run record, its callbacks, membership and rare
        // parts in one box, its state and flags in one set, its easing one word). Exact, where the smallest usable size of many allocations depends
        // on what other tests running in parallel leave in the allocator's free lists.
        #expect(ObjectAddress.instanceSize(of: Motion<Box>.self) <= 136, "a motion takes \(ObjectAddress.instanceSize(of: Motion<Box>.self)) bytes")
        #expect(ObjectAddress.instanceSize(of: Motion<Box>.self) == ObjectAddress.instanceSize(of: Motion<MotionValue<Double>>.self))
        // Where the platform tells the usable size, the motion's allocation is at least its instance.
        let usable = ObjectAddress.allocationSize(of: motion)
        #expect(usable == 0 || Int(usable) >= ObjectAddress.instanceSize(of: Motion<Box>.self))
        // What users set rarely, boxed: the callbacks (`updated` inline, the others in an array of
        // those set), the collection's link and the index there (52 bytes, the allocator's 64).
        #expect(MemoryLayout<MoveableCallbacks>.size == 24)
        #expect(ObjectAddress.instanceSize(of: MotionExtras.self) <= 56)
        #expect(motion.extras == nil)
        _ = motion.callbacks.completed
        #expect(motion.extras == nil, "reading a callback makes nothing")
        // The run record: the clock (40 bytes), the delay, the lanes (48), the leg, its progress, the
        // lease and the configured delay, one after another.
        #expect(RunRecord.size == 128 && RunRecord.delayOffset == 40 && RunRecord.lanesOffset == 48)
        #expect(RunRecord.legOffset == 96 && RunRecord.fractionOffset == 104 && RunRecord.leaseOffset == 112)
        #expect(RunRecord.configuredDelayOffset == 120)
        // The rare parts' box, the larger kind of the extras box: up to 136 bytes (the allocator's
        // 144), the value assistant's five words behind a pointer of their own.
        #expect(ObjectAddress.instanceSize(of: RareMotionState.self) <= 136)
        // The lanes' box: up to 40 bytes for the lanes of several properties, 64 with the additive
        // shares (a bounded launch's laws are the motion's, in the rare parts' box).
        #expect(ObjectAddress.instanceSize(of: RareLanes.self) <= 40)
        #expect(ObjectAddress.instanceSize(of: RareLanes.WithExtras.self) <= 64)
        // A target's lease: a handle of one word on a 16-byte record in a slab (an object took 48):
        // the target, which is also the key its table finds it by, and the count of holders.
        #expect(MemoryLayout<TargetLease>.size == 8 && MemoryLayout<TargetLease?>.size == 8)
        #expect(MemoryLayout<TargetLease.Record>.stride == 16)
        let targets = (0..<64).map { _ in Box() }
        let leases = targets.map { TargetLease.lease(for: $0) }
        #expect(zip(leases, targets).allSatisfy { $0.targetPointer.toOpaque() == Unmanaged.passUnretained($1).toOpaque() && $0.target === $1 })
        #expect(Set(leases.map(\.address)).count == 64)
        for lease in leases { lease.relinquish() }
        // Neither an eased motion nor its run needs the rare parts.
        #expect(motion.rare == nil)
        motion.tempo = ManualTempo()
        motion.start()
        motion.stop()
        #expect(motion.rare == nil)
    }

    @Test("callbacks read back as set, whatever the order they are set, replaced and removed in; only the ones set are kept")
    func callbacksKeptSparsely() {
        var fired: [String] = []
        let names = ["updated", "started", "stopped", "reversed", "cycleRepeated", "paused", "resumed", "completed"]
        let paths: [WritableKeyPath<MoveableCallbacks, ErasedCallback?>] = [
            \.updated, \.started, \.stopped, \.reversed, \.cycleRepeated, \.paused, \.resumed, \.completed]
        func callback(_ name: String) -> ErasedCallback { { _ in fired.append(name) } }
        func firing(_ callbacks: MoveableCallbacks) -> [String] {
            fired = []
            for path in paths { callbacks[keyPath: path]?(Box()) }
            return fired
        }
        var callbacks = MoveableCallbacks()
        #expect(callbacks.isEmpty && firing(callbacks).isEmpty)
        // Set last to first: each reads back as its own.
        for (name, path) in zip(names, paths).reversed() { callbacks[keyPath: path] = callback(name) }
        #expect(firing(callbacks) == names)
        // Replaced and removed out of order.
        callbacks.reversed = callback("reversed again")
        callbacks.started = nil
        callbacks.completed = nil
        callbacks.updated = nil
        callbacks.paused = callback("paused again")
        #expect(firing(callbacks) == ["stopped", "reversed again", "cycleRepeated", "paused again", "resumed"])
        // A copy keeps its own.
        var copy = callbacks
        copy.stopped = nil
        #expect(firing(callbacks).contains("stopped") && !firing(copy).contains("stopped"))
        callbacks.removeAll()
        #expect(callbacks.isEmpty && firing(callbacks).isEmpty)
        // On a motion, the box is made by the first callback set and holds the membership too.
        let motion = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        #expect(motion.extras == nil)
        motion.completed { _ in }
        #expect(motion.extras != nil && motion.callbacks.completed != nil && motion.updatedCallback == nil)
        motion.updated { _ in }
        #expect(motion.updatedCallback != nil && motion.memberIndex == 0 && motion.parentLink == nil)
    }

    @Test("the rare parts are made when first set, and read back as set")
    func rareStateOnDemand() {
        let motion = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        motion.additiveWeighting = 1
        motion.reverseEasingCurve = nil
        #expect(motion.rare == nil, "setting a default makes nothing")
        motion.additiveWeighting = 0.25
        #expect(motion.rare != nil)
        #expect(motion.additiveWeighting == 0.25)
        #expect(motion.reverseEasingCurve == nil)
        motion.reverseEasingCurve = .cubic(.easeIn)
        #expect(motion.reverseEasingCurve?.kind == .cubicIn)
        #expect(motion.valueAssistant is ValueAssistantGroup)
        // The rare parts take the smaller box's place, with the callbacks and the membership it held.
        let member = Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1)
        var fired: [String] = []
        member.completed { _ in fired.append("completed") }.updated { _ in fired.append("updated") }
        let group = MotionGroup(motions: [Motion(target: Box(), properties: [PropertyData(keyPath: \Box.x, start: 0, end: 1)], duration: 1), member])
        let smaller = member.extras
        #expect(smaller != nil && member.rare == nil && member.memberIndex == 1 && member.parentCollection === group)
        member.additiveWeighting = 0.5
        #expect(member.rare != nil && member.extras !== smaller && member.extras === member.rare)
        #expect(member.memberIndex == 1 && member.parentCollection === group && member.additiveWeighting == 0.5)
        member.callbacks.completed?(member)
        member.updatedCallback?(member)
        #expect(fired == ["completed", "updated"])
    }
}
