import Foundation

/// What only a motion's own beats read, and what only a running motion has: its clock, its run's
/// delay, its lanes, the current leg and its progress through it, and the lease on its target, in memory of
/// its own rather than in the motion object; and the delay the next run takes (``configuredDelay``),
/// which most motions leave at 0 and which equals the run's delay while a leg holds the run.
///
/// Most running motions are tweens, launches and springs of one property whose tempo plays every
/// beat from a leg: an eased record (see ``EasedLeg``) and its clock's tail, or a general leg of one
/// lane (see ``SteadyLeg``), hold these numbers too, exactly, and nothing else reads them while the
/// tempo has the leg. So a motion whose leg holds its whole run gives its record back to the
/// tempo's ``RunRecordPool`` when the tempo takes the leg, and takes one when it takes the leg back
/// (before it reads or changes its run, see `Motion.reclaimSteadyLeg(forBeat:)`), rebuilt from the
/// leg to the bit (the lease waits in the motion's ``RunHandle`` meanwhile). A running tween then
/// costs the object without its 128 bytes of run, and tweens started one after another use the
/// same record in turn. A record whose configured delay differs from its run's (set while running)
/// stays with its motion: the leg keeps only the run's. (An additive lane's box, whose share the leg keeps, waits in the motion
/// meanwhile.)
///
/// Every other motion keeps its record from the first time it needs one until it is freed: a
/// motion playing its own beats (a delay, several properties, lanes with laws of their own)
/// reads it on every beat, and a stopped one keeps what its run resolved.
@_spi(Kernel) public struct RunRecord {
    /// The record's memory: the clock, then the delay, the lanes, the leg, its progress, the lease
    /// and the configured delay (see ``size``).
    public let address: UnsafeMutableRawPointer

    /// The record at `address` (memory of ``size`` bytes, aligned to ``alignment``).
    @inlinable public init(address: UnsafeMutableRawPointer) {
        self.address = address
    }

    /// Where each part is, and the record's size (128 bytes on 64-bit platforms): laid out here
    /// rather than as a struct's fields, so that the motion reaches each part through a plain
    /// address (the lanes are noncopyable, and a noncopyable struct has no key paths to its fields).
    /// (Computed rather than stored: the optimizer folds each to a constant, where a stored static
    /// would be a lazily made global, checked on every access.)
    @inlinable static var clockOffset: Int { 0 }
    @inlinable static var delayOffset: Int { aligned(clockOffset + MemoryLayout<MoveableClock>.stride, to: MemoryLayout<TimeInterval>.alignment) }
    @inlinable static var lanesOffset: Int { aligned(delayOffset + MemoryLayout<TimeInterval>.stride, to: MemoryLayout<PropertyLanes>.alignment) }
    @inlinable static var legOffset: Int { aligned(lanesOffset + MemoryLayout<PropertyLanes>.stride, to: MemoryLayout<Double>.alignment) }
    @inlinable static var fractionOffset: Int { legOffset + MemoryLayout<Double>.stride }
    @inlinable static var leaseOffset: Int { aligned(fractionOffset + MemoryLayout<Double>.stride, to: MemoryLayout<TargetLease?>.alignment) }
    @inlinable static var configuredDelayOffset: Int {
        aligned(leaseOffset + MemoryLayout<TargetLease?>.stride, to: MemoryLayout<TimeInterval>.alignment)
    }
    @inlinable static var size: Int { configuredDelayOffset + MemoryLayout<TimeInterval>.stride }
    /// The alignment the record's memory needs.
    @inlinable static var alignment: Int {
        max(MemoryLayout<MoveableClock>.alignment, MemoryLayout<TimeInterval>.alignment,
            MemoryLayout<PropertyLanes>.alignment, MemoryLayout<TargetLease?>.alignment,
            MemoryLayout<UnsafeMutableRawPointer>.alignment)
    }

    @inlinable @inline(__always)
    static func aligned(_ offset: Int, to alignment: Int) -> Int {
        (offset + alignment - 1) / alignment * alignment
    }

