import Foundation

/// An element of an ``IdentityTable``: it knows the identity it is stored under. An object, or a
/// handle on memory that stays put (a ``TargetLease`` is a record's address).
@_spi(Kernel) public protocol IdentityKeyed {
    /// The address of the object whose identity the element is stored under (never 0).
    var identityKey: UInt { get }
}

/// Elements by the identity of an object: an open-addressing hash table for the kernel's global
/// tables (``TargetLease``'s), which every start of a run consults.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes each key with SipHash (about 100 instructions)
/// and hashes every key again whenever it grows: about 430 instructions per start of a run in all.
/// Here a key is an object's address, whose bits are spread well enough once multiplied by the
/// golden ratio (Fibonacci hashing: the high bits of the product pick the slot), and collisions
/// probe the next slots. Growing moves the elements without retaining them. Nothing is removed on
/// its own, so no slot needs a tombstone: the owner drops entries in bulk with
/// ``removeAll(where:)``, which rebuilds the table.
///
/// A slot keeps the element and one byte: 0 where the slot is free, else seven more bits of the
/// key's product (a tag). The key itself is the element's (``IdentityKeyed``), read only where the
/// tag matches, which a different key's does once in 128 probes: nine bytes a slot for a word-sized
/// element, where a key stored beside each element would take sixteen (the table is between three
/// eighths and three quarters full).
@_spi(Kernel) public final class IdentityTable<Element: IdentityKeyed> {
    // Not checked for exclusivity at run time: the table's owner serializes every use (the lease
    // table's lock), and no access spans a call that could reach the table again. Checked, each
    // access inlined into the engine would cost a call into the runtime.
    /// Each slot's tag (0 where the slot is free) and element (`nil` where the slot is free).
    @exclusivity(unchecked) @usableFromInline var tags: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) @usableFromInline var elements: UnsafeMutablePointer<Element?>?
    @exclusivity(unchecked) @usableFromInline var slots = 0
    /// log₂ of the slot count, for the hash's shift.
    @exclusivity(unchecked) @usableFromInline var bits = 0
    /// The number of elements.
    @exclusivity(unchecked) @usableFromInline var storedCount = 0

    /// Creates an empty one, which takes no memory until first used.
    @inlinable public init() {}

    /// The number of elements.
    @inlinable public var count: Int { storedCount }

    deinit {
        guard let tags, let elements else { return }
        elements.deinitialize(count: slots)
        HeapMemory.deallocate(elements)
        HeapMemory.deallocate(tags)
    }

    /// The element stored for `key`'s identity, if any.
    /// - Complexity: O(1) on average.
    @inlinable public func element(for key: ObjectIdentifier) -> Element? {
        guard let elements else { return nil }
        return elements[slot(of: UInt(bitPattern: key)).index]
    }

    /// The element stored for `key`'s identity, or a new one from `make` (whose ``IdentityKeyed/identityKey``
    /// must be `key`'s address), stored now.
    /// - Returns: the element, and whether it was made.
    /// - Complexity: O(1) amortized.
    @inlinable public func element(for key: ObjectIdentifier, orInsert make: () -> Element) -> (element: Element, inserted: Bool) {
        // At most three quarters full, so probes stay short.
        if (count + 1) * 4 > slots * 3 { rebuild(slots: Swift.max(16, slots * 2), keeping: { _ in true }) }
        let key = UInt(bitPattern: key)
        let (index, tag) = slot(of: key)
        let elements = elements.unsafelyUnwrapped
        if let element = elements[index] { return (element, false) }
        let element = make()
        assert(element.identityKey == key, "an identity table's element is stored under its own key")
        tags.unsafelyUnwrapped[index] = tag
        elements[index] = element
        storedCount += 1
        return (element, true)
    }

    /// Drops every element for which `shouldRemove` is true, handing each to `removed` once, after
    /// the table has let go of it.
    /// - Complexity: O(slots).
    @inlinable public func removeAll(where shouldRemove: (Element) -> Bool, removed: (Element) -> Void = { _ in }) {
        guard let elements else { return }
        var kept = 0
        for index in 0..<slots {
            if let element = elements[index], !shouldRemove(element) { kept += 1 }
        }
        var fresh = 16
        while kept * 8 > fresh * 3 { fresh *= 2 }
        rebuild(slots: fresh, keeping: { !shouldRemove($0) }, removed: removed)
    }

    /// 2ⁿ divided by the golden ratio, odd, for n the word's width.
    @inlinable static var multiplier: UInt {
        UInt.bitWidth == 64 ? UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64) : UInt(truncatingIfNeeded: 0x9E37_79B9 as UInt64)
    }

    /// Where `key` is, or the free slot where it would go, and its tag: the eight bits of the
    /// product below those that pick the slot, with the lowest set so that no tag is 0. The table
    /// has slots.
    @inline(__always)
    @inlinable func slot(of key: UInt) -> (index: Int, tag: UInt8) {
        let tags = tags.unsafelyUnwrapped, elements = elements.unsafelyUnwrapped, mask = slots - 1
        let product = key &* Self.multiplier
        // A masking shift: no table has so many slots that fewer than eight bits lie below its
        // slot bits, but the shift must not trap if one did.
        let tag = UInt8(truncatingIfNeeded: product &>> (UInt.bitWidth - bits - 8)) | 1
        var index = Int(truncatingIfNeeded: product >> UInt(UInt.bitWidth - bits))
        while tags[index] != 0 {
            if tags[index] == tag, elements[index].unsafelyUnwrapped.identityKey == key { break }
            index = (index + 1) & mask
        }
        return (index, tag)
    }

    /// Moves the kept elements into `slots` (a power of two) fresh slots; the others are released,
    /// each handed to `removed` first.
    @inlinable func rebuild(slots newSlots: Int, keeping keep: (Element) -> Bool, removed: (Element) -> Void = { _ in }) {
        let oldTags = tags, oldElements = elements, oldSlots = slots
        tags = HeapMemory.allocate(UInt8.self, capacity: newSlots)
        tags.unsafelyUnwrapped.initialize(repeating: 0, count: newSlots)
        elements = HeapMemory.allocate(Element?.self, capacity: newSlots)
        elements.unsafelyUnwrapped.initialize(repeating: nil, count: newSlots)
        slots = newSlots
        bits = newSlots.trailingZeroBitCount
        storedCount = 0
        guard let oldTags, let oldElements else { return }
        for index in 0..<oldSlots {
            guard let element = (oldElements + index).move() else { continue }
            guard keep(element) else {
                removed(element)
                continue
            }
            let (slot, tag) = slot(of: element.identityKey)
            tags.unsafelyUnwrapped[slot] = tag
            (elements.unsafelyUnwrapped + slot).initialize(to: element)
            storedCount += 1
        }
        HeapMemory.deallocate(oldElements)
        HeapMemory.deallocate(oldTags)
    }
}
