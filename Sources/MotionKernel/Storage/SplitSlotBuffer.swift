import Foundation

/// Slots like a ``SlotBuffer``'s whose elements come in two parts: a hot part that a beat streams
/// and a cold part it rarely reads, each part in an array of its own, so the beat streams only the
/// hot bytes. The two arrays share one block, hot parts first, cold parts after them: one allocation
/// as one array of whole elements would be, so that splitting an element costs no memory (a second
/// block of its own would cost a few bytes per running motion in every mode, from how the
/// allocator places it).
///
/// A slot's cold part is initialized only if its hot part is, and only when the owner needs it: the
/// cold parts of slots that never need one are never written, so, as a ``SlotBuffer``'s unused
/// slots, they cost address space but not memory once the block is large enough to come from the
/// system's pages on demand. Noncopyable; the owner says which parts are initialized on every call
/// and deinitializes every initialized part before the buffer ends.
@_spi(Kernel) public struct SplitSlotBuffer<Hot, Cold>: ~Copyable, @unchecked Sendable {
    /// The hot parts, beginning on a cache line (see ``HeapMemory/allocateLines(_:capacity:)``).
    @usableFromInline var storedBase: UnsafeMutablePointer<Hot>?
    /// The cold parts, right after the last hot slot of the block.
    @usableFromInline var storedColdBase: UnsafeMutablePointer<Cold>?
    /// The number of slots, kept to free the block (see ``HeapMemory/deallocate(_:capacity:)``) and,
    /// in debug builds, to check every index.
    @usableFromInline var capacity = 0

    /// Creates an empty one, which takes no memory until first used.
    @inlinable public init() {}

    /// The first hot part's address (`nil` until the buffer first grows).
    @inlinable public var base: UnsafeMutablePointer<Hot>? { storedBase }

    /// The first cold part's address (`nil` until the buffer first grows).
    @inlinable public var coldBase: UnsafeMutablePointer<Cold>? { storedColdBase }

    /// The hot part of initialized slot `index`, in place.
    @inlinable @inline(__always)
    public subscript(index: Int) -> UnsafeMutablePointer<Hot> {
        checkIndex(index)
        return base.unsafelyUnwrapped + index
    }

    /// The cold part of initialized slot `index`, in place.
    @inlinable @inline(__always)
    public func cold(_ index: Int) -> UnsafeMutablePointer<Cold> {
        checkIndex(index)
        return coldBase.unsafelyUnwrapped + index
    }

    @inlinable @inline(__always)
    func checkIndex(_ index: Int) {
        #if DEBUG
        assert(index >= 0 && index < capacity, "SplitSlotBuffer index \(index) out of 0..<\(capacity)")
        #endif
    }

    /// Fills the uninitialized hot part of slot `index`.
    @inlinable @inline(__always)
    public func initialize(_ index: Int, to hot: consuming Hot) {
        self[index].initialize(to: hot)
    }

    /// Fills the uninitialized cold part of slot `index`, whose hot part is initialized.
    @inlinable @inline(__always)
    public func initializeCold(_ index: Int, to cold: consuming Cold) {
        self.cold(index).initialize(to: cold)
    }

    /// Empties the initialized hot part of slot `index` (its cold part, if initialized, first, with
    /// ``deinitializeCold(_:)``).
    @inlinable @inline(__always)
    public func deinitialize(_ index: Int) {
        self[index].deinitialize(count: 1)
    }

    /// Empties the initialized cold part of slot `index`.
    @inlinable @inline(__always)
    public func deinitializeCold(_ index: Int) {
        cold(index).deinitialize(count: 1)
    }

    /// Moves the initialized hot part of slot `source` into slot `destination`, whose hot part is
    /// uninitialized.
    @inlinable @inline(__always)
    public func move(from source: Int, to destination: Int) {
        self[destination].moveInitialize(from: self[source], count: 1)
    }

    /// Moves the initialized cold part of slot `source` into slot `destination`, whose cold part is
    /// uninitialized.
    @inlinable @inline(__always)
    public func moveCold(from source: Int, to destination: Int) {
        cold(destination).moveInitialize(from: cold(source), count: 1)
    }

    /// Grows from `oldCapacity` to `newCapacity` slots, moving the initialized parts among the first
    /// `count` slots: the hot parts of the slots `isInitialized` names, and the cold parts of those
    /// whose hot part, moved, `hasCold` says has one.
    /// - Complexity: O(count).
    @inlinable public mutating func grow(from oldCapacity: Int, to newCapacity: Int, count: Int, isInitialized: (Int) -> Bool,
                                         hasCold: (UnsafePointer<Hot>) -> Bool) {
        guard newCapacity > oldCapacity else { return }
        // One block (see ``blockStrides(_:)``), the cold parts after the hot ones.
        let hotBytes = MemoryLayout<Hot>.stride * newCapacity
        precondition(MemoryLayout<Cold>.alignment <= MemoryLayout<Hot>.alignment && hotBytes % MemoryLayout<Cold>.alignment == 0,
                     "SplitSlotBuffer: the cold parts must start aligned after the hot ones")
        if let base, coldBase != nil,
           let moved = HeapMemory.remap(base, from: Self.blockStrides(capacity), to: Self.blockStrides(newCapacity)) {
            // The hot parts stay where they were in the block; the cold parts move up to where the
            // larger block's begin, from the last down, so that none overwrites one not yet moved.
            let movedCold = UnsafeMutableRawPointer(moved).advanced(by: MemoryLayout<Hot>.stride * capacity)
                .assumingMemoryBound(to: Cold.self)
            let freshCold = UnsafeMutableRawPointer(moved).advanced(by: hotBytes).bindMemory(to: Cold.self, capacity: newCapacity)
            for index in (0..<count).reversed() where isInitialized(index) && hasCold(moved + index) {
                (freshCold + index).moveInitialize(from: movedCold + index, count: 1)
            }
            storedBase = moved
            storedColdBase = freshCold
            capacity = newCapacity
            return
        }
        let fresh = HeapMemory.allocateLines(Hot.self, capacity: Self.blockStrides(newCapacity))
        let freshCold = UnsafeMutableRawPointer(fresh).advanced(by: hotBytes).bindMemory(to: Cold.self, capacity: newCapacity)
        if let base, let coldBase {
            for index in 0..<count where isInitialized(index) {
                (fresh + index).moveInitialize(from: base + index, count: 1)
                if hasCold(fresh + index) { (freshCold + index).moveInitialize(from: coldBase + index, count: 1) }
            }
            HeapMemory.deallocate(base, capacity: Self.blockStrides(capacity))
        }
        storedBase = fresh
        storedColdBase = freshCold
        capacity = newCapacity
    }

    /// The size of the block for `capacity` slots, counted in hot elements' strides: enough for the
    /// hot parts and, after them, the cold ones (aligned for their type: both strides are multiples
    /// of 8).
    @inlinable static func blockStrides(_ capacity: Int) -> Int {
        let bytes = (MemoryLayout<Hot>.stride + MemoryLayout<Cold>.stride) * capacity
        return (bytes + MemoryLayout<Hot>.stride - 1) / MemoryLayout<Hot>.stride
    }

    /// Frees the memory; the owner has emptied every slot.
    deinit {
        if let base { HeapMemory.deallocate(base, capacity: Self.blockStrides(capacity)) }
    }
}
