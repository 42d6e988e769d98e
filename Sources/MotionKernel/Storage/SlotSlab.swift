import Foundation

/// Memory for many small values of one type, handed out in order from blocks: values allocated one
/// after another sit next to each other.
///
/// The additive sums' numbers are read on every beat of an additive leg (see ``AdditiveSum``). Taken
/// from `malloc` one by one, each sat among its motion's other allocations, a cache line of its own
/// about a kilobyte from the next motion's; from a slab, the sums of motions started together follow
/// one another as their legs do in the beat list, so a beat streams them (an additive tween beat at
/// 100,000 motions went from about 9–10 ns to 6–8).
///
/// A block is 16 KiB, aligned to its size, so a slot finds its block from its own address. Freed
/// slots go on their block's free list and are used again first; a block whose last slot is freed
/// is returned to the system, unless allocations are being served from it. Not thread-safe: the
/// owner serializes calls (``AdditiveSum`` behind a lock).
///
/// Each slot also has a number, four bytes where its address takes eight (see ``number(of:)``
/// and ``slot(numbered:)``): its block's place in a list of the blocks held, times the slots a block
/// holds, plus its place in the block. An ``IdentityTable`` keeps its records' numbers.
@_spi(Kernel) public struct SlotSlab<Element> {
    /// The block's bookkeeping, at its start; the slots follow.
    @usableFromInline struct Header {
        /// Slots in use.
        @usableFromInline var live: Int
        /// The most recently freed slot, whose first word links to the one freed before it.
        @usableFromInline var freed: UnsafeMutableRawPointer?
        /// Slots not used yet start here.
        @usableFromInline var unused: Int
        /// Where the block sits in ``partial``, or −1 when it is not there.
        @usableFromInline var partialIndex: Int
        /// Where the block sits in ``blocks``.
        @usableFromInline var number: Int
    }

    @inlinable static var blockBytes: Int { 16_384 }
    @inlinable static var stride: Int { Swift.max(MemoryLayout<Element>.stride, MemoryLayout<UnsafeMutableRawPointer>.stride) }
    @inlinable static var firstSlot: Int {
        let header = MemoryLayout<Header>.stride, alignment = Swift.max(MemoryLayout<Element>.alignment, 8)
        return (header + alignment - 1) / alignment * alignment
    }
    @inlinable static var slotsPerBlock: Int { (blockBytes - firstSlot) / stride }

    /// The block allocations come from.
    @usableFromInline var current: UnsafeMutableRawPointer?
    /// Blocks other than ``current`` with both slots in use and slots free.
    @usableFromInline var partial: [UnsafeMutableRawPointer] = []
    /// The blocks held, by number; `nil` where a block was returned (its number is in ``freeNumbers``).
    @usableFromInline var blocks: [UnsafeMutableRawPointer?] = []
    /// The numbers of returned blocks, given to the next blocks made.
    @usableFromInline var freeNumbers: [Int] = []
    /// The number of blocks held.
    @usableFromInline var storedBlockCount = 0
    /// The number of slots handed out and not given back.
    @usableFromInline var storedLiveCount = 0

    /// Creates an empty one, which takes no memory until first used.
    @inlinable public init() {}

    /// The number of blocks the slab holds.
    @inlinable public var blockCount: Int { storedBlockCount }

    /// The number of slots handed out and not given back.
    @inlinable public var liveCount: Int { storedLiveCount }

    /// Memory for one element, uninitialized.
    /// - Complexity: O(1).
    @inlinable public mutating func allocate() -> UnsafeMutablePointer<Element> {
        if current == nil || Self.isFull(current.unsafelyUnwrapped) {
            if let block = partial.popLast() {
                Self.header(block).pointee.partialIndex = -1
                current = block
            } else {
                current = makeBlock()
            }
        }
        let block = current.unsafelyUnwrapped, header = Self.header(block)
        let slot: UnsafeMutableRawPointer
        if let freed = header.pointee.freed {
            header.pointee.freed = freed.load(as: UnsafeMutableRawPointer?.self)
            slot = freed
        } else {
            slot = block + Self.firstSlot + header.pointee.unused * Self.stride
            header.pointee.unused += 1
        }
        header.pointee.live += 1
        storedLiveCount += 1
        return slot.bindMemory(to: Element.self, capacity: 1)
    }

