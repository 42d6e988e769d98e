import Foundation

/// The value of one property that additive motions move: a base plus the weighted offsets of the
/// additive motions on it, each offset a function of its own motion's local time.
///
/// A motion's offset is `weighting × (own value − own start)`, so it is 0 when the motion starts
/// and `weighting × (end − start)` when it arrives. Every write stores `base + offsets` in the
/// property: the value follows from where each motion is in its timeline, never from the value the
/// previous beat left, so additive motions can be played by the tempo's steady legs and seeked
/// exactly. When a motion's run ends, its last offset moves into the base (the value stays); a reset
/// takes it back out.
///
/// The numbers live in memory this object owns (a slot of a slab shared by all sums), so that beats (the motion's own, and the tempo's
/// steady legs) read and change them with plain loads and stores: no reference counting, no
/// exclusivity checks, no dictionary. The engine's additive registry hands one sum to every motion
/// on the same property; a property that cannot be identified gets a sum of its own per motion.
@_spi(Kernel) public final class AdditiveSum {
    /// The numbers one property's additive motions share.
    public struct Totals {
        /// The property's value without the running motions' offsets: its value when the first of
        /// them started, plus the final offsets of those that ended since, plus changes made to the
        /// property from outside, as found when a motion joins.
        public var base: Double
        /// The sum of the running motions' current offsets.
        public var offsets: Double
        /// The number of running motion lanes whose offsets are in ``offsets``.
        public var contributors: Int

        /// Totals as given.
        @inlinable public init(base: Double, offsets: Double, contributors: Int) {
            self.base = base
            self.offsets = offsets
            self.contributors = contributors
        }

        /// Replaces one running motion's offset `old` with `new`, and returns the property's value:
        /// base plus every running offset.
        @inlinable @inline(__always)
        public mutating func replaceOffset(_ old: Double, with new: Double) -> Double {
            let replaced = replacingOffset(old, with: new)
            offsets = replaced.offsets
            return replaced.value
        }

        /// What ``replaceOffset(_:with:)`` would make of the offsets and of the property's value,
        /// changing nothing (for a write that commits only a finite value).
        @inlinable @inline(__always)
        public func replacingOffset(_ old: Double, with new: Double) -> (offsets: Double, value: Double) {
            let offsets = offsets + (new - old)
            return (offsets, base + offsets)
        }
    }

    /// Valid for the sum's lifetime.
    public let totals: UnsafeMutablePointer<Totals>

    /// Where every sum's totals live: sums made one after another sit next to each other, as their
    /// motions' legs do in a beat list (see ``SlotSlab``). Sums are made and freed in any isolation
    /// domain, hence the lock (taken only when a sum is made or freed).
    private static let slab = LockedState(SlotSlab<Totals>())

    /// Sums alive, and the slab's blocks.
    public static var census: (sums: Int, blocks: Int) { slab.withLock { ($0.liveCount, $0.blockCount) } }

    /// A sum whose base is the property's current value.
    public init(base: Double) {
        totals = Self.slab.withLock { $0.allocate() }
        totals.initialize(to: Totals(base: base, offsets: 0, contributors: 0))
    }

    /// Takes in changes made to the property from outside since the last write (a value set
    /// directly), so the next write keeps them: called when a motion joins, with the value the
    /// property holds now.
    public func absorb(current: Double) {
        guard current.isFinite else { return }
        let expected = totals.pointee.base + totals.pointee.offsets
        if current != expected { totals.pointee.base += current - expected }
    }

    deinit {
        totals.deinitialize(count: 1)
        let totals = totals
        Self.slab.withLock { $0.deallocate(totals) }
    }
}
