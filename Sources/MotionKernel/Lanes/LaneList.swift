import Foundation

/// The lanes without ownership: what a steady leg keeps (three words), valid while the motion
/// that owns the lanes runs. Steady legs are never bounded.
@_spi(Kernel) public struct LaneList {
    public let base: UnsafeMutablePointer<Lane>?
    public let count: Int
    /// Each lane's share of its additive sum, for an additive motion; `nil` otherwise.
    public let additive: UnsafeMutablePointer<AdditiveLane>?

    /// `count` lanes from `base`, with their additive shares if any.
    @inlinable public init(base: UnsafeMutablePointer<Lane>?, count: Int, additive: UnsafeMutablePointer<AdditiveLane>?) {
        self.base = base
        self.count = count
        self.additive = additive
    }

    /// Moves lane `index` to its own value `value`: stores it, or, for an additive motion, sets
    /// the lane's offset and stores the property's base plus every running offset. The value is
    /// a function of each motion's time alone, never of what the property held before.
    @inlinable @inline(__always)
    public func put(_ index: Int, _ value: Double, to target: TargetPointer) {
        let lane = base.unsafelyUnwrapped[index]
        // A non-finite value takes the plain write's replacement and leaves the sum as it was.
        guard let additive, value.isFinite else { return lane.write(target, value) }
        let share = additive + index
        let offset = share.pointee.weight * (value - lane.start)
        let total = share.pointee.totals.pointee.replaceOffset(share.pointee.offset, with: offset)
        share.pointee.offset = offset
        lane.write(target, total)
    }

    /// Writes start + Δ·eased on a forward leg, end − Δ·eased on a reverse leg.
    @inlinable @inline(__always)
    public func write(eased: Double, reverse: Bool, to target: TargetPointer) {
        guard let base else { return }
        var index = 0
        while index < count {
            put(index, base[index].value(eased: eased, reverse: reverse), to: target)
            index += 1
        }
    }

    /// Writes a spring's forward leg: end + x₀·even + (v₀ + a·x₀)·odd, with x₀ = start − end.
    @inlinable @inline(__always)
    public func writeSpring(even: Double, odd: Double, decayRate: Double, to target: TargetPointer) {
        guard let base else { return }
        var index = 0
        while index < count {
            put(index, base[index].springValue(even: even, odd: odd, decayRate: decayRate), to: target)
            index += 1
        }
    }
}
