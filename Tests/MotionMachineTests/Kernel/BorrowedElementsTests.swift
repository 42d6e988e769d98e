import Foundation
import Testing
@_spi(Kernel) @testable import MotionKernel
@_spi(Kernel) @testable import MotionMachine

/// The unretained visit the animator draws with: every element in order, each alive for its call
/// however the body changes the array it came from.
@Suite("Borrowed elements")
struct BorrowedElementsTests {
    final class Tracked {
        let number: Int
        let freed: LockedState<[Int]>
        init(_ number: Int, freed: LockedState<[Int]>) {
            self.number = number
            self.freed = freed
        }
        deinit { freed.withLock { $0.append(number) } }
    }

    final class Holder {
        var elements: [Tracked] = []
    }

    @Test("visits every element once, in order")
    func visitsInOrder() {
        let freed = LockedState<[Int]>([])
        let elements = (0..<5).map { Tracked($0, freed: freed) }
        var seen: [Int] = []
        BorrowedElements.forEach(elements) { seen.append($0.number) }
        #expect(seen == [0, 1, 2, 3, 4])
        BorrowedElements.forEach([Tracked]()) { _ in Issue.record("an empty array has nothing to visit") }
    }

    @Test("an element the body drops from its holder stays alive until the visit ends, and is freed after")
    func elementsOutliveTheirCalls() {
        let freed = LockedState<[Int]>([])
        let holder = Holder()
        holder.elements = (0..<4).map { Tracked($0, freed: freed) }
        var seen: [Int] = []
        BorrowedElements.forEach(holder.elements) { element in
            // Dropping every element from the only other owner: the visit's own copy keeps them.
            holder.elements.removeAll()
            seen.append(element.number)
            #expect(freed.withLock { $0 }.isEmpty, "nothing is freed while the visit holds the array")
        }
        #expect(seen == [0, 1, 2, 3])
        #expect(freed.withLock { $0 }.sorted() == [0, 1, 2, 3], "the elements go once the visit ends")
    }
}
