import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

@Suite("Slot slabs")
struct SlotSlabTests {
    init() { _ = TestDiagnostics.installed }
    @Test("slots allocated one after another are adjacent, and keep their values across blocks")
    func adjacentAndIntact() {
        var slab = SlotSlab<AdditiveSum.Totals>()
        let stride = MemoryLayout<AdditiveSum.Totals>.stride
        var slots: [UnsafeMutablePointer<AdditiveSum.Totals>] = []
        for index in 0..<2_000 {
            let slot = slab.allocate()
            slot.initialize(to: AdditiveSum.Totals(base: Double(index), offsets: -Double(index), contributors: index))
            slots.append(slot)
        }
        // 16 KiB blocks of 24-byte slots after a 40-byte header: 681 a block, so three blocks.
        #expect(slab.blockCount == 3)
        var adjacent = 0
        for index in 1..<slots.count where UnsafeRawPointer(slots[index]) - UnsafeRawPointer(slots[index - 1]) == stride {
            adjacent += 1
        }
        #expect(adjacent == slots.count - 3, "every slot follows the one before it, except at the two block changes")
        for (index, slot) in slots.enumerated() {
            #expect(slot.pointee.base == Double(index) && slot.pointee.offsets == -Double(index) && slot.pointee.contributors == index)
        }
        for slot in slots { slot.deinitialize(count: 1); slab.deallocate(slot) }
        // Every block but the one allocations come from is returned.
        #expect(slab.blockCount == 1)
    }

    @Test("a freed slot is used again first; a block whose last slot is freed goes back")
    func reuseAndRelease() {
        var slab = SlotSlab<Double>()
        let perBlock = (16_384 - 40) / 8
        var first = (0..<perBlock).map { _ in slab.allocate() }
        #expect(slab.blockCount == 1)
        let second = slab.allocate()
        #expect(slab.blockCount == 2)
        // Freed from the full first block: it becomes partly free, and the current block keeps
        // serving allocations until it is full.
        let freed = first.removeLast()
        slab.deallocate(freed)
        #expect(slab.blockCount == 2)
        for slot in first { slab.deallocate(slot) }
        // The first block's last slot freed: the block is returned.
        #expect(slab.blockCount == 1)
        slab.deallocate(second)
        // The current block stays, empty, and serves the next allocation from a freed slot.
        #expect(slab.blockCount == 1)
        let again = slab.allocate()
        #expect(again == second)
        slab.deallocate(again)
    }

    @Test("a slot's number names it until it is given back, across blocks, and numbers of returned blocks are used again")
    func numbers() {
        var slab = SlotSlab<Double>()
        let perBlock = (16_384 - 40) / 8
        var slots = (0..<(2 * perBlock + 5)).map { index in
            let slot = slab.allocate()
            slot.initialize(to: Double(index))
            return slot
        }
        for (index, slot) in slots.enumerated() {
            // Blocks are numbered in the order they are made, so the numbers count up from 0.
            #expect(slab.number(of: slot) == UInt32(index))
            #expect(slab.slot(numbered: UInt32(index)) == slot && slab.slot(numbered: UInt32(index)).pointee == Double(index))
        }
        // The first block returned: its number goes to the next block made.
        for slot in slots[..<perBlock] { slab.deallocate(slot) }
        slots.removeFirst(perBlock)
        #expect(slab.blockCount == 2)
        let fresh = (0..<(perBlock + 1)).map { _ in slab.allocate() }
        #expect(slab.blockCount == 3)
        let numbers = Set(fresh.map { slab.number(of: $0) })
        #expect(numbers.count == fresh.count && numbers.contains(0))
        for slot in fresh { #expect(slab.slot(numbered: slab.number(of: slot)) == slot) }
        for (offset, slot) in slots.enumerated() { #expect(slab.number(of: slot) == UInt32(perBlock + offset)) }
    }
}
