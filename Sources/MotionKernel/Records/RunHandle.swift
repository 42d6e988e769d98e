/// A motion's hold on its run, in one word: the run record it keeps (see ``RunRecord``), or, while
/// its tempo's leg holds the run and the record is given back, the lease on its target that the
/// record kept (see ``TargetLease``), or nothing.
///
/// The lease lives in the record because only a running motion has one; a motion whose record is
/// given back still holds its lease (a stop lets go of it, and ``Motion/target`` reads it), so the
/// lease moves into this word meanwhile, where the record's address was, and back into the record
/// rebuilt from the leg. Both are addresses of at least 8-byte aligned memory, so the lowest bit
/// tells them apart: clear for a record, set for a lease or nothing (so a beat, which reads the
/// record often, tests one bit to find it).
@_spi(Kernel) public struct RunHandle {
    /// A record's address; or, with the lowest bit set, a lease's address, or 0 for no lease.
    @usableFromInline var bits: UInt = 1

    /// Nothing: no record and no lease.
    @inlinable public init() {}

    /// A hold on `record`.
    @inlinable public init(record: RunRecord) {
        bits = UInt(bitPattern: record.address)
        assert(bits & 1 == 0, "a record's address is aligned")
    }

    /// A run whose record is given back, holding `lease` (if the run has one).
    @inlinable public init(lentWith lease: TargetLease?) {
        bits = (lease?.address ?? 0) | 1
    }

    /// Whether the motion holds neither a record nor a lease.
    @inline(__always)
    @inlinable public var isEmpty: Bool { bits == 1 }

    /// The record held, if the motion holds one.
    @inline(__always)
    @inlinable public var record: RunRecord? {
        guard bits & 1 == 0 else { return nil }
        return RunRecord(address: UnsafeMutableRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// The lease of a run whose record is given back.
    @inline(__always)
    @inlinable public var lentLease: TargetLease? {
        guard bits & 1 == 1, bits != 1 else { return nil }
        return TargetLease(address: bits & ~1)
    }
}
