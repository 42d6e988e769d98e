import Foundation

/// Slots for elements at the indices of another list (a tempo's beat list), only some of them
/// initialized; which ones, only the owner knows, and it says so on every call.
///
/// A slot that is never initialized is never written, so its memory costs address space but not
/// resident memory when the block is large enough for the allocator to map it fresh (as a beat list
/// of thousands of motions is): a tempo whose motions all take eased legs never touches its general
/// steady legs' slots, and the other way round. Noncopyable, like ``ManualBuffer``; the owner must
/// deinitialize every initialized slot before the buffer ends (the buffer cannot know which are).
///
/// The slots begin on a cache line, so records lie the same way in every buffer: four 48-byte
/// ``EasedLeg``s in three lines, each line holding the start of one.
///
/// The owner says the capacity, which all its slot buffers share, when it grows them; the buffer
/// keeps it too, to free its block (see ``HeapMemory/deallocate(_:capacity:)``) and, in debug
/// builds, to check every index.
///
/// A buffer has no memory until its owner first needs a slot of it (``make(capacity:)``), and a
/// buffer without memory does not grow: a small list (a group's members, on its clock) whose
/// entries never take a kind of slot has no block for that kind. The allocator serves such a block
/// from pages that its neighbours keep resident, so an unused block would cost resident memory
/// there, unlike in a large list's block, which it maps fresh.
@_spi(Kernel) public struct SlotBuffer<Element>: ~Copyable, @unchecked Sendable {
    @usableFromInline var storedBase: UnsafeMutablePointer<Element>?
    @usableFromInline var capacity = 0

    /// Creates an empty one, which takes no memory until first used.
    @inlinable public init() {}

    /// The first slot's address (`nil` until ``make(capacity:)``).
    @inlinable public var base: UnsafeMutablePointer<Element>? { storedBase }

    /// The element in initialized slot `index`, in place.
    @inlinable @inline(__always)
    public subscript(index: Int) -> UnsafeMutablePointer<Element> {
        #if DEBUG
        assert(index >= 0 && index < capacity, "SlotBuffer index \(index) out of 0..<\(capacity)")
        #endif
        return base.unsafelyUnwrapped + index
    }

    /// Whether the buffer has its memory (see ``make(capacity:)``).
    @inlinable @inline(__always)
    public var isMade: Bool { base != nil }

    /// Gives a buffer without memory its `capacity` slots, the capacity its owner's other buffers
    /// share; a buffer that has its memory keeps it.
    @inlinable public mutating func make(capacity: Int) {
        guard base == nil else { return }
        storedBase = HeapMemory.allocateLines(Element.self, capacity: capacity)
        self.capacity = capacity
    }

    /// Fills uninitialized slot `index` with `element` (the buffer has its memory).
    @inlinable @inline(__always)
    public func initialize(_ index: Int, to element: consuming Element) {
        self[index].initialize(to: element)
    }

    /// Empties initialized slot `index`.
    @inlinable @inline(__always)
    public func deinitialize(_ index: Int) {
        self[index].deinitialize(count: 1)
    }

    /// Moves the element of initialized slot `source` into uninitialized slot `destination`.
    @inlinable @inline(__always)
    public func move(from source: Int, to destination: Int) {
        self[destination].moveInitialize(from: self[source], count: 1)
    }

    /// Grows from `oldCapacity` to `newCapacity` slots, moving the initialized ones among the first
    /// `count`; a buffer without memory stays without.
    /// - Complexity: O(count).
    @inlinable public mutating func grow(from oldCapacity: Int, to newCapacity: Int, count: Int, isInitialized: (Int) -> Bool) {
        guard newCapacity > oldCapacity, let base else { return }
        // A slot's element moves as its bytes, as a Swift value may (see ``HeapMemory/remap(_:from:to:)``).
        if let moved = HeapMemory.remap(base, from: capacity, to: newCapacity) {
            storedBase = moved
            capacity = newCapacity
            return
        }
        let fresh = HeapMemory.allocateLines(Element.self, capacity: newCapacity)
        for index in 0..<count where isInitialized(index) {
            (fresh + index).moveInitialize(from: base + index, count: 1)
        }
        HeapMemory.deallocate(base, capacity: capacity)
        storedBase = fresh
        capacity = newCapacity
    }

    /// Frees the memory; the owner has emptied every slot.
    deinit {
        if let base { HeapMemory.deallocate(base, capacity: capacity) }
    }
}
