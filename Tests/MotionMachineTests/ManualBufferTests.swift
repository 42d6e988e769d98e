import Testing
@testable import MotionMachine

@Suite("Manual buffers")
struct ManualBufferTests {
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

@Suite("Split slot buffers")
struct SplitSlotBufferTests {
    /// A cold part that is counted, so a test sees every copy made and every one let go.
    final class Token {}

    @Test("both parts of the initialized slots move when the buffer grows, in one line-aligned block, the cold parts after the hot ones; deinitializing lets a cold part go")
    func growMovesBothParts() {
        var buffer = SplitSlotBuffer<EasedLeg.Share, Token>()
        let totals = UnsafeMutablePointer<AdditiveSum.Totals>.allocate(capacity: 1)
        defer { totals.deallocate() }
        var tokens: [Token] = []
        var initialized: Set<Int> = []
        buffer.grow(from: 0, to: 4, count: 0) { _ in false }
        for index in [0, 2, 3] {
            let token = Token()
            tokens.append(token)
            buffer.initialize(index, to: EasedLeg.Share(totals: totals, weight: Double(index), start: -Double(index), offset: 0.5), token)
            initialized.insert(index)
        }
        let first = buffer.base
        buffer.grow(from: 4, to: 16, count: 4) { initialized.contains($0) }
        #expect(buffer.base != first)
        let base = UInt(bitPattern: buffer.base), coldBase = UInt(bitPattern: buffer.coldBase)
        #expect(base % UInt(HeapMemory.lineSize) == 0)
        #expect(coldBase == base + UInt(16 * MemoryLayout<EasedLeg.Share>.stride))
        for (position, index) in [0, 2, 3].enumerated() {
            #expect(buffer[index].pointee.weight == Double(index) && buffer[index].pointee.start == -Double(index))
            #expect(buffer.cold(index).pointee === tokens[position])
        }
        buffer.move(from: 3, to: 9)
        #expect(buffer[9].pointee.weight == 3 && buffer.cold(9).pointee === tokens[2])
        // The buffer holds one reference to each token, the array the other.
        #expect(isKnownUniquelyReferenced(&tokens[1]) == false)
        for index in [0, 2, 9] { buffer.deinitialize(index) }
        #expect(isKnownUniquelyReferenced(&tokens[0]) && isKnownUniquelyReferenced(&tokens[1]) && isKnownUniquelyReferenced(&tokens[2]))
    }
}
