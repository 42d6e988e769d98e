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
    #endif
}
