import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

@Suite("Manual buffers")
struct ManualBufferTests {
    init() { _ = TestDiagnostics.installed }
    @Test("append grows and keeps order; removeAll(where:) keeps order and reports each move")
    func appendAndRemove() {
        var buffer = ManualBuffer<Int>()
        for value in 0..<10 { buffer.append(value * 10) }
        #expect(buffer.count == 10 && (0..<10).map { buffer[$0] } == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90])
        var moves: [String] = []
        buffer.removeAll(where: { $0 % 20 == 0 }, moved: { value, index in moves.append("\(value)→\(index)") })
        #expect(buffer.count == 5 && (0..<5).map { buffer[$0] } == [10, 30, 50, 70, 90])
        #expect(moves == ["10→0", "30→1", "50→2", "70→3", "90→4"])
        buffer.removeAll(keepingCapacityFor: 3)
        #expect(buffer.count == 0)
        buffer.append(7)
        #expect(buffer.count == 1 && buffer[0] == 7)
    }

    @Test("a buffer that keeps retired memory leaves an outgrown block readable until it ends")
    func retiredMemoryStaysReadable() {
        var buffer = ManualBuffer<Int>(keepsRetiredMemory: true)
        for value in [10, 20, 30, 40] { buffer.append(value) }
        let outgrown = buffer.base!
        // Past the capacity of 4: the elements move to a new block, and the old one is kept. (Freed,
        // its first words would hold the allocator's own links.)
        for value in [50, 60, 70, 80, 90] { buffer.append(value) }
        #expect(buffer.base != outgrown && buffer.count == 9)
        #expect((0..<4).map { outgrown[$0] } == [10, 20, 30, 40])
        #expect((0..<9).map { buffer[$0] } == [10, 20, 30, 40, 50, 60, 70, 80, 90])
    }
}