    /// Gives back memory from ``allocate()`` (its element already deinitialized).
    /// - Complexity: O(1).
    @inlinable public mutating func deallocate(_ pointer: UnsafeMutablePointer<Element>) {
        let slot = UnsafeMutableRawPointer(pointer)
        let block = Self.block(of: slot)
        let header = Self.header(block)
        slot.storeBytes(of: header.pointee.freed, as: UnsafeMutableRawPointer?.self)
        header.pointee.freed = slot
        header.pointee.live -= 1
        storedLiveCount -= 1
        guard block != current else { return }
        if header.pointee.live == 0 {
            removeFromPartial(block)
            let number = header.pointee.number
            blocks[number] = nil
            freeNumbers.append(number)
            block.deallocate()
            storedBlockCount -= 1
        } else if header.pointee.partialIndex < 0 {
            header.pointee.partialIndex = partial.count
            partial.append(block)
        }
    }


    /// The number of a slot from ``allocate()`` that is not given back.
    /// - Complexity: O(1).
    @inlinable public func number(of pointer: UnsafeMutablePointer<Element>) -> UInt32 {
        let slot = UnsafeMutableRawPointer(pointer)
        let block = Self.block(of: slot)
        let place = (slot - block - Self.firstSlot) / Self.stride
        return UInt32(truncatingIfNeeded: Self.header(block).pointee.number * Self.slotsPerBlock + place)
    }

    /// The slot whose ``number(of:)`` is `number` (it must not be given back).
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func slot(numbered number: UInt32) -> UnsafeMutablePointer<Element> {
        let (block, place) = Int(number).quotientAndRemainder(dividingBy: Self.slotsPerBlock)
        let slot = blocks[block].unsafelyUnwrapped + Self.firstSlot + place * Self.stride
        return slot.assumingMemoryBound(to: Element.self)
    }

    @inlinable static func block(of slot: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: slot) & ~UInt(blockBytes - 1)).unsafelyUnwrapped
    }

    @inlinable static func header(_ block: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Header> {
        block.assumingMemoryBound(to: Header.self)
    }

    @inlinable static func isFull(_ block: UnsafeMutableRawPointer) -> Bool {
        let header = header(block).pointee
        return header.freed == nil && header.unused == slotsPerBlock
    }

    @usableFromInline mutating func makeBlock() -> UnsafeMutableRawPointer {
        let block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockBytes, alignment: Self.blockBytes)
        let number: Int
        if let free = freeNumbers.popLast() {
            number = free
            blocks[number] = block
        } else {
            number = blocks.count
            precondition((number + 1) * Self.slotsPerBlock <= Int(UInt32.max), "SlotSlab: more slots than 32-bit numbers name")
            blocks.append(block)
        }
        block.initializeMemory(as: Header.self, repeating: Header(live: 0, freed: nil, unused: 0, partialIndex: -1, number: number),
                               count: 1)
        storedBlockCount += 1
        // Room in the lists a deallocation appends to, one place a block: a deallocation then never
        // allocates, so a record may be given back during a beat.
        if partial.capacity < blocks.count { partial.reserveCapacity(2 * blocks.count) }
        if freeNumbers.capacity < blocks.count { freeNumbers.reserveCapacity(2 * blocks.count) }
        return block
    }

    @usableFromInline mutating func removeFromPartial(_ block: UnsafeMutableRawPointer) {
        let index = Self.header(block).pointee.partialIndex
        guard index >= 0 else { return }
        let last = partial.removeLast()
        if last != block {
            partial[index] = last
            Self.header(last).pointee.partialIndex = index
        }
        Self.header(block).pointee.partialIndex = -1
    }
}