    /// The part of the record at `offset`, as a `T`.
    @inlinable @inline(__always)
    func part<T: ~Copyable>(at offset: Int, as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        (address + offset).assumingMemoryBound(to: T.self)
    }

    /// Local time (seconds since start, including the delay) as a function of the tempo's beats.
    @inlinable public var clock: MoveableClock {
        @inline(__always) unsafeAddress { UnsafePointer(part(at: Self.clockOffset)) }
        @inline(__always) nonmutating unsafeMutableAddress { part(at: Self.clockOffset) }
    }

    /// The delay of the run in progress, in local time.
    @inlinable public var delay: TimeInterval {
        @inline(__always) unsafeAddress { UnsafePointer(part(at: Self.delayOffset)) }
        @inline(__always) nonmutating unsafeMutableAddress { part(at: Self.delayOffset) }
    }

    /// The per-run numbers of each property (resolved starts, ends, accessors).
    @inlinable public var lanes: PropertyLanes {
        @inline(__always) unsafeAddress { UnsafePointer(part(at: Self.lanesOffset)) }
        @inline(__always) nonmutating unsafeMutableAddress { part(at: Self.lanesOffset) }
    }

    /// The index of the current leg since movement began (a `Double`, so endless runs cannot
    /// overflow; see ``MotionTimeline``).
    @inlinable public var leg: Double {
        @inline(__always) unsafeAddress { UnsafePointer(part(at: Self.legOffset)) }
        @inline(__always) nonmutating unsafeMutableAddress { part(at: Self.legOffset) }
    }

    /// Progress within the current leg of the timeline, 0…1 (see ``MotionTimeline``).
    @inlinable public var legFraction: Double {
        @inline(__always) unsafeAddress { UnsafePointer(part(at: Self.fractionOffset)) }
        @inline(__always) nonmutating unsafeMutableAddress { part(at: Self.fractionOffset) }
    }

    /// The lease on the target while the motion runs (see ``TargetLease``).
    @inlinable public var lease: TargetLease? {
        @inline(__always) unsafeAddress { UnsafePointer(part(at: Self.leaseOffset)) }
        @inline(__always) nonmutating unsafeMutableAddress { part(at: Self.leaseOffset) }
    }

    /// The delay the motion's next run takes (``Motion/delay``): the run's own ``delay`` is this
    /// delay as it was when the run began.
    @inlinable public var configuredDelay: TimeInterval {
        @inline(__always) unsafeAddress { UnsafePointer(part(at: Self.configuredDelayOffset)) }
        @inline(__always) nonmutating unsafeMutableAddress { part(at: Self.configuredDelayOffset) }
    }

    /// Initializes the record's memory with a clock, a delay, lanes, a leg and its progress, a lease
    /// and the configured delay.
    @inlinable public func initialize(clock: MoveableClock = MoveableClock(), delay: TimeInterval = 0,
                    lanes: consuming PropertyLanes = PropertyLanes(), leg: Double = 0, legFraction: Double = 0,
                    lease: TargetLease? = nil, configuredDelay: TimeInterval = 0) {
        (address + Self.clockOffset).initializeMemory(as: MoveableClock.self, to: clock)
        (address + Self.delayOffset).initializeMemory(as: TimeInterval.self, to: delay)
        (address + Self.lanesOffset).bindMemory(to: PropertyLanes.self, capacity: 1).initialize(to: lanes)
        (address + Self.legOffset).initializeMemory(as: Double.self, to: leg)
        (address + Self.fractionOffset).initializeMemory(as: Double.self, to: legFraction)
        (address + Self.leaseOffset).initializeMemory(as: TargetLease?.self, to: lease)
        (address + Self.configuredDelayOffset).initializeMemory(as: TimeInterval.self, to: configuredDelay)
    }

    /// Deinitializes the record (the clock, the delays, the leg, its progress and the lease are plain
    /// words; the lanes hold accessors and may hold a box).
    @inlinable public func deinitialize() {
        part(at: Self.lanesOffset, as: PropertyLanes.self).deinitialize(count: 1)
    }
}
