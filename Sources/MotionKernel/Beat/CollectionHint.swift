import Foundation

/// Where a collection's beat first reads, as the parent tempo saw it after the collection's last
/// beat: the collection object, its child clock, and the heads of the child clock's beat list (its
/// modes, its first eased records, its last beats, its first member's target).
///
/// A collection's beat is a chain of dependent loads from the parent's entry: the collection's
/// fields, then its child clock, then the child's arrays, then the members' records and targets.
/// Each link waits for the one before it, so a beat of many small groups waited on several memory
/// round trips per group. The parent tempo keeps one hint per collection entry (a slot in its beat
/// list) and, before calling a collection, asks for every line the *next* collection will read
/// first, so they arrive while this one beats. Plain addresses, nothing counted: a hint only brings
/// lines into the cache, so a stale one (a list that grew since) costs a wasted request, never a
/// wrong value.
@_spi(Kernel) public struct CollectionHint {
    @usableFromInline var collection: UInt = 0
    @usableFromInline var tempo: UInt = 0
    @usableFromInline var modes: UInt = 0
    @usableFromInline var eased: UInt = 0
    @usableFromInline var lastBeats: UInt = 0
    @usableFromInline var firstTarget: UInt = 0
    /// Lines of eased records to ask for: all of a short list's, and a long one's up to the record
    /// from which its run asks for lines itself (see ``TempoEntries/Run/prefetchLegs(ahead:)``).
    @usableFromInline var easedLines = 0

    /// No hint yet (before the collection's first beat in the list).
    @inlinable public init() {}

    /// A hint for `collection`, whose child clock is `tempo` with the beat list `entries`, read after
    /// its beat (its lines are in the cache then).
    @inline(__always)
    @inlinable public init(collection: AnyObject, tempo: AnyObject, entries: borrowing TempoEntries) {
        self.collection = UInt(bitPattern: Unmanaged.passUnretained(collection).toOpaque())
        self.tempo = UInt(bitPattern: Unmanaged.passUnretained(tempo).toOpaque())
        let heads = entries.heads
        modes = heads.modes
        eased = heads.eased
        lastBeats = heads.lastBeats
        firstTarget = heads.firstTarget
        easedLines = (min(heads.count, TempoEntries.Run.prefetchDistance) * MemoryLayout<EasedLeg>.stride + 63) / 64
    }

    /// Whether the hint has no addresses yet.
    @inlinable public var isEmpty: Bool { collection == 0 }

    /// Asks for the lines a beat of the collection reads first: three of the collection (its beat
    /// state comes first), three of its child clock (the clock's fields and its beat list), and the
    /// heads of the child's arrays.
    @inline(__always)
    @inlinable public func prefetch() {
        guard collection != 0 else { return }
        Self.fetch(collection, lines: 3)
        Self.fetch(tempo, lines: 3)
        Self.fetch(modes, lines: 1)
        Self.fetch(eased, lines: easedLines)
        Self.fetch(lastBeats, lines: Self.lastBeatLines)
        Self.fetch(firstTarget, lines: 1)
    }

    /// Lines of last beats to ask for: those of the entries before the run's own requests begin.
    @inlinable static var lastBeatLines: Int { (TempoEntries.Run.prefetchDistance * MemoryLayout<TimeInterval>.stride + 63) / 64 }

    @inline(__always)
    @inlinable static func fetch(_ address: UInt, lines: Int) {
        guard let start = UnsafeRawPointer(bitPattern: address) else { return }
        Prefetch.lines(start, lines)
    }
}
