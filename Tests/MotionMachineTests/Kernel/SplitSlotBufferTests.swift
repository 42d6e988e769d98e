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

    @Test("a buffer whose block is mapped grows with the hot parts in place and every cold part moved to the larger block's cold region, the last ones included")
    func mappedBlockGrows() {
        var buffer = SplitSlotBuffer<EasedLeg.Share, Token>()
        let totals = UnsafeMutablePointer<AdditiveSum.Totals>.allocate(capacity: 1)
        defer { totals.deallocate() }
        let capacity = 2 * HeapMemory.mappedBytes / MemoryLayout<EasedLeg.Share>.stride
        buffer.grow(from: 0, to: capacity, count: 0, isInitialized: { _ in false }, hasCold: { _ in false })
        // Every third slot initialized; of those, the ones with an even weight keep a cold part,
        // among them the last slot, whose cold part lies furthest up.
        let initialized = Set(stride(from: capacity - 1, through: 0, by: -3))
        var tokens: [Int: Token] = [:]
        for index in initialized {
            buffer.initialize(index, to: EasedLeg.Share(totals: totals, weight: Double(index), start: 0, offset: 0))
            guard index % 2 == 0 else { continue }
            tokens[index] = Token()
            buffer.initializeCold(index, to: tokens[index]!)
        }
        #expect(tokens[capacity - 1] != nil || tokens[capacity - 4] != nil)
        buffer.grow(from: capacity, to: 2 * capacity, count: capacity, isInitialized: { initialized.contains($0) },
                    hasCold: { Int($0.pointee.weight) % 2 == 0 })
        #expect(UInt(bitPattern: buffer.coldBase) == UInt(bitPattern: buffer.base) + UInt(2 * capacity * MemoryLayout<EasedLeg.Share>.stride))
        #expect(initialized.allSatisfy { buffer[$0].pointee.weight == Double($0) })
        #expect(tokens.allSatisfy { buffer.cold($0.key).pointee === $0.value })
        for index in initialized {
            if tokens[index] != nil { buffer.deinitializeCold(index) }
            buffer.deinitialize(index)
        }
        // The buffer let go of every cold part: the array holds the only references.
        var left = Array(tokens.values)
        tokens = [:]
        #expect(left.indices.allSatisfy { isKnownUniquelyReferenced(&left[$0]) })
    }
}
