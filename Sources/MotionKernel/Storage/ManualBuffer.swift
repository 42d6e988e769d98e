import Foundation

/// Elements in manually allocated memory: the storage behind per-beat loops.
///
/// Unlike an array stored in a class property, reading or writing an element through it involves no
/// exclusivity bookkeeping and no copy-on-write check, and an element can be changed while a loop
/// over the buffer is calling out, which is exactly what a beat needs. Noncopyable: the buffer has
/// one owner and frees its memory in `deinit`, so it can be neither freed twice nor leaked. Debug
/// builds check every index. `@unchecked Sendable`: owners touch it only on the main actor, or in
/// their deinit when nothing else can.
@_spi(Kernel) public struct ManualBuffer<Element>: ~Copyable, @unchecked Sendable {
    // Three words: a motion keeps three of these for its lanes, in memory of their own.
    @usableFromInline var storedBase: UnsafeMutablePointer<Element>?
    /// The count and the capacity, 32 bits each (a buffer past 2³¹ elements would hold gigabytes).
    @usableFromInline var storedCount: Int32 = 0
    @usableFromInline var storedCapacity: Int32 = 0
    /// Outgrown blocks kept until the buffer ends, as a list of three-word nodes (the next node, the
    /// block, its capacity), and in the lowest bit (free: nodes are word-aligned) whether to keep them at all.
    ///
    /// With `keepsRetiredMemory`, memory outgrown by ``append(_:)`` or ``reserve(_:)`` is kept until
    /// the buffer ends instead of freed at once: a copy of the buffer taken by a loop that is still
    /// running (a write loop whose target setter restarted the motion that owns the buffer) then
    /// reads memory that is still allocated. A raw address rather than an array, so the buffer stays
    /// a trivial value that copies without reference counting: beats copy the structs that hold
    /// buffers.
    @usableFromInline var retiredList: UInt

    /// Creates an empty buffer.
    /// - Parameter keepsRetiredMemory: keep outgrown memory until the buffer ends.
    @inlinable public init(keepsRetiredMemory: Bool = false) {
        retiredList = keepsRetiredMemory ? 1 : 0
    }

    /// The first element's address (`nil` until the buffer first holds memory).
    @inlinable public var base: UnsafeMutablePointer<Element>? { storedBase }

    /// The number of elements.
    @inlinable public var count: Int {
        @inline(__always) get { Int(storedCount) }
    }

    /// The number of elements the memory holds.
    @inlinable public var capacity: Int { Int(storedCapacity) }
    @usableFromInline var keepsRetiredMemory: Bool { retiredList & 1 != 0 }
    /// The first node of the retired list.
    @usableFromInline var retired: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: retiredList & ~1) }

    /// The element at `index` (which must be below ``count``).
    @inlinable public subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "ManualBuffer index \(index) out of 0..<\(count)")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "ManualBuffer index \(index) out of 0..<\(count)")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    /// Appends an element, doubling the capacity when full (the only allocation).
    @inlinable public mutating func append(_ element: consuming Element) {
        if count == capacity { grow(to: max(4, capacity * 2)) }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        storedCount += 1
    }

    /// Removes and returns the last element (there must be one).
    @inlinable public mutating func removeLast() -> Element {
        assert(count > 0, "ManualBuffer.removeLast on an empty buffer")
        storedCount -= 1
        return (base.unsafelyUnwrapped + count).move()
    }

    /// Grows the memory to hold at least `minimumCapacity` elements.
    @inlinable public mutating func reserve(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    /// Moves the elements, the memory and the kept blocks into the buffer returned, leaving this one
    /// empty (with the same choice to keep outgrown memory). Nothing is freed.
    @inlinable public mutating func take() -> ManualBuffer<Element> {
        var taken = ManualBuffer(keepsRetiredMemory: keepsRetiredMemory)
        swap(&self, &taken)
        return taken
    }

    /// Removes every element and keeps the memory, growing it to `minimumCapacity` if needed.
    @inlinable public mutating func removeAll(keepingCapacityFor minimumCapacity: Int) {
        base?.deinitialize(count: count)
        storedCount = 0
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    /// Removes the elements `shouldRemove` selects, keeping the order of the rest; `moved` is told
    /// each element that changes index, with its new index.
    @inlinable public mutating func removeAll(where shouldRemove: (Element) -> Bool, moved: (Element, Int) -> Void) {
        guard let base else { return }
        var kept = 0
        for index in 0..<count {
            if shouldRemove(base[index]) {
                (base + index).deinitialize(count: 1)
            } else {
                if kept != index {
                    (base + kept).moveInitialize(from: base + index, count: 1)
                    moved(base[kept], kept)
                }
                kept += 1
            }
        }
        storedCount = Int32(kept)
    }

    /// Frees the memory and every element.
    deinit {
        if let base {
            base.deinitialize(count: count)
            HeapMemory.deallocate(base, capacity: capacity)
        }
        let word = MemoryLayout<UnsafeMutableRawPointer>.stride
        var next = retired
        while let node = next {
            next = node.load(as: UnsafeMutableRawPointer?.self)
            let block = node.load(fromByteOffset: word, as: UnsafeMutablePointer<Element>.self)
            HeapMemory.deallocate(block, capacity: node.load(fromByteOffset: 2 * word, as: Int.self))
            HeapMemory.deallocate(node.assumingMemoryBound(to: UnsafeMutableRawPointer.self), capacity: 3)
        }
    }

    @inlinable mutating func grow(to newCapacity: Int) {
        // Outgrown memory that must stay readable cannot move in place.
        if !keepsRetiredMemory, let base, let moved = HeapMemory.remap(base, from: capacity, to: newCapacity) {
            storedBase = moved
            storedCapacity = Int32(newCapacity)
            return
        }
        let fresh = HeapMemory.allocate(Element.self, capacity: newCapacity)
        if let base {
            fresh.moveInitialize(from: base, count: count)
            if keepsRetiredMemory {
                let word = MemoryLayout<UnsafeMutableRawPointer>.stride
                let node = UnsafeMutableRawPointer(HeapMemory.allocate(UnsafeMutableRawPointer.self, capacity: 3))
                node.storeBytes(of: retired, as: UnsafeMutableRawPointer?.self)
                node.storeBytes(of: UnsafeMutableRawPointer(base), toByteOffset: word, as: UnsafeMutableRawPointer.self)
                node.storeBytes(of: capacity, toByteOffset: 2 * word, as: Int.self)
                retiredList = UInt(bitPattern: node) | 1
            } else {
                HeapMemory.deallocate(base, capacity: capacity)
            }
        }
        storedBase = fresh
        storedCapacity = Int32(newCapacity)
    }
}
