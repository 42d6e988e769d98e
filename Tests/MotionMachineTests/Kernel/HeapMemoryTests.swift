import Foundation
import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel
import MotionStress

@Suite("Heap memory")
@MainActor
struct HeapMemoryTests {
    init() { _ = TestDiagnostics.installed }

    @Test("a block below the mapped size comes from malloc; one of the mapped size or more, with glibc, is whole pages of its own; both hold what is written and go back with their capacity")
    func mappedAtTheThreshold() {
        let below = HeapMemory.mappedBytes / 8 - 1, at = HeapMemory.mappedBytes / 8
        let small = HeapMemory.allocate(Double.self, capacity: below)
        let large = HeapMemory.allocate(Double.self, capacity: at)
        let lines = HeapMemory.allocateLines(Double.self, capacity: 4 * at)
        #expect(HeapMemory.isMapped(below * 8) == false)
        #if canImport(Glibc)
        #expect(HeapMemory.isMapped(at * 8))
        // Mapped blocks begin on a page (malloc's blocks of this size would begin 16 bytes past one).
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        #expect(UInt(bitPattern: large) % page == 0 && UInt(bitPattern: lines) % page == 0)
        #endif
        #expect(UInt(bitPattern: lines) % UInt(HeapMemory.lineSize) == 0)
        for index in 0..<below { small[index] = Double(index) }
        for index in 0..<at { large[index] = -Double(index) }
        for index in 0..<(4 * at) { lines[index] = Double(index) / 2 }
        #expect((0..<below).allSatisfy { small[$0] == Double($0) })
        #expect((0..<at).allSatisfy { large[$0] == -Double($0) })
        #expect((0..<(4 * at)).allSatisfy { lines[$0] == Double($0) / 2 })
        HeapMemory.deallocate(small, capacity: below)
        HeapMemory.deallocate(large, capacity: at)
        HeapMemory.deallocate(lines, capacity: 4 * at)
    }

    #if canImport(Glibc)
    @Test("a mapped block's pages go back to the system when it is freed, even once glibc serves blocks of its size from its heap")
    func mappedPagesGoBack() {
        // A large block malloc mapped and freed again: glibc raises its threshold for mapping to
        // that size (up to 32 MiB), and serves smaller blocks from its heap from now on, where a
        // freed block stays resident (through malloc, this test's block would).
        let raise = malloc(24 << 20)
        free(raise)
        let capacity = 16 << 20 / 8   // 16 MiB of doubles
        let before = Soak.residentBytes()
        let block = HeapMemory.allocate(Double.self, capacity: capacity)
        for index in stride(from: 0, to: capacity, by: 512) { block[index] = 1 }
        let touched = Soak.residentBytes()
        HeapMemory.deallocate(block, capacity: capacity)
        let after = Soak.residentBytes()
        // Other suites run in parallel and allocate too: the 16 MiB must show up and go again, give
        // or take a quarter.
        #expect(touched - before > 12 << 20)
        #expect(touched - after > 12 << 20)
    }

    @Test("a mapped block grows by moving its pages: its bytes kept, the pages it never touched still untouched; a block from malloc is left to its owner to move")
    func mappedBlockMovesItsPages() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE))), perPage = page / 8
        let pages = 64, capacity = pages * perPage
        let block = HeapMemory.allocateLines(Double.self, capacity: capacity)
        // Every other page written; the others never touched.
        for index in stride(from: 0, to: pages, by: 2) { block[index * perPage] = Double(index) }
        let moved = try #require(HeapMemory.remap(block, from: capacity, to: 4 * capacity))
        #expect(stride(from: 0, to: pages, by: 2).allSatisfy { moved[$0 * perPage] == Double($0) })
        let resident = residentPages(moved, pages: 4 * pages)
        #expect(resident == (0..<(4 * pages)).map { $0 < pages && $0 % 2 == 0 })
        HeapMemory.deallocate(moved, capacity: 4 * capacity)

        let small = HeapMemory.allocate(Double.self, capacity: 16)
        #expect(HeapMemory.remap(small, from: 16, to: 32) == nil)
        HeapMemory.deallocate(small, capacity: 16)
    }

    /// Which of the `pages` pages from `base` are resident (`mincore`).
    private func residentPages(_ base: UnsafeMutablePointer<Double>, pages: Int) -> [Bool] {
        var vector = [UInt8](repeating: 0, count: pages)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        _ = vector.withUnsafeMutableBufferPointer { mincore(UnsafeMutableRawPointer(base), pages * page, $0.baseAddress) }
        return vector.map { $0 & 1 != 0 }
    }
    #endif

    @Test("buffers keep their elements as they grow past the mapped size, whether their blocks move by page or by element")
    func buffersGrowPastTheMappedSize() {
        var plain = ManualBuffer<Int>(), kept = ManualBuffer<Int>(keepsRetiredMemory: true)
        let count = 4 * HeapMemory.mappedBytes / MemoryLayout<Int>.stride + 3
        var bases: [UnsafeMutablePointer<Int>?] = []
        for index in 0..<count {
            plain.append(index * 3)
            kept.append(-index)
            if bases.last != kept.base { bases.append(kept.base) }
        }
        #expect((0..<count).allSatisfy { plain[$0] == $0 * 3 && kept[$0] == -$0 })
        // An outgrown block of a buffer that keeps them is still readable, with what it held.
        let outgrown = bases[bases.count - 2].unsafelyUnwrapped
        #expect(outgrown[5] == -5)

        var slots = SlotBuffer<Double>()
        let capacity = HeapMemory.mappedBytes / 8
        slots.make(capacity: capacity)
        let initialized = stride(from: 0, to: capacity, by: 7)
        for index in initialized { slots.initialize(index, to: Double(index) / 4) }
        slots.grow(from: capacity, to: 2 * capacity, count: capacity) { $0 % 7 == 0 }
        #expect(initialized.allSatisfy { slots[$0].pointee == Double($0) / 4 })
    }
}
