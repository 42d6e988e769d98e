import Foundation

/// Where a leg's target keeps the `Double` the leg writes, learned on the leg's first write: a leg
/// then stores the value's bits itself on every beat, the same write without the accessor's call.
///
/// Unknown until the first write, which asks the accessor where the value lives (see
/// ``PropertyAccessRequest/writeInPlace(_:)``); then either the offset of a `Double` stored in place
/// inside the target, or "through the accessor" for good (a computed or observed property, a
/// component of a vector, a custom accessor). Both kinds
/// of leg (``EasedLeg``, ``SteadyLeg``'s single lane) keep one.
@_spi(Kernel) public struct InPlaceStore {
    /// 0 until the first write; then the offset (> 0) of the value inside the target, or −1.
    @usableFromInline var offset: Int32 = 0

    /// A store that has not written yet.
    @inlinable public init() {}

    /// Whether beats store the value in place.
    @inlinable @inline(__always)
    public var isInPlace: Bool { offset > 0 }

    /// Whether the first write found that the value is not stored in place.
    @inlinable @inline(__always)
    public var isThroughAccessor: Bool { offset < 0 }

    /// Stores a finite `value` into `target` in place and returns `true`, or returns `false` when the
    /// value is not stored in place (or the leg has not written yet).
    @inlinable @inline(__always)
    public func storeInPlace(_ value: Double, into target: TargetPointer) -> Bool {
        guard isInPlace else { return false }
        store(value, into: target)
        return true
    }

    /// Stores a finite `value` into `target` in place; the value ``isInPlace``.
    @inlinable @inline(__always)
    public func store(_ value: Double, into target: TargetPointer) {
        (target.toOpaque() + Int(offset)).storeBytes(of: value, as: Double.self)
    }

    /// Writes a finite `value` through `access`: plainly once the leg knows the value is not stored
    /// in place, or, on the leg's first write, asking where it lives. A leg calls this from a
    /// function of its own that is not inlined, so that its beat loop keeps only the store in place.
    ///
    /// The record holding this may be withdrawn by a setter that the accessor runs; nothing here
    /// touches it after such a call.
    /// - Returns: whether this write found that the value is not stored in place (the leg's first
    ///   write, for such a value), so the caller can tell without reading the record again.
    @inlinable @inline(__always) @discardableResult
    public mutating func storeThroughAccessor(_ value: Double, into target: TargetPointer,
                                       access: (AnyObject, PropertyAccessRequest) -> Double) -> Bool {
        if offset < 0 {
            target._withUnsafeGuaranteedRef { _ = access($0, .write(value)) }
            return false
        }
        return storeFindingStorage(value, into: target, access: access)
    }

    /// The leg's first write: asks the accessor where the value lives while writing it.
    @inline(never) @usableFromInline
    mutating func storeFindingStorage(_ value: Double, into target: TargetPointer,
                                              access: (AnyObject, PropertyAccessRequest) -> Double) -> Bool {
        // Marked first: the write may run the user's code (a setter), after which the record is not
        // touched.
        offset = -1
        let address = UInt(target._withUnsafeGuaranteedRef { access($0, .writeInPlace(value)) }.bitPattern)
        // Only a store in place, which runs no code of the user's, answers an address inside the
        // target: the record is then still the leg's.
        guard address != 0,
              let found = target._withUnsafeGuaranteedRef({ ObjectAddress.offset(of: address, bytes: 8, inside: $0) }),
              found > 0 else { return true }
        offset = Int32(found)
        return false
    }
}
