import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

@Suite("Split slot buffers")
struct SplitSlotBufferTests {
    init() { _ = TestDiagnostics.installed }
    /// A cold part that is counted, so a test sees every copy made and every one let go.
    final class Token {}

    @Test("the initialized parts move when the buffer grows, in one line-aligned block, the cold parts after the hot ones; a hot part may go without a cold one; deinitializing lets a cold part go")
    func growMovesInitializedParts() {
        var buffer = SplitSlotBuffer<EasedLeg.Share, Token>()
        let totals = UnsafeMutablePointer<AdditiveSum.Totals>.allocate(capacity: 1)
        defer { totals.deallocate() }
        var tokens: [Token] = []
        var initialized: Set<Int> = []
        buffer.grow(from: 0, to: 4, count: 0, isInitialized: { _ in false }, hasCold: { _ in false })
        for index in [0, 1, 2, 3] {
            buffer.initialize(index, to: EasedLeg.Share(totals: totals, weight: Double(index), start: -Double(index), offset: 0.5))
            initialized.insert(index)
            // Slot 1 keeps no cold part: its cold memory is never written.
            guard index != 1 else { continue }
            let token = Token()
            tokens.append(token)
            buffer.initializeCold(index, to: token)
        }
        let first = buffer.base
        buffer.grow(from: 4, to: 16, count: 4, isInitialized: { initialized.contains($0) },
                    hasCold: { $0.pointee.weight != 1 })
        #expect(buffer.base != first)
        let base = UInt(bitPattern: buffer.base), coldBase = UInt(bitPattern: buffer.coldBase)
        #expect(base % UInt(HeapMemory.lineSize) == 0)
        #expect(coldBase == base + UInt(16 * MemoryLayout<EasedLeg.Share>.stride))
        for index in [0, 1, 2, 3] {
            #expect(buffer[index].pointee.weight == Double(index) && buffer[index].pointee.start == -Double(index))
        }
        for (position, index) in [0, 2, 3].enumerated() { #expect(buffer.cold(index).pointee === tokens[position]) }
        buffer.move(from: 3, to: 9)
        buffer.moveCold(from: 3, to: 9)
        buffer.move(from: 1, to: 10)
        #expect(buffer[9].pointee.weight == 3 && buffer.cold(9).pointee === tokens[2] && buffer[10].pointee.weight == 1)
        // The buffer holds one reference to each token, the array the other.
        #expect(isKnownUniquelyReferenced(&tokens[1]) == false)
        for index in [0, 2, 9] { buffer.deinitializeCold(index) }
        for index in [0, 2, 9, 10] { buffer.deinitialize(index) }
        #expect(isKnownUniquelyReferenced(&tokens[0]) && isKnownUniquelyReferenced(&tokens[1]) && isKnownUniquelyReferenced(&tokens[2]))
    }
}
